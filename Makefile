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

# One worker more than the cores (at most four): the kill, CLI and host tests wait on child
# processes, and a third worker on 2 cores fills those gaps (one run each: 579 s against 613 s of
# pytest; the cores were busy 92% of the time with two). Slow tests start first
# (tests/conftest.py). Tests marked xdist_group share a worker (the snapshots use one fixed folder).
WORKERS := $(shell $(PYTHON) -c "import os; print(min(4, (os.cpu_count() or 1) + 1))")
# Bytecode first: where PYTHONDONTWRITEBYTECODE is set (as on CI) every `prme` the tests start
# would otherwise compile the project again (0.4 s a process).
test: $(STAMP)
	$(PY) -m compileall -q engine workspace_app views
	$(PY) -m pytest -q -n $(WORKERS) --dist loadgroup

bench: $(STAMP)
	$(PY) bench/store_throughput.py
	$(PY) bench/locomo_retrieval.py

clean:
	rm -rf $(VENV) .pytest_cache
