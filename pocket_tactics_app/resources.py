"""Where the app's data files are: the source tree, an installed package or a frozen bundle.

In a PyInstaller bundle everything lives under ``sys._MEIPASS`` (``resources/`` and
``unit_cards/`` beside the frozen package); from a source checkout they sit next to
the ``pocket_tactics_app`` package. Nothing here imports Qt, so the headless
commands can use it too.
"""

from __future__ import annotations

import sys
from pathlib import Path

__all__ = [
    "LANGUAGES",
    "base_dir",
    "cards_dir",
    "fonts_dir",
    "font_files",
    "icon_path",
    "icons_dir",
    "is_frozen",
    "resources_dir",
    "rules_path",
    "translation_path",
    "translations_dir",
]

LANGUAGES = ("en", "zh_CN", "zh_TW")
"""Languages the app ships; ``en`` is the source language (no translation file)."""


def is_frozen() -> bool:
    return bool(getattr(sys, "frozen", False)) and hasattr(sys, "_MEIPASS")


def base_dir() -> Path:
    """The folder holding ``resources/`` and ``unit_cards/``."""
    if is_frozen():
        return Path(sys._MEIPASS)  # type: ignore[attr-defined]
    return Path(__file__).resolve().parent.parent


def resources_dir() -> Path:
    return base_dir() / "resources"


def cards_dir() -> Path:
    return base_dir() / "unit_cards"


def translations_dir() -> Path:
    return resources_dir() / "translations"


def fonts_dir() -> Path:
    return resources_dir() / "fonts"


def icons_dir() -> Path:
    return resources_dir() / "icons"


def translation_path(language: str) -> Path | None:
    """The compiled ``.qm`` for ``language`` (``zh_CN``/``zh_TW``), or None when absent."""
    if language not in LANGUAGES or language == "en":
        return None
    path = translations_dir() / f"pocket_tactics_{language}.qm"
    return path if path.is_file() else None


def font_files() -> list[Path]:
    """Bundled font files (``.ttf``/``.ttc``/``.otf``), sorted by name."""
    folder = fonts_dir()
    if not folder.is_dir():
        return []
    return sorted(p for p in folder.iterdir() if p.suffix.lower() in {".ttf", ".ttc", ".otf"})


def icon_path(size: int | None = None) -> Path:
    """The app icon: ``pocket-tactics-<size>.png``, or the SVG when ``size`` is None."""
    if size is None:
        return icons_dir() / "pocket-tactics.svg"
    return icons_dir() / f"pocket-tactics-{size}.png"


ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


def rules_path(language: str = "en") -> Path | None:
    """The player rules text in ``language`` (``rules.<lang>.md``), falling back to English."""
    folder = resources_dir()
    candidates = [] if language == "en" else [folder / f"rules.{language}.md"]
    candidates.append(folder / "rules.md")
    for candidate in candidates:
        if candidate.is_file():
            return candidate
    return None
