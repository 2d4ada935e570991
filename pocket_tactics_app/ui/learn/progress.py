"""What the app remembers of the guided games: which games were offered one at their
first start, and the step each guided game was left at.

Kept in ``learn.json`` in the app's data folder (``storage.paths.data_dir``), apart from
the settings so that the settings' format does not change; written atomically. An
unreadable file counts as empty (the offer may come once more; nothing else is lost).
"""

from __future__ import annotations

import json
import logging
from dataclasses import dataclass, field
from pathlib import Path

log = logging.getLogger(__name__)

FILE_NAME = "learn.json"


@dataclass
class Progress:
    """``offered``: the game ids whose guided game was offered; ``steps``: game id ->
    the index of the step reached (absent: not started, or finished)."""

    offered: list[str] = field(default_factory=list)
    steps: dict[str, int] = field(default_factory=dict)


def progress_path() -> Path:
    from ...storage import paths  # the storage package is imported once a file is used

    return paths.data_dir() / FILE_NAME


def load_progress() -> Progress:
    """The progress on disk (empty when there is none or it cannot be read)."""
    path = progress_path()
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return Progress()
    except (OSError, ValueError) as exc:
        log.warning("%s: unreadable, ignored (%s)", path, exc)
        return Progress()
    if not isinstance(data, dict):
        log.warning("%s: not a JSON object, ignored", path)
        return Progress()
    offered = data.get("offered", [])
    steps = data.get("steps", {})
    return Progress(
        [g for g in offered if isinstance(g, str)] if isinstance(offered, list) else [],
        {g: n for g, n in steps.items() if isinstance(n, int) and not isinstance(n, bool)
         and n >= 0} if isinstance(steps, dict) else {})


def save_progress(progress: Progress) -> None:
    """Write ``progress`` (OSError on failure: the caller goes on without it)."""
    from ...storage.atomic import atomic_write_text

    path = progress_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    atomic_write_text(path, json.dumps({"offered": progress.offered,
                                        "steps": progress.steps}, indent=1) + "\n")


def save_quietly(progress: Progress) -> None:
    """Write ``progress``; a failure is logged and the session goes on (the step reached
    is then remembered only until the app quits)."""
    try:
        save_progress(progress)
    except OSError:
        log.warning("%s: not written", progress_path(), exc_info=True)


__all__ = ["FILE_NAME", "Progress", "load_progress", "progress_path", "save_progress",
           "save_quietly"]
