"""The controls ipywidgets cannot name, made so that every part has a name in the learner's language.

:class:`Player` is a timer in the browser with named buttons, ▶/❚❚ (play, pause), ■ (stop) and
⟲ (repeat). It does what ipywidgets' ``Play`` does (``value`` counts from ``min`` to ``max`` in steps of
``step``, one every ``interval`` milliseconds, while ``playing``; at the end it stops, or starts
over with ``repeat``), but every button has a name in the learner's language (``aria-label`` and a
tooltip), a screen reader hears the ⟲ button as pressed or not, and the buttons form a group
named by the visible ``description`` (else the ``tooltip``). ``Play``'s buttons are icons without
names, and its API has no way to give them one. The timer runs once per widget, not per view: a
widget shown twice does not count twice as fast.

:class:`Slider` (and :class:`IntSlider`) is a native range field (``<input type="range">``, moved
with the arrow keys too) with its ``description`` as its ``<label>`` and the value shown beside
it. ipywidgets' sliders draw a handle (``role="slider"``) that nothing names, and their API has
no way to give it one.

>>> player = Player(max=3, description="Zugzeit-Uhr:", lang="de")
>>> player.words["play"], player.words["repeat"]
('Abspielen', 'Endlos wiederholen')
>>> Player(lang="en").words["play"]
'Play'
>>> speed = Slider(value=1.5, min=0.3, max=5.0, step=0.1, description="Sekunden", decimals=1)
>>> speed.value = 2; speed.value, IntSlider(value=80, max=100).value
(2.0, 80)
"""

from __future__ import annotations

from typing import Any

import anywidget
import traitlets

from bgtutor.rules.i18n import language
from bgtutor.widgets.messages import WidgetMessage

ESM = """
function initialize({ model }) {
  // the timer: once per widget (model), however many views show it
  let timer = null;
  const halt = () => { if (timer !== null) { clearInterval(timer); timer = null; } };
  const tick = () => {
    const next = model.get("value") + model.get("step");
    if (next <= model.get("max")) {
      model.set("value", next);
    } else if (model.get("repeat")) {
      model.set("value", model.get("min"));
    } else {
      model.set("playing", false);
    }
    model.save_changes();
  };
  const follow = () => {
    halt();
    if (model.get("playing")) timer = setInterval(tick, Math.max(10, model.get("interval")));
  };
  model.on("change:playing change:interval", follow);
  follow();
  return () => { halt(); model.off("change:playing change:interval", follow); };
}

function render({ model, el }) {
  el.classList.add("bg-player");
  const group = document.createElement("div");
  group.setAttribute("role", "group");
  group.className = "bg-player-group";
  const label = document.createElement("span");
  label.className = "bg-player-label";
  const make = (css, sign) => {
    const button = document.createElement("button");
    button.type = "button";
    button.className = `jupyter-button bg-player-button ${css}`;
    const shown = document.createElement("span");
    shown.setAttribute("aria-hidden", "true");
    shown.textContent = sign;
    button.appendChild(shown);
    group.appendChild(button);
    return button;
  };
  group.appendChild(label);
  const play = make("bg-player-play", "▶");
  const stop = make("bg-player-stop", "■");
  const repeat = make("bg-player-repeat", "⟲");
  const name = (button, word) => {
    button.setAttribute("aria-label", word);
    button.title = word;
  };
  const show = () => {
    const words = model.get("words");
    const playing = model.get("playing");
    label.textContent = model.get("description");
    label.hidden = !model.get("description");
    const title = model.get("description") || model.get("tooltip") || words.group || "";
    group.setAttribute("aria-label", title.replace(/:\\s*$/, ""));
    play.firstChild.textContent = playing ? "❚❚" : "▶";
    name(play, playing ? words.pause : words.play);
    name(stop, words.stop);
    name(repeat, words.repeat);
    repeat.setAttribute("aria-pressed", model.get("repeat") ? "true" : "false");
    repeat.classList.toggle("mod-active", model.get("repeat"));
    repeat.style.display = model.get("show_repeat") ? "" : "none";
    for (const button of [play, stop, repeat]) button.disabled = model.get("disabled");
  };
  play.addEventListener("click", () => {
    if (model.get("playing")) {
      model.set("playing", false);
    } else {
      if (model.get("value") >= model.get("max")) model.set("value", model.get("min"));
      model.set("playing", true);
    }
    model.save_changes();
  });
  stop.addEventListener("click", () => {
    model.set("playing", false);
    model.set("value", model.get("min"));
    model.save_changes();
  });
  repeat.addEventListener("click", () => {
    model.set("repeat", !model.get("repeat"));
    model.save_changes();
  });
  const events = "change:playing change:repeat change:show_repeat change:disabled change:words "
    + "change:description change:tooltip";
  model.on(events, show);
  show();
  el.appendChild(group);
  return () => model.off(events, show);
}
export default { initialize, render };
"""
"""The front end: the timer (per widget) and the buttons (per view), each named."""

