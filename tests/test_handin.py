"""Handing in: the hand-in copy every save writes to ``$BGTUTOR_HANDIN`` (never over another
learner's or program's file, never at the cost of the learner's own save), and the hand-in widget
(a download that carries the file's bytes and name; "Abgeben" where a hand-in folder is set; the
class folder's word that the teacher sees the progress already)."""

from __future__ import annotations

import json
import stat
from pathlib import Path

import pytest

from bgtutor.files.json_files import StorageError
from bgtutor.tutor.progress.records import (
    Answer,
    Recorder,
    export_progress,
    file_safe,
    hand_in,
    handin_name,
    load_progress,
    record,
)
from bgtutor.widgets.handin import DOWNLOAD_ESM, HandInWidget
from bgtutor.widgets.messages import WidgetMessage


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The learner's folder (``$BGTUTOR_HOME``), no hub user."""
    folder = tmp_path / "home"
    folder.mkdir()
    monkeypatch.setenv("BGTUTOR_HOME", str(folder))
    monkeypatch.delenv("JUPYTERHUB_USER", raising=False)
    return folder


@pytest.fixture
def box(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The hand-in folder (``$BGTUTOR_HANDIN``), readable by the teacher."""
    folder = tmp_path / "abgabe"
    folder.mkdir(mode=0o755)
    folder.chmod(0o755)
    monkeypatch.setenv("BGTUTOR_HANDIN", str(folder))
    return folder


def test_every_save_of_the_own_progress_writes_the_hand_in_copy(home: Path, box: Path) -> None:
    saved = record([Answer.training("hit", True)], name="Ada Lovelace")
    assert saved.handed_in == box / "Ada-Lovelace.json" and saved.handin_problem is None
    first = load_progress(box / "Ada-Lovelace.json")
    assert first.name == "Ada Lovelace" and len(first.answers) == 1
    record([Answer.training("pips", False)])  # an earlier copy of the same progress is replaced
    assert load_progress(box / "Ada-Lovelace.json") == load_progress(home / "progress.json")
    export = export_progress(home / "export.json")
    assert (box / "Ada-Lovelace.json").read_bytes() == export.read_bytes()  # the export format
    assert stat.S_IMODE((box / "Ada-Lovelace.json").stat().st_mode) == 0o644  # the teacher reads it


def test_the_copy_is_only_as_readable_as_its_folder(home: Path, box: Path) -> None:
    box.chmod(0o750)
    record([Answer.training("hit", True)], name="Ada")
    assert stat.S_IMODE((box / "Ada.json").stat().st_mode) == 0o640


def test_the_hub_user_names_the_copy_and_other_files_are_not_handed_in(
    home: Path, box: Path, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setenv("JUPYTERHUB_USER", "learner-1")
    record([Answer.training("hit", True)], name="Ada")
    assert [path.name for path in box.iterdir()] == ["learner-1.json"]
    record([Answer.training("hit", True)], tmp_path / "elsewhere.json", name="Bo")  # not the own file
    assert [path.name for path in box.iterdir()] == ["learner-1.json"]
    assert load_progress(box / "learner-1.json").name == "Ada"


@pytest.mark.parametrize(
    "content",
    ['{"format": "bgtutor-score", "version": 1, "scores": {}}', "Notizen der Lehrkraft\n", ""],
    ids=["other-kind", "text", "empty"],
)
def test_a_foreign_file_in_the_hand_in_folder_is_not_replaced_and_the_own_save_still_happens(
    home: Path, box: Path, content: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("JUPYTERHUB_USER", "Ada")
    (box / "Ada.json").write_text(content)
    recorder = Recorder()
    assert recorder(Answer.training("hit", True)) is True  # saved, nothing kept back
    assert recorder.problem is None and len(load_progress(home / "progress.json").answers) == 1
    if not content:  # an empty file loses nothing: it is written
        assert recorder.handin_problem is None and load_progress(box / "Ada.json").answers
        return
    assert (box / "Ada.json").read_text() == content
    assert recorder.handin_problem is not None and recorder.handed_in is None
    assert recorder.handin_problem.message.key == "foreign-target"
    assert recorder.handin_problem.text("de") != recorder.handin_problem.text("en")


def test_another_learners_copy_of_the_same_name_is_never_replaced(
    home: Path, box: Path, tmp_path: Path
) -> None:
    other = tmp_path / "other.json"
    record([Answer.training("pips", True), Answer.training("pips", True)], other, name="Ada")
    hand_in(other, box)  # the other Ada handed in first
    before = (box / "Ada.json").read_bytes()
    saved = record([Answer.training("hit", False)], name="Ada")
    assert saved.handed_in is None and saved.handin_problem is not None
    assert (box / "Ada.json").read_bytes() == before
    assert len(load_progress(home / "progress.json").answers) == 1  # the own save stands
    for lang, words in (("de", "jemand anderem"), ("en", "someone else")):
        text = saved.handin_problem.text(lang)
        assert words in text and str(box / "Ada.json") in text
    with pytest.raises(StorageError):
        hand_in()
    assert (box / "Ada.json").read_bytes() == before


def test_a_missing_or_unset_hand_in_folder_is_said(
    home: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("BGTUTOR_HANDIN", str(tmp_path / "no-such-folder"))
    saved = record([Answer.training("hit", True)], name="Ada")
    assert saved.handin_problem is not None and "no-such-folder" in saved.handin_problem.text("en")
    assert not (tmp_path / "no-such-folder").exists()  # not made: the teacher makes it, readable
    monkeypatch.delenv("BGTUTOR_HANDIN")
    assert record([Answer.training("hit", True)]).handin_problem is None
    with pytest.raises(StorageError) as error:
        hand_in()
    assert "BGTUTOR_HANDIN" in error.value.text("de") and "BGTUTOR_HANDIN" in error.value.text("en")


def test_the_hand_in_name(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("JUPYTERHUB_USER", raising=False)
    assert handin_name("Ada Lovelace") == "Ada-Lovelace"
    assert handin_name("") == file_safe(__import__("getpass").getuser())  # the login name
    monkeypatch.setenv("JUPYTERHUB_USER", "jan.k@schule")
    assert handin_name("Ada") == "jan-k-schule"
    assert file_safe("../x") == "x" and file_safe("a/b\\c") == "a-b-c" and file_safe("\x00") == "learner"
    assert len(file_safe("x" * 500)) == 60


# -- the widget ----------------------------------------------------------------------------------


def _texts(widget: HandInWidget) -> str:
    return " ".join(child.value for child in widget.children if hasattr(child, "value"))


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_download_carries_the_files_bytes_and_name(
    home: Path, lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("BGTUTOR_HANDIN", raising=False)
    widget = HandInWidget(lang=lang)
    assert widget.mode == "download" and widget.hand_in_button is None
    assert widget.download.label == WidgetMessage.say("handin-download", lang) != ""
    widget.download.send_click()  # nothing saved yet: said, nothing offered
    assert widget.download.offered == 0
    assert widget.status.value == WidgetMessage.say("handin-nothing", lang)
    record([Answer.training("hit", True), Answer.lesson_check("hit-the-blot", 3, False)], name="Zoë M.")
    widget.download.send_click()
    assert widget.download.offered == 1 and widget.download.filename == "bgtutor-Zoë-M.json"
    exported = export_progress(home / "export.json")
    assert widget.download.content.encode("utf-8") == exported.read_bytes()
    assert json.loads(widget.download.content)["name"] == "Zoë M."
    assert "bgtutor-Zoë-M.json" in widget.status.value
    record([Answer.training("pips", True)])
    widget.download.send_click()  # read again at each click
    assert widget.download.offered == 2 and len(json.loads(widget.download.content)["answers"]) == 3


def test_the_front_end_saves_the_offered_text_as_a_blob_under_its_name() -> None:
    pieces = (
        'new Blob([model.get("content")]',
        'link.download = model.get("filename")',
        "change:offered",
        'model.send({ event: "download" })',
        'textContent = model.get("label")',
    )
    for piece in pieces:
        assert piece in DOWNLOAD_ESM
    assert "fetch(" not in DOWNLOAD_ESM and "http" not in DOWNLOAD_ESM  # no network


@pytest.mark.parametrize("lang", ["de", "en"])
def test_hand_in_writes_the_copy_now_and_says_where(home: Path, box: Path, lang: str) -> None:
    widget = HandInWidget(lang=lang)
    assert widget.mode == "folder" and widget.hand_in_button is not None
    assert widget.hand_in_button.description == WidgetMessage.say("handin-button", lang)
    assert str(box) in _texts(widget)
    widget.hand_in_button.click()
    assert widget.status.value == WidgetMessage.say("handin-nothing", lang) and not list(box.iterdir())
    (home / "progress.json").write_text(
        json.dumps({"format": "bgtutor-progress", "version": 1, "name": "Ada", "answers": []})
    )
    widget.hand_in_button.click()
    assert (box / "Ada.json").is_file() and str(box / "Ada.json") in widget.status.value
    (box / "Ada.json").write_text("fremd\n")
    widget.hand_in_button.click()
    assert (box / "Ada.json").read_text() == "fremd\n"
    assert widget.status.value.startswith(WidgetMessage.say("handin-problem", lang, problem="")[:8])


@pytest.mark.parametrize("lang", ["de", "en"])
def test_in_the_class_folder_the_widget_says_the_teacher_sees_the_progress(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, lang: str
) -> None:
    learner = tmp_path / "bgtutor-klasse" / "ada"
    learner.mkdir(parents=True)
    (learner / "learner.json").write_text("{}")
    monkeypatch.setenv("BGTUTOR_HOME", str(learner))
    monkeypatch.delenv("BGTUTOR_HANDIN", raising=False)
    widget = HandInWidget(lang=lang)
    assert widget.mode == "class" and widget.hand_in_button is None
    assert WidgetMessage.say("handin-class", lang) in _texts(widget)
    assert ("sieht deinen Fortschritt schon" if lang == "de" else "already sees your progress") in _texts(
        widget
    )


def test_the_browser_edition_says_the_progress_stays_in_the_browser(
    home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("BGTUTOR_HANDIN", raising=False)
    monkeypatch.setattr("sys.platform", "emscripten")
    for lang in ("de", "en"):
        assert WidgetMessage.say("handin-browser", lang) in _texts(HandInWidget(lang=lang))


NODE_HARNESS = """
const esm = require("fs").readFileSync(0, "utf8");
const listeners = {}, sent = [], saved = [];
const state = { label: "Fortschritt herunterladen", tip: "t", content: "", filename: "", offered: 0 };
const model = {
  get: (name) => state[name],
  send: (message) => sent.push(message),
  on: (names, f) => names.split(" ").forEach((n) => (listeners[n] = listeners[n] || []).push(f)),
  off: () => {},
};
const element = (tag) => ({
  tag, children: [], className: "", textContent: "", title: "", listeners: {}, style: {},
  appendChild(child) { this.children.push(child); },
  addEventListener(kind, f) { this.listeners[kind] = f; },
  remove() {},
  click() { if (this.tag === "a") saved.push({ href: this.href, download: this.download }); },
});
globalThis.document = { createElement: element, body: element("body") };
const blobs = {};
URL.createObjectURL = (blob) => {
  const url = "blob:" + Object.keys(blobs).length;
  blobs[url] = blob;
  return url;
};
URL.revokeObjectURL = () => {};
globalThis.setTimeout = () => {};
const offer = (content, filename) => {
  Object.assign(state, { content, filename, offered: state.offered + 1 });
  (listeners["change:offered"] || []).forEach((f) => f());
};
import("data:text/javascript," + encodeURIComponent(esm)).then(async ({ default: widget }) => {
  const el = element("div");
  widget.render({ model, el });
  const button = el.children[0];
  offer("not asked", "x.json");  // a change nobody clicked for: nothing is saved
  button.listeners.click();
  offer(process.argv[1], process.argv[2]);  // node -e: the arguments after "--"
  const files = [];
  for (const file of saved) files.push([file.download, await blobs[file.href].text(), blobs[file.href].type]);
  console.log(JSON.stringify({ label: button.textContent, sent, files }));
});
"""


@pytest.mark.skipif(__import__("shutil").which("node") is None, reason="needs Node.js")
def test_the_front_end_run_in_node_saves_exactly_the_offered_file() -> None:
    """The ESM itself, with a stand-in model and document: a click asks the kernel; the file the
    kernel then offers is saved as a Blob with its bytes and name, once."""
    import subprocess

    content = json.dumps({"format": "bgtutor-progress", "name": "Zoë"}, ensure_ascii=False)
    run = subprocess.run(
        ["node", "-e", NODE_HARNESS, "--", content, "bgtutor-Zoë.json"],
        input=DOWNLOAD_ESM, capture_output=True, text=True, timeout=60, check=True,
    )  # fmt: skip
    result = json.loads(run.stdout)
    assert result["label"] == "Fortschritt herunterladen"
    assert result["sent"] == [{"event": "download"}]
    assert result["files"] == [["bgtutor-Zoë.json", content, "application/json"]]


def test_without_a_login_name_the_copy_is_still_named(monkeypatch: pytest.MonkeyPatch) -> None:
    """As in Pyodide (no ``pwd`` module) or a container's user id without a name."""

    def nobody() -> str:
        raise ModuleNotFoundError("No module named 'pwd'")

    monkeypatch.delenv("JUPYTERHUB_USER", raising=False)
    monkeypatch.setattr("getpass.getuser", nobody)
    assert handin_name("") == "learner" and handin_name("Ada") == "Ada"
