"""The language the app speaks, and card texts in that language.

The interface strings go through Qt's translation (``self.tr``) with the
``resources/translations/*.qm`` files loaded at start (:func:`install_translators`).
Qt's own words (Yes/No in message boxes, OK/Cancel/Close on dialog buttons, the file
dialog) come from Qt's bundled ``qtbase_<lang>.qm``, installed alongside.
Card names, ability names and texts, tile names and rule texts, and preset names come
from the YAML cards' ``names``/``texts`` fields; every helper falls back to the English
text.
"""

from __future__ import annotations

import logging
import os
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from .. import resources

log = logging.getLogger(__name__)

__all__ = [
    "LANG_ENV",
    "ability_name",
    "ability_text",
    "card_name",
    "current_language",
    "faction_name",
    "file_dialog_options",
    "install_fonts",
    "install_translators",
    "localized",
    "preset_name",
    "qt_translation_path",
    "resolve_language",
    "rules_path",
    "set_language",
    "system_language",
    "tile_name",
    "tile_text",
    "type_name",
]

LANG_ENV = "POCKET_TACTICS_LANG"
"""Environment override of the language setting (``en``, ``zh_CN``, ``zh_TW`` or ``system``)."""

_current = "en"
_translators: list[Any] = []  # QTranslator objects must outlive their installation
_font_families: list[str] | None = None  # registered once per process
_default_locale: Any = None  # QLocale default before we changed it


def system_language() -> str:
    """``zh_TW`` for Traditional Chinese locales, ``zh_CN`` for other Chinese, else ``en``."""
    from PySide6.QtCore import QLocale

    loc = QLocale.system()
    if loc.language() != QLocale.Language.Chinese:
        return "en"
    traditional_places = {
        QLocale.Country.Taiwan, QLocale.Country.HongKong, QLocale.Country.Macao,
    }
    if loc.script() == QLocale.Script.TraditionalHanScript or (
            loc.script() == QLocale.Script.AnyScript and loc.territory() in traditional_places):
        return "zh_TW"
    return "zh_CN"


def resolve_language(setting: str | None = None, override: str | None = None) -> str:
    """The language to use: ``override`` (flag), then ``$POCKET_TACTICS_LANG``, then the setting.

    ``system`` (or anything unknown) follows the system locale.
    """
    for choice in (override, os.environ.get(LANG_ENV), setting):
        if not choice:
            continue
        choice = choice.replace("-", "_")
        if choice in resources.LANGUAGES:
            return choice
        if choice == "system":
            return system_language()
        if choice.lower() in {"zh", "zh_hans", "zh_sg"}:
            return "zh_CN"
        if choice.lower() in {"zh_hant", "zh_hk", "zh_mo"}:
            return "zh_TW"
        log.warning("unknown language %r; following the system", choice)
        break
    return system_language()


def set_language(language: str) -> None:
    global _current
    _current = language if language in resources.LANGUAGES else "en"


def current_language() -> str:
    """``en``, ``zh_CN`` or ``zh_TW``: what :func:`set_language` chose (``en`` before that)."""
    return _current


def _translator_class() -> Any:
    from PySide6.QtCore import QTranslator

    class Translator(QTranslator):
        """A QTranslator that also looks up messages lupdate filed under no context.

        lupdate cannot tell the context of ``tr()`` called through module helpers
        (``describe.tr``) or of ``self.tr`` outside a class body
        (``main_window.guarded``): it files them under the empty context, while at run
        time they ask for their own. The fallback keeps those strings translated.
        """

        def translate(self, context: str, source: str, disambiguation: str | None = None,
                      n: int = -1) -> str | None:
            text = super().translate(context, source, disambiguation, n)
            if not text and context and not context.startswith("Q"):  # Qt's own: no
                text = super().translate("", source, disambiguation, n)
            # None (a null QString) tells Qt "not translated here"; "" would blank the text.
            return text or None

    return Translator


