"""``python -m bgtutor``: see :mod:`bgtutor.cli`."""

import sys

from bgtutor.cli import main

sys.exit(main())
