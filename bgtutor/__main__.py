"""``python -m bgtutor``: see :mod:`bgtutor.commands.cli`."""

import sys

from bgtutor.commands.cli import main

sys.exit(main())
