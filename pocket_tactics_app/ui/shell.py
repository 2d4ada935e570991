"""The app's one window, the shell: one menu bar, hosting one game at a time.

The hosted game (:class:`~.games.HostedGame`, found through the registry of
:mod:`.games` by its game id) is a main window with its board and docks, embedded as
the shell's central widget; its own menu bar is hidden and its actions fill the shell's
Game, Edit, View and Help menus. The shell owns what is the app's: New game (a dialog
where either game is chosen), Host and Join a network game (:mod:`.network`: the hosted
content is then a seat of a server's room), Open and Watch a replay (the file finds its
game), Quit, full screen, the language and its restart, About. New game, Open, Quit and
a restart ask first when the hosted game would lose progress. No game module is
imported before a game is shown, so the window appears fast.
"""

from __future__ import annotations

import base64
import logging
import sys
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QCoreApplication, QEvent, QObject, QProcess, Qt
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QLabel,
    QMainWindow,
    QMenu,
    QMessageBox,
    QWidget,
)

from ..textfmt import fmt
from .confirm import ask_before_leaving, ask_restart, ask_to_resume
from .games import (
    GameMenus,
    HostedGame,
    game_ids,
    game_of_file,
    game_ui,
    latest_autosave,
    not_a_save,
    open_replay_dialog,
    saves_filter,
    saves_folder,
)
from .write_notices import tell_write_notices

if TYPE_CHECKING:
    from ..storage.settings import Language, Settings
    from .games.new_game import NewGameChooser

log = logging.getLogger(__name__)

#: The command-line option that makes the next process resume a game's autosave.
RESUME_OPTION = "--resume"


def _start_detached(program: str, arguments: list[str]) -> bool:
    return bool(QProcess.startDetached(program, arguments))


