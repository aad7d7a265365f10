"""The learners of a class folder (bgtutor.files.learners): names are tidied and checked, a name is
registered once (a second learner of the same name is refused with a message that says what to do,
in German and English), codes are shown once and stored as hashes only, slugs never collide."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bgtutor.files.learners import (
    CODE_ALPHABET,
    CODE_LENGTH,
    FILE,
    MARKER,
    Learner,
    LearnerError,
    clean_name,
    learner_by_slug,
    learners,
    log_in,
    register,
    slug_of,
)


def test_a_new_name_gets_a_folder_a_file_and_a_code_shown_once(tmp_path: Path) -> None:
    learner, code = register(tmp_path / "klasse", "Anna")
    assert learner == Learner("Anna", "anna", tmp_path / "klasse" / "anna")
    assert len(code) == CODE_LENGTH and set(code) <= set(CODE_ALPHABET)
    assert not set(code) & set("01IOLZ25SB8G6")  # no look-alikes
    stored = json.loads((learner.folder / FILE).read_text(encoding="utf-8"))
    assert stored["format"] == MARKER and stored["name"] == "Anna"
    assert code not in json.dumps(stored) and code.lower() not in json.dumps(stored)  # only a hash
    assert (learner.folder.stat().st_mode & 0o777) == 0o700


def test_the_code_finds_the_learner_again_and_a_wrong_one_does_not(tmp_path: Path) -> None:
    anna, code = register(tmp_path, "Anna")
    assert log_in(tmp_path, "anna ", f" {code[:3].lower()}-{code[3:]} ") == (anna, None)
    wrong = next(c for c in CODE_ALPHABET if c != code[0]) + code[1:]
    for attempt in (wrong, "", "   "):
        with pytest.raises(LearnerError) as refused:
            log_in(tmp_path, "Anna", attempt)
        assert refused.value.message is not None and refused.value.message.key == "taken"
    assert learners(tmp_path) == [anna]  # nobody was merged or added


@pytest.mark.parametrize("again", ["Anna", "anna", "Anna ", "  ANNA", "anna\t"])
def test_a_name_taken_is_refused_with_what_to_do_in_both_languages(tmp_path: Path, again: str) -> None:
    register(tmp_path, "Anna")
    with pytest.raises(LearnerError) as refused:
        register(tmp_path, again)
    error = refused.value
    tidy = again.strip()
    assert error.text("de") == (
        f"Den Namen „{tidy}“ gibt es in dieser Klasse schon. Bist du das? Dann gib auch deinen Code ein. "
        f"Sonst wähle einen anderen Namen, zum Beispiel „{tidy} B.“."
    )
    assert error.text("en") == (
        f"“{tidy}” is already someone’s name in this class. Is it you? Then give your code too. "
        f"If not, choose another name, for example “{tidy} B.”."
    )
    assert [learner.name for learner in learners(tmp_path)] == ["Anna"]


def test_log_in_with_a_new_name_registers_it(tmp_path: Path) -> None:
    learner, code = log_in(tmp_path, "Jörg Öztürk", "ignored")
    assert learner.slug == "joerg-oeztuerk" and code is not None
    assert log_in(tmp_path, "jörg öztürk", code) == (learner, None)


def test_names_that_share_a_slug_get_folders_of_their_own(tmp_path: Path) -> None:
    made = [register(tmp_path, name)[0] for name in ("Anna B.", "Anna-B")]
    with pytest.raises(LearnerError):  # the same name as "Anna B." (case does not count)
        register(tmp_path, "ANNA B.")
    made.append(register(tmp_path, "anna b")[0])
    assert [learner.slug for learner in made] == ["anna-b", "anna-b-2", "anna-b-3"]
    assert len({learner.folder for learner in made}) == 3
    assert [learner.name for learner in learners(tmp_path)] == ["Anna B.", "Anna-B", "anna b"]


@pytest.mark.parametrize(
    ("name", "tidy"),
    [("  Zoë  ", "Zoë"), ("Jörg\tÖztürk", "Jörg Öztürk"), ("O'Neill", "O'Neill"), ("x" * 40, "x" * 40)],
)
def test_names_are_tidied(name: str, tidy: str) -> None:
    assert clean_name(name) == tidy


@pytest.mark.parametrize("name", ["", "   ", "x" * 41, "123", "<b>", "a/b", "Anna\x00", "../x"])
def test_what_is_no_name_is_refused_in_both_languages(tmp_path: Path, name: str) -> None:
    with pytest.raises(LearnerError) as refused:
        register(tmp_path, name)
    assert refused.value.message is not None and refused.value.message.key == "bad-name"
    assert refused.value.text("de").startswith("Gib deinen Namen ein: 1 bis 40 Zeichen")
    assert refused.value.text("en").startswith("Type your name: 1 to 40 characters")
    assert learners(tmp_path) == []


@pytest.mark.parametrize(
    ("name", "slug"),
    [("Anna", "anna"), ("Jörg Öztürk", "joerg-oeztuerk"), ("Großmann", "grossmann"), ("Ñandú", "nandu"),
     ("Ἀθηνᾶ", "learner"), ("--Anna--", "anna")],
)  # fmt: skip
def test_slugs_are_plain_folder_names(name: str, slug: str) -> None:
    assert slug_of(name) == slug


def test_a_slug_names_only_a_learner_folder(tmp_path: Path) -> None:
    anna, _ = register(tmp_path / "klasse", "Anna")
    (tmp_path / "klasse" / "other").mkdir()  # not made by the registry
    (tmp_path / "klasse" / "broken").mkdir()
    (tmp_path / "klasse" / "broken" / FILE).write_text('{"format": "bgtutor-learner", "version": 1}')
    assert learner_by_slug(tmp_path / "klasse", "anna") == anna
    for slug in ("other", "broken", "..", "../klasse/anna", "", "Anna", "anna/"):
        assert learner_by_slug(tmp_path / "klasse", slug) is None, slug
    assert learners(tmp_path / "klasse") == [anna]
