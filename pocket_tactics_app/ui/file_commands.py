"""Game ▸ New, Open, Save, Save as, Resume and the replays, for the main window.

:class:`FileCommands` starts, loads, saves and resumes games through the controller and
``storage``, opens the replay window, offers the autosaved game at start, and asks
before a game in progress that is in no save file would be lost (settings
``confirm_actions``; Quit asks too when the autosave failed). A file that cannot be
read or written is said so in words; any other error goes through the window's one
error guard (:mod:`.guard`).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from ..engine.game import GameSetup
from ..textfmt import fmt
from . import i18n
from .confirm import ask_before_leaving
from .games import saves_folder
from .guard import guarded
from .write_notices import show_write_notices

if TYPE_CHECKING:
    from ..storage.armies import ArmyList
    from .new_game_dialog import NewGameDialog
    from .window_api import GameWindow


class FileCommands(QObject):
    """The main window's file commands; ``save_path`` is the file the game was last
    saved to or loaded from (None: none, or the autosave). ``parent`` is the window
    as a widget: the parent of the dialogs."""

    def __init__(self, window: GameWindow, parent: QWidget) -> None:
        super().__init__(parent)
        self.window = window
        self.parent_widget = parent
        self.controller = window.controller
        self.save_path: Path | None = None
        #: The setup, players and difficulty of the last game started here (Rematch).
        self.last_setup: tuple[GameSetup, tuple[str, str], str] | None = None
        self.new_dialog: NewGameDialog | None = None
        self.confirm_box: QMessageBox | None = None
        self.resume_box: QMessageBox | None = None
        self.replay_window: QWidget | None = None
        #: Set when the window is hosted in the shell: New game goes to the shell's dialog
        #: (which lets the player choose the game too).
        self.new_game_handler: Callable[[], object] | None = None

    # the error guard's sink: the window
    def show_error(self, message: str) -> None:
        self.window.show_error(message)

    def refresh(self) -> None:
        self.window.refresh()

    def _opened(self, path: Path | None) -> None:
        """A game was started, loaded or resumed: its file (if any) in the title, fitted."""
        self.save_path = path
        self.window.update_title()
        self.window.view.fit()

    # ------------------------------------------------------------------ leaving a game
    def confirmations_on(self) -> bool:
        settings = self.window.settings
        return settings is not None and settings.confirm_actions

    def needs_confirmation(self, *, kept_by_autosave: bool = False) -> bool:
        """Leaving now would lose unsaved progress and the player wants to be asked.

        When the autosave failed the game is saved nowhere: New game, Open and Quit ask
        even if the player turned confirmations off.
        """
        c = self.controller
        if not c.is_modified():
            return False
        if c.autosave and c.setup is not None and not c.kept_by_autosave():
            return True  # the autosave failed: asked whatever the settings say
        return self.confirmations_on() and not (kept_by_autosave and c.kept_by_autosave())

    def confirm_leave(
        self,
        question: str,
        go_text: str,
        then: Callable[[], object],
        *,
        kept_by_autosave: bool = False,
    ) -> bool:
        """Run ``then`` now (True), or ask first when a game in progress is not saved.

        ``kept_by_autosave``: nothing is lost when the autosave keeps the game (Quit).
        The question is a window-modal box; ``then`` runs if the player saves or goes on.
        """
        if not self.needs_confirmation(kept_by_autosave=kept_by_autosave):
            then()
            return True

        def closed() -> None:
            self.confirm_box = None

        self.confirm_box = ask_before_leaving(
            self.parent_widget, question, go_text, then,
            self.save_game if self.controller.setup is not None else None, closed)
        return False

    # ------------------------------------------------------------------ new games
    @guarded
    def new_game_dialog(self, chosen: ArmyList | None = None) -> None:
        if self.new_game_handler is not None and chosen is None:
            self.new_game_handler()
            return
        self.confirm_leave(
            self.tr("Start a new game anyway? This game will be lost."),
            self.tr("New game"),
            lambda: self._open_new_game_dialog(chosen),
        )

    @guarded
    def _open_new_game_dialog(self, chosen: ArmyList | None = None) -> None:
        from .army_files import load_saved_armies
        from .new_game_dialog import NewGameDialog

        w = self.window
        dlg = NewGameDialog(
            w.catalog,
            self.parent_widget,
            default_difficulty=w.prefs.default_difficulty,
            saved=load_saved_armies(w.catalog),
            chosen=chosen,
            last_armies=(w.prefs.last_army_first, w.prefs.last_army_second),
            last_limit=w.prefs.last_point_limit,
        )
        dlg.accepted_config.connect(lambda *_: self.remember_armies(dlg))
        dlg.accepted_config.connect(self.start_game)
        self.new_dialog = dlg
        dlg.open()

    def remember_armies(self, dlg: NewGameDialog) -> None:
        """The armies and point limit of the game begun become the next dialog's
        (settings.last_army_first/second, last_point_limit)."""
        w = self.window
        if w.settings is None:
            return
        first, second = dlg.army_keys()
        w.store_settings(replace(w.settings, last_army_first=first, last_army_second=second,
                                 last_point_limit=dlg.limit.value()), quiet=True)

    @guarded
    def start_game(self, setup: GameSetup, players: tuple[str, str], difficulty: str) -> None:
        self.last_setup = (setup, players, difficulty)
        self.save_path = None
        self.controller.new_game(setup, players, difficulty)
        self.window.view.fit()

    @guarded
    def rematch(self) -> None:
        c = self.controller
        if self.last_setup is None and c.setup is not None:
            self.last_setup = (c.setup, c.players, c.difficulty)
        if self.last_setup is None:
            self.new_game_dialog()
            return
        setup, players, difficulty = self.last_setup
        new = GameSetup.from_json({**setup.to_json(), "seed": random.randrange(1, 10**9)})
        self.start_game(new, players, difficulty)

    # ------------------------------------------------------------------ open, save
    @guarded
    def open_game(self) -> None:
        self.confirm_leave(
            self.tr("Open another game anyway? This game will be lost."),
            self.tr("Open another"),
            self._choose_and_open,
        )

    @guarded
    def _choose_and_open(self) -> None:
        name, _ = QFileDialog.getOpenFileName(
            self.parent_widget, self.tr("Open a saved game"), saves_folder(),
            self.tr("Pocket Tactics saves (*.json)"),
            options=i18n.file_dialog_options(),
        )
        if name:
            self.load_file(Path(name))

    def load_file(self, path: Path) -> bool:
        from ..storage.errors import StorageError
        from ..storage.saves import SAVES

        try:
            save = SAVES.load(path)
            self.controller.load_save(save)
        except (StorageError, ValueError) as exc:
            self.show_error(fmt(self.tr("Cannot open %1: %2"), path, exc))
            return False
        self._opened(path)
        return True

    @guarded
    def save_game(self) -> bool:
        if self.save_path is None:
            return bool(self.save_game_as())
        return self.write(self.save_path)

    @guarded
    def save_game_as(self) -> bool:
        if not self.controller.has_game():
            return False
        from ..storage import paths

        folder = paths.saves_dir()
        folder.mkdir(parents=True, exist_ok=True)
        name, _ = QFileDialog.getSaveFileName(
            self.parent_widget,
            self.tr("Save the game"),
            str(folder / "game.json"),
            self.tr("Pocket Tactics saves (*.json)"),
            options=i18n.file_dialog_options(),
        )
        if name:
            path = Path(name if name.endswith(".json") else name + ".json")
            return self.write(path)
        return False

    def write(self, path: Path) -> bool:
        """Save the game to ``path`` (False, and the player told why, if it failed)."""
        from ..storage.errors import StorageError
        from ..storage.saves import SAVES

        notices: list[str] = []
        try:
            SAVES.write(path, self.controller.to_save(), notices=notices)
        except (StorageError, ValueError) as exc:
            self.show_error(str(exc))
            return False
        show_write_notices(self.window, notices)
        self.save_path = path
        self.controller.mark_saved()
        self.window.update_title()
        self.window.statusBar().showMessage(fmt(self.tr("Saved to %1"), path), 4000)
        return True

    # ------------------------------------------------------------------ the autosave
    @guarded
    def resume(self) -> bool:
        """Game ▸ Resume last game: the unfinished game in the autosave."""
        from ..storage.saves import SAVES

        # The autosave, else its backup: each candidate is replayed into the controller
        # (the autosave is no file of the player's), and the first that replays stays.
        found = SAVES.resume(check=lambda save: self.controller.load_save(save, saved=False))
        if found.save is None:
            if found.notices:
                self.show_error(found.message())
            else:
                self.window.statusBar().showMessage(
                    self.tr("There is no unfinished game to resume."), 4000
                )
            return False
        if found.notices:  # restored from the backup, or a finished game not saved as such
            self.show_error(found.message())
        self._opened(None)
        return True

    def offer_resume(self) -> None:
        """At start: offer the unfinished game the autosave holds (a crash or a quit
        left it), else the new game dialog. Resume is the default button; New game (or
        Esc) opens the dialog and leaves the autosave for Game ▸ Resume last game until
        the new game's first autosave."""
        from ..storage.saves import find_resumable

        try:
            save = find_resumable()
        except Exception:  # noqa: BLE001 - an unreadable autosave: a new game instead
            save = None
        if save is None:
            self.new_game_dialog()
            return
        from .confirm import ask_to_resume

        def resumed() -> bool:
            if not self.resume():
                return False
            self.window.statusBar().showMessage(self.tr("Resumed your last game."), 5000)
            return True

        def closed() -> None:
            self.resume_box = None

        self.resume_box = ask_to_resume(self.parent_widget, None, save.created, len(save.actions),
                                        resumed, self.new_game_dialog, closed)

    # ------------------------------------------------------------------ replays
    @guarded
    def open_replay(self) -> None:
        """Step through any saved or finished game, of either game; the game in
        progress stays open."""
        from .games import open_replay_dialog

        self.replay_window = open_replay_dialog(self.parent_widget)

    @guarded
    def replay_this_game(self) -> None:
        from .replay_window import ReplayWindow

        if self.controller.setup is None:
            self.show_error(self.tr("A game started from a position has no replay."))
            return
        win = ReplayWindow.from_save(self.controller.to_save(), self.window.catalog,
                                     self.parent_widget)
        win.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        win.show()
        self.replay_window = win


__all__ = ["FileCommands"]
