"""Furrow & Foundry in the shell: its window as the hosted content, its saves,
autosave, new-game page, replay and screenshot run."""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Any, cast

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication, QDialog, QMainWindow, QMessageBox, QWidget

from . import AutosaveOffer, GameMenus, ShellServices

if TYPE_CHECKING:
    from ...controller.furrow_controller import FurrowController, FurrowSetup
    from ...storage.settings import Settings
    from ..furrow.window import FurrowWindow

GAME_ID = "furrow"
log = logging.getLogger(__name__)


class FurrowHosted:
    """The Furrow & Foundry window hosted in the shell."""

    game_id = GAME_ID

    def __init__(self, shell: ShellServices, *, autosave: bool = True,
                 controller: FurrowController | None = None) -> None:
        """``controller``: the game's controller (a network seat's); default a local one."""
        from ..furrow.window import FurrowWindow

        self.shell = shell
        self.stopped = False  # shut down: nothing left to save or to ask about
        self.window: FurrowWindow = FurrowWindow(controller)
        self.window.autosave = autosave
        self.window.new_game_handler = shell.new_game
        # the app's settings as this game last changed them: View ▸ Animate computer
        # moves and the warnings silenced with "don't ask again"
        self._settings: Settings | None = shell.settings
        if self._settings is not None:
            self.settings_changed(self._settings)
        self.window.animator.action.triggered.connect(
            lambda on: self._store(animations=on))
        self.window.keep_warnings = self._keep_warnings

    def content(self) -> QMainWindow:
        return self.window

    def menus(self) -> GameMenus:
        w = self.window
        return GameMenus(game=[w.act_save_as, None, w.act_replay, None, w.advice.act_hint,
                               w.advice.act_stats], edit=[w.undo_action],
                         view=[w.act_fit, w.animator.action, w.act_warnings],
                         help=[w.act_rules])

    def has_game(self) -> bool:
        return self.window.controller.has_game()

    def needs_confirmation(self, *, quitting: bool) -> bool:
        """Progress since the last save to a file of the player's would be lost: asked
        on New game and Open when the player wants confirmations, on Quit only when the
        autosave does not keep the game."""
        c = self.window.controller
        if self.stopped or not c.is_modified():
            return False  # a stopped game has nothing left to lose
        if c.autosave_problem is not None:
            return True  # saved nowhere: asked whatever the settings say
        if quitting:
            return not c.saved
        settings = self.shell.settings
        return settings is not None and settings.confirm_actions

    def save(self) -> bool:
        return self.window.save_as()

    def load_file(self, path: Path) -> bool:
        return self.window.load(path)

    def resume(self) -> bool:
        """The autosave, else its backup (each replayed into the controller; the first
        that replays stays), saying which was restored and what was lost."""
        from ...storage.furrow_saves import FURROW_SAVES, FurrowSaveFile

        c = self.window.controller

        def replays(save: FurrowSaveFile) -> None:
            try:
                c.load_save(save, saved=False)
            except (KeyError, TypeError) as exc:  # a save whose actions do not replay
                raise ValueError(str(exc)) from exc

        found = FURROW_SAVES.resume(check=replays)
        if found.notices:
            self.show_error(found.message())
        if found.save is None:
            return False
        self.window.after_load()
        return True

    def carry_over(self) -> bool:
        from ...storage.errors import StorageError
        from ...storage.furrow_saves import FURROW_SAVES

        c = self.window.controller
        if not c.has_game() or c.game.over or c.autosave_path is None:
            return False
        try:
            FURROW_SAVES.write_autosave(c.to_save(), c.autosave_path)
        except (OSError, StorageError, ValueError):
            return False
        return True

    def shutdown(self) -> None:
        self.stopped = True
        self.window.autosave = False
        self.window.controller.autosave_path = None
        self.window.controller.stop()

    def current_settings(self) -> Settings | None:
        return self._settings

    def settings_changed(self, settings: Settings) -> None:
        """The window's animations and the warnings it silences follow the app's
        settings."""
        from ..furrow import waste_warnings

        self._settings = settings
        self.window.animator.apply_settings(settings.animations, settings.animation_speed)
        waste_warnings.load_silenced(settings.furrow_silenced_warnings)

    def _keep_warnings(self) -> None:
        """The warnings silenced changed: written to the settings."""
        from ...storage.settings import FurrowWarning
        from ..furrow import waste_warnings

        self._store(furrow_silenced_warnings=[
            cast(FurrowWarning, w) for w in waste_warnings.silenced()])

    def _store(self, **changes: Any) -> None:
        """A change of this game's settings saved (a failure to save is logged: the
        choice still holds for the session; without settings read, nothing is written)."""
        from ...storage.errors import StorageError
        from ...storage.settings import save_settings

        if self._settings is None:
            return
        self._settings = replace(self._settings, **changes)
        try:
            save_settings(self._settings)
        except (OSError, StorageError):
            log.warning("the settings were not saved", exc_info=True)

    def show_error(self, message: str) -> None:
        self.window.show_error(message)


