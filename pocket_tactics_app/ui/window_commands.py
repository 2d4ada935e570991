"""The Pocket Tactics window's commands of the Game, Edit, View and Help menus that are
not the map's: the army builder, undo and redo, the view toggles, the preferences and
the language (and its restart), the rules and About, the window's geometry and Quit.
:class:`~.main_window.MainWindow` is built on it."""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import (
    QAction,
    QCloseEvent,
)
from PySide6.QtWidgets import (
    QMainWindow,
    QMenu,
    QMessageBox,
)

from ..controller.game_controller import GameController
from ..engine.cards import Catalog
from ..storage.settings import Language, Settings
from ..textfmt import fmt
from .assault_panel import AssaultPanel
from .file_commands import FileCommands
from .guard import guarded
from .hexmap import MapScene
from .write_notices import show_write_notices, tell_write_notices

log = logging.getLogger(__name__)

#: What the window goes by when it has no settings (they could not be read, or a
#: screenshot run leaves the player's alone): the defaults, asking no questions.
NO_SETTINGS = Settings(confirm_actions=False)


class WindowCommands(QMainWindow):
    """The menu commands of the Pocket Tactics main window."""

    if TYPE_CHECKING:
        controller: GameController
        catalog: Catalog
        settings: Settings | None
        files: FileCommands
        load_problems: list[str]
        act_full: QAction
        act_coords: QAction
        act_anim: QAction
        assault_panel: AssaultPanel
        scene: MapScene
        restart_offer: Callable[[], object] | None
        restart_box: QMessageBox
        language_actions: dict[str, QAction]
        _close_confirmed: bool

        def show_error(self, message: str) -> None: ...

        def show_load_problems(self, problems: list[str]) -> None: ...

        def refresh(self) -> None: ...

    def _build_language_menu(self, menu: QMenu) -> None:
        """Settings ▸ language: saved at once, used from the next start."""
        from PySide6.QtGui import QActionGroup

        group = QActionGroup(self)
        current = self.prefs.language
        choices: tuple[tuple[Language, str], ...] = (
            ("system", QCoreApplication.translate("MainWindow", "System language")),
            ("en", "English"),
            ("zh_CN", "简体中文"),
            ("zh_TW", "繁體中文"),
        )
        self.language_actions: dict[str, QAction] = {}
        for code, label in choices:
            act = QAction(label, self)
            act.setCheckable(True)
            act.setChecked(code == current)
            act.setData(code)
            act.triggered.connect(lambda _=False, c=code: self._set_language(c))
            group.addAction(act)
            menu.addAction(act)
            self.language_actions[code] = act

    @guarded
    def _set_language(self, code: Language) -> None:
        if self.prefs.language == code:
            return
        if self.settings is not None:
            self._store_settings(replace(self.settings, language=code))
        self.offer_restart()

    def offer_restart(self) -> None:
        """A new language takes a restart: offer it now (the game is kept by the
        autosave, or asked about as on Quit); "Later" keeps it for the next start."""
        if self.restart_offer is not None:
            self.restart_offer()
            return
        self.statusBar().showMessage(
            QCoreApplication.translate(
                "MainWindow", "The language changes when you next start Pocket Tactics."), 8000)
        from .confirm import ask_restart

        self.restart_box = ask_restart(self, self.restart_now)

    def restart_now(self) -> bool:
        """Close (asking about an unsaved game as Quit does) and start again."""
        import sys

        from PySide6.QtCore import QProcess

        if not self.close():
            return False
        if getattr(sys, "frozen", False):
            QProcess.startDetached(sys.executable, sys.argv[1:])
        else:
            QProcess.startDetached(sys.executable, ["-m", "pocket_tactics_app", *sys.argv[1:]])
        return True

    @property
    def prefs(self) -> Settings:
        """The settings in force: the player's, or ``NO_SETTINGS`` when there are none."""
        return self.settings if self.settings is not None else NO_SETTINGS

    @property
    def animation_speed(self) -> float:
        """The speed factor of every animation (settings.animation_speed; 1 = normal)."""
        return float(self.prefs.animation_speed)

    @property
    def animations(self) -> bool:
        return self.act_anim.isChecked() and self.animation_speed > 0

    # ================================================================== menu commands
    @guarded
    def army_builder(self) -> None:
        """Compose and keep armies; "Use army" goes on to a new game with it."""
        from .army_builder import ArmyBuilderDialog

        dlg = ArmyBuilderDialog(self.catalog, self)
        dlg.cards_reloaded.connect(self._cards_reloaded)
        dlg.army_chosen.connect(self.files.new_game_dialog)
        self._army_dialog = dlg
        dlg.open()

    def _cards_reloaded(self, catalog: Catalog) -> None:
        # New games use the reloaded cards; a game in progress keeps the ones it began with.
        self.catalog = catalog
        self.controller.catalog = catalog

    @guarded
    def undo(self) -> None:
        self.controller.undo()

    @guarded
    def redo(self) -> None:
        self.controller.redo()

    def toggle_full_screen(self) -> None:
        if self.act_full.isChecked():
            self.showFullScreen()
        else:
            self.showNormal()

    def _toggle_coords(self) -> None:
        on = self.act_coords.isChecked()
        self.scene.show_coordinates(on)
        if self.settings is not None:
            self._store_settings(replace(self.settings, show_coordinates=on))

    def _toggle_anim(self) -> None:
        on = self.act_anim.isChecked()
        s = self.settings
        if s is not None:
            # Animation speed 0 meant off: turned on again, back to normal speed.
            speed = 1.0 if on and s.animation_speed <= 0 else s.animation_speed
            self._store_settings(replace(s, animations=on, animation_speed=speed))
        self.assault_panel.animations = self.animations
        self.assault_panel.speed = self.animation_speed
        self.assault_panel.hold_results = self.prefs.hold_results

    def store_settings(self, new: Settings, *, quiet: bool = False) -> None:
        """Use and save ``new`` settings (see ``_store_settings``)."""
        self._store_settings(new, quiet=quiet)

    def _store_settings(self, new: Settings, *, quiet: bool = False) -> None:
        """Use ``new`` settings and save them (if they changed); a failure to save is
        told (unless ``quiet``), and the settings apply for this session anyway."""
        if self.settings is None or new == self.settings:
            return
        self.settings = new
        notices: list[str] = []
        try:
            from ..storage.settings import save_settings

            save_settings(new, notices=notices)
            tell_write_notices(self, notices, quiet)
        except Exception as exc:  # noqa: BLE001 - the setting still applies to this session
            log.warning("could not save settings", exc_info=True)
            if not quiet:
                self.show_error(
                    fmt(QCoreApplication.translate(
                        "MainWindow",
                        "The preferences could not be saved (%1). They apply until you quit."),
                        exc)
                )

    @guarded
    def preferences(self) -> None:
        """Edit ▸ Preferences…: a dialog over a copy of the settings; OK saves them."""
        from .settings_dialog import SettingsDialog

        current = self.settings if self.settings is not None else Settings()
        dlg = SettingsDialog(current, self, persist=self.settings is not None)
        dlg.applied.connect(self.apply_settings)
        dlg.applied.connect(lambda _new: show_write_notices(self, dlg.write_notices))
        self._settings_dialog = dlg
        dlg.open()

    @guarded
    def apply_settings(self, new: Settings) -> None:
        """Use settings just saved (or kept for this session) from the dialog."""
        old_language = self.prefs.language
        self.settings = new
        self.act_anim.setChecked(new.animations)  # same value: nothing saved again
        self.act_coords.setChecked(new.show_coordinates)
        for code, act in self.language_actions.items():
            act.setChecked(code == new.language)
        self.assault_panel.animations = self.animations
        self.assault_panel.speed = self.animation_speed
        self.assault_panel.hold_results = self.prefs.hold_results
        if new.language != old_language:
            self.offer_restart()

    def show_rules(self) -> None:
        from .rules_dialog import RulesDialog

        dlg = RulesDialog(self)
        dlg.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dlg.show()

    def show_about(self) -> None:
        QMessageBox.about(
            self,
            QCoreApplication.translate("MainWindow", "About Pocket Tactics"),
            QCoreApplication.translate("MainWindow",
                "<h3>Pocket Tactics</h3><p>A digital version of Pocket Tactics (4th edition), the "
                "free 3D-printable hex skirmish game.</p><p>Every rule is enforced by the rules "
                "engine; the computer opponent plays by the same rules.</p>"
            ),
        )

    def start(self) -> None:
        """After the window is shown: tell what could not be read, then resume an
        unfinished game or offer a new one."""
        self.show_load_problems(self.load_problems)
        self.load_problems = []
        self.files.offer_resume()

    def restore_geometry(self) -> None:
        """Put the window where the player left it (settings.window_geometry)."""
        data = self.prefs.window_geometry
        if data:
            import base64

            from PySide6.QtCore import QByteArray

            self.restoreGeometry(QByteArray(base64.b64decode(data)))
        self.restore_layout()

    def restore_layout(self) -> None:
        """Put the docks where the player left them (settings.window_state)."""
        state = self.prefs.window_state
        if state:
            import base64

            from PySide6.QtCore import QByteArray

            self.restoreState(QByteArray(base64.b64decode(state)))

    def layout_state(self) -> str:
        """The docks' places and sizes, base64 (what ``restore_layout`` reads)."""
        import base64

        return base64.b64encode(bytes(self.saveState().data())).decode("ascii")

    def closeEvent(self, event: QCloseEvent) -> None:
        if not self._close_confirmed and self.files.needs_confirmation(kept_by_autosave=True):
            event.ignore()
            self.files.confirm_leave(
                QCoreApplication.translate("MainWindow", "Quit anyway? This game will be lost."),
                QCoreApplication.translate("MainWindow", "Quit"),
                self._close_now,
                kept_by_autosave=True,
            )
            return
        self._close_confirmed = False
        self.controller.shutdown(3000)
        if self.settings is not None:
            import base64

            geometry = base64.b64encode(bytes(self.saveGeometry().data())).decode("ascii")
            self._store_settings(replace(self.settings, window_geometry=geometry,
                                         window_state=self.layout_state()), quiet=True)
        super().closeEvent(event)

    def _close_now(self) -> None:
        self._close_confirmed = True
        self.close()




__all__ = ["NO_SETTINGS", "WindowCommands"]
