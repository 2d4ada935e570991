"""The games the shell hosts, by the protocol's game id (``core.registry``).

Each game registers a :class:`GameUI`: its title, its save files (the filter of the file
dialogs, how one is recognised), its autosave, its new-game page, its replay of a file,
its screenshot run and the content it puts in the shell (:class:`HostedGame`: the board
and panels, and the actions it adds to the shell's menus). A game's module is imported
only when the game is first asked for, so the shell shows before any engine is loaded.
The shell and the file commands use these protocols only: no branch on a game's name.
"""

from __future__ import annotations

import datetime as dt
import functools
import importlib
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Protocol, cast

if TYPE_CHECKING:
    from PySide6.QtGui import QAction
    from PySide6.QtWidgets import QApplication, QDialog, QMainWindow, QWidget

    from ...storage.settings import Settings

#: game id -> the module whose ``GAME`` is its GameUI; the ids are those of core.registry.
_MODULES: dict[str, str] = {
    "pocket-tactics": "pocket_tactics_app.ui.games.pocket",
    "furrow": "pocket_tactics_app.ui.games.furrow",
}

#: A menu's entries as a game contributes them; None is a separator.
MenuItems = list["QAction | None"]


@dataclass
class GameMenus:
    """The actions a hosted game adds to the shell's Game, Edit, View and Help menus."""

    game: MenuItems = field(default_factory=list)
    edit: MenuItems = field(default_factory=list)
    view: MenuItems = field(default_factory=list)
    help: MenuItems = field(default_factory=list)


@dataclass(frozen=True)
class AutosaveOffer:
    """An unfinished game found in a game's autosave at start."""

    game_id: str
    saved: dt.datetime | None
    actions: int


class ShellServices(Protocol):
    """What the shell offers the game it hosts."""

    @property
    def settings(self) -> Settings | None: ...

    def host(self, game_id: str) -> HostedGame:
        """The hosted game of ``game_id``: the one shown, or a new one replacing it."""
        ...

    def new_game(self) -> None:
        """Game ▸ New game: the shell's dialog (asking first about a running game)."""
        ...

    def offer_restart(self) -> None:
        """Offer to start the app again (a new language), carrying the hosted game over."""
        ...


class HostedGame(Protocol):
    """One game's content in the shell: its window (embedded, its menu bar hidden) and
    what the shell asks of it."""

    @property
    def game_id(self) -> str: ...

    def content(self) -> QMainWindow:
        """The board and panels (a main window with its docks, embedded in the shell)."""
        ...

    def menus(self) -> GameMenus: ...

    def has_game(self) -> bool: ...

    def needs_confirmation(self, *, quitting: bool) -> bool:
        """Leaving now would lose progress the player wants to be asked about
        (``quitting``: the autosave keeps the game, unless it failed)."""
        ...

    def save(self) -> bool:
        """Save the game to a file of the player's (False: not saved)."""
        ...

    def load_file(self, path: Path) -> bool:
        """Open a save of this game (False, and the player told why, on failure)."""
        ...

    def resume(self) -> bool:
        """Resume the unfinished game of this game's autosave."""
        ...

    def carry_over(self) -> bool:
        """Write the game to its autosave now, for the next process to resume (False:
        there is no unfinished game to carry, or it cannot be written)."""
        ...

    def shutdown(self) -> None:
        """Stop the computer players and write nothing more (the window is closing)."""
        ...

    def current_settings(self) -> Settings | None:
        """The settings as the game last changed them (None: it changes none)."""
        ...

    def settings_changed(self, settings: Settings) -> None:
        """The shell saved new settings: use them."""
        ...

    def show_error(self, message: str) -> None: ...



class ShellWindow(ShellServices, Protocol):
    """The shell as the parts it opens see it (the guided games, network games), so that
    none of them imports the shell's module."""

    @property
    def hosted(self) -> HostedGame | None:
        """The game shown, if any."""
        ...

    def show_hosted(self, hosted: HostedGame) -> HostedGame:
        """Show ``hosted`` (a network game's content) in place of the game shown."""
        ...

    def confirm_leave(self, question: str, go_text: str, then: Callable[[], object], *,
                      quitting: bool = False) -> bool:
        """Run ``then`` now, or first ask when the game shown would lose progress."""
        ...

    def window(self) -> QWidget:
        """The shell's window: the parent of the dialogs it opens."""
        ...

