"""No import cycle among the controller's modules, counting imports inside functions and
under TYPE_CHECKING (the advisor reads its controller through a protocol)."""

from __future__ import annotations

import ast
from graphlib import CycleError, TopologicalSorter
from pathlib import Path

import pocket_tactics_app.controller as package

FOLDER = Path(package.__file__).parent


def imports_of(path: Path) -> set[str]:
    """The sibling modules ``path`` imports (``from .x import``, ``from . import x``,
    ``from ..controller.x import``), wherever the import statement is."""
    names = {p.stem for p in FOLDER.glob("*.py")}
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if not isinstance(node, ast.ImportFrom):
            continue
        module = node.module or ""
        if node.level == 1 and module:
            found.add(module.split(".")[0])
        elif node.level == 1:
            found.update(a.name for a in node.names)
        elif node.level == 2 and module.startswith("controller."):
            found.add(module.split(".")[1])
        elif node.level == 0 and module.startswith("pocket_tactics_app.controller."):
            found.add(module.split(".")[2])
    return (found & names) - {path.stem}


def test_no_import_cycle_in_the_controller() -> None:
    graph = {p.stem: imports_of(p) for p in FOLDER.glob("*.py") if p.stem != "__init__"}
    assert graph["game_controller"] >= {"advisor", "base"}
    try:
        order = list(TopologicalSorter(graph).static_order())
    except CycleError as exc:
        raise AssertionError(f"import cycle: {exc.args[1]}") from exc
    assert order.index("advisor") < order.index("game_controller")
