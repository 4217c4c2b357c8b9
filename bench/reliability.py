"""Adversarial cases against real encrypted packs: which held, which broke.

    .venv/bin/python bench/reliability.py [--kills 20] [--exit-runs 30]

* tamper: each way of editing a pack behind the engine's back (tests/reliability/test_tamper.py)
  must fail `doctor` naming the first bad row, without showing content;
* bad CLI input: each case of tests/reliability/test_bad_input.py, as a real subprocess,
  must give one line on stderr, a non-zero exit and leave the memories as they were;
* bad import files: each corrupted export of tests/reliability/test_import_validation.py must
  be refused with one clear line and nothing written;
* store kill loop: a process storing memories is SIGKILLed at a random acknowledged write;
  every acknowledged write must be there after reopening, and the seal must still verify;
* exit codes: the CLI run repeatedly under CPU load must always exit cleanly.

Target: every case held. Writes bench/results/reliability.md and .json.
"""

from __future__ import annotations

import argparse
import random
import shutil
import signal
import subprocess
import tempfile
import time
from pathlib import Path
from typing import Callable

from _common import write_results

from tests.conftest import CHILD_PYTHON, PASSPHRASE, ROOT, python_child_env
from tests.reliability import test_bad_input as bad_input
from tests.reliability import test_import_validation as import_validation
from tests.reliability import test_tamper as tamper

STORER = """
import sys
from engine import MemoryClient

client = MemoryClient(sys.argv[1], encryption_key=sys.argv[2])
print("READY", flush=True)
i = 0
while True:
    print(client.store(f"Kill-loop note number {i}.", user_id="dana"), flush=True)
    i += 1
"""


class Tally:
    def __init__(self) -> None:
        self.rows: dict[str, dict] = {}

    def record(self, category: str, case: str, ok: bool, detail: str = "") -> None:
        row = self.rows.setdefault(category, {"tried": 0, "held": 0, "broke": 0, "broken": []})
        row["tried"] += 1
        row["held" if ok else "broke"] += 1
        if not ok:
            row["broken"].append({"case": case, "detail": detail[:300]})
        print(f"{'held ' if ok else 'BROKE'}  {category}: {case}" + ("" if ok else f" ({detail[:200]})"), flush=True)

    def attempt(self, category: str, case: str, check: Callable[[], tuple[bool, str]]) -> None:
        try:
            ok, detail = check()
        except Exception as exc:  # noqa: BLE001 - a crash of the case is a broken case
            ok, detail = False, f"{type(exc).__name__}: {exc}"
        self.record(category, case, ok, detail)


def run_tamper(tally: Tally, work: Path) -> None:
    template = work / "tamper-template.prme"
    ids = tamper.build_template(template)

    def clean() -> tuple[bool, str]:
        target = work / "clean.prme"
        shutil.copy2(template, target)
        report = tamper.doctor(target)
        return report.ok, report.render()

    tally.attempt("tamper", "clean pack passes", clean)
    for case, (statements, table, row_ref, words) in tamper.CASES.items():
        def check(statements=statements, table=table, row_ref=row_ref, words=words) -> tuple[bool, str]:
            target = work / "tampered.prme"
            shutil.copy2(template, target)
            tamper.tamper(target, *statements(ids))
            report = tamper.doctor(target)
            row = f"row {ids[row_ref[0]][row_ref[1]]}" if row_ref is not None else None
            return tamper.detected(report, table, row, words), tamper.tamper_finding(report).message

        tally.attempt("tamper", case, check)


def run_bad_input(tally: Tally, work: Path) -> None:
    context = bad_input.build_workspace(work / "bad-input" / "ws")
    for case in bad_input.CASES:
        folder = work / "bad-input-case"
        folder.mkdir(exist_ok=True)
        tally.attempt("bad CLI input", case, lambda case=case: bad_input.held(context, folder, case))


def run_import(tally: Tally, work: Path) -> None:
    folder = work / "import"
    folder.mkdir()
    lines = import_validation.build_export(folder)
    for case in import_validation.CASES:
        target = folder / "case"
        shutil.rmtree(target, ignore_errors=True)
        target.mkdir()
        tally.attempt("bad import file", case,
                      lambda case=case, target=target: import_validation.refused(lines, target, case))


