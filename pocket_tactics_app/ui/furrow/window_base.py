"""The Furrow & Foundry window's menus and files: its actions (New game, Save as, Open,
the replays, Fit, Undo, the rules), the hand-off screen between two humans, and opening,
saving and replaying its games. :class:`~.window.FurrowWindow` is built on it."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QDialog,
    QFileDialog,
    QFrame,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...controller.furrow_controller import FurrowController, FurrowSetup
from ...storage import paths
from ...storage.errors import StorageError
from .. import i18n
from ..board.geometry import Hex
from . import waste_warnings
from .board import FurrowScene, FurrowView
from .new_game import autosave_path


class HandOff(QFrame):
    """Covers the window between two humans at one screen."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("furrowHandOff")
        self.setAutoFillBackground(True)
        self.setStyleSheet("QFrame#furrowHandOff { background: #15181d; }")
        lay = QVBoxLayout(self)
        lay.addStretch(1)
        self.label = QLabel()
        self.label.setObjectName("handOffText")
        self.label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.label.setTextFormat(Qt.TextFormat.RichText)
        lay.addWidget(self.label)
        self.button = QPushButton()
        self.button.setObjectName("handOffShow")
        self.button.setMinimumHeight(40)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.button)
        row.addStretch(1)
        lay.addLayout(row)
        lay.addStretch(1)
        self.seat: int | None = None


#: The window's words keep the context of the window they appear in (lupdate reads the
#: literal context of each translate call).
_Q = QCoreApplication


