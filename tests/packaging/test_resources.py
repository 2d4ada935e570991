"""Packaging (issue 7): resources resolve from the source tree and a frozen bundle,
translations are complete and compiled, and the icon, font, desktop file and spec exist."""

from __future__ import annotations

import ast
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from pocket_tactics_app import resources

ROOT = Path(__file__).resolve().parents[2]
TRANSLATIONS = ROOT / "resources" / "translations"
LANGS = ("zh_CN", "zh_TW")
BIN = Path(sys.executable).parent
PLACEHOLDER = re.compile(r"%(?:\d+|n)")


def test_source_tree_paths() -> None:
    assert not resources.is_frozen()
    assert resources.base_dir() == ROOT
    assert resources.cards_dir() == ROOT / "unit_cards"
    assert sorted(resources.cards_dir().glob("*.yaml"))
    assert resources.rules_path("en") == ROOT / "resources" / "rules.md"
    assert resources.rules_path("zh_CN") == ROOT / "resources" / "rules.zh_CN.md"
    assert resources.rules_path("zh_TW") == ROOT / "resources" / "rules.zh_TW.md"
    assert resources.rules_path("fr") == ROOT / "resources" / "rules.md"
    assert resources.translation_path("en") is None
    for lang in LANGS:
        assert resources.translation_path(lang) == TRANSLATIONS / f"pocket_tactics_{lang}.qm"


