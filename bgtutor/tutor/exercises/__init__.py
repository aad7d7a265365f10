"""Exercises: the engine (:mod:`.engine`), its kinds (:mod:`.base`, :mod:`.kinds`, the doubling
cube's :mod:`.cube`), reading typed answers (:mod:`.answers`) and the training's drills
(:mod:`.drills`)."""