def _qt_translator_class() -> Any:
    from PySide6.QtCore import QTranslator

    class QtTranslator(QTranslator):
        """Qt's own catalogue, filling a gap of its Chinese ones: a few of Qt's labels
        gained a mnemonic ("&Look in:", "Files of &type:" in the file dialog) after
        their translation was made, so only the text without the ``&`` is there. Such
        a label takes that translation with the mnemonic added the Chinese way,
        "查找范围(&L)：", instead of staying in English. And Qt 6 asks for the file
        dialog's "Folder" and "Drive" under a new context (the icon provider's) that
        the catalogues still file under ``QFileDialog``."""

        def translate(self, context: str, source: str, disambiguation: str | None = None,
                      n: int = -1) -> str | None:
            text = super().translate(context, source, disambiguation, n)
            if not text and context in _QT_MOVED_CONTEXTS:
                text = super().translate("QFileDialog", source, None, n)
            if text:
                return text
            at = _mnemonic_at(source)
            if at < 0:
                return None
            plain = super().translate(context, source[:at] + source[at + 1:],
                                      disambiguation, n)
            if not plain:
                return None
            key = f"(&{source[at + 1].upper()})"
            body = plain.rstrip(":：")
            return body + key + plain[len(body):]

    return QtTranslator


_QT_MOVED_CONTEXTS = frozenset({"QAbstractFileIconProvider", "QFileSystemModel"})


def _mnemonic_at(text: str) -> int:
    """Where the ``&`` that marks a mnemonic is in ``text`` (``&&`` is a plain ``&``), or -1."""
    i = 0
    while (i := text.find("&", i)) >= 0 and i + 1 < len(text):
        if text[i + 1] != "&":
            return i
        i += 2
    return -1


def qt_translation_path(language: str) -> Path | None:
    """Qt's own ``qtbase_<language>.qm`` (its dialog and button words), or None.

    Looked up where Qt says its translations are (``QLibraryInfo``) and, in a frozen
    build, also in the bundle's ``PySide6/Qt/translations``, where PyInstaller puts
    them (the spec keeps only these two). ``zh_TW`` uses ``qtbase_zh_TW.qm`` only,
    never the Simplified catalogue, which would mix scripts in one window.
    """
    if language not in resources.LANGUAGES or language == "en":
        return None
    from PySide6.QtCore import QLibraryInfo

    folders = [Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))]
    if resources.is_frozen():
        folders.append(resources.base_dir() / "PySide6" / "Qt" / "translations")
    for folder in folders:
        path = folder / f"qtbase_{language}.qm"
        if path.is_file():
            return path
    return None


def file_dialog_options() -> Any:
    """The ``options`` for a ``QFileDialog.get...FileName`` call in the app's language.

    A native file dialog speaks the system's language, not the app's: when the two
    differ (a Chinese app on an English system, say) Qt's own dialog is used, which
    ``qtbase_<lang>.qm`` (:func:`install_translators`) translates in full.
    """
    from PySide6.QtCore import QLocale
    from PySide6.QtWidgets import QFileDialog

    system = QLocale.system()
    same = (system.language() == QLocale.Language.English if _current == "en"
            else system_language() == _current)
    return QFileDialog.Option(0) if same else QFileDialog.Option.DontUseNativeDialog


def _install(app: Any, translator: Any, path: Path) -> bool:
    if not translator.load(str(path)):
        log.warning("could not load translation %s", path)
        return False
    app.installTranslator(translator)
    _translators.append(translator)
    return True


def install_translators(app: Any, language: str) -> bool:
    """Load the translations for ``language`` into ``app``, replacing the previous ones.

    Two catalogues: Qt's own ``qtbase_<lang>.qm`` (:func:`qt_translation_path`) for the
    words Qt draws itself, and the app's ``.qm``. True when the app's one was installed
    (Qt's is optional: without it only Qt's standard buttons stay in English).
    """
    from PySide6.QtCore import QLocale

    global _default_locale
    set_language(language)
    for old in _translators:
        app.removeTranslator(old)
    _translators.clear()
    if _default_locale is None:
        _default_locale = QLocale()
    QLocale.setDefault(QLocale(language) if language != "en" else _default_locale)
    qt_path = qt_translation_path(language)
    if qt_path is not None:
        _install(app, _qt_translator_class()(app), qt_path)
    elif language != "en":
        log.info("no Qt translation for %s: Qt's own buttons stay in English", language)
    path = resources.translation_path(language)
    if path is None:
        return False
    # installed last, so it is asked first
    return _install(app, _translator_class()(app), path)


