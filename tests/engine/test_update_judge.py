"""Asking a configured LLM which earlier memories a new one makes out of date (judge_updates).

A real HTTP server on 127.0.0.1 answers like an OpenAI-compatible or Anthropic server. It
plays a model that knows what the offline check cannot: that LV and Admiral are both car
insurers. The pack, the vectors and the update check are the real ones.
"""

from __future__ import annotations

import json
import re
import threading
from datetime import datetime, timezone
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest

from engine import ConfigurationError, ExtractionConfig, MemoryClient, UpdateJudgeError, config_from_pack
from engine.current_truth.judge import JUDGE_ACTOR
from tests.conftest import wait_for

KEY = "demo-passphrase"
API_KEY = "sk-judge-SECRET-5150"
ADMIRAL = "Car insurance with Admiral, renewal in September"
LV = "Paid LV for the year, the renewal quote from the old lot was a joke"
BAND = "Band practice is every Monday night"
USER = "ann"


def _day(text: str) -> datetime:
    return datetime.fromisoformat(text).replace(hour=12, tzinfo=timezone.utc)


class JudgeLLM:
    """Answers like a model that knows insurers: where the NEW statement names a value of
    ``outdated`` (new value -> (old value, why)), it names the earlier statements that hold the
    old one; or it fails as ``mode`` says."""

    def __init__(self) -> None:
        self.mode = "good"
        self.outdated = {"LV": ("Admiral", "Admiral gave way to LV as the car insurer")}
        self.requests: list[dict] = []
        fake = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, *args):
                pass

            def do_POST(self):
                body = json.loads(self.rfile.read(int(self.headers.get("Content-Length", 0))) or b"{}")
                fake.requests.append({"path": self.path, "headers": dict(self.headers), "body": body})
                status, payload = fake.answer(self.path, body)
                data = json.dumps(payload).encode()
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.server.daemon_threads = True
        threading.Thread(target=self.server.serve_forever, daemon=True).start()
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}"

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()

    def answer(self, path: str, body: dict) -> tuple[int, dict]:
        if self.mode == "error500":
            return 500, {"error": {"message": "upstream exploded"}}
        question = body["messages"][-1]["content"]
        new = re.search(r"^NEW \(said[^)]*\) (.*)$", question, re.M).group(1)
        earlier = re.findall(r"^(\d+)\. \(said[^)]*\) (.*)$", question, re.M)
        named = [{"number": int(n), "why": why} for n, text in earlier
                 for value, (old, why) in self.outdated.items() if value in new and old in text]
        if self.mode == "out_of_range":
            named = [{"number": 99, "why": "no such statement"}]
        answer = {"outdated": named}
        if path.endswith("/v1/messages"):
            return 200, {"id": "msg_1", "type": "message", "role": "assistant", "model": body.get("model"),
                         "content": [{"type": "tool_use", "id": "tu_1", "name": body["tool_choice"]["name"],
                                      "input": answer}], "stop_reason": "tool_use"}
        return 200, {"id": "c1", "object": "chat.completion", "model": body.get("model"),
                     "choices": [{"index": 0, "message": {"role": "assistant", "content": json.dumps(answer)},
                                  "finish_reason": "stop"}]}

    def questions(self) -> list[str]:
        return [r["body"]["messages"][-1]["content"] for r in self.requests]


@pytest.fixture
def llm():
    server = JudgeLLM()
    yield server
    server.close()


def _client(tmp_path: Path, **extraction) -> MemoryClient:
    settings = {"api_key": API_KEY, "timeout": 5.0, "max_retries": 0, **extraction}
    config = config_from_pack(tmp_path / "pack.prme", extraction=ExtractionConfig(**settings))
    return MemoryClient(config=config, encryption_key=KEY)


def _openai(llm: JudgeLLM, tmp_path: Path) -> MemoryClient:
    return _client(tmp_path, provider="openai", base_url=llm.url + "/v1", model="judge-model")


def _insurers(client: MemoryClient, user: str = USER) -> None:
    client.store(ADMIRAL, user_id=user, event_time=_day("2023-09-06"))
    client.store(BAND, user_id=user, event_time=_day("2024-02-01"))
    client.store(LV, user_id=user, event_time=_day("2024-09-04"))


def _states(client: MemoryClient, user: str = USER) -> dict[str, str]:
    return {n.content: n.lifecycle_state.value for n in client.iter_nodes(user)}