class FurrowGameUI:
    """What Furrow & Foundry registers for the shell."""

    game_id = GAME_ID

    def title(self) -> str:
        return QCoreApplication.translate("FurrowWindow", "Furrow & Foundry")

    def file_filter(self) -> str:
        return QCoreApplication.translate("FurrowWindow", "Furrow & Foundry games (*.json)")

    def is_save(self, path: Path) -> bool:
        from ...storage.furrow_saves import is_furrow_save

        return is_furrow_save(path)

    def autosave_offer(self) -> AutosaveOffer | None:
        from ...storage.errors import StorageError
        from ...storage.furrow_saves import FURROW_SAVES

        try:
            found = FURROW_SAVES.find_resumable()
        except (OSError, StorageError):
            return None
        if found is None:
            return None
        return AutosaveOffer(self.game_id, found[1].created, len(found[1].actions))

    def host(self, shell: ShellServices, *, autosave: bool = True) -> FurrowHosted:
        return FurrowHosted(shell, autosave=autosave)

    def new_game_page(self, shell: ShellServices, parent: QWidget) -> QDialog:
        from ..furrow.new_game import FurrowNewGameDialog

        dlg = FurrowNewGameDialog(parent)
        dlg.accepted_config.connect(lambda setup, seats: self._start(shell, setup, seats))
        dlg.resume_requested.connect(lambda path: self._hosted(shell).window.load(
            Path(path), saved=False))
        return dlg

    def _hosted(self, shell: ShellServices) -> FurrowHosted:
        hosted = shell.host(self.game_id)
        assert isinstance(hosted, FurrowHosted)
        return hosted

    def _start(self, shell: ShellServices, setup: FurrowSetup, seats: list[str]) -> None:
        self._hosted(shell).window.start(setup, seats)

    def open_replay(self, path: Path, parent: QWidget) -> QWidget | None:
        from ...storage.errors import StorageError
        from ..furrow.replay import replay_of_file

        try:
            dlg = replay_of_file(path, parent)
        except (OSError, StorageError, ValueError, KeyError, TypeError) as exc:
            QMessageBox.warning(parent, QCoreApplication.translate("FurrowWindow",
                                                                   "Open a replay"), str(exc))
            return None
        dlg.show()
        return dlg

    def screenshot(self, app: QApplication, shell: ShellServices, path: str, autoplay: int,
                   seed: int, players: int, grab: Callable[[], bool]) -> int:
        from ..furrow.screenshot import furrow_screenshot

        return furrow_screenshot(app, self._hosted(shell).window, path, autoplay, seed,
                                 players, grab)


GAME = FurrowGameUI()

__all__ = ["GAME", "GAME_ID", "FurrowGameUI", "FurrowHosted"]
