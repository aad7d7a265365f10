"""The class overview as the teacher reads it live: hand-in files and the Voilà app's class folder
(one learner folder each), never two learners merged, a file that cannot be read named with its
reason; and ClassOverviewWidget, which reads the folder again on a click or by itself."""

from __future__ import annotations

import asyncio
import html
import os
import re
from pathlib import Path

import pytest

from bgtutor.files.learners import register
from bgtutor.tutor.progress.records import Answer, hand_in, record
from bgtutor.tutor.progress.report import ClassOverview, class_overview
from bgtutor.widgets.classview import ClassOverviewWidget
from bgtutor.widgets.messages import WidgetMessage


def _answers(rule: str, pattern: str) -> list[Answer]:
    return [Answer.training(rule, mark == "1", "s") for mark in pattern]


def _learner(folder: Path, slug: str, answers: list[Answer], name: str | None = None) -> Path:
    """A learner's folder in a class folder, as the Voilà app keeps one per learner."""
    (folder / slug).mkdir(parents=True, exist_ok=True)
    (folder / slug / "learner.json").write_text('{"format": "bgtutor-learner"}')
    if answers:
        record(answers, folder / slug / "progress.json", name=name)
    return folder / slug


def test_a_class_folder_gives_a_row_per_learner_folder(tmp_path: Path) -> None:
    _learner(tmp_path, "ada", _answers("hit", "110"), name="Ada")
    _learner(tmp_path, "ben-2", _answers("pips", "1"))  # no name in the progress: the folder's
    _learner(tmp_path, "clara", [])  # joined, nothing saved yet
    (tmp_path / "notes").mkdir()  # not a learner's folder
    (tmp_path / ".hidden.json").write_text("{")
    overview = class_overview(tmp_path, "en")
    assert [(row.name, row.file, row.answers) for row in overview.rows] == [
        ("Ada", "ada/", 3),
        ("ben-2", "ben-2/", 1),
        ("clara", "clara/", 0),
    ]
    assert overview.skipped == [] and overview.notes == [] and overview.problem == ""
    assert overview.rules[0].rule == "hit" and overview.rules[0].wrong == 1


def test_a_registered_learner_is_named_as_typed(tmp_path: Path) -> None:
    """The Voilà app's class folder: the name typed at the sign-in (``learner.json``), when the
    progress file names nobody."""
    anna, _ = register(tmp_path, "Anna Müller")
    jo, _ = register(tmp_path, "Jo")
    record(_answers("hit", "10"), anna.folder / "progress.json")
    record(_answers("hit", "1"), jo.folder / "progress.json", name="Johanna")  # the progress's name wins
    register(tmp_path, "Emil")  # signed in, nothing saved yet
    overview = class_overview(tmp_path, "de")
    assert [(row.name, row.file, row.answers) for row in overview.rows] == [
        ("Anna Müller", "anna-mueller/", 2),
        ("Emil", "emil/", 0),
        ("Johanna", "jo/", 1),
    ]


@pytest.mark.parametrize("lang", ["de", "en"])
def test_two_learners_with_the_same_name_stay_two_rows(tmp_path: Path, lang: str) -> None:
    _learner(tmp_path, "ada", _answers("hit", "1111111111"), name="Ada")
    _learner(tmp_path, "ada-2", _answers("hit", "0000000000"), name="Ada")
    record(_answers("pips", "01"), tmp_path / "Ada.json", name="ada")  # a hand-in, the same name
    record(_answers("pips", "1"), tmp_path / "Bo.json", name="Bo")
    overview = class_overview(tmp_path, lang)
    ada = [row for row in overview.rows if row.name.casefold() == "ada"]
    assert len(ada) == 3 and len(overview.rows) == 4
    assert sorted((row.answers, row.right) for row in ada) == [(2, 1), (10, 0), (10, 10)]  # not added up
    assert [row.needs_help for row in ada if row.answers == 10] in ([False, True], [True, False])
    assert overview.labels() == ["ada (Ada.json)", "Ada (ada-2/)", "Ada (ada/)", "Bo"]
    (note,) = overview.notes
    assert "Ada" in note and "ada/" in note and "ada-2/" in note and "Ada.json" in note and "3" in note
    assert note != class_overview(tmp_path, "en" if lang == "de" else "de").notes[0]
    page = overview._repr_html_()
    assert all(label in page for label in overview.labels())
    assert note.split("“")[0] in page
    bars = [tick.get_text() for tick in overview.figure.axes[1].get_yticklabels()]
    assert sorted(bars) == sorted(overview.labels())  # four bars, none drawn over another


