"""One way to survive a bug in a handler: log it, show it, redraw, go on.

Every click, key, drag and menu handler of the main window runs inside
:func:`error_guard`, as a ``with`` block or through the :func:`guarded` decorator, so
an unexpected exception never ends the app: it is logged, shown to the player in the
same words ("Something went wrong: …") and the window is redrawn from the game, which
the controller keeps at its last good state. Expected failures (a file that cannot be
read, a save that cannot be written) are not errors of this kind: their handlers say
what went wrong in their own words.
"""

from __future__ import annotations

import functools
import logging
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any, Protocol, TypeVar, cast

from PySide6.QtCore import QCoreApplication

from ..textfmt import fmt

log = logging.getLogger(__name__)

F = TypeVar("F", bound=Callable[..., Any])


class ErrorSink(Protocol):
    """Where an error is shown and what is redrawn after it (the main window)."""

    def show_error(self, message: str) -> None: ...

    def refresh(self) -> None: ...


@contextmanager
def error_guard(sink: ErrorSink, what: str) -> Iterator[None]:
    """Run the block; an exception in it is logged, shown through ``sink`` and followed
    by ``sink.refresh()``, and goes no further."""
    try:
        yield
    except Exception as exc:  # noqa: BLE001 - the point is to catch everything
        log.exception("error in %s", what)
        sink.show_error(fmt(QCoreApplication.translate("MainWindow", "Something went wrong: %1"),
                            repr(exc)))
        try:
            sink.refresh()
        except Exception:  # noqa: BLE001
            log.exception("refresh after an error failed")


def guarded(method: F) -> F:
    """A method of an :class:`ErrorSink` run inside :func:`error_guard` (None on error)."""

    @functools.wraps(method)
    def wrapper(self: ErrorSink, *args: Any, **kwargs: Any) -> Any:
        with error_guard(self, method.__name__):
            return method(self, *args, **kwargs)
        return None

    return cast(F, wrapper)


__all__ = ["ErrorSink", "error_guard", "guarded"]
