"""Pocket Tactics in the shell: its main window as the hosted content, its saves,
autosave, new-game page, replay and screenshot run."""

from __future__ import annotations

import sys
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication, QDialog, QMainWindow, QWidget

from . import AutosaveOffer, GameMenus, ShellServices

if TYPE_CHECKING:
    from ...controller.game_controller import GameController
    from ...engine.cards import Catalog
    from ...engine.game import GameSetup
    from ...storage.settings import Settings
    from ..main_window import MainWindow
    from ..new_game_dialog import NewGameDialog

GAME_ID = "pocket-tactics"


def default_setup(seed: int) -> GameSetup:
    """The first two suggested armies at the larger of their point limits."""
    from ...engine.cards import default_catalog
    from ...engine.game import GameSetup, PlayerSetup

    cat = default_catalog()
    presets = list(cat.presets.values())
    a, b = presets[0], presets[1]
    return GameSetup((PlayerSetup(list(a.units), list(a.tiles), a.home_feature),
                      PlayerSetup(list(b.units), list(b.tiles), b.home_feature)),
                     None, max(a.point_limit, b.point_limit), seed)


def player_catalog() -> Catalog:
    """The shipped cards and the player's own card folders (a broken file is listed in
    the army builder; every other card still loads)."""
    from ...engine.cards import load_catalog, shipped_cards_dir
    from ...storage import paths

    return load_catalog([shipped_cards_dir(), *paths.card_folders()])


class PocketHosted:
    """The Pocket Tactics main window hosted in the shell."""

    game_id = GAME_ID

    def __init__(self, shell: ShellServices, *, autosave: bool = True,
                 catalog: Catalog | None = None,
                 controller: GameController | None = None) -> None:
        """``controller``: the game's controller (a network seat's); default a local one."""
        self.stopped = False  # shut down: nothing left to save or to ask about
        from ...controller.game_controller import GameController
        from ..main_window import MainWindow

        if controller is None:
            controller = GameController(catalog if catalog is not None else player_catalog())
        controller.autosave = autosave
        settings = shell.settings
        self.window: MainWindow = MainWindow(controller, settings=settings)
        if settings is None:
            self.window.settings = None  # none readable: defaults, nothing written
        self.window.files.new_game_handler = shell.new_game
        self.window.restart_offer = shell.offer_restart
        self.window.restore_layout()

    def content(self) -> QMainWindow:
        return self.window

    def menus(self) -> GameMenus:
        w = self.window
        docks = [d.toggleViewAction() for d in (w.card_dock, w.assault_dock, w.armies_dock,
                                                 w.log_dock)]
        return GameMenus(
            game=[w.act_save, w.act_save_as, w.act_resume, w.act_hint, None, w.act_armies,
                  w.act_replay_this],
            edit=[w.act_undo, w.act_redo],
            view=[w.act_zoom_in, w.act_zoom_out, w.act_fit, None, w.act_coords, w.act_anim,
                  None, *docks],
            help=[w.act_rules])

    def has_game(self) -> bool:
        return self.window.controller.has_game()

    def needs_confirmation(self, *, quitting: bool) -> bool:
        if self.stopped:
            return False  # a stopped game has nothing left to lose
        return self.window.files.needs_confirmation(kept_by_autosave=quitting)

    def save(self) -> bool:
        return bool(self.window.files.save_game())

    def load_file(self, path: Path) -> bool:
        return self.window.files.load_file(path)

    def resume(self) -> bool:
        return bool(self.window.files.resume())

    def carry_over(self) -> bool:
        from ...storage.errors import StorageError
        from ...storage.saves import SAVES

        c = self.window.controller
        if not c.has_game() or c.setup is None or c.game.is_over():
            return False
        try:
            SAVES.write_autosave(c.to_save())
        except (OSError, StorageError, ValueError):
            return False
        return True

    def shutdown(self) -> None:
        self.stopped = True
        w = self.window
        w.controller.autosave = False
        w.controller.shutdown(3000)
        if w.settings is not None:
            w.store_settings(replace(w.settings, window_state=w.layout_state()), quiet=True)

    def current_settings(self) -> Settings | None:
        return self.window.settings

    def settings_changed(self, settings: Settings) -> None:
        self.window.settings = settings  # already saved: apply_settings changes the rest
        self.window.apply_settings(settings)

    def show_error(self, message: str) -> None:
        self.window.show_error(message)


