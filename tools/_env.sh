# The project's own Python environment, shared by tools/tutorial, tools/test and tools/app.
# Sourced, not run:   source tools/_env.sh; bgtutor_env tutorial   (or: test)
#
# - Finds a Python >= 3.11 ($BGTUTOR_PYTHON, else python3.14 ... python3.11, else python3).
# - Creates the virtual environment .venv in the checkout (git-ignored; $BGTUTOR_VENV moves it) and
#   reuses it afterwards: nothing is installed into the system's Python, so Debian's own python3
#   (PEP 668, "externally-managed-environment") works as well as any other.
# - Installs the project with the extra asked for, again only when pyproject.toml has changed.
# Works as root and as a normal user. Sets BGTUTOR_ROOT, BGTUTOR_VENV and BGTUTOR_PY.

BGTUTOR_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BGTUTOR_VENV="${BGTUTOR_VENV:-$BGTUTOR_ROOT/.venv}"
BGTUTOR_PY="$BGTUTOR_VENV/bin/python"

_bgtutor_say() { echo "bgtutor: $*" >&2; }

_bgtutor_find_python() {
  local candidate
  for candidate in "${BGTUTOR_PYTHON:-}" python3.14 python3.13 python3.12 python3.11 python3; do
    [ -n "$candidate" ] || continue
    command -v "$candidate" >/dev/null 2>&1 || continue
    if "$candidate" -c 'import sys; sys.exit(sys.version_info < (3, 11))' 2>/dev/null; then
      command -v "$candidate"
      return 0
    fi
  done
  return 1
}

_bgtutor_sudo() {
  if [ "$(id -u)" -eq 0 ]; then "$@"; elif command -v sudo >/dev/null 2>&1; then sudo "$@"; else return 1; fi
}

_bgtutor_make_venv() {
  local python
  if ! python="$(_bgtutor_find_python)"; then
    _bgtutor_say "no Python 3.11 or newer found. Install one (Debian: sudo apt-get install python3) or" \
      "name it with BGTUTOR_PYTHON=/path/to/python3."
    return 1
  fi
  _bgtutor_say "creating the project's Python environment in $BGTUTOR_VENV (with $python)"
  rm -rf "$BGTUTOR_VENV"
  if "$python" -m venv "$BGTUTOR_VENV" 2>/dev/null; then return 0; fi
  # Debian ships venv's pip installer separately (python3-venv / python3.X-venv).
  local version
  version="$("$python" -c 'import sys; print(f"{sys.version_info[0]}.{sys.version_info[1]}")')"
  rm -rf "$BGTUTOR_VENV"
  if command -v apt-get >/dev/null 2>&1; then
    _bgtutor_say "Python's venv module is missing: installing python$version-venv with apt-get"
    if _bgtutor_sudo apt-get install -y -qq "python$version-venv" >/dev/null 2>&1 \
      || { _bgtutor_sudo apt-get update -qq && _bgtutor_sudo apt-get install -y -qq "python$version-venv" >/dev/null; }; then
      "$python" -m venv "$BGTUTOR_VENV" && return 0
    fi
  fi
  _bgtutor_say "could not create a virtual environment with $python." \
    "On Debian or Ubuntu: sudo apt-get install python$version-venv, then run this command again."
  return 1
}

bgtutor_env() {
  local extra="$1" stamp wanted
  if [ ! -x "$BGTUTOR_PY" ] || ! "$BGTUTOR_PY" -c 'import sys; sys.exit(sys.version_info < (3, 11))' 2>/dev/null; then
    _bgtutor_make_venv || exit 1
  fi
  stamp="$BGTUTOR_VENV/.bgtutor-$extra"
  wanted="$(cksum < "$BGTUTOR_ROOT/pyproject.toml")"
  if [ "$(cat "$stamp" 2>/dev/null)" != "$wanted" ]; then
    _bgtutor_say "installing bgtutor[$extra] into $BGTUTOR_VENV (the first time takes a minute or two)"
    (cd "$BGTUTOR_ROOT" && "$BGTUTOR_PY" -m pip install -q --disable-pip-version-check -e ".[$extra]") || {
      _bgtutor_say "installing failed (see above). Check the network connection to the package index and run again."
      exit 1
    }
    echo "$wanted" > "$stamp"
    # the test extra includes the tutorial's
    if [ "$extra" = test ]; then echo "$wanted" > "$BGTUTOR_VENV/.bgtutor-tutorial"; fi
  fi
  # like an activated environment: its commands (jupyter, bgtutor, ...) come first
  PATH="$BGTUTOR_VENV/bin:$PATH"
  export BGTUTOR_ROOT BGTUTOR_VENV BGTUTOR_PY PATH
}
