# `make run` and `make test` each do all set-up on a fresh machine with Python 3.11+ and pip.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed

.PHONY: install run test demo bench clean

$(STAMP): pyproject.toml setup.py
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install -q --upgrade pip
	$(PY) -m pip install -q -e '.[dev]'
	touch $(STAMP)

install: $(STAMP)

run: $(STAMP)
	$(VENV)/bin/prme --demo

# One worker per core (at most four): about 4.5 minutes on 2 quiet cores, 7.5 to 9.5 beside
# other heavy work (session 46); the cores stay busy, so more workers would not help. Slow tests start first (tests/conftest.py). Tests marked xdist_group
# share a worker (the snapshots use one fixed folder).
# Bytecode first: where PYTHONDONTWRITEBYTECODE is set (as on CI) every `prme` the tests start
# would otherwise compile the project again (0.4 s a process).
test: $(STAMP)
	$(PY) -m compileall -q engine workspace_app views
	$(PY) -m pytest -q -n auto --maxprocesses 4 --dist loadgroup

bench: $(STAMP)
	$(PY) bench/store_throughput.py
	$(PY) bench/locomo_retrieval.py

clean:
	rm -rf $(VENV) .pytest_cache
