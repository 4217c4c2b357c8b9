"""CLI command modules; each defines ``register(subparsers)`` and is found automatically."""
