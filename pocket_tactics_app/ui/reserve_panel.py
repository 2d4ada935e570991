"""Both players' reserves and captives, and the drawn tile while the map is drafted.

Every entry is a button that reads clearly (clicking one shows its card). A reserve
unit that may be placed or deployed now is marked as ready: clicking it selects it
(``unit_clicked``), then a highlighted tile on the map places it; or it may be dragged
onto a highlighted tile (``drag_started`` / ``drag_finished``; the drop itself is
handled by the map, which reads the unit id from the ``UNIT_MIME`` data).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QMimeData, QPoint, QSize, Qt, Signal
from PySide6.QtGui import QDrag, QIcon, QMouseEvent, QResizeEvent
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QGridLayout,
    QLabel,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ..engine.game import Game
from ..textfmt import fmt
from . import describe, i18n, theme
from .hexmap import TileView, tile_pixmap, unit_token_pixmap

#: The drag-and-drop format of a reserve unit: its id, UTF-8.
UNIT_MIME = "application/x-pocket-tactics-unit"
#: The side of a captive's token button, in pixels.
CAPTIVE_SIZE = 44

_BUTTON_STYLE = (
    "QToolButton { text-align: left; padding: 3px 4px; font-size: 12px; color: #e6ebf2;"
    " background: #2b323c; border: 1px solid #46505c; border-radius: 5px; }"
    "QToolButton:hover { background: #354050; }"
    "QToolButton[ready=\"true\"] { border: 2px solid #4fd18b; background: #24382f; }"
    "QToolButton[ready=\"true\"]:hover { background: #2d4a3b; }"
    "QToolButton:checked { background: #5a4a10; border: 2px solid #ffc83d; }"
)


class _ReserveButton(QToolButton):
    """A reserve or captive entry; a ready reserve unit can be dragged to the map."""

    def __init__(self, start_drag: Callable[[str, QToolButton], object]) -> None:
        super().__init__()
        self.drag_unit: str | None = None
        self._start_drag = start_drag
        self._press: QPoint | None = None

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self._press = event.position().toPoint()
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if (
            self.drag_unit is not None
            and self._press is not None
            and event.buttons() & Qt.MouseButton.LeftButton
            and (event.position().toPoint() - self._press).manhattanLength()
            >= QApplication.startDragDistance()
        ):
            self._press = None
            self.setDown(False)
            self._start_drag(self.drag_unit, self)
            return
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        self._press = None
        super().mouseReleaseEvent(event)


class _PlayerBox(QFrame):
    unit_clicked = Signal(str)

    def __init__(
        self,
        player: int,
        start_drag: Callable[[str, QToolButton], object],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.player = player
        self._start_drag = start_drag
        style = theme.player_style(player)
        self.setObjectName("playerBox")
        self.setStyleSheet(
            f"#playerBox {{ border: 2px {'solid' if player == 0 else 'dashed'} {style.color};"
            " border-radius: 8px; }"
        )
        lay = QVBoxLayout(self)
        lay.setContentsMargins(8, 6, 8, 8)
        lay.setSpacing(4)
        self._margins = lay.contentsMargins()
        self.title = QLabel()
        self.title.setStyleSheet(f"color: {style.light}; font-weight: bold; font-size: 14px;")
        lay.addWidget(self.title)
        self.reserve_title = QLabel()
        lay.addWidget(self.reserve_title)
        self.reserve_grid = QGridLayout()
        self.reserve_grid.setSpacing(4)
        lay.addLayout(self.reserve_grid)
        self.captive_title = QLabel()
        lay.addWidget(self.captive_title)
        self.captive_grid = QGridLayout()
        self.captive_grid.setSpacing(4)
        self.captive_grid.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        lay.addLayout(self.captive_grid)
        self.buttons: dict[str, QToolButton] = {}
        self.captives: list[QToolButton] = []
        self._columns = 1

    def _clear(self, grid: QGridLayout) -> None:
        while grid.count():
            item = grid.takeAt(0)
            w = item.widget() if item is not None else None
            if w is not None:
                w.hide()
                w.deleteLater()

    def refresh(
        self, game: Game, players: tuple[str, str], selectable: set[str], selected: str | None
    ) -> None:
        p = self.player
        self.title.setText(describe.player_name(p, players))
        self._clear(self.reserve_grid)
        self._clear(self.captive_grid)
        self.buttons = {}
        reserve = game.reserve(p)
        self.reserve_title.setText(fmt(self.tr("Reserve (%1)"), str(len(reserve))))
        # Units of one card wait in the reserve as one entry ("2 × Cyber Grunt"): they are
        # the same until placed, and a 100-point army then fits the dock (8 rows were 6).
        # The entry stands for the selected unit of its card, else the first ready one.
        groups: dict[str, list[Any]] = {}
        for u in reserve:
            groups.setdefault(u.card.id, []).append(u)
        for i, units in enumerate(groups.values()):
            first = units[0]
            ready_ids = [u.id for u in units if u.id in selectable]
            rep = selected if selected in ready_ids else (ready_ids or [first.id])[0]
            name = i18n.card_name(first.card)
            label = f"{name} · {first.card.points}"
            if len(units) > 1:
                label = fmt(self.tr("%1 × %2"), len(units), label)
            b = self._token_button(name, first.owner, first.card.off.dice,
                                   first.card.defence.dice, label)
            ready = bool(ready_ids)
            b.setProperty("ready", ready)
            b.setCheckable(ready)
            b.setChecked(ready and rep == selected)
            if ready:
                b.drag_unit = rep
                b.setText(f"▸ {label}")
                b.setToolTip(describe.plain_tooltip(
                    fmt(self.tr("%1 — click it, then a glowing tile; or drag it onto the map."),
                        label)
                ))
                b.setCursor(Qt.CursorShape.OpenHandCursor)
            else:
                why = describe.deploy_block_reason(game, p)
                if why:
                    b.setToolTip(describe.plain_tooltip(f"{label}\n{why}"))
            b.setObjectName(f"reserve-{rep}")
            b.clicked.connect(lambda _=False, uid=rep: self.unit_clicked.emit(uid))
            for u in units:
                self.buttons[u.id] = b
            self.reserve_grid.addWidget(b, i, 0)
        if not reserve:
            self.reserve_grid.addWidget(self._dim(self.tr("empty")), 0, 0)
        held = game.captives(p)
        self.captive_title.setText(fmt(self.tr("Captives taken (%1)"), str(len(held))))
        # Captives are trophies: a row of tokens (the name on hover, the card on a
        # click), so a box holding a whole army still fits the dock at 1280x800.
        self.captives = []
        for u in held:
            name = i18n.card_name(u.card)
            b = self._token_button(name, u.owner, u.card.off.dice, u.card.defence.dice, name)
            b.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonIconOnly)
            b.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
            b.setFixedSize(CAPTIVE_SIZE, CAPTIVE_SIZE)
            b.setAccessibleName(name)
            b.setObjectName(f"captive-{u.id}")
            b.clicked.connect(lambda _=False, uid=u.id: self.unit_clicked.emit(uid))
            self.captives.append(b)
        self._place_captives()
        if not held:
            self.captive_grid.addWidget(self._dim(self.tr("none")), 0, 0)

    def _captive_columns(self) -> int:
        room = self.width() - self._margins.left() - self._margins.right()
        step = CAPTIVE_SIZE + self.captive_grid.spacing()
        return max(1, (room + self.captive_grid.spacing()) // step)

    def _place_captives(self) -> None:
        """Lay the captive tokens out in as many columns as the box's width takes."""
        columns = self._captive_columns()
        for b in self.captives:
            self.captive_grid.removeWidget(b)
        for i, b in enumerate(self.captives):
            self.captive_grid.addWidget(b, i // columns, i % columns)
        self._columns = columns

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self.captives and self._captive_columns() != self._columns:
            self._place_captives()

    def _dim(self, text: str) -> QLabel:
        lab = QLabel(text)
        lab.setStyleSheet("color: #8a93a0; font-style: italic;")
        return lab

    def _token_button(
        self, name: str, owner: int, off: int, def_: int, text: str
    ) -> _ReserveButton:
        b = _ReserveButton(self._start_drag)
        b.setIcon(QIcon(unit_token_pixmap(name, owner, off, def_, 40, self.devicePixelRatioF())))
        b.setIconSize(QSize(34, 34))
        b.setText(text)
        b.setToolTip(describe.plain_tooltip(text))
        b.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        # Ignored: a long name is cut at the dock's edge instead of widening the dock.
        b.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        b.setStyleSheet(_BUTTON_STYLE)
        return b


class DraftBox(QFrame):
    """The tile drawn from the bag (R2.5) and how many are left."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(8, 6, 8, 6)
        self.title = QLabel()
        self.title.setStyleSheet("font-weight: bold; font-size: 14px;")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.picture = QLabel()
        self.picture.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.caption = QLabel()
        self.caption.setWordWrap(True)
        self.caption.setTextFormat(Qt.TextFormat.PlainText)  # tile names and rules, no markup
        self.caption.setAlignment(Qt.AlignmentFlag.AlignCenter)
        lay.addWidget(self.title)
        lay.addWidget(self.picture)
        lay.addWidget(self.caption)

    def refresh(self, game: Game, players: tuple[str, str]) -> None:
        if game.phase != "tiles" or game.drawn is None:
            self.hide()
            return
        self.show()
        self.title.setText(self.tr("Drawn tile"))
        self.picture.setPixmap(
            tile_pixmap(TileView((0, 0), game.drawn), 96, self.devicePixelRatioF())
        )
        name = describe.tile_name(game.catalog, game.drawn)
        card = game.catalog.tile(game.drawn)
        left = len(game.bag)
        text = fmt(describe.english_plural(
            self.tr("%1 — for %2. %n tile(s) left in the bag.", "", left), left),
            name, describe.player_name(game.to_move, players))
        rule = i18n.tile_text(card)
        self.caption.setText(text + ("\n" + rule if rule else ""))


class ReservePanel(QWidget):
    """Dock contents: the draft box and one box per player."""

    unit_clicked = Signal(str)
    drag_started = Signal(str)  # a ready reserve unit is being dragged
    drag_finished = Signal(str, bool)  # ... and the drag ended (dropped on a legal tile?)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(6, 6, 6, 6)
        lay.setSpacing(8)
        self.placeholder = QLabel(self.tr("The armies appear here when a game starts."))
        self.placeholder.setWordWrap(True)
        self.placeholder.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.placeholder.setStyleSheet("color: #8a93a0; font-style: italic; padding: 12px;")
        lay.addWidget(self.placeholder)
        self.draft = DraftBox()
        lay.addWidget(self.draft)
        self.boxes = (_PlayerBox(0, self.start_drag), _PlayerBox(1, self.start_drag))
        for box in self.boxes:
            box.unit_clicked.connect(self.unit_clicked)
            lay.addWidget(box)
        lay.addStretch(1)
        self._dragging = False
        self._pending: tuple[Any, ...] | None = None

    def refresh(
        self, game: Game, players: tuple[str, str], selectable: set[str], selected: str | None
    ) -> None:
        if self._dragging:
            # The dragged button must outlive its drag: rebuild once the drag is over.
            self._pending = (game, players, selectable, selected)
            return
        self.placeholder.hide()
        self.draft.refresh(game, players)
        for box in self.boxes:
            box.show()
            box.refresh(game, players, selectable, selected)

    def clear(self) -> None:
        """No game: a short note instead of empty boxes."""
        self._pending = None
        self.placeholder.show()
        self.draft.hide()
        for box in self.boxes:
            box.hide()

    def start_drag(self, uid: str, source: QToolButton) -> bool:
        """Drag ``uid`` from its button (runs the drag; True if it was dropped)."""
        mime = QMimeData()
        mime.setData(UNIT_MIME, uid.encode("utf-8"))
        mime.setText(uid)
        drag = QDrag(source)
        drag.setMimeData(mime)
        icon = source.icon()
        side = source.iconSize().width() + 14
        drag.setPixmap(icon.pixmap(QSize(side, side), self.devicePixelRatioF()))
        drag.setHotSpot(QPoint(side // 2, side // 2))
        self._dragging = True
        self.drag_started.emit(uid)
        try:
            result = drag.exec(Qt.DropAction.MoveAction)
        finally:
            self._dragging = False
        self.drag_finished.emit(uid, result == Qt.DropAction.MoveAction)
        if self._pending is not None:
            pending, self._pending = self._pending, None
            self.refresh(*pending)
        return result == Qt.DropAction.MoveAction

    def button(self, uid: str) -> QToolButton | None:
        for box in self.boxes:
            if uid in box.buttons:
                return box.buttons[uid]
        return None
