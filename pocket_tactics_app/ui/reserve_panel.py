"""Both players' reserves and captives, and the drawn tile while the map is drafted.

A reserve unit that may be placed or deployed now is a button: clicking it selects
it (``unit_chosen``), then a highlighted tile on the map places it.
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QLabel,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ..engine.game import Game
from . import describe, i18n, theme
from .hexmap import TileView, tile_pixmap, unit_token_pixmap


class _PlayerBox(QFrame):
    unit_clicked = Signal(str)

    def __init__(self, player: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.player = player
        style = theme.player_style(player)
        self.setObjectName("playerBox")
        self.setStyleSheet(
            f"#playerBox {{ border: 2px {'solid' if player == 0 else 'dashed'} {style.color};"
            " border-radius: 8px; }"
        )
        lay = QVBoxLayout(self)
        lay.setContentsMargins(8, 6, 8, 8)
        lay.setSpacing(4)
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
        lay.addLayout(self.captive_grid)
        self.buttons: dict[str, QToolButton] = {}

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
        self.reserve_title.setText(self.tr("Reserve (%1)").replace("%1", str(len(reserve))))
        for i, u in enumerate(reserve):
            b = self._token_button(
                i18n.card_name(u.card),
                u.owner,
                u.card.off.dice,
                u.card.defence.dice,
                f"{i18n.card_name(u.card)} · {u.card.points}",
            )
            b.setCheckable(True)
            b.setChecked(u.id == selected)
            b.setEnabled(u.id in selectable)
            b.setObjectName(f"reserve-{u.id}")
            b.clicked.connect(lambda _=False, uid=u.id: self.unit_clicked.emit(uid))
            self.buttons[u.id] = b
            self.reserve_grid.addWidget(b, i, 0)
        if not reserve:
            self.reserve_grid.addWidget(self._dim(self.tr("empty")), 0, 0)
        held = game.captives(p)
        self.captive_title.setText(self.tr("Captives taken (%1)").replace("%1", str(len(held))))
        for i, u in enumerate(held):
            b = self._token_button(
                i18n.card_name(u.card), u.owner, u.card.off.dice, u.card.defence.dice,
                i18n.card_name(u.card),
            )
            b.setEnabled(True)
            b.clicked.connect(lambda _=False, uid=u.id: self.unit_clicked.emit(uid))
            self.captive_grid.addWidget(b, i, 0)
        if not held:
            self.captive_grid.addWidget(self._dim(self.tr("none")), 0, 0)

    def _dim(self, text: str) -> QLabel:
        lab = QLabel(text)
        lab.setStyleSheet("color: #8a93a0; font-style: italic;")
        return lab

    def _token_button(self, name: str, owner: int, off: int, def_: int, text: str) -> QToolButton:
        b = QToolButton()
        b.setIcon(QIcon(unit_token_pixmap(name, owner, off, def_, 40, self.devicePixelRatioF())))
        b.setIconSize(QSize(34, 34))
        b.setText(text)
        b.setToolTip(text)
        b.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        b.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        b.setStyleSheet(
            "QToolButton { text-align: left; padding: 2px; font-size: 11px; }"
            "QToolButton:checked { background: #5a4a10; border: 2px solid #ffc83d;"
            " border-radius: 4px; }"
        )
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
        text = (
            self.tr("%1 — for %2. %3 tile(s) left in the bag.")
            .replace("%1", name)
            .replace("%2", describe.player_name(game.to_move, players))
            .replace("%3", str(len(game.bag)))
        )
        self.caption.setText(text + ("\n" + card.text if card.text else ""))


class ReservePanel(QWidget):
    """Dock contents: the draft box and one box per player."""

    unit_clicked = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(6, 6, 6, 6)
        lay.setSpacing(8)
        self.draft = DraftBox()
        lay.addWidget(self.draft)
        self.boxes = (_PlayerBox(0), _PlayerBox(1))
        for box in self.boxes:
            box.unit_clicked.connect(self.unit_clicked)
            lay.addWidget(box)
        lay.addStretch(1)

    def refresh(
        self, game: Game, players: tuple[str, str], selectable: set[str], selected: str | None
    ) -> None:
        self.draft.refresh(game, players)
        for box in self.boxes:
            box.refresh(game, players, selectable, selected)

    def button(self, uid: str) -> QToolButton | None:
        for box in self.boxes:
            if uid in box.buttons:
                return box.buttons[uid]
        return None
