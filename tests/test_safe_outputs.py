"""`worksheet --out` and `images --out` write whole files or none, and never over what bgtutor did
not write: not through a link, not onto a device or a pipe, not over someone's file (without
--force), and a full disk changes no byte and leaves no partial file."""

from __future__ import annotations

import errno
import io
import os
import shutil
import subprocess
from collections.abc import Iterator
from pathlib import Path
from typing import BinaryIO

import pytest
from PIL import Image

from bgtutor.commands.cli import main
from bgtutor.files.json_files import StorageError
from bgtutor.files.outputs import made_by_bgtutor, mark_png, write_output
from bgtutor.tutor.pictures.images import IMAGES, MANIFEST, write_images

ROOT = Path(__file__).resolve().parent.parent
FOREIGN = b"someone else's file\n"
OUR_PDF = b"%PDF-1.4\n1 0 obj << /Creator (bgtutor) >> endobj\n%%EOF\n"
TWO = [spec for spec in IMAGES if spec.name in ("start-print.png", "example-bar-enter-and-hit.png")]


def run(*args: str, capsys: pytest.CaptureFixture[str]) -> tuple[int, str]:
    """The command's exit code and what it wrote on stderr."""
    code = main(list(args))
    return code, capsys.readouterr().err


def one_clear_line(err: str, *words: str) -> None:
    assert err.count("\n") == 1 and "Traceback" not in err, err
    assert err.startswith("bgtutor: error:") and all(word in err for word in words), err


def nothing_left_over(folder: Path) -> None:
    assert not [path.name for path in folder.iterdir() if path.name.endswith(".tmp")]


# -- the rules, one file at a time --------------------------------------------------------------


def test_a_new_file_is_written_and_an_own_file_is_replaced(tmp_path: Path) -> None:
    target = tmp_path / "sheet.pdf"
    write_output(target, OUR_PDF)
    assert made_by_bgtutor(target)
    target.chmod(0o640)
    write_output(target, OUR_PDF + b"% again\n")
    assert target.read_bytes().endswith(b"% again\n") and target.stat().st_mode & 0o777 == 0o640
    nothing_left_over(tmp_path)


def test_a_foreign_file_is_refused_unless_forced(tmp_path: Path) -> None:
    target = tmp_path / "sheet.pdf"
    target.write_bytes(FOREIGN)
    with pytest.raises(StorageError) as refused:
        write_output(target, OUR_PDF)
    assert refused.value.message.key == "foreign-target" and target.read_bytes() == FOREIGN
    write_output(target, OUR_PDF, force=True)
    assert target.read_bytes() == OUR_PDF


@pytest.mark.parametrize("force", [False, True])
def test_a_link_is_never_written_through_nor_replaced(tmp_path: Path, force: bool) -> None:
    real = tmp_path / "real.pdf"
    real.write_bytes(OUR_PDF)  # even a file of ours behind the link
    link = tmp_path / "link.pdf"
    link.symlink_to(real)
    with pytest.raises(StorageError) as refused:
        write_output(link, b"%PDF new", force=force)
    assert refused.value.message.key == "link"
    assert link.is_symlink() and real.read_bytes() == OUR_PDF
    nothing_left_over(tmp_path)


def test_a_pipe_a_device_and_a_folder_are_refused_unopened(tmp_path: Path) -> None:
    fifo = tmp_path / "pipe.pdf"
    os.mkfifo(fifo)
    folder = tmp_path / "folder.pdf"
    folder.mkdir()
    for target, key in ((fifo, "special-file"), (Path(os.devnull), "special-file"), (folder, "not-a-file")):
        with pytest.raises(StorageError) as refused:
            write_output(target, OUR_PDF, force=True)
        assert refused.value.message.key == key, target
    assert not list(folder.iterdir())
    nothing_left_over(tmp_path)


def test_a_full_disk_changes_nothing_and_leaves_nothing(tmp_path: Path) -> None:
    target = tmp_path / "sheet.pdf"
    target.write_bytes(OUR_PDF)

    def half_then_full(file: BinaryIO) -> None:
        file.write(b"%PDF-1.4 the first half")
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    with pytest.raises(StorageError) as refused:
        write_output(target, half_then_full)
    assert refused.value.message.key == "disk-full"
    assert target.read_bytes() == OUR_PDF
    nothing_left_over(tmp_path)
    for lang, words in (("de", "Speicher ist voll"), ("en", "disk is full")):
        assert words in refused.value.text(lang) and str(target) in refused.value.text(lang)


def test_the_mark_keeps_a_png_a_png() -> None:
    buffer = io.BytesIO()
    Image.new("RGB", (3, 2), "white").save(buffer, format="png")
    marked = mark_png(buffer.getvalue())
    assert mark_png(marked) == marked
    assert Image.open(io.BytesIO(marked)).size == (3, 2)
    assert Image.open(io.BytesIO(marked)).info.get("Software") == "bgtutor"


# -- worksheet --out ----------------------------------------------------------------------------


