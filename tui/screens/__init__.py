"""Screens pushed over the main one: open a file, browse the KB, read one entry."""
