"""Subcommands kept in their own modules (see resolver.cli.COMMAND_MODULES)."""
