"""``fmt``: fill Qt-style ``%1``, ``%2`` … markers in a (translated) text.

Outside the layers, like ``qt_compat``: the controller and the ui both fill their
translated messages with it (``ui/describe.py`` re-exports it as ``describe.fmt``).
Keep the text literal inside ``tr("…")`` so that lupdate finds it, and pass the
translated text here: ``fmt(self.tr("Saved to %1"), path)``.
"""

from __future__ import annotations

import re

_MARKER = re.compile(r"%([1-9])")


def fmt(template: str, *args: object) -> str:
    """``template`` with ``%n`` replaced by ``str(args[n - 1])``, in one pass.

    Translators may reorder the markers. A marker with no argument stays as it is,
    and a marker inside an argument is left alone (a card named "50%1" stays so).
    """

    def fill(match: re.Match[str]) -> str:
        n = int(match.group(1))
        return str(args[n - 1]) if n <= len(args) else match.group(0)

    return _MARKER.sub(fill, template)


def english_plural(text: str, n: int) -> str:
    """A plural-form text (``tr("%n step(s)", "", n)``) settled for English, which has no
    catalogue: "(s)" and "(es)" become nothing for one and "s"/"es" otherwise ("1 step",
    "2 steps", "1 hex", "3 hexes"). A translated text has no such marks and passes as is.
    Pass the count as a plain variable in the ``tr`` call: lupdate skips a text whose
    count is an expression."""
    one = n == 1
    return text.replace("(s)", "" if one else "s").replace("(es)", "" if one else "es")


__all__ = ["english_plural", "fmt"]
