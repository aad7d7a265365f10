"""The tutor's own words: what a worked example, the teaching lines, the pictures' captions and the
worksheets say (catalog ``bgtutor/tutor/locales``, with the exercises' feedback,
:class:`~bgtutor.tutor.exercises.base.Note`).

>>> TutorMessage.say("teach-legal", "en", text="24/18")
'24/18 is legal.'
"""

from __future__ import annotations

from bgtutor.rules.i18n import Message


class TutorMessage(Message):
    """A text of the tutor layer, said through :meth:`~bgtutor.rules.i18n.Message.say` or built
    as a value with :meth:`~bgtutor.rules.i18n.Message.of`."""

    __slots__ = ()
    home = "bgtutor.tutor"
