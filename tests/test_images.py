"""images/ is up to date: its manifest matches a fresh one, it holds exactly the pictures listed, each a
PNG; and every picture a notebook links is there, found from the notebook's own folder (as GitHub,
nbviewer, JupyterLab and the learner's copies resolve it)."""

from __future__ import annotations

import json
import posixpath
import struct
from pathlib import Path

import pytest

from bgtutor.board.render import PNG_SIGNATURE
from bgtutor.tutor.lessons import LESSONS, SEED_EXAMPLES
from bgtutor.tutor.pictures.images import FOLDER as FOLDER_NAME
from bgtutor.tutor.pictures.images import IMAGES, MANIFEST, write_images, write_manifest
from bgtutor.tutor.pictures.links import picture_links

ROOT = Path(__file__).resolve().parent.parent
FOLDER = ROOT / FOLDER_NAME
STALE = f"{FOLDER_NAME}/ is out of date: run `python -m bgtutor images --out {FOLDER_NAME}` in {ROOT}"
NOTEBOOKS = sorted(
    path
    for path in ROOT.rglob("*.ipynb")
    if not {".venv", ".venv-lite", "build", ".ipynb_checkpoints"} & set(path.relative_to(ROOT).parts)
)


def test_manifest_is_up_to_date(tmp_path: Path) -> None:
    stored = FOLDER / MANIFEST
    assert stored.is_file(), STALE
    assert stored.read_text(encoding="utf-8") == write_manifest(tmp_path).read_text(encoding="utf-8"), STALE


def test_every_listed_image_is_a_png_of_the_expected_size() -> None:
    manifest = json.loads((FOLDER / MANIFEST).read_text(encoding="utf-8"))
    for entry in manifest["images"]:
        path = FOLDER / entry["file"]
        assert path.is_file(), f"{path.name} is missing: {STALE}"
        data = path.read_bytes()
        assert data[:8] == PNG_SIGNATURE and data[12:16] == b"IHDR", path.name
        assert list(struct.unpack(">II", data[16:24])) == entry["pixels"], path.name


def test_the_start_every_theme_and_every_example_are_pictured() -> None:
    names = [spec.name for spec in IMAGES]
    assert len(names) == len(set(names))
    assert {"start.png", "start-colorblind.png", "start-print.png"} <= set(names)
    examples = {example.key: example for lesson in LESSONS for example in lesson.examples} | SEED_EXAMPLES
    pictured = {name for name in names if name.startswith("example-")}
    assert {f"example-{key}.png" for key in examples} == pictured
    with_play = [spec for spec in IMAGES if spec.name.startswith("example-") and spec.arrows]
    assert len(with_play) == sum(1 for example in examples.values() if example.play)


def test_write_images_is_deterministic(tmp_path: Path) -> None:
    specs = [spec for spec in IMAGES if spec.name in ("start-print.png", "example-bar-enter-and-hit.png")]
    first = write_images(tmp_path / "a", specs)
    second = write_images(tmp_path / "b", specs)
    assert [path.name for path in first] == [spec.name for spec in specs] + [MANIFEST]
    assert [path.read_bytes() for path in first] == [path.read_bytes() for path in second]


def _listed() -> set[str]:
    return {entry["file"] for entry in json.loads((FOLDER / MANIFEST).read_text(encoding="utf-8"))["images"]}


def test_the_folder_holds_exactly_the_listed_pictures() -> None:
    listed = _listed()
    present = {path.name for path in FOLDER.iterdir()} - {MANIFEST}
    extra = sorted(present - listed)
    assert not extra, f"{extra} in {FOLDER_NAME}/ are not generated: delete them, or add them to IMAGES"
    assert not listed - present, f"missing: {sorted(listed - present)}; {STALE}"
    assert not (ROOT / "notebooks" / "images").exists(), (
        f"the pictures live in {FOLDER_NAME}/, beside notebooks/"
    )


def test_the_notebooks_are_found() -> None:
    names = {path.relative_to(ROOT).as_posix() for path in NOTEBOOKS}
    assert {"notebooks/00-Inhalt.ipynb", "notebooks/en/00-Contents.ipynb"} <= names


@pytest.mark.parametrize("notebook", NOTEBOOKS, ids=lambda path: path.relative_to(ROOT).as_posix())
def test_every_picture_a_notebook_links_is_there_from_its_own_folder(notebook: Path) -> None:
    """Each ``![alt](link)`` and ``<img src>`` of a markdown cell is a relative link that, read from
    the notebook's folder, names a picture of the manifest in images/ (never an attachment, which
    no test would find stale, nor an address on the internet)."""
    listed = _listed()
    cells = json.loads(notebook.read_text(encoding="utf-8"))["cells"]
    folder = notebook.parent.relative_to(ROOT).as_posix()
    for index, cell in enumerate(cells):
        if cell["cell_type"] != "markdown":
            continue
        for link in picture_links("".join(cell["source"])):
            where = f"{notebook.relative_to(ROOT)}, cell {index}: {link}"
            assert "://" not in link and not link.startswith(("/", "attachment:", "data:")), where
            target = posixpath.normpath(posixpath.join(folder, link))
            assert (ROOT / target).is_file(), f"{where} finds nothing ({target})"
            expected = posixpath.relpath(f"{FOLDER_NAME}/{posixpath.basename(target)}", folder)
            assert target == f"{FOLDER_NAME}/{posixpath.basename(target)}", f"{where}: link {expected}"
            assert posixpath.basename(target) in listed, f"{where} is not a generated picture; {STALE}"