CSS = """
.bg-player-group { display: inline-flex; align-items: center; gap: 0.25em; }
.bg-player-label { margin-right: 0.4em; }
.bg-player-button { min-width: 2.4em; width: auto; }
"""


class Player(anywidget.AnyWidget):
    """A ▶ ■ ⟲ timer control whose buttons are named in ``lang`` (the session's language by
    default); ``description`` is its visible label, ``tooltip`` its tooltip."""

    _esm = ESM
    _css = CSS
    value = traitlets.Int(0).tag(sync=True)
    min = traitlets.Int(0).tag(sync=True)
    max = traitlets.Int(100).tag(sync=True)
    step = traitlets.Int(1).tag(sync=True)
    interval = traitlets.Int(100).tag(sync=True)
    """Milliseconds between two steps."""
    playing = traitlets.Bool(False).tag(sync=True)
    repeat = traitlets.Bool(False).tag(sync=True)
    show_repeat = traitlets.Bool(True).tag(sync=True)
    disabled = traitlets.Bool(False).tag(sync=True)
    description = traitlets.Unicode("").tag(sync=True)
    words = traitlets.Dict().tag(sync=True)
    """The buttons' names: ``play``, ``pause``, ``stop``, ``repeat`` and the group's ``group``."""

    def __init__(self, *, lang: str | None = None, **kwargs: Any) -> None:
        lang = language(lang)
        words = {key: WidgetMessage.say(f"player-{key}", lang) for key in PLAYER_WORDS}
        super().__init__(words=words, **kwargs)

    def __repr__(self) -> str:
        return f"Player(value={self.value}, max={self.max}, playing={self.playing})"


SLIDER_ESM = """
let made = 0;
function render({ model, el }) {
  el.classList.add("bg-slider");
  const id = `bg-slider-${Date.now().toString(36)}-${made++}`;
  const label = document.createElement("label");
  label.htmlFor = id;
  const input = document.createElement("input");
  input.type = "range";
  input.id = id;
  const shown = document.createElement("output");
  shown.setAttribute("for", id);
  const number = (value) => Number(value).toFixed(model.get("decimals"));
  const show = () => {
    label.textContent = model.get("description");
    for (const name of ["min", "max", "step"]) input[name] = String(model.get(name));
    input.value = String(model.get("value"));
    input.disabled = model.get("disabled");
    shown.textContent = number(model.get("value"));
  };
  input.addEventListener("input", () => { shown.textContent = number(input.value); });
  input.addEventListener("change", () => {
    model.set("value", Number(input.value));
    model.save_changes();
  });
  const events = "change:value change:min change:max change:step change:disabled change:description "
    + "change:decimals";
  model.on(events, show);
  show();
  el.append(label, input, shown);
  return () => model.off(events, show);
}
export default { render };
"""
"""The front end: a labelled native range field and its value."""

SLIDER_CSS = """
.bg-slider { display: inline-flex; align-items: center; gap: 0.5em; }
.bg-slider input[type="range"] { width: 10em; }
.bg-slider output { min-width: 2.5em; font-variant-numeric: tabular-nums; }
"""


class Slider(anywidget.AnyWidget):
    """A range field labelled by ``description``; the value (``decimals`` shown) beside it."""

    _esm = SLIDER_ESM
    _css = SLIDER_CSS
    value = traitlets.Float(0.0).tag(sync=True)
    min = traitlets.Float(0.0).tag(sync=True)
    max = traitlets.Float(100.0).tag(sync=True)
    step = traitlets.Float(1.0).tag(sync=True)
    decimals = traitlets.Int(0).tag(sync=True)
    disabled = traitlets.Bool(False).tag(sync=True)
    description = traitlets.Unicode("").tag(sync=True)

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.description!r}, value={self.value})"


class IntSlider(Slider):
    """A :class:`Slider` for whole numbers."""

    value = traitlets.Int(0).tag(sync=True)
    min = traitlets.Int(0).tag(sync=True)
    max = traitlets.Int(100).tag(sync=True)
    step = traitlets.Int(1).tag(sync=True)


PLAYER_WORDS = ("play", "pause", "stop", "repeat", "group")
"""The keys of the buttons' names (``player-<key>`` in the widgets' catalogs)."""
