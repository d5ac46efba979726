"""Renderers of a `Report`: terminal text, the JSON contract, markdown for issue reports."""
