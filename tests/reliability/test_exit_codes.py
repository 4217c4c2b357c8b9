"""The CLI exits cleanly every time, even on a loaded machine: no SIGABRT ("terminate called
without an active exception", exit 134) from a DuckDB cursor torn down with its thread."""

from __future__ import annotations

import subprocess
from concurrent.futures import ThreadPoolExecutor

import pytest

from tests.conftest import CHILD_PYTHON, PASSPHRASE, ROOT, python_child_env
from workspace_app.cli import main

# 12 exits at three at a time under a busy loop (the suite's other worker keeps the second core busy);
# bench/reliability.py --exit-runs runs the long loop.
RUNS = 12
AT_ONCE = 3
BUSY_LOOPS = 1


@pytest.fixture
def workspace(tmp_path, monkeypatch):
    monkeypatch.setenv("PRME_ENCRYPTION_KEY", PASSPHRASE)
    root = tmp_path / "ws"
    assert main(["--workspace", str(root), "init", "--owner", "dana"]) == 0
    for lane in range(AT_ONCE):  # one namespace per lane: a pack is open in one process at a time
        assert main(["--workspace", str(root), "ns", "create", f"notes{lane}"]) == 0
        for text in ("The weir gate sticks in winter.", "Swifts nest under the mill roof."):
            assert main(["--workspace", str(root), "store", f"notes{lane}", text]) == 0
    return root


@pytest.mark.slow
@pytest.mark.timeout(1800)  # a machine kept busy on purpose
def test_repeated_cli_runs_under_cpu_load_all_exit_zero(workspace):
    env = dict(python_child_env(), PRME_ENCRYPTION_KEY=PASSPHRASE)
    busy = [subprocess.Popen([CHILD_PYTHON, "-c", "while True: pass"]) for _ in range(BUSY_LOOPS)]

    def lane(n: int) -> list[tuple[int, str]]:
        out = []
        for i in range(RUNS // AT_ONCE):
            namespace = f"notes{n}"
            command = ["nodes", namespace] if i % 2 else ["get", namespace, "00000000-0000-4000-8000-000000000000"]
            done = subprocess.run(
                [CHILD_PYTHON, "-m", "workspace_app.cli", "--workspace", str(workspace), *command],
                capture_output=True, cwd=ROOT, env=env, timeout=600,
            )
            expected = 0 if i % 2 else 1  # an unknown id is a clean, one-line failure
            out.append(((0 if done.returncode == expected else done.returncode), done.stderr.decode("utf-8", "replace")))
        return out

    try:
        with ThreadPoolExecutor(AT_ONCE) as pool:
            results = [r for lane_results in pool.map(lane, range(AT_ONCE)) for r in lane_results]
    finally:
        for process in busy:
            process.kill()
            process.wait()
    codes: dict[int, int] = {}
    for code, _ in results:
        codes[code] = codes.get(code, 0) + 1
    aborted = [err for _, err in results if "terminate called" in err]
    assert codes == {0: RUNS}, f"exit codes {codes}; stderr of a failure: {next((e for c, e in results if c), '')}"
    assert not aborted


def test_ctrl_c_inside_a_duckdb_query_is_interrupted_130(tmp_path, monkeypatch, capsys):
    """DuckDB turns SIGINT during a query into its own error: `prme compact` stopped with Ctrl-C
    said "unexpected RuntimeError: Query interrupted" and exited 1. The real interrupt here:
    a long query stopped by DuckDB's interrupt()."""
    import threading

    import duckdb

    from workspace_app.commands import namespaces

    def long_query(args) -> int:
        con = duckdb.connect()
        timer = threading.Timer(0.2, con.interrupt)
        timer.start()
        try:
            con.execute("SELECT count(*) FROM range(10000000000) a, range(1000) b").fetchall()
        finally:
            timer.cancel()
        return 0

    monkeypatch.setenv("PRME_ENCRYPTION_KEY", PASSPHRASE)
    assert main(["--workspace", str(tmp_path / "ws"), "init"]) == 0
    monkeypatch.setattr(namespaces, "cmd_list", long_query)
    capsys.readouterr()
    assert main(["--workspace", str(tmp_path / "ws"), "ns", "list"]) == 130
    assert capsys.readouterr().err == "prme: interrupted\n"
