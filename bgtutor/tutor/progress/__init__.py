"""The learner's progress: the answers kept (:mod:`.records`), what is due again
(:mod:`.review`), the overviews of a learner and a class (:mod:`.rows`, :mod:`.report`) and their
chart (:mod:`.charts`)."""
