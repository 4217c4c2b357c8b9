"""`prme export` never writes through a link, never truncates, chmods or removes a special
file, and replaces an existing regular file only with a complete export (with --force)."""

from __future__ import annotations

import os
import stat

import pytest

from engine import MemoryWorkspace
from tests.conftest import PASSPHRASE, file_digests
from tests.reliability.workspace_support import prme
from workspace_app.cli import main


@pytest.fixture
def workspace(tmp_path, monkeypatch):
    monkeypatch.setenv("PRME_ENCRYPTION_KEY", PASSPHRASE)
    root = tmp_path / "ws"
    with MemoryWorkspace.open(root) as ws:
        ws.set_owner("dana")
        ws.create_namespace("notes", passphrase=PASSPHRASE)
        ws.client("notes").store("my bank PIN is 4921", user_id="dana")
    return root


def _export(root, capsys, *args: str) -> tuple[int, str]:
    capsys.readouterr()
    code = main(["--workspace", str(root), "export", "notes", *args])
    return code, capsys.readouterr().err


def _no_partials(folder) -> None:
    assert [p.name for p in folder.iterdir() if p.name.endswith(".partial")] == []


def test_a_symlink_is_refused_and_what_it_points_to_is_untouched(workspace, tmp_path, capsys):
    victim = tmp_path / "precious.txt"
    victim.write_text("not an export")
    victim.chmod(0o644)
    link = tmp_path / "out.jsonl"
    link.symlink_to(victim)
    before = file_digests(victim)
    for extra in ([], ["--force"]):
        code, err = _export(workspace, capsys, str(link), *extra)
        assert code == 1 and err.count("\n") == 1 and "symbolic link" in err
    assert link.is_symlink() and os.readlink(link) == str(victim)
    assert file_digests(victim) == before and stat.S_IMODE(victim.stat().st_mode) == 0o644
    _no_partials(tmp_path)


def test_a_directory_is_refused(workspace, tmp_path, capsys):
    folder = tmp_path / "out"
    folder.mkdir()
    (folder / "keep.txt").write_text("keep me")
    for extra in ([], ["--force"]):
        code, err = _export(workspace, capsys, str(folder), *extra)
        assert code == 1 and "is a folder" in err
    assert (folder / "keep.txt").read_text() == "keep me"


def test_a_device_is_refused_and_left_alone(workspace, capsys):
    before = os.stat("/dev/null")
    code, err = _export(workspace, capsys, "/dev/null", "--force")
    assert code == 1 and err.count("\n") == 1 and "not a regular file" in err
    after = os.stat("/dev/null")
    assert stat.S_ISCHR(after.st_mode) and after.st_mode == before.st_mode


@pytest.mark.slow
def test_a_fifo_is_refused_without_blocking_on_it(workspace, tmp_path):
    fifo = tmp_path / "pipe.jsonl"
    os.mkfifo(fifo, 0o644)
    run = prme(workspace, "export", "notes", str(fifo), "--force", timeout=300)
    assert run.returncode == 1 and "not a regular file" in run.stderr and run.stderr.count("\n") == 1
    assert stat.S_ISFIFO(os.lstat(fifo).st_mode) and stat.S_IMODE(os.lstat(fifo).st_mode) == 0o644


def test_an_existing_file_is_kept_without_force_and_replaced_whole_with_it(workspace, tmp_path, capsys):
    target = tmp_path / "out.jsonl"
    target.write_text("an older export\n")
    before = file_digests(target)
    code, err = _export(workspace, capsys, str(target))
    assert code == 1 and "already exists" in err and "--force" in err
    assert file_digests(target) == before

    capsys.readouterr()
    assert main(["--workspace", str(workspace), "export", "notes", str(target), "--force", "--json"]) == 0
    assert f'"path": "{target}"' in capsys.readouterr().out
    assert "my bank PIN is 4921" in target.read_text() and "an older export" not in target.read_text()
    assert stat.S_IMODE(target.stat().st_mode) == 0o600
    _no_partials(tmp_path)


def test_a_failed_export_leaves_the_existing_file_as_it_was(workspace, tmp_path, capsys, monkeypatch):
    import engine.portability

    target = tmp_path / "out.jsonl"
    target.write_text("an older export\n")
    before = file_digests(target)
    code, err = _export(workspace, capsys, str(target), "--force", "--user", "")
    assert code == 1 and "--user" in err
    real_line, lines = engine.portability._line, []

    def line_then_disk_full(kind, record):  # the disk fills up half way through the export
        lines.append(kind)
        if len(lines) == 2:
            raise OSError(28, "No space left on device")
        return real_line(kind, record)

    monkeypatch.setattr(engine.portability, "_line", line_then_disk_full)
    code, err = _export(workspace, capsys, str(target), "--force")
    assert code == 1 and "No space left" in err
    assert file_digests(target) == before
    _no_partials(tmp_path)


def test_stdout_is_not_a_file_name(workspace, capsys, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    code, err = _export(workspace, capsys, "-")
    assert code == 1 and "name one" in err
    assert not (tmp_path / "-").exists()
