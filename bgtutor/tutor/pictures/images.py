"""The board pictures in ``images/`` (beside ``notebooks/``): their specs, and the command that writes them.

``python -m bgtutor images --out images`` (in the project's folder) writes every :data:`IMAGES`
entry as a PNG plus ``manifest.json``: each file's spec as text and a hash of the renderer's
source. A test compares the manifest with a fresh one, so a stale folder is noticed without
comparing pixels (which differ between matplotlib builds).

Each file is written whole or not at all (:func:`bgtutor.files.outputs.write_output`), and only
over a file bgtutor wrote: a PNG with bgtutor's mark, or a file the folder's manifest lists (an
earlier run wrote it), or the manifest itself. Anything else of the same name - someone's
picture, a link, a device - stops the command before it writes a single file (``force``
replaces a foreign regular file, never a link or a special file).

A lesson links a picture relative to its own folder (``../images/start.png`` in ``notebooks/``,
``../../images/start.png`` in ``notebooks/en/``): :mod:`bgtutor.tutor.pictures.links`.

>>> [spec.name for spec in IMAGES][:2]
['start.png', 'start-colorblind.png']
>>> spec_text(IMAGES[0])["caption"]
'Die Ausgangsstellung'

The glossary's small pictures mark the places a term names, one picture per term and language:

>>> blot = glossary_spec("blot", "en")
>>> blot.name, blot.targets, spec_text(blot)["pixels"]
('glossary-blot-en.png', (9,), [400, 300])
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable
from dataclasses import dataclass
from importlib import resources
from pathlib import Path

from bgtutor.board.describe import BoardMessage
from bgtutor.files.outputs import check_output, made_by_bgtutor, mark_png, write_output
from bgtutor.rules.color import WHITE, Color
from bgtutor.rules.dice import Roll
from bgtutor.rules.i18n import LANGUAGES, catalog, language, translate
from bgtutor.rules.places import Place, step_places
from bgtutor.rules.position import Position
from bgtutor.rules.resolve import parse_play
from bgtutor.tutor.lessons import LESSONS, SEED_EXAMPLES
from bgtutor.tutor.lessons.examples import WorkedExample
from bgtutor.tutor.messages import TutorMessage

FOLDER = "images"
"""Where the pictures live: ``images/`` in the project's folder, beside ``notebooks/``."""
MANIFEST = "manifest.json"
SIZE = (8.0, 6.0)  # inches
SMALL = (4.0, 3.0)
"""The size of a glossary picture (inches): a small board beside its term."""
DPI = 100
RENDERER = (
    "board/render.py",
    "board/describe.py",
    "board/geometry.py",
    "board/layout.py",
    "board/themes.py",
    "tutor/pictures/images.py",
)
"""The modules whose source decides what a picture looks like (this one: the PNG encoding)."""


@dataclass(frozen=True, slots=True)
class ImageSpec:
    """One picture: the file name, the position, the roll, arrows for a play, options, caption,
    the places it marks (``targets``) and its size in inches."""

    name: str
    position: Position
    roll: Roll | None = None
    arrows: tuple[tuple[Place, Place], ...] = ()
    caption: str | None = None
    theme: str = "classic"
    numbering: Color = WHITE
    home: str = "right"
    lang: str = "de"
    targets: tuple[Place, ...] = ()
    size: tuple[float, float] = SIZE


def example_spec(example: WorkedExample, lang: str | None = None) -> ImageSpec:
    """The picture of a worked example: its position and roll, and arrows for its play."""
    lang = language(lang)
    position, roll, name = example.position, example.roll, f"example-{example.key}.png"
    color = translate(f"color-{position.turn.name.lower()}", lang)
    if roll is None:
        start = position == Position.start()
        return ImageSpec(
            name, position, caption=TutorMessage.say("image-start", lang) if start else None, lang=lang
        )
    dice = f"{roll.high}-{roll.low}"
    if example.play is None:
        return ImageSpec(
            name,
            position,
            roll,
            caption=TutorMessage.say("image-roll", lang, color=color, roll=dice),
            lang=lang,
        )
    arrows = tuple(step_places(parse_play(position, roll, example.play).steps, position.turn))
    caption = TutorMessage.say("image-play", lang, color=color, roll=dice, play=example.play)
    return ImageSpec(name, position, roll, arrows, caption, lang=lang)


