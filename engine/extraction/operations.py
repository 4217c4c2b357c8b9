"""ingest() and extraction jobs: placeholder until extraction lands."""


class ExtractionOperations:
    pass