@pytest.mark.parametrize("lang", ["de", "en"])
def test_a_file_that_cannot_be_read_is_named_not_a_traceback(tmp_path: Path, lang: str) -> None:
    _learner(tmp_path, "ada", _answers("hit", "1"), name="Ada")
    _learner(tmp_path, "bo", [])
    (tmp_path / "bo" / "progress.json").write_text('{"format": "bgtutor-progress", "version": 7}')
    (tmp_path / "cleo.json").write_bytes(b"\xff\xfe not text")
    (tmp_path / "dora.json").mkdir()  # a folder that looks like a file
    (tmp_path / "eve").mkdir()
    os.symlink(tmp_path / "nowhere", tmp_path / "eve" / "progress.json")  # a dangling link
    before = {path: path.read_bytes() for path in tmp_path.rglob("*") if path.is_file()}
    overview = class_overview(tmp_path, lang)
    assert [row.name for row in overview.rows] == ["Ada"]
    assert [name for name, _ in overview.skipped] == ["bo/", "cleo.json", "eve/"]
    assert all(why for _, why in overview.skipped)
    assert all(html_why in overview._repr_html_() for html_why in ("bo/", "cleo.json", "eve/"))
    assert before == {path: path.read_bytes() for path in tmp_path.rglob("*") if path.is_file()}


def test_hand_ins_and_learner_folders_together_and_the_home_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.delenv("JUPYTERHUB_USER", raising=False)
    klasse = tmp_path / "bgtutor-klasse"
    _learner(klasse, "ada", _answers("hit", "1"), name="Ada")
    own = tmp_path / "bo-home" / "progress.json"
    own.parent.mkdir()
    record(_answers("pips", "0"), own, name="Bo")
    hand_in(own, klasse)
    overview = class_overview("~/bgtutor-klasse", "de")
    assert [(row.name, row.file) for row in overview.rows] == [("Ada", "ada/"), ("Bo", "Bo.json")]


@pytest.mark.parametrize("lang", ["de", "en"])
def test_an_empty_class_folder_says_how_learners_come_in(tmp_path: Path, lang: str) -> None:
    empty = class_overview(tmp_path, lang)
    assert "Voilà" in empty.problem and "progress --export" in empty.problem
    missing = class_overview(tmp_path / "nicht-da", lang)
    assert "~/bgtutor-klasse" in missing.problem and "FOLDER" in missing.problem


# -- the live widget --------------------------------------------------------------------------


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_live_overview_reads_the_folder_again_on_a_click(tmp_path: Path, lang: str) -> None:
    live = ClassOverviewWidget(tmp_path, lang=lang)
    assert live.reload_button.description == WidgetMessage.say("class-reload", lang) != ""
    assert live.auto.value is False and live.overview.rows == []
    _learner(tmp_path, "ada", _answers("hit", "1"), name="Ada")
    assert live.overview.rows == []  # as read, until read again
    live.reload_button.click()
    assert [row.name for row in live.overview.rows] == ["Ada"] and "Ada" in live.view.value
    said = html.escape(WidgetMessage.say("class-read", lang, time="HH", count=1, folder=str(tmp_path)))
    assert re.fullmatch(re.escape(said).replace("HH", r"\d\d:\d\d:\d\d"), live.status.value)
    bundle = live._repr_mimebundle_()
    assert bundle is not None and bundle["text/html"] == live.overview._repr_html_()
    assert bundle["text/plain"] == repr(live.overview) and "Ada" in bundle["text/plain"]


def test_the_live_overview_reads_by_itself_while_ticked_and_only_what_changed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    readings: list[int] = []

    def counted(folder: Path, lang: str) -> ClassOverview:
        readings.append(1)
        return class_overview(folder, lang)

    monkeypatch.setattr("bgtutor.widgets.classview.class_overview", counted)

    async def until(live: ClassOverviewWidget, names: list[str]) -> list[str]:
        for _ in range(200):
            await asyncio.sleep(0.02)
            if [row.name for row in live.overview.rows] == names:
                break
        return [row.name for row in live.overview.rows]

    async def lesson() -> None:
        live = ClassOverviewWidget(tmp_path, lang="en", every=0.05)
        live.auto.value = True  # as the teacher's tick: in the kernel's event loop
        _learner(tmp_path, "ada", _answers("hit", "1"), name="Ada")
        assert await until(live, ["Ada"]) == ["Ada"]
        before = len(readings)
        await asyncio.sleep(0.3)  # six ticks, nothing changed: the folder is looked at, not read
        assert len(readings) == before
        record(_answers("pips", "1"), tmp_path / "ada" / "progress.json")
        for _ in range(100):
            await asyncio.sleep(0.02)
            if live.overview.rows[0].answers == 2:
                break
        assert live.overview.rows[0].answers == 2 and len(readings) == before + 1
        live.auto.value = False
        await asyncio.sleep(0.1)
        _learner(tmp_path, "bo", _answers("hit", "1"), name="Bo")
        await asyncio.sleep(0.3)
        assert [row.name for row in live.overview.rows] == ["Ada"]  # unticked: no more reading
        live.reload_button.click()
        assert [row.name for row in live.overview.rows] == ["Ada", "Bo"]

    asyncio.run(lesson())


def test_the_live_overview_reads_by_itself_without_an_event_loop(tmp_path: Path) -> None:
    import time

    live = ClassOverviewWidget(tmp_path, lang="de", every=0.05)
    live.auto.value = True
    _learner(tmp_path, "ada", _answers("hit", "1"), name="Ada")
    deadline = time.monotonic() + 10
    while not live.overview.rows and time.monotonic() < deadline:
        time.sleep(0.02)
    live.close()
    assert [row.name for row in live.overview.rows] == ["Ada"] and live.auto.value is False