_START = TutorMessage.say("image-start", "de")
_BLACK_AT_START: dict[int | str, int] = {
    1: 2,
    12: 5,
    17: 3,
    19: 5,
}  # Black's checkers at the start, in White's numbering

GLOSSARY: dict[str, tuple[Position, tuple[Place, ...]]] = {
    "blot": (Position.from_points({24: 2, 13: 4, 9: 1, 8: 3, 6: 5}, _BLACK_AT_START, numbering=WHITE), (9,)),
    "point": (Position.start(), (7,)),
    "anchor": (Position.from_points({20: 2, 13: 5, 8: 3, 6: 5}, _BLACK_AT_START, numbering=WHITE), (20,)),
    "prime": (
        Position.from_points(
            {24: 2, 13: 3, 8: 2, 7: 2, 6: 2, 5: 2, 4: 2}, {2: 1, 1: 1, 12: 5, 17: 3, 19: 5}, numbering=WHITE
        ),
        (8, 7, 6, 5, 4),
    ),
    "bar": (
        Position.from_points({"bar": 1, 24: 1, 13: 5, 8: 3, 6: 5}, _BLACK_AT_START, numbering=WHITE),
        ("bar",),
    ),
    "closed-board": (
        Position.from_points(
            {13: 3, 6: 2, 5: 2, 4: 2, 3: 2, 2: 2, 1: 2},
            {"bar": 1, 12: 5, 17: 3, 19: 5, 20: 1},
            numbering=WHITE,
        ),
        (6, 5, 4, 3, 2, 1),
    ),
}
"""The glossary's pictures by term: a position (White on roll) and the places the term names, marked."""


def glossary_spec(term: str, lang: str | None = None) -> ImageSpec:
    """The small picture of a glossary term (a key of :data:`GLOSSARY`) in ``lang``: the places it
    names marked, its caption from the catalog (``image-glossary-<term>``)."""
    lang = language(lang)
    position, targets = GLOSSARY[term]
    caption = TutorMessage.say(f"image-glossary-{term}", lang)
    return ImageSpec(
        f"glossary-{term}-{lang}.png", position, caption=caption, lang=lang, targets=targets, size=SMALL
    )


def _all_examples() -> list[WorkedExample]:
    """The seed texts' worked examples and every lesson's, each once."""
    every = (*SEED_EXAMPLES.values(), *(example for lesson in LESSONS for example in lesson.examples))
    return list({example.key: example for example in every}.values())


IMAGES: list[ImageSpec] = [
    ImageSpec("start.png", Position.start(), caption=_START),
    ImageSpec("start-colorblind.png", Position.start(), caption=_START, theme="colorblind"),
    ImageSpec("start-print.png", Position.start(), caption=_START, theme="print"),
    ImageSpec("start-en.png", Position.start(), caption=TutorMessage.say("image-start", "en"), lang="en"),
    *(example_spec(example) for example in _all_examples()),
    *(glossary_spec(term, lang) for term in GLOSSARY for lang in LANGUAGES),
]
"""Every picture in ``images/``: the start in each theme, every worked example of every lesson, and
each glossary term's small picture in every language."""


def renderer_hash() -> str:
    """SHA-256 of the renderer's source and of the texts it draws (labels in every language)."""
    digest = hashlib.sha256()
    package = resources.files("bgtutor")
    for name in RENDERER:
        digest.update(package.joinpath(*name.split("/")).read_bytes())
    for lang in LANGUAGES:
        for key in ("color-white", "color-black"):
            digest.update(catalog(lang)[key].encode())
        for key in ("board-pips", "board-turn", "board-winner"):
            digest.update(catalog(lang, BoardMessage.home)[key].encode())
    return digest.hexdigest()


