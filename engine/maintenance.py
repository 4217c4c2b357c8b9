"""doctor / rebuild / verification: placeholder until maintenance lands."""


class MaintenanceOperations:
    pass