class FurrowWindowBase(QMainWindow):
    """The menus and files of the Furrow & Foundry window."""

    if TYPE_CHECKING:
        controller: FurrowController
        view: FurrowView
        scene: FurrowScene
        handoff: HandOff
        _glow: dict[Hex, str]
        save_path: Path | None
        replay: QDialog | None
        new_dialog: QDialog | None
        _unlocked: int | None
        _end_shown: bool
        _dialog: QWidget | None

        def refresh(self) -> None: ...

        def deciding(self) -> int | None: ...

        def start(self, setup: FurrowSetup, seats: list[str]) -> None: ...

        def cancel_choice(self) -> None: ...

        def _undo(self) -> None: ...

        def _section_key(self, n: int) -> None: ...

    def _build_actions(self) -> None:
        """The window's actions and its own menu bar (hidden when the shell hosts it, its
        actions then in the shell's menus); Esc and the keys 1-5 on the window itself."""
        #: Set when the window is hosted in the shell: New game is the shell's dialog.
        self.new_game_handler: Callable[[], object] | None = None
        #: Set when the window is hosted in the shell: keeps the warnings silenced.
        self.keep_warnings: Callable[[], object] | None = None
        #: False: nothing is autosaved (a screenshot run).
        self.autosave = True
        self.errors: list[str] = []

        def action(text: str, slot: Callable[[], object],
                   shortcut: QKeySequence | QKeySequence.StandardKey | None = None) -> QAction:
            act = QAction(text, self)
            if shortcut is not None:
                act.setShortcut(QKeySequence(shortcut))
            act.triggered.connect(lambda _=False: slot())
            return act

        K = QKeySequence.StandardKey
        self.act_new = action(_Q.translate("FurrowWindow", "&New game…"),
                              self.new_game_dialog, K.New)
        self.undo_action = action(_Q.translate("FurrowWindow", "&Undo"), self._undo, K.Undo)
        self.act_save_as = action(_Q.translate("FurrowWindow", "&Save as…"), self.save_as,
                                  K.Save)
        self.act_open = action(_Q.translate("FurrowWindow", "&Open…"), self.open_file)
        self.act_replay = action(_Q.translate("FurrowWindow", "&Replay this game…"),
                                 self.open_replay)
        self.act_replay_file = action(_Q.translate("FurrowWindow", "Open a re&play…"),
                                      self.open_replay_file)
        self.act_fit = action(_Q.translate("FurrowWindow", "&Fit the board"), self.view.fit,
                              QKeySequence("Ctrl+0"))
        self.act_warnings = action(_Q.translate("FurrowWindow", "Show all &warnings again"),
                                   lambda: waste_warnings.show_all_again(self))
        self.act_warnings.setObjectName("showAllWarnings")
        self.act_close = action(_Q.translate("FurrowWindow", "&Close"), self.close)
        self.act_rules = action(_Q.translate("FurrowWindow", "&Rules of Furrow && Foundry"),
                                self.show_rules, K.HelpContents)
        menu = self.menuBar().addMenu(_Q.translate("FurrowWindow", "&Game"))
        for act in (self.act_new, self.act_save_as, self.act_open, self.act_replay,
                    self.act_replay_file, None, self.act_close):
            if act is None:
                menu.addSeparator()
            else:
                menu.addAction(act)
        self.menuBar().addMenu(_Q.translate("FurrowWindow", "&Edit")).addAction(self.undo_action)
        view = self.menuBar().addMenu(_Q.translate("FurrowWindow", "&View"))
        view.addAction(self.act_fit)
        view.addAction(self.act_warnings)
        self.menuBar().addMenu(_Q.translate("FurrowWindow", "&Help")).addAction(self.act_rules)
        cancel = QAction(_Q.translate("FurrowWindow", "Cancel the choice in progress"), self)
        cancel.setShortcut(QKeySequence(Qt.Key.Key_Escape))
        cancel.triggered.connect(self.cancel_choice)
        self.addAction(cancel)  # Esc: no menu entry
        for n in range(1, 6):  # keys 1-5 choose a section (when it may be chosen)
            key = QAction(self)
            key.setShortcut(QKeySequence(str(n)))
            key.triggered.connect(lambda _=False, n=n: self._section_key(n))
            self.addAction(key)
        self.rules: QDialog | None = None

    def new_game_dialog(self) -> None:
        """Another game of Furrow & Foundry in this window (or resume the autosaved one);
        hosted in the shell, the shell's New game dialog."""
        from .new_game import FurrowNewGameDialog

        if self.new_game_handler is not None:
            self.new_game_handler()
            return
        dlg = FurrowNewGameDialog(self)
        dlg.accepted_config.connect(self.start)
        dlg.resume_requested.connect(lambda path: self.load(Path(path), saved=False))
        self.new_dialog = dlg
        dlg.open()

    def show_rules(self, rule: str | None = None) -> None:
        """Help ▸ Rules: the rules by section and rule ID, searchable (``rule``: open at
        that section or rule, e.g. ``S10.7``)."""
        from .rules import FurrowRulesDialog

        if self.rules is None:
            self.rules = FurrowRulesDialog(self)
        if rule is not None and isinstance(self.rules, FurrowRulesDialog):
            self.rules.show_rule(rule)
        self.rules.show()
        self.rules.raise_()

    def open_replay(self) -> None:
        from .replay import FurrowReplay

        c = self.controller
        if not c.has_game():
            return
        dlg = FurrowReplay(c.history(), list(c.entries), list(c.seats), self)
        self.replay = dlg
        dlg.show()

    def open_replay_file(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self, _Q.translate("FurrowWindow", "Open a replay"), str(paths.saves_dir()),
            _Q.translate("FurrowWindow", "Furrow & Foundry games (*.json)"))
        if path:
            self.replay_file(Path(path))

    def replay_file(self, path: Path) -> None:
        """A saved game's replay in its own window; the game in progress stays."""
        from .replay import replay_of_file

        try:
            dlg = replay_of_file(path, self)
        except (OSError, StorageError, ValueError, KeyError, TypeError) as exc:
            QMessageBox.warning(self, _Q.translate("FurrowWindow", "Open a replay"), str(exc))
            return
        self.replay = dlg
        dlg.show()

    # ------------------------------------------------------------------ files
    def save_as(self) -> bool:
        """Save the game to a file the player chooses (False: not saved)."""
        path, _ = QFileDialog.getSaveFileName(
            self, _Q.translate("FurrowWindow", "Save the game"), str(paths.saves_dir()),
            _Q.translate("FurrowWindow", "Furrow & Foundry games (*.furrow.json)"),
            options=i18n.file_dialog_options())
        if not path:
            return False
        if not path.endswith(".json"):
            path += ".furrow.json"
        try:
            self.save_path = self.controller.save_to(path)
        except (OSError, StorageError, ValueError) as exc:
            QMessageBox.warning(self, _Q.translate("FurrowWindow", "Save the game"), str(exc))
            return False
        return True

    def open_file(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self, _Q.translate("FurrowWindow", "Open a game"), str(paths.saves_dir()),
            _Q.translate("FurrowWindow", "Furrow & Foundry games (*.json)"),
            options=i18n.file_dialog_options())
        if path:
            self.load(Path(path))

    def load(self, path: Path, *, saved: bool = True) -> bool:
        """Open the game of ``path`` (``saved``: a file of the player's, not the
        autosave); False, the player told why, when it cannot be read."""
        from ...storage.furrow_saves import FURROW_SAVES

        try:
            self.controller.load_save(FURROW_SAVES.load(path), saved=saved)
        except (OSError, StorageError, ValueError, KeyError, TypeError) as exc:
            QMessageBox.warning(self, _Q.translate("FurrowWindow", "Open a game"), str(exc))
            return False
        self.after_load(path if saved else None)
        return True

    def after_load(self, save_path: Path | None = None) -> None:
        """The window follows a game the controller has just loaded (``save_path``: the
        player's file it came from; None for the autosave or its backup)."""
        self.save_path = save_path
        humans = self.controller.humans()
        self._unlocked = humans[0] if len(humans) == 1 else None
        self._end_shown = self.controller.game.over
        self.controller.autosave_path = autosave_path() if self.autosave else None
        if save_path is not None:  # opened from a file: offered at the next start too
            self.controller.autosave_now()
        self.refresh()
        self.view.fit()

    def show_error(self, message: str) -> QMessageBox:
        """A message box over the window, opened (the message kept in ``errors`` too)."""
        self.errors.append(message)
        box = QMessageBox(QMessageBox.Icon.Warning,
                          _Q.translate("FurrowWindow", "Furrow & Foundry"), message,
                          QMessageBox.StandardButton.Ok, self)
        box.open()
        return box


__all__ = ["FurrowWindowBase", "HandOff"]