class PocketGameUI:
    """What Pocket Tactics registers for the shell."""

    game_id = GAME_ID

    def title(self) -> str:
        return QCoreApplication.translate("MainWindow", "Pocket Tactics")

    def file_filter(self) -> str:
        return QCoreApplication.translate("FileCommands", "Pocket Tactics saves (*.json)")

    def is_save(self, path: Path) -> bool:
        """A save names its format in its first bytes; the oldest saves name none."""
        try:
            with open(path, "rb") as f:
                head = f.read(300)
        except OSError:
            return False
        return b'"pocket-tactics/save' in head or (
            head.lstrip().startswith(b"{") and b'"format"' not in head)

    def autosave_offer(self) -> AutosaveOffer | None:
        from ...storage.saves import find_resumable

        try:
            save = find_resumable()
        except Exception:  # noqa: BLE001 - an unreadable autosave: nothing to offer
            return None
        return None if save is None else AutosaveOffer(self.game_id, save.created,
                                                        len(save.actions))

    def host(self, shell: ShellServices, *, autosave: bool = True) -> PocketHosted:
        return PocketHosted(shell, autosave=autosave)

    def new_game_page(self, shell: ShellServices, parent: QWidget) -> QDialog:
        from ...storage.settings import Settings
        from ..army_files import load_saved_armies
        from ..new_game_dialog import NewGameDialog

        prefs = shell.settings or Settings()
        catalog = player_catalog()
        dlg = NewGameDialog(catalog, parent, default_difficulty=prefs.default_difficulty,
                            saved=load_saved_armies(catalog),
                            last_armies=(prefs.last_army_first, prefs.last_army_second),
                            last_limit=prefs.last_point_limit)
        dlg.accepted_config.connect(
            lambda setup, players, difficulty: self._start(shell, dlg, setup, players,
                                                           difficulty))
        return dlg

    def _start(self, shell: ShellServices, dlg: NewGameDialog, setup: GameSetup,
               players: tuple[str, str], difficulty: str) -> None:
        hosted = shell.host(self.game_id)
        assert isinstance(hosted, PocketHosted)
        hosted.window.files.remember_armies(dlg)
        hosted.window.files.start_game(setup, players, difficulty)

    def open_replay(self, path: Path, parent: QWidget) -> QWidget | None:
        from ..replay_window import ReplayWindow

        return ReplayWindow.open_file(path, player_catalog(), parent)

    def screenshot(self, app: QApplication, shell: ShellServices, path: str, autoplay: int,
                   seed: int, players: int, grab: Callable[[], bool]) -> int:
        from ...controller.game_controller import COMPUTER
        from .autoplay import autoplay as play_computers
        from .autoplay import take_picture

        hosted = shell.host(self.game_id)
        assert isinstance(hosted, PocketHosted)
        window = hosted.window
        controller = window.controller
        controller.ai_delay_ms = 0
        window.act_anim.setChecked(False)
        played = play_computers(
            controller,
            lambda: controller.new_game(default_setup(seed), (COMPUTER, COMPUTER), "normal"),
            autoplay, lambda: controller.game.is_over())
        controller.wait_idle(5000)

        def redraw() -> None:
            window.refresh()
            window.view.fit()

        if not take_picture(app, redraw, grab, path):
            return 1
        print(f"{path}: {played} actions, phase {controller.game.phase}, "
              f"{len(window.errors)} error(s)")
        for message in window.errors:
            print("error:", message, file=sys.stderr)
        return 0


GAME = PocketGameUI()

__all__ = ["GAME", "GAME_ID", "PocketGameUI", "PocketHosted", "default_setup", "player_catalog"]