def test_a_change_only_world_knowledge_reads_is_put_to_a_person_with_the_models_reason(llm, tmp_path):
    with _openai(llm, tmp_path) as client:
        _insurers(client)
        client.store("I keep a note of everything", user_id="bob")
        assert set(_states(client).values()) == {"tentative"}  # the offline check cannot read it

        report = client.judge_updates(USER)

        assert (report.provider, report.model, report.asked, report.contested) == ("openai", "judge-model", 1, 1)
        assert report.nothing_to_ask == 2  # the first note has nothing earlier; band practice nothing close
        states = _states(client)
        assert (states[ADMIRAL], states[LV], states[BAND]) == ("contested", "contested", "tentative")
        (pair,) = client.open_contradictions(USER).pairs
        assert {pair.first.content, pair.second.content} == {ADMIRAL, LV}
        assert pair.edge.metadata["reason"] == \
            "possible update, judged by judge-model: Admiral gave way to LV as the car insurer"
        assert pair.edge.metadata["actor_id"] == JUDGE_ACTOR
        first = client.retrieve("Who insures the car?", user_id=USER, token_budget=300).results[0]
        assert first.node.content == LV  # the later side of an open pair leads
    # The model saw each statement beside the earlier ones of the same person, dated, and nothing else.
    asked = llm.questions()
    assert any(f"NEW (said on 2024-09-04) {LV}" in q and f"(said on 2023-09-06) {ADMIRAL}" in q for q in asked)
    assert all("I keep a note of everything" not in q for q in asked)
    assert llm.requests[0]["headers"]["Authorization"] == f"Bearer {API_KEY}"


def test_each_statement_is_asked_about_once_and_a_new_one_later(llm, tmp_path):
    with _openai(llm, tmp_path) as client:
        _insurers(client)
        client.judge_updates(USER)
        asked = len(llm.requests)
        again = client.judge_updates(USER)
        assert (again.asked, again.contested, len(llm.requests)) == (0, 0, asked)

        client.store("The cello teacher is called Ines, lessons are fun", user_id=USER, event_time=_day("2024-10-01"))
        llm.outdated = {}
        later = client.judge_updates(USER)
        assert later.asked + later.nothing_to_ask == 1
        assert all("The cello teacher is called Ines, lessons are fun" in q for q in llm.questions()[asked:])


def test_an_assistants_message_and_a_statement_with_nothing_earlier_are_not_sent(llm, tmp_path):
    with _openai(llm, tmp_path) as client:
        client.store("Your car insurer is LV now", user_id=USER, role="assistant", event_time=_day("2022-01-01"))
        client.store(ADMIRAL, user_id=USER, event_time=_day("2023-01-01"))
        report = client.judge_updates(USER)
        assert (report.asked, report.nothing_to_ask, llm.requests) == (0, 2, [])  # both recorded, neither sent


@pytest.mark.parametrize("mode, reason", [("error500", "provider_error"), ("out_of_range", "invalid_output")])
def test_a_failing_or_out_of_form_answer_is_a_typed_error_and_changes_nothing(llm, tmp_path, mode, reason):
    with _openai(llm, tmp_path) as client:
        _insurers(client)
        before = _states(client)
        llm.mode = mode
        with pytest.raises(UpdateJudgeError) as raised:
            client.judge_updates(USER)
        assert raised.value.reason_code == reason
        assert API_KEY not in str(raised.value)
        assert _states(client) == before
        llm.mode = "good"  # nothing was recorded as judged: the next run asks again
        assert client.judge_updates(USER).contested == 1


def test_an_unreachable_server_says_how_to_fix_it(tmp_path):
    with _client(tmp_path, provider="openai", base_url="http://127.0.0.1:9/v1", model="m",
                 connect_timeout=2.0) as client:
        _insurers(client)
        with pytest.raises(UpdateJudgeError) as raised:
            client.judge_updates(USER)
        assert raised.value.reason_code == "unreachable" and "BASE_URL" in str(raised.value)
        assert set(_states(client).values()) == {"tentative"}


def test_the_anthropic_protocol_answers_through_a_tool(llm, tmp_path):
    with _client(tmp_path, provider="anthropic", base_url=llm.url, model="claude-test") as client:
        _insurers(client)
        assert client.judge_updates(USER).contested == 1
    request = llm.requests[-1]
    assert request["path"] == "/v1/messages" and request["body"]["tool_choice"]["name"] == "record_outdated"
    assert request["headers"]["x-api-key"] == API_KEY


def test_without_an_llm_provider_it_says_what_to_configure(tmp_path):
    with _client(tmp_path) as client:  # the offline rules extractor
        with pytest.raises(ConfigurationError, match="PRME_EXTRACTION__PROVIDER"):
            client.judge_updates(USER)
        with pytest.raises(ValueError, match="limit"):
            client.judge_updates(USER, limit=0)


