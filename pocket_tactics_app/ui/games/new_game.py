"""The shell's New game dialog: the game chosen at the top, that game's page below.

Each page is the game's own new-game dialog, embedded (made when the game is first
chosen); starting a game on it hosts that game in the shell. The player can go from
one game to the other and back as often as they like.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QButtonGroup,
    QDialog,
    QGroupBox,
    QHBoxLayout,
    QRadioButton,
    QSizePolicy,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from . import ShellServices, game_ids, game_ui


class NewGameChooser(QDialog):
    """Game ▸ New game in the shell."""

    def __init__(self, shell: ShellServices, parent: QWidget | None, initial: str) -> None:
        super().__init__(parent)
        self.setObjectName("newGameChooser")
        self.shell = shell
        lay = QVBoxLayout(self)
        box = QGroupBox(QCoreApplication.translate("NewGameDialog", "Game"))
        row = QHBoxLayout(box)
        self.group = QButtonGroup(self)
        self.choices: dict[str, QRadioButton] = {}
        for game_id in game_ids():
            button = QRadioButton(game_ui(game_id).title().replace("&", "&&"))
            button.setObjectName(f"game-{game_id}")
            button.toggled.connect(lambda on, g=game_id: self.show_game(g) if on else None)
            self.group.addButton(button)
            row.addWidget(button)
            self.choices[game_id] = button
        row.addStretch(1)
        lay.addWidget(box)
        self.stack = QStackedWidget()
        lay.addWidget(self.stack, 1)
        self.pages: dict[str, QDialog] = {}
        # A hosted content's id may name a way of playing after its game ("furrow/network"):
        # the dialog opens on that game's page.
        game = initial.partition("/")[0]
        self.choices[game if game in self.choices else game_ids()[0]].setChecked(True)

    def current_game(self) -> str:
        return next(g for g, b in self.choices.items() if b.isChecked())

    def page(self, game_id: str) -> QDialog:
        """The page of ``game_id`` (made now if it was not yet)."""
        page = self.pages.get(game_id)
        if page is None:
            page = game_ui(game_id).new_game_page(self.shell, self)
            page.setWindowFlags(Qt.WindowType.Widget)  # a page in this dialog
            page.finished.connect(self.done)  # its Start or Cancel closes the dialog
            self.pages[game_id] = page
            self.stack.addWidget(page)
        return page

    def show_game(self, game_id: str) -> None:
        page = self.page(game_id)
        for other in self.pages.values():  # the dialog takes the size of the page shown
            policy = (QSizePolicy.Policy.Preferred if other is page
                      else QSizePolicy.Policy.Ignored)
            other.setSizePolicy(policy, policy)
        self.stack.setCurrentWidget(page)
        self.choices[game_id].setChecked(True)
        self.setWindowTitle(page.windowTitle())
        page.show()
        self.adjustSize()


__all__ = ["NewGameChooser"]
