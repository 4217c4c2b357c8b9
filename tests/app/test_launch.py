"""`prme` starts in views.launch: without a command it opens the terminal app, with one it runs
the Textual-free CLI (workspace_app.cli), which on its own has no app to open."""

from __future__ import annotations

from views import launch
from workspace_app import cli


def test_prme_without_a_command_opens_the_app(tmp_path, monkeypatch):
    opened = []
    monkeypatch.setattr(launch, "launch_app", lambda args: opened.append(args.workspace) or 0)
    assert launch.main(["--workspace", str(tmp_path)]) == 0
    assert opened == [str(tmp_path)]


def test_prme_on_a_file_instead_of_a_workspace_folder_says_so_in_one_line(tmp_path, capsys):
    not_a_folder = tmp_path / "notes.txt"
    not_a_folder.write_text("x", encoding="utf-8")
    assert launch.main(["--workspace", str(not_a_folder)]) == 1
    err = capsys.readouterr().err
    assert err == f"prme: {not_a_folder} is a file, not a workspace folder\n"


def test_the_cli_layer_alone_asks_for_a_command(tmp_path, capsys):
    assert cli.main(["--workspace", str(tmp_path)]) == 1
    assert "no command given" in capsys.readouterr().err
    assert list(tmp_path.iterdir()) == []  # nothing opened or created
