"""A line of icons and words, wrapped to its width: how the mat and the tracks show costs
and gains ("[coin]1 → [power]+2 / [card]+1"), covered slots and upgrades as pips.

The icons are painted as vectors (``icons.paint_icon``) at the font's height, so they are
sharp at any device pixel ratio. The words each icon stands for go in the widget's
tooltip and accessible name (set by whoever builds it), so every number explains itself.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QEvent, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPaintEvent, QPalette
from PySide6.QtWidgets import QSizePolicy, QWidget

from .icons import paint_icon


@dataclass(frozen=True)
class Tok:
    """One piece of a line: an icon (by name, in a seat's ``colour``) or a word."""

    text: str = ""
    icon: str = ""
    colour: str = "#d8dce2"
    bold: bool = False
    warn: bool = False  # a word in the warning colour (a cost the seat cannot pay)
    glue: bool = False  # never wrapped away from the piece before it


Row = Sequence[Tok]
WARN = QColor("#ff9a7a")
GAP = 3.0  # pixels between pieces
MIN_WIDTH = 150  # pixels: the narrowest a line is laid out in (see ``minimumSizeHint``)


def words_of(text: str, *, bold: bool = False, warn: bool = False) -> list[Tok]:
    """``text`` as one piece per word, so a long line wraps between words."""
    return [Tok(text=w, bold=bold, warn=warn) for w in text.split(" ") if w]


class IconText(QWidget):
    """Rows of pieces, each row wrapped to the widget's width (height for width)."""

    def __init__(self, rows: Sequence[Row], parent: QWidget | None = None,
                 icon_scale: float = 1.3) -> None:
        super().__init__(parent)
        self.rows = [list(r) for r in rows]
        self.icon_scale = icon_scale
        sp = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        sp.setHeightForWidth(True)
        self.setSizePolicy(sp)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        # Layouts ask a line's height for a width many times a redraw: the pieces' widths
        # and each width's layout are kept until the font changes.
        self._widths: dict[tuple[Tok, float], float] = {}
        self._laid: dict[float, list[tuple[Tok, QRectF]]] = {}

    def changeEvent(self, event: QEvent) -> None:
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self._widths.clear()
            self._laid.clear()
        super().changeEvent(event)

    def icons(self) -> list[str]:
        """The names of the icons shown, in order."""
        return [t.icon for r in self.rows for t in r if t.icon]

    def _font(self, tok: Tok) -> QFont:
        f = QFont(self.font())
        f.setBold(tok.bold)
        return f

    def _width(self, tok: Tok, line: float) -> float:
        if tok.icon:
            return line * self.icon_scale
        known = self._widths.get((tok, line))
        if known is None:
            known = QFontMetricsF(self._font(tok)).horizontalAdvance(tok.text)
            self._widths[(tok, line)] = known
        return known

    def _line(self) -> float:
        return QFontMetricsF(self.font()).height()

    @staticmethod
    def _groups(row: Row) -> list[list[Tok]]:
        """The row cut where it may wrap: a number stays with its icon, an arrow with
        what it follows, a glued piece with the one before."""
        out: list[list[Tok]] = []
        for tok in row:
            prev = out[-1][-1] if out else None
            joined = prev is not None and tok.text != " " and prev.text != " " and (
                tok.glue or tok.text == "→" or (bool(prev.icon) and bool(tok.text)
                                                 and tok.text != "/"))
            if joined:
                out[-1].append(tok)
            else:
                out.append([tok])
        return out

    def _layout(self, width: float) -> list[tuple[Tok, QRectF]]:
        known = self._laid.get(width)
        if known is not None:
            return known
        line = self._line()
        h = max(line, line * self.icon_scale)
        out: list[tuple[Tok, QRectF]] = []
        y = 0.0
        for row in self.rows:
            x = 0.0
            for group in self._groups(row):
                need = sum(self._width(t, line) for t in group) + GAP * (len(group) - 1)
                if x > 0 and x + need > width:
                    x, y = 0.0, y + h + 1
                for tok in group:
                    w = self._width(tok, line)
                    out.append((tok, QRectF(x, y, w, h)))
                    x += w + GAP
            y += h + 2
        self._laid[width] = out
        return out

    def heightForWidth(self, width: int) -> int:
        laid = self._layout(float(max(width, 1)))
        return int(max((r.bottom() for _t, r in laid), default=0.0)) + 1

    def hasHeightForWidth(self) -> bool:
        return True

    def sizeHint(self) -> QSize:
        line = self._line()
        width = max((sum(self._width(t, line) + GAP for t in r) for r in self.rows),
                    default=0.0)
        return QSize(int(width) + 1, self.heightForWidth(int(width) + 1))

    def minimumSizeHint(self) -> QSize:
        """As narrow as the widest piece allows but no narrower than ``MIN_WIDTH``, and as
        tall as the rows unwrapped: the layouts and the scroll area size by height for
        width, and a minimum taken wrapped piece by piece would make every slot tall."""
        line = self._line()
        widest = max((self._width(t, line) for r in self.rows for t in r), default=0.0)
        full = self.sizeHint()
        width = int(max(widest, min(full.width(), MIN_WIDTH))) + 1
        return QSize(width, full.height())

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        # The active colour even when the slot is not clickable now: a player waiting for
        # the others still reads their mat.
        text = self.palette().color(QPalette.ColorGroup.Active, QPalette.ColorRole.WindowText)
        for tok, rect in self._layout(float(self.width())):
            if tok.icon:
                paint_icon(p, tok.icon, rect, tok.colour)
                continue
            p.setFont(self._font(tok))
            p.setPen(WARN if tok.warn else text)
            p.drawText(rect, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
                       tok.text)
        p.end()


__all__ = ["IconText", "Row", "Tok", "words_of"]
