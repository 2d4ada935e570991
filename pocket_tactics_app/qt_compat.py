"""Work around a PySide6 reference-count bug on Python 3.11.

PySide6 6.12 built for CPython 3.11 returns ``None`` from void C++ methods without
taking a reference (harmless on 3.12+, where ``None`` is immortal). Every such call
(``QPainter.setPen``, ``drawEllipse`` ...) lowers ``None``'s reference count by one,
and after a few hundred thousand paint calls CPython aborts with "none_dealloc:
deallocating None". Until the binding is fixed, give ``None`` so many references
that it can never reach zero: the same thing CPython 3.12 does by design.
"""

from __future__ import annotations

import ctypes
import sys

_DONE = False


def keep_none_alive() -> None:
    """Idempotent; only acts for PySide6 6.12.x on CPython before 3.12."""
    global _DONE
    if _DONE or sys.version_info >= (3, 12) or sys.implementation.name != "cpython":
        return
    _DONE = True
    import PySide6

    if not PySide6.__version__.startswith("6.12."):
        return  # pyproject pins PySide6 below 6.12; this guards a manual upgrade
    # ob_refcnt is the first field of every CPython object (a Py_ssize_t).
    ctypes.c_ssize_t.from_address(id(None)).value += 1 << 48