def install_fonts(app: Any, language: str | None = None) -> list[str]:
    """Register the bundled fonts (a CJK-capable one) and order the app's font families.

    English: the system's Latin family first, the CJK font only a fallback, so English
    text never takes its letters or punctuation (the ellipsis, curly quotes, dashes)
    from the CJK font. Chinese: the CJK font first, so Chinese punctuation has its
    full-width CJK shapes. Either way Chinese text shows on a machine with no CJK font
    installed. Registration happens once per process; the order follows ``language``
    (default: the current one) on every call. Returns the bundled families.
    """
    from PySide6.QtGui import QFont, QFontInfo

    families = _register_fonts()
    lang = language or _current
    font = app.font()
    system = [f for f in (list(font.families()) or [font.family()]) if f not in families]
    # A generic name ("Sans Serif") is an alias the font matcher resolves only when it
    # is the single family asked for: in a list Qt skips it for the first family it has
    # under that exact name, which would be the bundled CJK one. Name the real family.
    latin = QFontInfo(QFont(system[0] if system else font.family())).family()
    base = [latin, *(f for f in system if f != latin)]
    order = [*families, *base] if lang != "en" else [*base, *families]
    if families and list(font.families()) != order:
        font.setFamilies(order)
        app.setFont(font)
    return list(families)


def _register_fonts() -> list[str]:
    """The families of the bundled fonts, registered with Qt once per process."""
    from PySide6.QtGui import QFontDatabase

    global _font_families
    if _font_families is not None:
        return list(_font_families)
    families: list[str] = []
    for path in resources.font_files():
        font_id = QFontDatabase.addApplicationFont(str(path))
        if font_id < 0:
            log.warning("could not load font %s", path)
            continue
        for family in QFontDatabase.applicationFontFamilies(font_id):
            if family not in families:
                families.append(family)
    _font_families = families
    return list(families)


# --- card texts -------------------------------------------------------------------------

def localized(default: str, names: Mapping[str, str] | None,
              language: str | None = None) -> str:
    """``names[language]`` when present and non-empty, else ``default`` (English)."""
    lang = language or _current
    if lang != "en" and names:
        text = names.get(lang)
        if text:
            return text
    return default


def card_name(card: Any, language: str | None = None) -> str:
    """A unit card's name (also works for tiles, features, presets and factions)."""
    return localized(str(getattr(card, "name", card)), getattr(card, "names", None), language)


def ability_name(ability: Any, language: str | None = None) -> str:
    return localized(str(ability.name), getattr(ability, "names", None), language)


def ability_text(ability: Any, language: str | None = None) -> str:
    return localized(str(getattr(ability, "text", "")), getattr(ability, "texts", None), language)


def faction_name(catalog: Any, faction: str, language: str | None = None) -> str:
    """A faction's name from the catalog's translations (a card file's ``names``)."""
    return localized(faction, getattr(catalog, "faction_names", {}).get(faction), language)


def type_name(catalog: Any, type_: str, language: str | None = None) -> str:
    """A unit type (Human, Cyborg, ...) from the catalog's ``type_names``."""
    return localized(type_, getattr(catalog, "type_names", {}).get(type_), language)


def tile_name(tile: Any, language: str | None = None) -> str:
    return card_name(tile, language)


def tile_text(tile: Any, language: str | None = None) -> str:
    """A terrain or feature card's rule text (its ``texts``), "" when it has none."""
    return localized(str(getattr(tile, "text", "")), getattr(tile, "texts", None), language)


def preset_name(preset: Any, language: str | None = None) -> str:
    return card_name(preset, language)


def rules_path(language: str | None = None) -> Any:
    """The rules text in the current (or given) language, English as fallback."""
    return resources.rules_path(language or _current)
