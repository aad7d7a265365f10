"""JupyterHub for a class with the backgammon tutorial (bgtutor): the configuration tests/test_hub.py runs.

Run the hub in the folder that keeps its files (the learners' homes, the hand-in folder, the hub's
database), from the Python environment that has bgtutor, JupyterHub, nbgitpuller and the proxy:

    cd /srv/bgtutor
    export BGTUTOR_HUB_PASSWORD='...'          # the class's password, 8 characters or more
    export BGTUTOR_HUB_TEACHER_PASSWORD='...'  # the teacher's, 32 characters or more, a different one
    /opt/bgtutor/.venv/bin/jupyterhub -f /opt/bgtutor/docs/hub/jupyterhub_config.py

- Learners log in with any name and the class's password; the teacher (``TEACHERS``) with the
  teacher's password, and is the hub's admin.
- Every learner's server starts as the hub's own user in ``homes/<name>/`` (SimpleLocalProcessSpawner:
  no Unix accounts needed, and no walls between learners: any learner's code can read the others'
  files; for separate accounts see README.md).
- Every server gets ``BGTUTOR_HANDIN=<folder>/abgabe``: each save of a learner's progress also
  writes ``abgabe/<name>.json``, which the class overview (notebook 10) reads.
"""

import os
import sys
from pathlib import Path

c = get_config()  # noqa: F821 (JupyterHub defines it when it reads this file)

TEACHERS = {"lehrkraft"}
"""The teachers' login names: they log in with the teacher's password and are the hub's admins."""

FOLDER = Path.cwd()
"""The hub's folder: the one it is started in."""
HANDIN = FOLDER / "abgabe"
BIN = Path(sys.executable).parent
"""The environment the hub runs from: the learners' servers and the proxy come from it as well."""

for name in ("BGTUTOR_HUB_PASSWORD", "BGTUTOR_HUB_TEACHER_PASSWORD"):
    if not os.environ.get(name):
        sys.exit(f"jupyterhub_config.py: set {name} (see the top of this file)")

# Logging in: one password for the class, another for the teachers.
c.JupyterHub.authenticator_class = "shared-password"
c.SharedPasswordAuthenticator.user_password = os.environ["BGTUTOR_HUB_PASSWORD"]
c.SharedPasswordAuthenticator.admin_password = os.environ["BGTUTOR_HUB_TEACHER_PASSWORD"]
c.Authenticator.admin_users = TEACHERS
c.Authenticator.allow_all = True  # any name; a class list instead: c.Authenticator.allowed_users = {...}

# The learners' servers: JupyterLab in homes/<name>/, each with the hand-in folder.
HANDIN.mkdir(exist_ok=True)
c.JupyterHub.spawner_class = "simple"
c.SimpleLocalProcessSpawner.home_dir_template = str(FOLDER / "homes" / "{username}")
c.Spawner.cmd = [str(BIN / "jupyterhub-singleuser")]
c.Spawner.default_url = "/lab"
c.Spawner.environment = {
    "BGTUTOR_HANDIN": str(HANDIN),
    "PATH": os.pathsep.join([str(BIN), os.environ.get("PATH", os.defpath)]),
    "LANG": "C.UTF-8",
}
if os.geteuid() == 0:
    c.Spawner.args = ["--allow-root"]  # Jupyter refuses to run as root unless told

# The hub's own files, in its folder; the proxy from the same environment.
c.JupyterHub.db_url = f"sqlite:///{FOLDER / 'jupyterhub.sqlite'}"
c.JupyterHub.cookie_secret_file = str(FOLDER / "jupyterhub_cookie_secret")
c.ConfigurableHTTPProxy.command = [str(BIN / "configurable-http-proxy")]
c.ConfigurableHTTPProxy.pid_file = str(FOLDER / "jupyterhub-proxy.pid")
