"""The GUI entry point: ``main(argv) -> int``.

``pocket-tactics`` opens the window, the shell (:mod:`.ui.shell`), and offers the
unfinished game of either game's autosave, or a new game. ``pocket-tactics --screenshot
FILE.png --autoplay N [--seed S] [--game furrow --players N]`` opens the shell offscreen
with the game hosted, lets the computer play every seat for N actions and saves a
picture of the window. ``--resume GAME`` resumes that game's autosave at once (a
language restart starts the next process so).

``--lang zh_CN`` (or ``$POCKET_TACTICS_LANG``) forces the language over the setting.
With ``$POCKET_TACTICS_STARTUP_BENCH=1`` the app prints ``first-window <epoch seconds>``
when the main window first paints and quits (``benchmarks/startup.py``).
"""

from __future__ import annotations

import argparse
import logging
import os
import sys
import time
import traceback
from collections.abc import Sequence
from types import TracebackType
from typing import TYPE_CHECKING, Any

from .core.registry import game_ids

if TYPE_CHECKING:
    from PySide6.QtWidgets import QApplication

    from .engine.game import GameSetup
    from .storage.instance import HomeLock
    from .storage.settings import Settings
    from .ui.shell import Shell

log = logging.getLogger("pocket_tactics_app")


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="pocket-tactics", description="Pocket Tactics desktop app")
    p.add_argument("--screenshot", metavar="FILE.png", help="save a screenshot and quit")
    p.add_argument("--autoplay", type=int, default=0, metavar="N",
                   help="with --screenshot: the computer plays both sides for N actions")
    p.add_argument("--seed", type=int, default=1, metavar="S", help="game seed (default 1)")
    p.add_argument("--size", default="1280x800", metavar="WxH", help="window size")
    p.add_argument("--lang", choices=("system", "en", "zh_CN", "zh_TW"), default=None,
                   help="interface language (default: the setting, else the system's)")
    p.add_argument("--game", choices=(*GAME_ALIASES, *game_ids()), default="pocket",
                   help="with --screenshot: Pocket Tactics or Furrow & Foundry")
    p.add_argument("--resume", choices=game_ids(), default=None, metavar="GAME",
                   help="resume the unfinished game of GAME's autosave at once")
    p.add_argument("--players", type=int, default=2, metavar="N",
                   help="with --game furrow: 2 to 5 players")
    return p


BENCH_ENV = "POCKET_TACTICS_STARTUP_BENCH"

#: Short names of the games on the command line (their ids work too).
GAME_ALIASES = {"pocket": "pocket-tactics"}


#: Problems found in the settings file at start; the window shows them once it is up.
_SETTINGS_PROBLEMS: list[str] = []


def _load_settings() -> Settings | None:
    try:
        from .storage.settings import load_settings

        settings, problems = load_settings()
        for problem in problems:
            log.warning("settings: %s", problem)
        _SETTINGS_PROBLEMS[:] = problems
        return settings
    except Exception:  # noqa: BLE001 - the app starts with defaults
        log.warning("settings unavailable", exc_info=True)
        return None


def _remove_stale_temp_files() -> None:
    """Temporary files a killed run left beside the autosave, settings and armies."""
    try:
        from .storage.saves import remove_stale_temp_files

        for path in remove_stale_temp_files():
            log.info("removed a temporary file left by an interrupted write: %s", path)
    except Exception:  # noqa: BLE001 - housekeeping never stops the app
        log.warning("could not clean temporary files", exc_info=True)


def setup_language(app: Any, lang_flag: str | None, settings: Settings | None) -> str:
    """Install the translation for the chosen language and the bundled fonts."""
    from .ui import i18n

    setting = settings.language if settings is not None else None
    language = i18n.resolve_language(setting, lang_flag)
    i18n.install_translators(app, language)
    i18n.install_fonts(app, language)
    return language


def app_icon() -> Any:
    """The window icon from resources/icons (PNGs, loaded lazily by size)."""
    from PySide6.QtGui import QIcon

    from . import resources

    icon = QIcon()
    for size in resources.ICON_SIZES:
        path = resources.icon_path(size)
        if path.is_file():
            icon.addFile(str(path))
    return icon


class _FirstShowProbe:
    """Prints when ``window`` first paints, then quits (startup benchmark)."""

    def __init__(self, app: Any, window: Any) -> None:
        from PySide6.QtCore import QEvent, QObject, QTimer

        probe = self

        class Filter(QObject):
            def eventFilter(self, obj: Any, event: Any) -> bool:  # noqa: N802 - Qt name
                if event.type() == QEvent.Type.Paint:
                    probe.fire()
                return False

        self.app = app
        self.done = False
        self.filter = Filter(window)
        window.installEventFilter(self.filter)
        QTimer.singleShot(10_000, self.fire)  # never hang a benchmark

    def fire(self) -> None:
        if self.done:
            return
        self.done = True
        print(f"first-window {time.time():.6f}", flush=True)
        from PySide6.QtCore import QTimer

        QTimer.singleShot(0, self.app.quit)


def apply_style(app: Any) -> None:
    """Fusion with a dark palette: the board's colours read best on dark."""
    from PySide6.QtGui import QColor, QPalette

    app.setStyle("Fusion")
    pal = QPalette()
    roles = QPalette.ColorRole
    base = {
        roles.Window: "#232a33", roles.WindowText: "#e6e9ee", roles.Base: "#1a2027",
        roles.AlternateBase: "#222932", roles.ToolTipBase: "#2d3540",
        roles.ToolTipText: "#f0f0f0", roles.Text: "#e6e9ee", roles.Button: "#2f3842",
        roles.ButtonText: "#e6e9ee", roles.BrightText: "#ffffff", roles.Highlight: "#3d6fb6",
        roles.HighlightedText: "#ffffff", roles.Link: "#7eb6ff", roles.PlaceholderText: "#8a93a0",
    }
    for role, colour in base.items():
        pal.setColor(role, QColor(colour))
    for role in (roles.WindowText, roles.Text, roles.ButtonText):
        pal.setColor(QPalette.ColorGroup.Disabled, role, QColor("#6b737d"))
    app.setPalette(pal)


