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
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QFileDialog, QMessageBox

from ..engine.game import GameSetup
from ..textfmt import fmt
from . import i18n
from .guard import guarded

if TYPE_CHECKING:
    from .main_window import MainWindow
    from .new_game_dialog import NewGameDialog
    from .replay_window import ReplayWindow


class FileCommands(QObject):
    """The main window's file commands; ``save_path`` is the file the game was last
    saved to or loaded from (None: none, or the autosave)."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.controller = window.controller
        self.save_path: Path | None = None
        #: The setup, players and difficulty of the last game started here (Rematch).
        self.last_setup: tuple[GameSetup, tuple[str, str], str] | None = None
        self.new_dialog: NewGameDialog | None = None
        self.confirm_box: QMessageBox | None = None
        self.resume_box: QMessageBox | None = None
        self.replay_window: ReplayWindow | None = None
        # Furrow & Foundry: its new-game dialog and its open windows (issue 15).
        self.furrow_dialog: QObject | None = None
        self.furrow_windows: list[QObject] = []
        self.furrow_replay: QObject | None = None

    # the error guard's sink: the window
    def show_error(self, message: str) -> None:
        self.window.show_error(message)

    def refresh(self) -> None:
        self.window.refresh()

    def _saves_folder(self) -> str:
        from ..storage import paths

        return str(paths.saves_dir()) if paths.saves_dir().is_dir() else str(Path.home())

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

        When the autosave failed the game is saved nowhere: Quit asks even if the
        player turned confirmations off.
        """
        c = self.controller
        if not c.is_modified():
            return False
        if kept_by_autosave and c.autosave and c.setup is not None and not c.kept_by_autosave():
            return True
        return self.confirmations_on() and not (kept_by_autosave and c.kept_by_autosave())

    def confirm_leave(
        self,
        question: str,
        go_text: str,
        then: Callable[[], Any],
        *,
        kept_by_autosave: bool = False,
    ) -> bool:
        """Run ``then`` now (True), or ask first when a game in progress is not saved.

        ``kept_by_autosave``: nothing is lost when the autosave keeps the game (Quit).
        The question is a window-modal box; ``then`` runs if the player saves or goes on.
        """
        c = self.controller
        if not self.needs_confirmation(kept_by_autosave=kept_by_autosave):
            then()
            return True
        box = QMessageBox(
            QMessageBox.Icon.Question,
            self.tr("Pocket Tactics"),
            self.tr("The game in progress is not saved."),
            QMessageBox.StandardButton.NoButton,
            self.window,
        )
        box.setObjectName("confirmLeave")
        box.setInformativeText(question)
        save = (
            box.addButton(self.tr("Save first"), QMessageBox.ButtonRole.AcceptRole)
            if c.setup is not None
            else None
        )
        go = box.addButton(go_text, QMessageBox.ButtonRole.DestructiveRole)
        cancel = box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(cancel)

        def done(_result: int) -> None:
            clicked = box.clickedButton()
            self.confirm_box = None
            if save is not None and clicked is save:
                if self.save_game():
                    then()
            elif clicked is go:
                then()

        box.finished.connect(done)
        self.confirm_box = box
        box.open()
        return False

    # ------------------------------------------------------------------ new games
    @guarded
    def new_game_dialog(self, chosen: Any = None) -> None:
        self.confirm_leave(
            self.tr("Start a new game anyway? This game will be lost."),
            self.tr("New game"),
            lambda: self._open_new_game_dialog(chosen),
        )

    @guarded
    def _open_new_game_dialog(self, chosen: Any = None) -> None:
        from .army_builder import load_saved_armies
        from .new_game_dialog import NewGameDialog

        w = self.window
        dlg = NewGameDialog(
            w.catalog,
            w,
            default_difficulty=w.prefs.default_difficulty,
            saved=load_saved_armies(w.catalog),
            chosen=chosen,
            last_armies=(w.prefs.last_army_first, w.prefs.last_army_second),
            last_limit=w.prefs.last_point_limit,
        )
        dlg.accepted_config.connect(lambda *_: self._remember_armies(dlg))
        dlg.accepted_config.connect(self.start_game)
        dlg.furrow_requested.connect(self.new_furrow_game)
        self.new_dialog = dlg
        dlg.open()

    def _remember_armies(self, dlg: NewGameDialog) -> None:
        """The armies and point limit of the game begun become the next dialog's
        (settings.last_army_first/second, last_point_limit; issue 13)."""
        w = self.window
        if w.settings is None:
            return
        first, second = dlg.army_keys()
        w.store_settings(replace(w.settings, last_army_first=first, last_army_second=second,
                                 last_point_limit=dlg.limit.value()), quiet=True)

    @guarded
    def new_furrow_game(self) -> None:
        """The second game's dialog; its game opens in a window of its own."""
        from .furrow.new_game import FurrowNewGameDialog

        dlg = FurrowNewGameDialog(self.window)
        dlg.accepted_config.connect(self.start_furrow_game)
        dlg.resume_requested.connect(self.open_furrow_game)
        self.furrow_dialog = dlg
        dlg.open()

    @guarded
    def start_furrow_game(self, setup: Any, seats: list[str]) -> None:
        self._furrow_window().start(setup, seats)

    @guarded
    def open_furrow_game(self, path: str) -> None:
        self._furrow_window().load(Path(path))

    def _furrow_window(self) -> Any:
        from .furrow.window import FurrowWindow

        win = FurrowWindow()
        win.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        win.destroyed.connect(lambda _=None, w=win: self._forget_furrow(w))
        self.furrow_windows.append(win)
        win.resize(self.window.size())
        win.show()
        return win

    def _forget_furrow(self, win: QObject) -> None:
        if win in self.furrow_windows:
            self.furrow_windows.remove(win)

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
            self.window, self.tr("Open a saved game"), self._saves_folder(),
            self.tr("Pocket Tactics saves (*.json)"),
            options=i18n.file_dialog_options(),
        )
        if name:
            self.load_file(Path(name))

    def load_file(self, path: Path) -> None:
        from ..storage.errors import StorageError
        from ..storage.saves import load_save
        from .furrow.new_game import is_furrow_save

        if is_furrow_save(path):  # the second game's save opens in its own window
            self.open_furrow_game(str(path))
            return
        try:
            save = load_save(path)
            self.controller.load_save(save)
        except (StorageError, ValueError) as exc:
            self.show_error(fmt(self.tr("Cannot open %1: %2"), path, exc))
            return
        self._opened(path)

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
            self.window,
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
        from ..storage.saves import write_save

        try:
            write_save(path, self.controller.to_save())
        except (StorageError, ValueError) as exc:
            self.show_error(str(exc))
            return False
        self.save_path = path
        self.controller.mark_saved()
        self.window.update_title()
        self.window.statusBar().showMessage(fmt(self.tr("Saved to %1"), path), 4000)
        return True

    # ------------------------------------------------------------------ the autosave
    @guarded
    def resume(self) -> bool:
        """Game ▸ Resume last game: the unfinished game in the autosave."""
        from ..storage.saves import find_resumable

        problems: list[str] = []
        save = find_resumable(problems=problems)
        if save is None:
            if problems:
                self.show_error("\n".join(problems))
            else:
                self.window.statusBar().showMessage(
                    self.tr("There is no unfinished game to resume."), 4000
                )
            return False
        try:
            self.controller.load_save(save, saved=False)  # the autosave: no file of the player's
        except ValueError as exc:
            self.show_error(fmt(self.tr("The last game cannot be resumed: %1"), exc))
            return False
        self._opened(None)
        return True

    def offer_resume(self) -> None:
        """At start: offer the unfinished game the autosave holds (a crash or a quit
        left it); with none, the unfinished Furrow & Foundry game, else the new game
        dialog. Resume is the default button; New game (or Esc) opens the dialog and
        leaves the autosave for Game ▸ Resume last game until the new game's first
        autosave."""
        from ..storage.saves import find_resumable

        try:
            save = find_resumable()
        except Exception:  # noqa: BLE001 - an unreadable autosave: a new game instead
            save = None
        if save is None:
            if not self.offer_furrow_resume():
                self.new_game_dialog()
            return
        from .describe import english_plural

        box = QMessageBox(
            QMessageBox.Icon.Question,
            self.tr("Pocket Tactics"),
            self.tr("Your last game was not finished."),
            QMessageBox.StandardButton.NoButton,
            self.window,
        )
        box.setObjectName("resumeOffer")
        n = len(save.actions)
        when = save.created.astimezone().strftime("%Y-%m-%d %H:%M")  # the same in every language
        box.setInformativeText(fmt(english_plural(
            self.tr("It was saved on %1 after %n action(s). Resume it?", "", n), n), when))
        resume = box.addButton(self.tr("Resume"), QMessageBox.ButtonRole.AcceptRole)
        box.addButton(self.tr("New game"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(resume)

        def done(_result: int) -> None:
            self.resume_box = None
            if box.clickedButton() is resume and self.resume():
                self.window.statusBar().showMessage(self.tr("Resumed your last game."), 5000)
                return
            self.new_game_dialog()

        box.finished.connect(done)
        self.resume_box = box
        box.open()

    def offer_furrow_resume(self) -> bool:
        """At start, with no first-game game to resume: the unfinished Furrow & Foundry
        game of the autosave (or its backup) reopens in its own window."""
        from .furrow.new_game import resumable_autosave

        path = resumable_autosave()
        if path is None:
            return False
        win = self._furrow_window()
        win.load(path)
        if not win.controller.has_game():
            win.close()
            return False
        win.statusBar().showMessage(self.tr("Resumed your last game."), 5000)
        return True

    # ------------------------------------------------------------------ replays
    @guarded
    def open_replay(self) -> None:
        """Step through any saved or finished game; the game in progress stays open."""
        from .replay_window import ReplayWindow

        name, _ = QFileDialog.getOpenFileName(
            self.window, self.tr("Watch a replay"), self._saves_folder(),
            self.tr("Pocket Tactics saves (*.json)"),
            options=i18n.file_dialog_options(),
        )
        if name:
            from .furrow.new_game import is_furrow_save

            if is_furrow_save(Path(name)):  # the second game's replay, in its own window
                from ..storage.errors import StorageError
                from .furrow.replay import replay_of_file

                try:
                    furrow = replay_of_file(Path(name), self.window)
                except (OSError, StorageError, ValueError, KeyError, TypeError) as exc:
                    self.show_error(fmt(self.tr("Cannot open %1: %2"), name, exc))
                    return
                self.furrow_replay = furrow
                furrow.show()
                return
            self.replay_window = ReplayWindow.open_file(Path(name), self.window.catalog,
                                                        self.window)

    @guarded
    def replay_this_game(self) -> None:
        from .replay_window import ReplayWindow

        if self.controller.setup is None:
            self.show_error(self.tr("A game started from a position has no replay."))
            return
        win = ReplayWindow.from_save(self.controller.to_save(), self.window.catalog, self.window)
        win.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        win.show()
        self.replay_window = win


__all__ = ["FileCommands"]
