"""A small graph of the chance to win over a game: one point per recorded action.

Point ``i`` is the chance after action ``i + 1`` (the replay's index ``i + 1``), or,
given where play began, the chance at replay index ``play_start + i``: the setup has no
win chance (it is left blank). The 50% line, where play began and marked moments (the
review's) are drawn; in the replay window the moment shown is a vertical line and a click on the
graph jumps there (``index_clicked``).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QMouseEvent, QPainter, QPainterPath, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget


class WinChanceGraph(QWidget):
    """The win chance over a game, from one side's point of view."""

    index_clicked = Signal(int)  # the replay index (actions applied) under the click

    def __init__(self, parent: QWidget | None = None, colour: str = "#5cc8ff") -> None:
        super().__init__(parent)
        self.setObjectName("winChanceGraph")
        self._values: list[float] = []
        self._play_start: int | None = None
        self._marks: list[int] = []
        self._current: int | None = None
        self.colour = colour
        self.setMinimumSize(200, 90)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    # ------------------------------------------------------------------ data
    def set_series(self, values: Sequence[float], play_start: int | None = None) -> None:
        """``values``: chances in [0, 1]; ``values[i]`` is the chance after action
        ``i + 1``, or with ``play_start`` (how many setup actions came before play) the
        chance at replay index ``play_start + i``."""
        self._values = [min(1.0, max(0.0, float(v))) for v in values]
        self._play_start = play_start
        self.update()

    def _first(self) -> int:
        """The replay index of ``values[0]``."""
        return self._play_start if self._play_start else 1

    def _count(self) -> int:
        """The replay index of the last value: the number of actions shown."""
        return self._first() + len(self._values) - 1 if self._values else 0

    def values(self) -> list[float]:
        return list(self._values)

    def set_marks(self, indexes: Sequence[int]) -> None:
        """Replay indexes to mark (the moves a review names)."""
        self._marks = list(indexes)
        self.update()

    def set_current(self, index: int | None) -> None:
        self._current = index
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(320, 100)

    # ------------------------------------------------------------------ geometry
    def _plot(self) -> QRectF:
        return QRectF(self.rect()).adjusted(34, 6, -6, -6)

    def _x(self, index: int) -> float:
        """The x of replay index ``index`` (0: the start, n: after the last action)."""
        r = self._plot()
        n = max(1, self._count())
        return r.left() + r.width() * index / n

    def _y(self, value: float) -> float:
        r = self._plot()
        return r.bottom() - r.height() * value

    def index_at(self, x: float) -> int:
        r = self._plot()
        n = self._count()
        if n == 0 or r.width() <= 0:
            return 0
        return max(1, min(n, round((x - r.left()) / r.width() * n)))

    # ------------------------------------------------------------------ painting
    def paintEvent(self, _event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self._plot()
        p.fillRect(r, QColor(20, 26, 36))
        grid = QPen(QColor(90, 104, 122))
        grid.setStyle(Qt.PenStyle.DashLine)
        p.setPen(grid)
        p.drawLine(QPointF(r.left(), self._y(0.5)), QPointF(r.right(), self._y(0.5)))
        p.setPen(QColor(150, 162, 178))
        font = p.font()
        font.setPixelSize(10)
        p.setFont(font)
        for v, text in ((1.0, "100%"), (0.5, "50%"), (0.0, "0%")):
            y = self._y(v)
            p.drawText(QRectF(0, y - 7, 30, 14),
                       Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, text)
        n = self._count()
        first = self._first()
        if n == 0:
            p.end()
            return
        if self._play_start:
            p.setPen(QPen(QColor(120, 132, 150), 1, Qt.PenStyle.DotLine))
            x = self._x(self._play_start)
            p.drawLine(QPointF(x, r.top()), QPointF(x, r.bottom()))
        path = QPainterPath()
        path.moveTo(self._x(first), self._y(self._values[0]))
        for i, v in enumerate(self._values[1:], start=first + 1):
            path.lineTo(self._x(i), self._y(v))
        p.setPen(QPen(QColor(self.colour), 2))
        p.drawPath(path)
        p.setPen(QPen(QColor("#ff5d5d"), 2))
        p.setBrush(QColor("#ff5d5d"))
        for m in self._marks:
            if first <= m <= n:
                p.drawEllipse(QPointF(self._x(m), self._y(self._values[m - first])), 3.5, 3.5)
        if self._current is not None and 0 <= self._current <= n:
            p.setPen(QPen(QColor("#ffd76a"), 1))
            x = self._x(self._current)
            p.drawLine(QPointF(x, r.top()), QPointF(x, r.bottom()))
        p.end()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if self._values and event.button() == Qt.MouseButton.LeftButton:
            self.index_clicked.emit(self.index_at(event.position().x()))
            event.accept()
            return
        super().mousePressEvent(event)