class Shell(QMainWindow):
    """The main window: one game hosted at a time, either game."""

    def __init__(self, settings: Settings | None = None, *, autosave: bool = True,
                 parent: QWidget | None = None) -> None:
        """``settings`` None: none could be read (defaults, nothing written);
        ``autosave`` False: the hosted games write no autosave (a screenshot run)."""
        super().__init__(parent)
        self.setObjectName("shell")
        self._settings = settings
        self.autosave = autosave
        self.hosted: HostedGame | None = None
        self.errors: list[str] = []
        #: Problems found in the files read at start, shown once the window is up.
        self.load_problems: list[str] = []
        self.new_dialog: NewGameChooser | None = None
        self.confirm_box: QMessageBox | None = None
        self.resume_box: QMessageBox | None = None
        self.restart_box: QMessageBox | None = None
        self.replay: QWidget | None = None
        self.settings_dialog: QDialog | None = None
        self.network_dialog: QDialog | None = None
        self._closing = False
        #: How a restart starts the next process, and how the app quits (tests replace them).
        self.start_process: Callable[[str, list[str]], bool] = _start_detached
        self.quit_app: Callable[[], object] = QCoreApplication.quit
        #: Run just before a restart starts the next process (the app lets go of the
        #: home folder's lock there, so that the next process can take it).
        self.before_restart: Callable[[], object] | None = None
        # Qt's namespace of enums takes a good part of the time to the first window:
        # it is first used once the window is up (start, host).
        self.empty = QLabel(self.tr("No game yet: Game ▸ New game (Ctrl+N)."))
        self.empty.setObjectName("noGame")
        self.setCentralWidget(self.empty)
        self._build_actions()
        from .learn import Lessons

        self.lessons = Lessons(self)  # Help ▸ Learn to play, offered at a game's first start
        self._build_menus()
        self.menu_help.aboutToShow.connect(self.lessons.name_actions)
        self.setWindowTitle(self.tr("Pocket Tactics"))
        self.resize(1280, 800)

    def tr(self, text: str, disambiguation: str | None = None,
           n: int = -1) -> str:
        """The shell's words are those the game windows had: their translations."""
        for context in ("MainWindow", "FileCommands", "Shell"):
            found = QCoreApplication.translate(context, text, disambiguation, n)
            if found != text:
                return found
        return text

    # ================================================================== settings
    @property
    def settings(self) -> Settings | None:
        """The settings in force: as the hosted game last changed them, else the shell's."""
        if self.hosted is not None:
            current = self.hosted.current_settings()
            if current is not None:
                return current
        return self._settings

    def _store_settings(self, new: Settings, *, quiet: bool = False) -> None:
        """Use ``new`` settings and save them; a failure is told (unless ``quiet``)."""
        self._settings = new
        if self.hosted is not None:
            self.hosted.settings_changed(new)
        notices: list[str] = []
        try:
            from ..storage.settings import save_settings

            save_settings(new, notices=notices)
            tell_write_notices(self, notices, quiet)
        except Exception as exc:  # noqa: BLE001 - the settings still apply to this session
            log.warning("could not save settings", exc_info=True)
            if not quiet:
                self.show_error(fmt(self.tr("The preferences could not be saved (%1). They "
                                            "apply until you quit."), exc))

    # ================================================================== menus
    def _action(self, text: str, slot: Callable[[], object],
                shortcut: QKeySequence | QKeySequence.StandardKey | str | None = None,
                checkable: bool = False) -> QAction:
        act = QAction(text, self)
        if shortcut is not None:
            act.setShortcut(QKeySequence(shortcut))
        act.setCheckable(checkable)
        act.triggered.connect(lambda _=False: slot())
        return act

    def _build_actions(self) -> None:
        K = QKeySequence.StandardKey
        self.act_new = self._action(self.tr("&New game…"), self.new_game, K.New)
        self.act_open = self._action(self.tr("&Open…"), self.open_game, K.Open)
        self.act_replay = self._action(self.tr("Watch a re&play…"), self.open_replay,
                                       "Ctrl+Shift+O")
        self.act_host_net = self._action(self.tr("Host a net&work game…"),
                                         self.host_network_game)
        self.act_join_net = self._action(self.tr("&Join a network game…"),
                                         self.join_network_game)
        self.act_quit = self._action(self.tr("&Quit"), self.close, K.Quit)
        self.act_quit.setMenuRole(QAction.MenuRole.QuitRole)
        self.act_full = self._action(self.tr("F&ull screen"), self.toggle_full_screen,
                                     K.FullScreen, checkable=True)
        self.act_prefs = self._action(self.tr("&Preferences…"), self.preferences)
        self.act_prefs.setMenuRole(QAction.MenuRole.PreferencesRole)
        self.act_prefs.setShortcuts(
            QKeySequence.keyBindings(K.Preferences) or [QKeySequence("Ctrl+,")])
        self.act_about = self._action(self.tr("&About Pocket Tactics"), self.show_about)
        self.act_about.setMenuRole(QAction.MenuRole.AboutRole)
        group = QActionGroup(self)
        current = self.settings.language if self.settings is not None else "system"
        choices: tuple[tuple[Language, str], ...] = (
            ("system", self.tr("System language")), ("en", "English"),
            ("zh_CN", "简体中文"), ("zh_TW", "繁體中文"))
        self.language_actions: dict[str, QAction] = {}
        for code, label in choices:
            act = QAction(label, self)
            act.setCheckable(True)
            act.setChecked(code == current)
            act.triggered.connect(lambda _=False, c=code: self.set_language(c))
            group.addAction(act)
            self.language_actions[code] = act

    def _build_menus(self) -> None:
        bar = self.menuBar()
        self.menu_game = bar.addMenu(self.tr("&Game"))
        self.menu_game.setObjectName("menuGame")
        self.menu_edit = bar.addMenu(self.tr("&Edit"))
        self.menu_edit.setObjectName("menuEdit")
        self.menu_view = bar.addMenu(self.tr("&View"))
        self.menu_view.setObjectName("menuView")
        self.menu_help = bar.addMenu(self.tr("&Help"))
        self.menu_help.setObjectName("menuHelp")
        self.menu_language = QMenu(self.tr("&Language"), self)
        self.menu_language.addActions(list(self.language_actions.values()))
        self._fill_menus()

    def _fill_menus(self) -> None:
        """The shell's own entries around those of the hosted game."""
        game = self.hosted.menus() if self.hosted is not None else GameMenus()

        def fill(menu: QMenu, *parts: list[QAction | None]) -> None:
            menu.clear()
            for part in parts:
                if not part:
                    continue
                if menu.actions() and not menu.actions()[-1].isSeparator():
                    menu.addSeparator()
                for act in part:
                    if act is None:
                        menu.addSeparator()
                    else:
                        menu.addAction(act)

        fill(self.menu_game, [self.act_new, self.act_open],
             [self.act_host_net, self.act_join_net], game.game, [self.act_replay],
             [self.act_quit])
        fill(self.menu_edit, game.edit, [self.act_prefs])
        fill(self.menu_view, game.view, [self.act_full])
        self.menu_view.addSeparator()
        self.menu_view.addMenu(self.menu_language)
        fill(self.menu_help, game.help, self.lessons.actions(), [self.act_about])

    # ================================================================== hosting
    def host(self, game_id: str) -> HostedGame:
        """The hosted game of ``game_id``: the one shown, or a new one in its place (the
        one it replaces stops; asking first is the caller's)."""
        if self.hosted is not None and self.hosted.game_id == game_id:
            return self.hosted
        self._drop_hosted()
        return self.show_hosted(game_ui(game_id).host(self, autosave=self.autosave))

    def show_hosted(self, hosted: HostedGame) -> HostedGame:
        """Shows ``hosted`` (a network game's content) in place of the game shown."""
        self._drop_hosted()
        content = hosted.content()
        bar = content.menuBar()
        bar.clear()  # its entries are in the shell's menus; its own shortcuts go with it
        bar.hide()
        content.setWindowFlags(Qt.WindowType.Widget)
        self.setCentralWidget(content)
        self.hosted = hosted
        content.installEventFilter(self)
        content.show()
        self._fill_menus()
        self._mirror_title()
        self.lessons.hosted(hosted.game_id)
        return hosted

    def _drop_hosted(self) -> None:
        hosted = self.hosted
        if hosted is None:
            return
        self._settings = self.settings
        hosted.shutdown()
        self._settings = self.settings
        hosted.content().removeEventFilter(self)
        self.hosted = None
        self._fill_menus()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt name
        if (self.hosted is not None and watched is self.hosted.content()
                and event.type() in (QEvent.Type.WindowTitleChange,
                                     QEvent.Type.ModifiedChange)):
            self._mirror_title()
        return super().eventFilter(watched, event)

    def _mirror_title(self) -> None:
        """The hosted game's title (its file, its modified mark) is the window's."""
        if self.hosted is None:
            return
        content = self.hosted.content()
        self.setWindowTitle(content.windowTitle() or self.tr("Pocket Tactics"))
        self.setWindowModified(content.isWindowModified())

    # ================================================================== leaving a game
    def confirm_leave(self, question: str, go_text: str, then: Callable[[], object], *,
                      quitting: bool = False) -> bool:
        """Run ``then`` now (True), or first ask when the hosted game would lose
        progress (``quitting``: only when its autosave does not keep it)."""
        hosted = self.hosted
        if hosted is None or not hosted.needs_confirmation(quitting=quitting):
            then()
            return True

        def closed() -> None:
            self.confirm_box = None

        self.confirm_box = ask_before_leaving(self, question, go_text, then, hosted.save,
                                              closed)
        return False

    # ================================================================== Game menu
    def new_game(self) -> None:
        """Game ▸ New game: asks about the game in progress, then the dialog."""
        self.confirm_leave(self.tr("Start a new game anyway? This game will be lost."),
                           self.tr("New game"), self.new_game_dialog)

    def new_game_dialog(self) -> None:
        """The New game dialog, on the page of the hosted game."""
        from .games.new_game import NewGameChooser

        initial = self.hosted.game_id if self.hosted is not None else game_ids()[0]
        dlg = NewGameChooser(self, self, initial)
        self.new_dialog = dlg
        dlg.open()

    def host_network_game(self) -> None:
        """Game ▸ Host a network game: asks about the game in progress, then the dialog."""
        from .network.dialogs import HostDialog

        def go() -> None:
            self.network_dialog = HostDialog(self)
            self.network_dialog.open()

        self.confirm_leave(self.tr("Host a network game anyway? This game will be lost."),
                           self.tr("Host"), go)

    def join_network_game(self) -> None:
        """Game ▸ Join a network game: asks about the game in progress, then the dialog."""
        from .network.dialogs import JoinDialog

        def go() -> None:
            self.network_dialog = JoinDialog(self)
            self.network_dialog.open()

        self.confirm_leave(self.tr("Join a network game anyway? This game will be lost."),
                           self.tr("Join"), go)

    def open_game(self) -> None:
        """Game ▸ Open: asks about the game in progress, then a save of either game."""
        self.confirm_leave(self.tr("Open another game anyway? This game will be lost."),
                           self.tr("Open another"), self._choose_and_open)

    def _choose_and_open(self) -> None:
        from PySide6.QtWidgets import QFileDialog

        from . import i18n

        name, _ = QFileDialog.getOpenFileName(self, self.tr("Open a saved game"),
                                              saves_folder(), saves_filter(),
                                              options=i18n.file_dialog_options())
        if name:
            self.open_file(Path(name))

    def open_file(self, path: Path) -> bool:
        """Open a save in its game (hosted in place of the game shown if it is the other)."""
        ui = game_of_file(path)
        if ui is None:
            self.show_error(not_a_save(path))
            return False
        return self.host(ui.game_id).load_file(path)

    def open_replay(self) -> None:
        """Game ▸ Watch a replay: the replay of any save, beside the game in progress."""
        self.replay = open_replay_dialog(self)

    def start(self, resume: str | None = None) -> None:
        """After the window is shown: what could not be read, then the unfinished game
        (``resume``: that game's autosave at once, after a restart), offered, or the
        New game dialog."""
        from PySide6.QtCore import Qt

        if self.hosted is None:
            self.empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        if self.load_problems:
            self.show_error(self.tr("Some of your files could not be read:") + "\n"
                            + "\n".join(self.load_problems[:10]))
            self.load_problems = []
        if resume is not None and resume in game_ids() and self.host(resume).resume():
            return
        offer = latest_autosave()
        if offer is None:
            self.new_game_dialog()
            return
        def resume_it() -> bool:
            return self.host(offer.game_id).resume()

        def closed() -> None:
            self.resume_box = None

        self.resume_box = ask_to_resume(self, game_ui(offer.game_id).title(), offer.saved,
                                        offer.actions, resume_it, self.new_game_dialog,
                                        closed)

    # ================================================================== View, Help
    def toggle_full_screen(self) -> None:
        if self.act_full.isChecked():
            self.showFullScreen()
        else:
            self.showNormal()

    def preferences(self) -> None:
        """Edit ▸ Preferences: the app's settings (saved by the dialog on OK)."""
        from ..storage.settings import Settings
        from .settings_dialog import SettingsDialog

        current = self.settings
        dlg = SettingsDialog(current if current is not None else Settings(), self,
                             persist=current is not None)
        dlg.applied.connect(self._apply_settings)
        self.settings_dialog = dlg
        dlg.open()

    def _apply_settings(self, new: Settings) -> None:
        """Settings the dialog saved: in use now; a new language offers a restart."""
        old = self.settings
        self._settings = new
        if self.hosted is not None:
            self.hosted.settings_changed(new)
        for code, act in self.language_actions.items():
            act.setChecked(code == new.language)
        if old is not None and old.language != new.language:
            self.offer_restart()

    def set_language(self, code: Language) -> None:
        """View ▸ Language: saved at once, used from the next start (a restart offered)."""
        settings = self.settings
        if settings is not None and settings.language != code:
            self._store_settings(replace(settings, language=code))
        for c, act in self.language_actions.items():
            act.setChecked(c == code)
        self.offer_restart()

    def offer_restart(self) -> None:
        """A new language takes a restart: offered now, or at the next start."""
        self.restart_box = ask_restart(self, self.restart)

    def restart(self) -> bool:
        """Close (asking as Quit does) and start again; the hosted game is written to its
        autosave and the next process resumes it. This process writes nothing after."""

        def go() -> None:
            hosted = self.hosted
            carried = hosted.game_id if hosted is not None and hosted.carry_over() else None
            self._closing = True
            self.close()
            if self.before_restart is not None:
                self.before_restart()
            program, arguments = restart_command(sys.argv, carried)
            self.start_process(program, arguments)

        return self.confirm_leave(self.tr("Restart anyway? This game will be lost."),
                                  self.tr("Restart now"), go, quitting=True)

    def show_about(self) -> None:
        QMessageBox.about(self, self.tr("About Pocket Tactics"), self.tr(
            "<h3>Pocket Tactics</h3><p>Two games in one app: Pocket Tactics (4th edition), "
            "the free 3D-printable hex skirmish game, and Furrow &amp; Foundry, a game of "
            "farms, factories and mechs for 2 to 5 players.</p><p>Every rule is enforced by "
            "the rules engines; the computer players play by the same rules.</p>"))

    def show_error(self, message: str) -> None:
        from PySide6.QtCore import Qt

        self.errors.append(message)
        log.warning("shown to the player: %s", message)
        box = QMessageBox(QMessageBox.Icon.Warning, self.tr("Pocket Tactics"), message,
                          QMessageBox.StandardButton.Ok, self)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()

    # ================================================================== geometry, quitting
    def restore_geometry(self) -> None:
        """Put the window where the player left it (settings.window_geometry)."""
        data = self.settings.window_geometry if self.settings is not None else ""
        if data:
            self.restoreGeometry(QByteArray(base64.b64decode(data)))

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt name
        hosted = self.hosted
        if (not self._closing and hosted is not None
                and hosted.needs_confirmation(quitting=True)):
            event.ignore()
            self.confirm_leave(self.tr("Quit anyway? This game will be lost."),
                               self.tr("Quit"), self._close_now, quitting=True)
            return
        self._closing = False
        self._drop_hosted()
        settings = self.settings
        if settings is not None:
            geometry = base64.b64encode(bytes(self.saveGeometry().data())).decode("ascii")
            self._store_settings(replace(settings, window_geometry=geometry), quiet=True)
        for widget in QApplication.topLevelWidgets():  # replays, rules: no window stays
            if widget is not self and widget.isVisible():
                widget.close()
        super().closeEvent(event)
        self.quit_app()

    def _close_now(self) -> None:
        self._closing = True
        self.close()


def restart_command(argv: list[str], resume: str | None) -> tuple[str, list[str]]:
    """The program and arguments that start the app again as it was started, resuming
    the autosave of game ``resume`` (if any)."""
    args: list[str] = []
    skip = False
    for arg in argv[1:]:
        if skip:
            skip = False
        elif arg == RESUME_OPTION:
            skip = True
        elif not arg.startswith(RESUME_OPTION + "="):
            args.append(arg)
    if resume is not None:
        args += [RESUME_OPTION, resume]
    if getattr(sys, "frozen", False):
        return sys.executable, args
    return sys.executable, ["-m", "pocket_tactics_app", *args]

__all__ = ["RESUME_OPTION", "Shell", "restart_command"]