def test_frozen_paths_use_meipass(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    (tmp_path / "resources" / "translations").mkdir(parents=True)
    (tmp_path / "resources" / "translations" / "pocket_tactics_zh_CN.qm").write_bytes(b"x")
    (tmp_path / "resources" / "rules.md").write_text("rules", encoding="utf-8")
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert resources.is_frozen()
    assert resources.base_dir() == tmp_path
    assert resources.cards_dir() == tmp_path / "unit_cards"
    assert resources.translation_path("zh_CN") == (
        tmp_path / "resources" / "translations" / "pocket_tactics_zh_CN.qm")
    assert resources.translation_path("zh_TW") is None
    assert resources.rules_path("zh_CN") == tmp_path / "resources" / "rules.md"
    from pocket_tactics_app.engine.cards import shipped_cards_dir

    assert shipped_cards_dir() == tmp_path / "unit_cards"


def _messages(ts: Path) -> list[ET.Element]:
    return list(ET.parse(ts).getroot().iter("message"))


@pytest.mark.parametrize("lang", LANGS)
def test_translations_are_complete(lang: str) -> None:
    ts = TRANSLATIONS / f"pocket_tactics_{lang}.ts"
    messages = _messages(ts)
    assert len(messages) > 300
    problems = []
    for m in messages:
        source = m.findtext("source") or ""
        t = m.find("translation")
        assert t is not None
        forms = [f.text or "" for f in t.findall("numerusform")] or [t.text or ""]
        if t.get("type") in {"unfinished", "obsolete", "vanished"}:
            problems.append(f"{t.get('type')}: {source!r}")
        elif not all(f.strip() for f in forms):
            problems.append(f"empty: {source!r}")
        else:
            for f in forms:
                if sorted(set(PLACEHOLDER.findall(source))) != sorted(set(PLACEHOLDER.findall(f))):
                    problems.append(f"placeholders differ: {source!r} -> {f!r}")
    assert not problems, f"{ts.name}: " + "; ".join(problems[:20])


@pytest.mark.parametrize("lang", LANGS)
def test_qm_is_compiled_from_the_ts(lang: str, tmp_path: Path) -> None:
    ts = TRANSLATIONS / f"pocket_tactics_{lang}.ts"
    qm = TRANSLATIONS / f"pocket_tactics_{lang}.qm"
    assert qm.is_file() and qm.stat().st_size > 1000
    # A checkout writes files in any order within a moment; allow a few seconds.
    assert qm.stat().st_mtime >= ts.stat().st_mtime - 5, "run packaging/update_translations.sh"
    lrelease = BIN / "pyside6-lrelease"
    if not lrelease.exists():
        pytest.skip("pyside6-lrelease not installed")
    fresh = tmp_path / "fresh.qm"
    subprocess.run([str(lrelease), "-silent", str(ts), "-qm", str(fresh)], check=True)
    assert fresh.read_bytes() == qm.read_bytes(), "stale .qm: run packaging/update_translations.sh"


def test_every_interface_string_is_in_the_ts(tmp_path: Path) -> None:
    """lupdate over the sources finds no message the committed .ts files lack."""
    lupdate = BIN / "pyside6-lupdate"
    if not lupdate.exists():
        pytest.skip("pyside6-lupdate not installed")
    pkg = ROOT / "pocket_tactics_app"
    sources = [pkg / "app.py", *sorted((pkg / "ui").glob("*.py")),
               *sorted((pkg / "controller").glob("*.py"))]
    fresh = tmp_path / "fresh.ts"
    subprocess.run([str(lupdate), "-silent", *map(str, sources), "-ts", str(fresh)], check=True)
    wanted = {(m.findtext("source") or "") for m in _messages(fresh)}
    for lang in LANGS:
        have = {(m.findtext("source") or "")
                for m in _messages(TRANSLATIONS / f"pocket_tactics_{lang}.ts")}
        missing = sorted(wanted - have)
        assert not missing, (f"{lang}: {len(missing)} new string(s) not translated, e.g. "
                             f"{missing[:5]}: run packaging/update_translations.sh and translate")


def test_icons() -> None:
    from PySide6.QtGui import QImage

    assert resources.icon_path().is_file()
    ET.parse(resources.icon_path())  # well-formed SVG
    for size in resources.ICON_SIZES:
        image = QImage(str(resources.icon_path(size)))
        assert not image.isNull() and (image.width(), image.height()) == (size, size)


def test_bundled_font_and_licence() -> None:
    fonts = resources.font_files()
    assert fonts and all(f.stat().st_size > 1_000_000 for f in fonts)
    folder = resources.fonts_dir()
    assert (folder / "wqy-microhei.LICENSE.txt").is_file()
    assert (folder / "Apache-2.0.txt").is_file()


def test_desktop_file() -> None:
    desktop = (ROOT / "packaging" / "pocket-tactics.desktop").read_text(encoding="utf-8")
    lines = desktop.splitlines()
    assert lines[0] == "[Desktop Entry]"
    keys = dict(line.split("=", 1) for line in lines[1:] if "=" in line)
    assert keys["Type"] == "Application"
    assert keys["Exec"].split()[0] == "pocket-tactics"
    assert keys["Icon"] == "pocket-tactics"
    assert keys["Categories"].endswith(";")
    validate = shutil.which("desktop-file-validate")
    if validate:
        subprocess.run([validate, str(ROOT / "packaging" / "pocket-tactics.desktop")], check=True)


def test_spec_bundles_the_data() -> None:
    spec = (ROOT / "packaging" / "pocket-tactics.spec").read_text(encoding="utf-8")
    for needle in ("unit_cards/*.yaml", "resources/translations/*.qm", "resources/fonts/*",
                   "resources/rules*.md", "strip=True", 'name="pocket-tactics"',
                   "console=False"):
        assert needle in spec, needle
    assert (ROOT / "packaging" / "launcher.py").is_file()


def _spec_keep() -> Callable[[str], bool]:
    """The spec's ``_keep`` filter with its patterns, run without PyInstaller."""
    tree = ast.parse((ROOT / "packaging" / "pocket-tactics.spec").read_text(encoding="utf-8"))

    def wanted(node: ast.stmt) -> bool:
        if isinstance(node, ast.Assign):
            target = node.targets[0]
            return isinstance(target, ast.Name) and target.id.startswith(("_KEEP", "_DROP"))
        return isinstance(node, ast.FunctionDef) and node.name == "_keep"

    namespace: dict[str, Any] = {"re": re}
    module = ast.Module(body=[n for n in tree.body if wanted(n)], type_ignores=[])
    exec(compile(module, "pocket-tactics.spec", "exec"), namespace)
    keep: Callable[[str], bool] = namespace["_keep"]
    return keep


def test_spec_keeps_only_the_chinese_qt_translations() -> None:
    """Qt's qtbase_zh_*.qm (its dialog buttons in Chinese, ui/i18n.py) stay in the bundle;
    the other Qt translations are pruned; the app's own .qm files are kept."""
    keep = _spec_keep()
    qt = "PySide6/Qt/translations/"
    assert keep(qt + "qtbase_zh_CN.qm") and keep(qt + "qtbase_zh_TW.qm")
    assert keep("PySide6\\translations\\qtbase_zh_TW.qm")  # the Windows layout
    for dropped in ("qtbase_de.qm", "qt_zh_CN.qm", "qtdeclarative_zh_CN.qm",
                    "qt_help_zh_TW.qm", "qtbase_zh_CN.qm.bak"):
        assert not keep(qt + dropped), dropped
    for lang in LANGS:
        assert keep(f"resources/translations/pocket_tactics_{lang}.qm")