def test_worksheet_onto_a_link_a_device_a_pipe_or_a_foreign_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    real = tmp_path / "notes.pdf"
    real.write_bytes(FOREIGN)
    link = tmp_path / "link.pdf"
    link.symlink_to(real)
    fifo = tmp_path / "pipe.pdf"
    os.mkfifo(fifo)
    for target, words in (
        (link, ("symbolic link",)),
        (Path(os.devnull), ("not an ordinary file",)),
        (fifo, ("not an ordinary file",)),
        (real, ("not a bgtutor file", "--force")),
    ):
        code, err = run("worksheet", "2", "--out", str(target), "--lang", "en", capsys=capsys)
        assert code == 2, target
        one_clear_line(err, str(target), *words)
    assert real.read_bytes() == FOREIGN and link.is_symlink()
    code, err = run("worksheet", "2", "--out", str(link), "--force", "--lang", "en", capsys=capsys)
    assert code == 2 and "symbolic link" in err and "--force" not in err  # never, not even forced
    assert real.read_bytes() == FOREIGN and link.is_symlink()
    nothing_left_over(tmp_path)


def test_worksheet_replaces_its_own_earlier_worksheet_and_a_foreign_file_with_force(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    target = tmp_path / "sheet.pdf"
    target.write_bytes(OUR_PDF)  # an earlier worksheet (its creator: bgtutor)
    assert run("worksheet", "2", "--out", str(target), capsys=capsys)[0] == 0
    assert (
        target.read_bytes().startswith(b"%PDF") and made_by_bgtutor(target) and target.stat().st_size > 10_000
    )
    nothing_left_over(tmp_path)


@pytest.fixture
def full_disk(tmp_path: Path) -> Iterator[Path]:
    """A folder on a 64 KiB tmpfs that is nearly full (root only), with an earlier worksheet."""
    folder = tmp_path / "small"
    folder.mkdir()
    if os.geteuid() != 0 or shutil.which("mount") is None:
        pytest.skip("mounting a tmpfs needs root")
    mounted = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", str(folder)], check=False)
    if mounted.returncode != 0:
        pytest.skip("this machine cannot mount a tmpfs")
    try:
        (folder / "sheet.pdf").write_bytes(OUR_PDF)
        (folder / "filler").write_bytes(b"\0" * 56_000)
        yield folder
    finally:
        subprocess.run(["umount", str(folder)], check=True)


def test_worksheet_onto_a_full_disk(full_disk: Path, capsys: pytest.CaptureFixture[str]) -> None:
    target = full_disk / "sheet.pdf"
    code, err = run("worksheet", "2", "--out", str(target), "--lang", "en", capsys=capsys)
    assert code == 2
    one_clear_line(err, str(target), "disk is full")
    assert target.read_bytes() == OUR_PDF
    assert sorted(path.name for path in full_disk.iterdir()) == ["filler", "sheet.pdf"]


# -- images --out -------------------------------------------------------------------------------


def test_images_over_someones_file_writes_nothing(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "start.png").write_bytes(FOREIGN)
    code, err = run("images", "--out", str(tmp_path), "--lang", "en", capsys=capsys)
    assert code == 2
    one_clear_line(err, "start.png", "--force")
    assert [path.name for path in tmp_path.iterdir()] == ["start.png"]
    assert (tmp_path / "start.png").read_bytes() == FOREIGN


def test_images_replace_their_own_files_and_someones_only_with_force(tmp_path: Path) -> None:
    first = write_images(tmp_path, TWO)
    assert all(made_by_bgtutor(path) for path in first if path.suffix == ".png")
    again = write_images(tmp_path, TWO)  # our own files: no force needed
    assert [path.read_bytes() for path in again] == [path.read_bytes() for path in first]
    (tmp_path / "start-print.png").write_bytes(FOREIGN)
    with pytest.raises(StorageError):
        write_images(tmp_path, TWO)
    assert (tmp_path / "start-print.png").read_bytes() == FOREIGN
    write_images(tmp_path, TWO, force=True)
    assert made_by_bgtutor(tmp_path / "start-print.png")
    nothing_left_over(tmp_path)


def test_images_written_before_the_mark_are_known_by_the_manifest(tmp_path: Path) -> None:
    """A folder from an earlier bgtutor: pictures without the mark, listed in its manifest."""
    write_images(tmp_path, TWO)
    for spec in TWO:
        (tmp_path / spec.name).write_bytes(b"\x89PNG\r\n\x1a\nunmarked")
    write_images(tmp_path, TWO)
    assert all(made_by_bgtutor(tmp_path / spec.name) for spec in TWO)
    (tmp_path / "example-bar-enter-and-hit.png").unlink()
    link = tmp_path / "example-bar-enter-and-hit.png"
    link.symlink_to(tmp_path / MANIFEST)  # a link is never ours, listed or not
    with pytest.raises(StorageError):
        write_images(tmp_path, TWO, force=True)


def test_the_projects_pictures_carry_the_mark() -> None:
    """So that `python -m bgtutor images --out images` replaces them without --force."""
    folder = ROOT / "images"
    assert all(made_by_bgtutor(folder / spec.name) for spec in IMAGES)
