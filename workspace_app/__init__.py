"""The PRME Workspace application: CLI, Textual app, services and the capture inbox."""
