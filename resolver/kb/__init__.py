"""The knowledge base: typed model, strict YAML reading, loading and caching."""
