"""Safe JSON files in the learner's folder, for everything bgtutor saves between visits.

A file carries a format marker and a version, is written atomically, never replaces what this
writer did not write, and a damaged file of ours is set aside instead of lost; every problem is a
:class:`~bgtutor.files.json_files.StorageError` whose message says in German or English what to do.
The practice game's preferences and score (:mod:`bgtutor.play.storage`) and the learner's progress
(:mod:`bgtutor.tutor.progress.records`) are such files. Standard library and :mod:`bgtutor.rules` only;
everything is in :mod:`bgtutor.files.json_files`.
"""
