"""The Textual app of gpu-resolver (`resolve tui`)."""