def test_prme_judge_updates_puts_the_pair_to_a_person_and_says_where(llm, tmp_path, capsys, monkeypatch):
    from workspace_app.cli import main

    def run(*argv):
        code = main(["--workspace", str(tmp_path / "ws"), *argv])
        out = capsys.readouterr()
        return code, out.out, out.err

    assert run("ns", "create", "notes", "--plain")[0] == 0
    for day, text in (("2023-09-06", ADMIRAL), ("2024-09-04", LV)):
        assert run("store", "notes", text, "--event-time", day)[0] == 0
    monkeypatch.setenv("PRME_EXTRACTION__PROVIDER", "openai")
    monkeypatch.setenv("PRME_EXTRACTION__BASE_URL", llm.url + "/v1")
    monkeypatch.setenv("PRME_EXTRACTION__MODEL", "judge-model")
    monkeypatch.setenv("PRME_EXTRACTION__API_KEY", API_KEY)

    llm.mode = "error500"
    code, out, err = run("judge-updates", "notes")
    assert code == 1 and err.count("prme:") == 1 and "HTTP 500" in err and API_KEY not in err

    llm.mode = "good"
    code, out, err = run("judge-updates", "notes")
    assert code == 0, err
    assert "asked openai (judge-model) about 1 memory" in out and "1 pair(s) put to you" in out
    assert "judging updates: 1/1" in err  # the first note was judged (nothing before it) by the failed run
    code, out, _ = run("contradictions", "notes")
    assert "why: possible update, judged by judge-model: Admiral gave way to LV" in out


def test_prme_judge_updates_runs_in_the_host_that_serves_the_namespace(llm, tmp_path, capsys, monkeypatch):
    """With the app open (its host serves the pack), the command asks the host to run it."""
    from engine import MemoryWorkspace
    from tests.conftest import PASSPHRASE
    from workspace_app.cli import main
    from workspace_app.host import HostingWorkspace

    root = tmp_path / "ws"
    with MemoryWorkspace.open(root) as ws:
        ws.set_owner("dana")
        ws.create_namespace("notes", passphrase=PASSPHRASE)
    monkeypatch.setenv("PRME_EXTRACTION__PROVIDER", "openai")
    monkeypatch.setenv("PRME_EXTRACTION__BASE_URL", llm.url + "/v1")
    monkeypatch.setenv("PRME_EXTRACTION__MODEL", "judge-model")
    hosted = HostingWorkspace.open(root)
    try:
        client = hosted.unlock("notes", PASSPHRASE)
        client.store(ADMIRAL, user_id="dana", event_time=_day("2023-09-06"))
        client.store(LV, user_id="dana", event_time=_day("2024-09-04"))
        assert main(["--workspace", str(root), "judge-updates", "notes"]) == 0
        out = capsys.readouterr().out
        assert "asked openai (judge-model) about 1 memory" in out and "1 pair(s) put to you" in out
        assert len(client.open_contradictions("dana").pairs) == 1
    finally:
        hosted.close()


def test_with_judge_updates_on_every_capture_asks_by_itself_and_a_failure_only_delays_it(llm, tmp_path, caplog):
    with _client(tmp_path, provider="openai", base_url=llm.url + "/v1", model="judge-model",
                 judge_updates=True) as client:
        llm.mode = "error500"  # the provider is down: captures are still acknowledged, nothing is decided
        _insurers(client)
        wait_for(lambda: len(llm.requests) >= 1, "the background run to ask")
        client.wait_for_vectors()
        assert set(_states(client).values()) == {"tentative"}

        llm.mode = "good"  # the next capture's run asks about what the failed one could not
        client.store("Dentist appointment moved to the 14th", user_id=USER, event_time=_day("2024-10-01"))
        wait_for(lambda: _states(client)[ADMIRAL] == "contested", "the judged pair")
        assert _states(client)[LV] == "contested"
        (pair,) = client.open_contradictions(USER).pairs
        assert pair.edge.metadata["actor_id"] == JUDGE_ACTOR
    assert API_KEY not in caplog.text and "upstream exploded" not in caplog.text


def test_a_third_value_waits_while_the_first_two_are_contested_and_is_asked_about_the_one_kept(llm, tmp_path):
    aviva = "Car insurance with Aviva, renewal in March"
    with _openai(llm, tmp_path) as client:
        client.store(ADMIRAL, user_id=USER, event_time=_day("2022-09-06"))
        client.store(aviva, user_id=USER, event_time=_day("2023-03-01"))
        client.wait_for_vectors()
        ids = {n.content: str(n.id) for n in client.iter_nodes(USER)}
        if _states(client)[aviva] != "contested":
            client.contradict(ids[ADMIRAL], ids[aviva], user_id=USER)
        client.store(LV, user_id=USER, event_time=_day("2024-09-04"))

        waiting = client.judge_updates(USER)
        assert (waiting.asked, waiting.waiting) == (0, 1) and not any(LV in q for q in llm.questions())

        client.resolve_contradiction(ids[aviva], ids[ADMIRAL], user_id=USER)  # a person keeps Aviva
        llm.outdated = {"LV": ("Aviva", "Aviva gave way to LV as the car insurer")}
        asked = client.judge_updates(USER)
        assert (asked.asked, asked.contested, asked.waiting) == (1, 1, 0)
        states = _states(client)
        assert (states[aviva], states[LV]) == ("contested", "contested")
        assert ADMIRAL not in llm.questions()[-1]  # the value that lost is not asked about again
