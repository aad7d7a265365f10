"""notebooks/images/ is up to date: its manifest matches a fresh one, and every listed file is a PNG."""

from __future__ import annotations

import json
import struct
from pathlib import Path

from bgtutor.board.render import PNG_SIGNATURE
from bgtutor.tutor.examples import EXAMPLES
from bgtutor.tutor.images import IMAGES, MANIFEST, write_images, write_manifest
from bgtutor.tutor.lessons import LESSONS

FOLDER = Path(__file__).resolve().parent.parent / "notebooks" / "images"
STALE = "notebooks/images/ is out of date: run `python -m bgtutor images`"


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
    examples = {example.key: example for lesson in LESSONS for example in lesson.examples} | EXAMPLES
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