def run_kill_loop(tally: Tally, work: Path, kills: int) -> None:
    from engine import MemoryClient

    pack = work / "kill.prme"
    acknowledged: list[str] = []
    rng = random.Random(17)
    for kill in range(kills):
        child = subprocess.Popen(
            [CHILD_PYTHON, "-c", STORER, str(pack), PASSPHRASE], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
            cwd=ROOT, env=python_child_env(), text=True,
        )
        try:
            assert child.stdout.readline().strip() == "READY"
            for _ in range(rng.randint(1, 6)):
                line = child.stdout.readline().strip()
                if line:
                    acknowledged.append(line)
        finally:
            child.send_signal(signal.SIGKILL)
            child.wait()

        def check() -> tuple[bool, str]:
            with MemoryClient(pack, encryption_key=PASSPHRASE) as memory:
                missing = [e for e in acknowledged if memory.get_event(e, user_id="dana") is None]
                report = memory.doctor()
            (seal,) = [f for f in report.findings if f.check == "tamper evidence"]
            ok = not missing and seal.status == "ok"
            return ok, f"{len(missing)} acknowledged write(s) missing; seal: {seal.message}"

        tally.attempt("store kill loop", f"kill {kill + 1} ({len(acknowledged)} acknowledged so far)", check)


def run_exit_codes(tally: Tally, work: Path, runs: int) -> None:
    from tests.reliability import test_exit_codes as exits

    root = work / "exit-ws"
    mp = exits.pytest.MonkeyPatch()
    mp.setenv("PRME_ENCRYPTION_KEY", PASSPHRASE)
    try:
        exits.main(["--workspace", str(root), "init", "--owner", "dana"])
        exits.main(["--workspace", str(root), "ns", "create", "notes"])
        exits.main(["--workspace", str(root), "store", "notes", "The weir gate sticks in winter."])
    finally:
        mp.undo()
    env = dict(python_child_env(), PRME_ENCRYPTION_KEY=PASSPHRASE)
    busy = [subprocess.Popen([CHILD_PYTHON, "-c", "while True: pass"]) for _ in range(exits.BUSY_LOOPS)]
    try:
        for i in range(runs):
            done = subprocess.run(
                [CHILD_PYTHON, "-m", "workspace_app.cli", "--workspace", str(root), "nodes", "notes"],
                capture_output=True, cwd=ROOT, env=env, timeout=600,
            )
            err = done.stderr.decode("utf-8", "replace")
            tally.record("exit under CPU load", f"run {i + 1}", done.returncode == 0 and "terminate called" not in err,
                         f"exit {done.returncode}: {err[-200:]}")
    finally:
        for process in busy:
            process.kill()
            process.wait()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--kills", type=int, default=20)
    parser.add_argument("--exit-runs", type=int, default=30)
    args = parser.parse_args()
    tally = Tally()
    started = time.monotonic()
    with tempfile.TemporaryDirectory(prefix="prme-reliability-") as tmp:
        work = Path(tmp)
        run_tamper(tally, work)
        run_import(tally, work)
        run_bad_input(tally, work)
        run_kill_loop(tally, work, args.kills)
        run_exit_codes(tally, work, args.exit_runs)
    rows = [[name, str(r["tried"]), str(r["held"]), str(r["broke"])] for name, r in tally.rows.items()]
    total = {k: sum(r[k] for r in tally.rows.values()) for k in ("tried", "held", "broke")}
    rows.append(["**all**", str(total["tried"]), str(total["held"]), str(total["broke"])])
    broken = [f"- {name}: {b['case']} ({b['detail']})" for name, r in tally.rows.items() for b in r["broken"]]
    notes = (
        "Cases: `bench/reliability.py` (tamper, bad import files and bad CLI input reuse the cases of "
        "`tests/reliability/`). Every case runs on a real encrypted pack; CLI cases are subprocesses.\n\n"
        + ("Broken:\n" + "\n".join(broken) if broken else "Every case held.")
        + f"\n\nTotal time {time.monotonic() - started:.0f} s."
    )
    write_results("reliability", {"categories": tally.rows, "total": total}, rows,
                  ["category", "cases tried", "held", "broke"], notes)


if __name__ == "__main__":
    main()