class GameUI(Protocol):
    """What a game registers for the shell."""

    @property
    def game_id(self) -> str: ...

    def title(self) -> str:
        """The game's name, in the player's language."""
        ...

    def file_filter(self) -> str:
        """The file dialogs' filter of this game's saves."""
        ...

    def is_save(self, path: Path) -> bool:
        """Whether ``path`` is a save (or replay) of this game, from its first bytes."""
        ...

    def autosave_offer(self) -> AutosaveOffer | None:
        """The unfinished game of this game's autosave, if there is one."""
        ...

    def host(self, shell: ShellServices, *, autosave: bool = True) -> HostedGame:
        """New content for the shell (``autosave`` False: a screenshot run)."""
        ...

    def new_game_page(self, shell: ShellServices, parent: QWidget) -> QDialog:
        """This game's page of the New game dialog; starting its game hosts it."""
        ...

    def open_replay(self, path: Path, parent: QWidget) -> QWidget | None:
        """A replay window on a save of this game (None, the player told why, on failure)."""
        ...

    def screenshot(self, app: QApplication, shell: ShellServices, path: str, autoplay: int,
                   seed: int, players: int, grab: Callable[[], bool]) -> int:
        """Computer players play ``autoplay`` actions in the hosted game, then ``grab``
        saves the window to ``path``; the exit status."""
        ...


def game_ids() -> list[str]:
    """The games the shell can host, in the order the New game dialog lists them."""
    return list(_MODULES)


@functools.cache
def game_ui(game_id: str) -> GameUI:
    """The registered UI of ``game_id`` (its module imported on first use); KeyError
    naming the known games if there is none."""
    if game_id not in _MODULES:
        raise KeyError(f"unknown game {game_id!r} (known: {', '.join(_MODULES)})")
    return cast("GameUI", importlib.import_module(_MODULES[game_id]).GAME)


def game_of_file(path: Path) -> GameUI | None:
    """The game whose save ``path`` is, if any."""
    for game_id in game_ids():
        ui = game_ui(game_id)
        if ui.is_save(path):
            return ui
    return None


def latest_autosave() -> AutosaveOffer | None:
    """The unfinished autosaved game to offer at start: the most recent of every game's."""
    found = [offer for game_id in game_ids()
             if (offer := game_ui(game_id).autosave_offer()) is not None]
    if not found:
        return None
    epoch = dt.datetime.min.replace(tzinfo=dt.UTC)
    return max(found, key=lambda o: o.saved or epoch)


def saves_filter() -> str:
    """The file dialogs' filter: every game's saves, then each game's."""
    from PySide6.QtCore import QCoreApplication

    each = [game_ui(game_id).file_filter() for game_id in game_ids()]
    every = QCoreApplication.translate("Shell", "Saved games (*.json)")
    return ";;".join([every, *each])


def saves_folder() -> str:
    """Where the file dialogs open: the saves folder, else the home folder."""
    from ...storage import paths

    return str(paths.saves_dir()) if paths.saves_dir().is_dir() else str(Path.home())


def not_a_save(path: Path) -> str:
    """Why ``path`` opens in no game, in words."""
    from PySide6.QtCore import QCoreApplication

    from ...textfmt import fmt

    names = ", ".join(game_ui(game_id).title() for game_id in game_ids())
    return fmt(QCoreApplication.translate("Shell", "Cannot open %1: it is not a saved game of "
                                          "%2."), path, names)


def open_replay_file(path: Path, parent: QWidget) -> QWidget | None:
    """The replay of a save of any game, shown (None, the player told why, on failure)."""
    ui = game_of_file(path)
    if ui is None:
        from PySide6.QtWidgets import QMessageBox

        QMessageBox.warning(parent, parent.windowTitle(), not_a_save(path))
        return None
    return ui.open_replay(path, parent)


def open_replay_dialog(parent: QWidget) -> QWidget | None:
    """Game ▸ Watch a replay: a save of any game chosen, then its replay window."""
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtWidgets import QFileDialog

    from .. import i18n

    name, _ = QFileDialog.getOpenFileName(
        parent, QCoreApplication.translate("FileCommands", "Watch a replay"), saves_folder(),
        saves_filter(), options=i18n.file_dialog_options())
    return open_replay_file(Path(name), parent) if name else None


__all__ = ["AutosaveOffer", "GameMenus", "GameUI", "HostedGame", "ShellServices",
           "ShellWindow", "game_ids", "game_of_file", "game_ui", "latest_autosave", "not_a_save",
           "open_replay_dialog", "open_replay_file", "saves_filter", "saves_folder"]
