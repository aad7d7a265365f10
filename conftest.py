"""Every test run - unit tests, doctests, the lessons under nbval - saves into a fresh folder of its
own, never into the developer's ``~/.bgtutor`` (a saved progress would change what the lessons show)."""

from __future__ import annotations

import os
import tempfile

import pytest


def pytest_configure(config: pytest.Config) -> None:
    os.environ["BGTUTOR_HOME"] = tempfile.mkdtemp(prefix="bgtutor-test-home-")
