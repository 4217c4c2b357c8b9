"""retrieve(): placeholder until the retrieval pipeline lands."""


class RetrievalOperations:
    pass
