"""Files bgtutor writes for people to keep - pictures, worksheets: written whole or not at all, and
never over a file bgtutor did not write.

:func:`write_output` writes into a temporary file beside the target and replaces the target only
once that is complete (a full disk leaves the old file as it was and no partial file). It never
writes through a symbolic link or replaces one, nor a folder, a device, a pipe or another special
file; and it replaces an existing regular file only if bgtutor wrote it (:func:`made_by_bgtutor`),
unless ``force`` is given. Every refusal is a :class:`~bgtutor.files.json_files.StorageError`
that says what is wrong and what to do, and nothing is written.

"Written by bgtutor" is told by a mark inside the file, where its format keeps such things: a PNG's
``Software`` text (:func:`mark_png`), a PDF's ``/Creator (bgtutor)``, a JSON file's format marker
``bgtutor-...``. A caller that knows more (the pictures' manifest lists what an earlier run wrote)
passes its own ``ours``.

>>> import tempfile
>>> folder = Path(tempfile.mkdtemp())
>>> png = mark_png(bytes.fromhex("89504e470d0a1a0a0000000d49484452000000010000000108000000003a7e9b55"))
>>> write_output(folder / "dot.png", png).name
'dot.png'
>>> made_by_bgtutor(folder / "dot.png")
True
>>> _ = (folder / "photo.png").write_bytes(b"someone's picture")
>>> try:
...     write_output(folder / "photo.png", png)
... except StorageError as error:
...     error.message.key
'foreign-target'
"""

from __future__ import annotations

import errno
import json
import os
import stat
import struct
import zlib
from collections.abc import Callable
from pathlib import Path
from typing import BinaryIO

from bgtutor.files.json_files import StorageError, file_message, replace_whole

__all__ = ["MARK", "check_output", "made_by_bgtutor", "mark_png", "write_output"]

MARK = "bgtutor"
"""What bgtutor writes into a file's metadata (a PNG's ``Software``, a PDF's ``Creator``)."""
_PNG = b"\x89PNG\r\n\x1a\n"
_PNG_MARK = b"Software\x00" + MARK.encode()
_PDF_MARK = b"/Creator (" + MARK.encode() + b")"
_LOOK = 1 << 16
"""Bytes read from each end of a file to find its mark."""
_FULL = {errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)}


def mark_png(png: bytes) -> bytes:
    """``png`` with a ``Software: bgtutor`` text chunk after its header (once; the same input
    gives the same bytes)."""
    if not png.startswith(_PNG) or _PNG_MARK in _png_texts(png):
        return png
    end = len(_PNG) + 8 + struct.unpack(">I", png[8:12])[0] + 4  # the IHDR chunk
    chunk = b"tEXt" + _PNG_MARK
    text = struct.pack(">I", len(_PNG_MARK)) + chunk + struct.pack(">I", zlib.crc32(chunk))
    return png[:end] + text + png[end:]


def _png_texts(png: bytes) -> list[bytes]:
    """The tEXt chunks before the image data."""
    texts, at = [], len(_PNG)
    while at + 8 <= len(png):
        length, kind = struct.unpack(">I", png[at : at + 4])[0], png[at + 4 : at + 8]
        if kind in (b"IDAT", b"IEND"):
            break
        if kind == b"tEXt":
            texts.append(png[at + 8 : at + 8 + length])
        at += 12 + length
    return texts


def made_by_bgtutor(path: Path) -> bool:
    """Whether the regular file at ``path`` carries bgtutor's mark (see the module); a file that
    cannot be read is not ours."""
    try:
        with open(path, "rb") as file:
            head = file.read(_LOOK)
            size = os.fstat(file.fileno()).st_size
            file.seek(max(size - _LOOK, len(head)))
            tail = file.read(_LOOK)
    except OSError:
        return False
    if head.startswith(_PNG):
        return _PNG_MARK in _png_texts(head)
    if head.startswith(b"%PDF"):
        return _PDF_MARK in head or _PDF_MARK in tail
    if head.lstrip().startswith(b"{") and size <= _LOOK:
        try:
            data = json.loads(head)
        except ValueError:
            return False
        marker = data.get("format") if isinstance(data, dict) else None
        return isinstance(marker, str) and marker.startswith(MARK + "-")
    return False


def check_output(
    target: Path, *, force: bool = False, ours: Callable[[Path], bool] = made_by_bgtutor
) -> None:
    """Raise StorageError if :func:`write_output` must not replace what is at ``target``: a
    symbolic link, a folder, a special file, or (without ``force``) a file ``ours`` disowns."""
    try:
        mode = os.lstat(target).st_mode
    except FileNotFoundError:
        return
    except OSError as error:
        message = file_message("write-failed", target, error=error.strerror or str(error))
        raise StorageError(message, repr(error)) from None
    if stat.S_ISLNK(mode):
        raise StorageError(file_message("link", target))
    if stat.S_ISDIR(mode):
        raise StorageError(file_message("not-a-file", target))
    if not stat.S_ISREG(mode):
        raise StorageError(file_message("special-file", target), f"file mode {stat.filemode(mode)}")
    if not force and not ours(target):
        raise StorageError(file_message("foreign-target", target), "not written by bgtutor")


def write_output(
    target: Path,
    content: bytes | Callable[[BinaryIO], object],
    *,
    force: bool = False,
    ours: Callable[[Path], bool] = made_by_bgtutor,
) -> Path:
    """Write ``content`` (bytes, or a function that writes into the open file) to ``target`` whole
    or not at all (see the module); return ``target``. A full disk raises StorageError
    ``disk-full``; the old file stays as it was and no temporary file is left."""
    check_output(target, force=force, ours=ours)
    fill = (lambda file: file.write(content)) if isinstance(content, bytes) else content
    try:
        replace_whole(target, fill, mode=_mode(target))
    except OSError as error:
        if error.errno in _FULL:
            raise StorageError(file_message("disk-full", target), repr(error)) from None
        message = file_message("write-failed", target, error=error.strerror or str(error))
        raise StorageError(message, repr(error)) from None
    return target


def _mode(target: Path) -> int:
    """The old file's permissions, or those a new file gets (the umask applied)."""
    try:
        return stat.S_IMODE(os.stat(target).st_mode)
    except OSError:
        mask = os.umask(0o022)
        os.umask(mask)
        return 0o666 & ~mask
