"""No import cycle anywhere in the app, counting imports inside functions and under
TYPE_CHECKING: a module that needs another's shape reads it through a protocol."""

from __future__ import annotations

import ast
from graphlib import CycleError, TopologicalSorter
from pathlib import Path

import pocket_tactics_app as package

ROOT = Path(package.__file__).parent
NAME = package.__name__


def module_name(path: Path) -> str:
    parts = [NAME, *path.relative_to(ROOT).with_suffix("").parts]
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


MODULES = {module_name(p): p for p in ROOT.rglob("*.py")}


def imports_of(name: str, path: Path) -> set[str]:
    """The app's modules that ``path`` imports, wherever the statement is: ``from .x
    import y`` counts ``x.y`` when that is a module, else ``x`` (a package's
    ``__init__`` re-exports are counted as the package)."""
    here = name.split(".") if path.name == "__init__.py" else name.split(".")[:-1]
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(a.name for a in node.names if a.name in MODULES)
        elif isinstance(node, ast.ImportFrom):
            base = here[: len(here) - node.level + 1] if node.level else []
            target = ".".join([*base, *([node.module] if node.module else [])])
            subs = {f"{target}.{a.name}" for a in node.names} & MODULES.keys()
            if len(subs) == len(node.names):
                found.update(subs)
            else:
                found.update(subs)
                if target in MODULES:
                    found.add(target)
    return found - {name}


def test_the_modules_found_are_the_app() -> None:
    assert {f"{NAME}.core.protocol", f"{NAME}.ui.shell",
            f"{NAME}.controller.game_controller"} <= MODULES.keys()
    assert f"{NAME}.controller.advisor" in imports_of(
        f"{NAME}.controller.game_controller", MODULES[f"{NAME}.controller.game_controller"])


def test_no_import_cycle_in_the_app() -> None:
    graph = {name: imports_of(name, path) for name, path in MODULES.items()}
    try:
        list(TopologicalSorter(graph).static_order())
    except CycleError as exc:
        raise AssertionError(f"import cycle: {' -> '.join(exc.args[1])}") from exc