def install_excepthook() -> None:
    """Unexpected errors in Qt handlers are logged and shown; the app keeps running."""
    previous = sys.excepthook

    def hook(kind: type[BaseException], exc: BaseException, tb: TracebackType | None) -> None:
        log.error("unexpected error:\n%s", "".join(traceback.format_exception(kind, exc, tb)))
        try:
            from PySide6.QtWidgets import QApplication, QMessageBox

            if QApplication.instance() is not None and os.environ.get(
                    "QT_QPA_PLATFORM") != "offscreen":
                from PySide6.QtCore import QCoreApplication

                from .textfmt import fmt

                text = QCoreApplication.translate(
                    "app", "Unexpected error: %1\nThe game goes on from its last good state.")
                box = QMessageBox(QMessageBox.Icon.Critical,
                                  QCoreApplication.translate("app", "Pocket Tactics"),
                                  fmt(text, repr(exc)))
                box.setAttribute(box.WidgetAttribute.WA_DeleteOnClose)  # type: ignore[attr-defined]
                box.open()
        except Exception:  # noqa: BLE001
            previous(kind, exc, tb)

    sys.excepthook = hook


def default_setup(seed: int) -> GameSetup:
    """The default Pocket Tactics setup of a screenshot run (ui.games.pocket)."""
    from .ui.games.pocket import default_setup as setup

    return setup(seed)


_HOME_LOCK: list[Any] = []  # held for the life of the process


def _release_home() -> None:
    """Before a restart: the next process takes the home folder's lock."""
    while _HOME_LOCK:
        _HOME_LOCK.pop().release()


def _already_running(lock: HomeLock, lang_flag: str | None) -> int:
    """Ask the app running with this folder to bring its window forward, then tell the
    player, in their language, that it runs (stderr, and a dialog). Nothing is written."""
    from PySide6.QtWidgets import QApplication, QMessageBox

    from .ui.instance_link import already_running_text, ask_first_to_raise

    app = QApplication.instance() or QApplication(sys.argv[:1])
    setup_language(app, lang_flag, _load_settings())
    folder = lock.path.parent
    message = already_running_text(folder, lock.holder, ask_first_to_raise(folder))
    print(message, file=sys.stderr)
    if os.environ.get("QT_QPA_PLATFORM") != "offscreen":
        QMessageBox.information(None, "Pocket Tactics", message)
    return 3


def main(argv: Sequence[str] | None = None) -> int:
    args = _parser().parse_args(list(sys.argv[1:] if argv is None else argv))
    logging.basicConfig(level=logging.INFO, format="%(levelname)s %(name)s: %(message)s")
    if args.screenshot:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from .qt_compat import keep_none_alive

    keep_none_alive()
    if not args.screenshot:  # one app per home folder; a second start says so and changes nothing
        from .storage.instance import claim_home

        _HOME_LOCK.append(lock := claim_home())
        if not lock.held:
            return _already_running(lock, args.lang)
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([sys.argv[0] if sys.argv else "pocket-tactics"])
    assert isinstance(app, QApplication)
    app.setApplicationName("Pocket Tactics")
    app.setOrganizationName("pocket-tactics")
    settings = _load_settings()
    setup_language(app, args.lang, settings)
    app.setWindowIcon(app_icon())
    apply_style(app)
    install_excepthook()
    from .ui.shell import Shell

    try:
        w, h = (int(x) for x in str(args.size).lower().split("x"))
    except ValueError:
        w, h = 1280, 800
    if args.screenshot:
        return _screenshot(app, Shell(None, autosave=False), args, (w, h))
    bench = os.environ.get(BENCH_ENV) == "1"
    _remove_stale_temp_files()
    window = Shell(settings)
    window.before_restart = _release_home
    window.load_problems = list(_SETTINGS_PROBLEMS)
    if _HOME_LOCK:  # a second start on this folder brings this window forward
        from .ui.instance_link import listen_for_second_start

        listen_for_second_start(window, _HOME_LOCK[-1].path.parent)
    window.lessons.offer_enabled = True  # a game shown the first time offers its guided game
    window.resize(w, h)
    if not bench:
        window.restore_geometry()
    probe = _FirstShowProbe(app, window) if bench else None
    window.show()
    from PySide6.QtCore import QTimer

    if probe is None:
        QTimer.singleShot(0, lambda: window.start(args.resume))
    return int(app.exec())


def _screenshot(app: QApplication, shell: Shell, args: argparse.Namespace,
                size: tuple[int, int]) -> int:
    """The shell offscreen, the game of ``--game`` hosted and played by the computer."""
    from .ui.games import game_ui

    shell.resize(*size)
    shell.show()
    path = str(args.screenshot)
    game = game_ui(GAME_ALIASES.get(args.game, args.game))
    status = game.screenshot(app, shell, path, args.autoplay, args.seed, args.players,
                             lambda: bool(shell.grab().save(path)))
    if shell.hosted is not None:  # the screenshot's game is not kept: nothing to ask
        shell.hosted.shutdown()
    shell.close()
    return int(status)


if __name__ == "__main__":
    raise SystemExit(main())
