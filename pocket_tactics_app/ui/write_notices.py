"""What the player is told about a file the app wrote in an unusual way, once a run.

The storage layer (Qt-free, English) returns a notice when a write found a symbolic link
where a file of the app should be: the link is replaced by a regular file and the file
it pointed to is left unchanged (``storage.atomic``). The settings, army files, saves
and autosaves of both games pass their notices here (the controllers through their
``write_notice`` signal); each is shown once a run, in the status line and in a message
box, in the player's language.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Iterable
from typing import Protocol

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QStatusBar

from ..textfmt import fmt

log = logging.getLogger(__name__)

#: How long the status line keeps the notice (ms).
STATUS_MS = 15_000

#: The notice of ``storage.atomic`` for a symbolic link replaced by a regular file.
_LINK = re.compile(r"^(?P<file>.+) was a symbolic link to (?P<target>.+); it is replaced by "
                   r"a regular file and the file it pointed to is left unchanged$")

#: Notices shown in this run (each once, whichever window writes the file again).
_SHOWN: set[str] = set()


class NoticeWindow(Protocol):
    def statusBar(self) -> QStatusBar: ...  # noqa: N802 - Qt name

    def show_error(self, message: str) -> object: ...


def translated(notice: str) -> str:
    """``notice`` in the player's language (a form not known here stays as it is)."""
    link = _LINK.match(notice)
    if link is not None:
        return fmt(QCoreApplication.translate(
            "WriteNotices", "%1 was a symbolic link to %2. The app replaced the link with a "
                            "regular file of its own; the file it pointed to is unchanged."),
            link["file"], link["target"])
    return notice


def new_notices(notices: Iterable[str]) -> list[str]:
    """The notices not shown before in this run, in the player's language; they count
    as shown from now on (and are logged)."""
    new = [n for n in dict.fromkeys(notices) if n not in _SHOWN]
    _SHOWN.update(new)
    for n in new:
        log.warning("file notice: %s", n)
    return [translated(n) for n in new]


def show_write_notices(window: NoticeWindow, notices: Iterable[str]) -> list[str]:
    """Show each notice not shown before in this run: the first in ``window``'s status
    line, all of them in a message box (``window.show_error``). Returns what was shown."""
    words = new_notices(notices)
    if words:
        window.statusBar().showMessage(words[0], STATUS_MS)
        window.show_error("\n\n".join(words))
    return words


def tell_write_notices(window: NoticeWindow, notices: Iterable[str], quiet: bool) -> None:
    """:func:`show_write_notices`, or only the log when ``quiet`` (the app quitting: no
    window left to show them)."""
    if quiet:
        for n in notices:
            log.warning("file notice: %s", n)
    else:
        show_write_notices(window, notices)


__all__ = ["new_notices", "show_write_notices", "tell_write_notices", "translated"]
