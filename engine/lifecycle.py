"""Lifecycle transitions: placeholder until the curation core lands."""


class LifecycleOperations:
    pass