def spec_text(spec: ImageSpec) -> dict[str, object]:
    """A spec as JSON-ready text: position (ID and XGID), roll, arrows, marked places, options,
    caption, pixels."""
    return {
        "file": spec.name,
        "position_id": spec.position.position_id(),
        "xgid": spec.position.xgid(),
        "roll": None if spec.roll is None else str(spec.roll),
        "arrows": [list(arrow) for arrow in spec.arrows],
        "targets": list(spec.targets),
        "options": {
            "theme": spec.theme,
            "numbering": spec.numbering.name,
            "home": spec.home,
            "lang": spec.lang,
        },
        "caption": spec.caption,
        "pixels": [round(spec.size[0] * DPI), round(spec.size[1] * DPI)],
    }


def manifest_text(images: list[ImageSpec] = IMAGES) -> str:
    """The manifest of ``images``: the renderer's hash and every spec, as stable JSON."""
    body = {"renderer": renderer_hash(), "images": [spec_text(spec) for spec in images]}
    return json.dumps(body, indent=2, ensure_ascii=False) + "\n"


def write_manifest(folder: Path | str, images: list[ImageSpec] = IMAGES, *, force: bool = False) -> Path:
    """Write ``manifest.json`` into ``folder`` (see the module's rules); returns its path."""
    path = Path(folder) / MANIFEST
    path.parent.mkdir(parents=True, exist_ok=True)
    return write_output(path, manifest_text(images).encode(), force=force, ours=_ours)


def _ours(path: Path) -> bool:
    """Whether bgtutor wrote the file at ``path``: its mark, or a PNG that the folder's manifest
    lists (written by a bgtutor from before the mark), or that manifest itself."""
    if made_by_bgtutor(path):
        return True
    try:
        manifest = json.loads((path.parent / MANIFEST).read_text(encoding="utf-8"))
        listed = {entry["file"] for entry in manifest["images"]} if "renderer" in manifest else set()
        if path.name == MANIFEST:
            return bool(listed)
        from bgtutor.board.render import PNG_SIGNATURE  # matplotlib: only where pictures are drawn

        with open(path, "rb") as file:
            return path.name in listed and file.read(len(PNG_SIGNATURE)) == PNG_SIGNATURE
    except (OSError, ValueError, TypeError, KeyError):
        return False


def write_images(
    folder: Path | str,
    images: list[ImageSpec] = IMAGES,
    on_image: Callable[[Path], object] | None = None,
    *,
    force: bool = False,
) -> list[Path]:
    """Write every picture of ``images`` and the manifest into ``folder``; returns the paths.

    Every target is checked first, so a file in the way (see the module) stops it before anything
    is written. One board view is built per look (theme, numbering, home, language, size) and
    re-used. ``on_image`` is called with each picture written (the command line counts them on a
    progress bar).
    """
    from bgtutor.board.render import BoardView, compact_png  # matplotlib only when pictures are drawn

    out = Path(folder)
    out.mkdir(parents=True, exist_ok=True)
    for name in (*(spec.name for spec in images), MANIFEST):
        check_output(out / name, force=force, ours=_ours)
    views: dict[tuple[str, Color, str, str, tuple[float, float]], BoardView] = {}
    written: list[Path] = []
    for spec in images:
        look = (spec.theme, spec.numbering, spec.home, spec.lang, spec.size)
        if look not in views:
            views[look] = BoardView(
                theme=spec.theme,
                numbering=spec.numbering,
                home=spec.home,
                lang=spec.lang,
                size=spec.size,
                dpi=DPI,
            )
        view = views[look]
        view.show(
            spec.position, roll=spec.roll, arrows=spec.arrows, caption=spec.caption, targets=spec.targets
        )
        path = write_output(out / spec.name, mark_png(compact_png(view.to_png())), force=force, ours=_ours)
        written.append(path)
        if on_image is not None:
            on_image(path)
    written.append(write_manifest(out, images, force=force))
    return written
