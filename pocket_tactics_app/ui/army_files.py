"""The army builder's files: the cards it shows, the armies kept in the data folder
and what makes an army unusable, as the new-game flow also reads them."""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtCore import QCoreApplication

from ..engine.cards import Catalog, load_catalog, shipped_cards_dir
from ..engine.game import PlayerSetup
from ..storage import armies as army_store
from ..storage import paths
from ..storage.armies import TILE_COUNT, ArmyList
from ..storage.errors import StorageError
from ..textfmt import fmt
from . import describe

log = logging.getLogger(__name__)

def load_cards() -> Catalog:
    """The shipped cards and the player's own (``<data>/cards/``); never raises.

    A missing own-cards folder (the first start) is no error: see ``paths.card_folders``.
    """
    return load_catalog([shipped_cards_dir(), *paths.card_folders()])


def load_checked(path: Path, catalog: Catalog) -> tuple[ArmyList, list[str]]:
    """An army file checked against ``catalog``; raises LoadError when it is no army."""
    return army_store.load_army(path, known_cards=set(catalog.units),
                                known_terrain=set(catalog.terrain),
                                known_features=set(catalog.features),
                                points={cid: c.points for cid, c in catalog.units.items()})


def load_saved_armies(catalog: Catalog | None = None) -> list[tuple[ArmyList, list[str]]]:
    """Every saved army with its problems (unknown cards, over the limit, ...).

    With ``catalog`` the ids are checked against it. A file that cannot be read as an
    army at all is skipped here (``storage.armies.list_armies`` lists it with its error).
    """
    out: list[tuple[ArmyList, list[str]]] = []
    try:
        infos = army_store.list_armies()
    except StorageError:
        log.exception("cannot list the armies folder")
        return out
    for info in infos:
        if info.error is not None:
            continue
        try:
            if catalog is None:
                army, problems = army_store.load_army(info.path)
            else:
                army, problems = load_checked(info.path, catalog)
        except StorageError:
            log.exception("cannot load %s", info.path)
            continue
        out.append((army, problems))
    return out


def saved_armies() -> list[ArmyList]:
    """The armies kept in the data folder, by name."""
    return [army for army, _problems in load_saved_armies()]


def army_to_player_setup(army: ArmyList) -> PlayerSetup:
    """The engine's setup for one player; ``validate_setup`` checks it against the cards."""
    return PlayerSetup(units=list(army.units), tiles=list(army.tiles),
                       home_feature=army.home_feature)


def army_problems(army: ArmyList, catalog: Catalog) -> list[str]:
    """Why ``army`` cannot be used with ``catalog`` (empty when it can), in the app's language.

    The messages are translated under the dialog's context; each call names it literally
    so that lupdate extracts them.
    """
    problems: list[str] = []
    missing = sorted({u for u in army.units if u not in catalog.units})
    if missing:
        # A plural text without a %n marker: "Unknown card: x." / "Unknown cards: x, y".
        # The count is a plain name: lupdate skips a call whose count is an expression.
        count = len(missing)
        problems.append(fmt(describe.english_plural(QCoreApplication.translate(
            "ArmyBuilderDialog",
            "Unknown card(s): %1. Remove the card(s) from the army, "
            "or add the card(s) and reload.",
            None, count), count), ", ".join(missing)))
    if not army.units:
        problems.append(QCoreApplication.translate("ArmyBuilderDialog", "Add at least one unit."))
    total = sum(catalog.units[u].points for u in army.units if u in catalog.units)
    if army.point_limit > 0 and total > army.point_limit:
        problems.append(fmt(QCoreApplication.translate(
            "ArmyBuilderDialog",
            "Over the limit (%1 of %2 points): remove a unit or raise the limit.",
        ), str(total), str(army.point_limit)))
    if len(army.tiles) != TILE_COUNT:
        problems.append(fmt(QCoreApplication.translate(
            "ArmyBuilderDialog", "Choose exactly %1 terrain tiles."), str(TILE_COUNT)))
    bad_tiles = sorted({t for t in army.tiles if t not in catalog.terrain})
    if bad_tiles:
        problems.append(fmt(QCoreApplication.translate(
            "ArmyBuilderDialog", "Unknown terrain: %1."), ", ".join(bad_tiles)))
    if army.home_feature not in catalog.features:
        problems.append(QCoreApplication.translate("ArmyBuilderDialog", "Choose a home feature."))
    return problems


def without_file(problem: str, path: str | Path) -> str:
    """A storage problem line without its leading file name (the status line names it)."""
    for sep in (", ", ": "):
        if problem.startswith(f"{path}{sep}"):
            rest = problem[len(f"{path}{sep}"):]
            return rest[:1].upper() + rest[1:]
    return problem
