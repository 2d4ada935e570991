"""Catalogue, roster and card-error models: Qt's model tester, filters, sorting, drops."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QModelIndex, Qt

from pocket_tactics_app.engine.cards import (
    CardError,
    default_catalog,
    load_catalog,
    shipped_cards_dir,
)
from pocket_tactics_app.ui.card_errors import CardErrorsModel
from pocket_tactics_app.ui.catalog_model import (
    CARD_MIME,
    CardIdRole,
    CatalogFilterProxy,
    CatalogModel,
    factions,
    unit_types,
)
from pocket_tactics_app.ui.roster_model import RosterModel

OWN_CARD = """\
faction: Homebrew
favored: colony
units:
  - name: Garden Drone
    types: [Robot]
    points: 7
    off: 1
    def: {dice: 1, bumps: [1]}
    flying: 1
"""


def _ids(proxy: CatalogFilterProxy) -> list[str]:
    return [proxy.index(r, 0).data(CardIdRole) for r in range(proxy.rowCount())]


@pytest.fixture
def proxy(qtbot: Any) -> CatalogFilterProxy:
    del qtbot
    model = CatalogModel(default_catalog())
    p = CatalogFilterProxy()
    p.setSourceModel(model)
    p._keep = model  # type: ignore[attr-defined]  # the proxy does not own its source
    return p


def test_catalog_model_passes_qt_model_tester(qtmodeltester: Any) -> None:
    model = CatalogModel(default_catalog())
    qtmodeltester.check(model)
    cat = default_catalog()
    assert model.rowCount() == len(cat.units) + len(cat.terrain) + len(cat.features)


def test_filter_proxy_passes_qt_model_tester(qtmodeltester: Any, proxy: CatalogFilterProxy) -> None:
    proxy.set_faction("Space Force")
    proxy.sort(CatalogModel.POINTS, Qt.SortOrder.DescendingOrder)
    qtmodeltester.check(proxy)


def test_roster_model_passes_qt_model_tester(qtmodeltester: Any) -> None:
    roster = RosterModel(default_catalog())
    roster.set_units(["cyber-grunt", "no-such-card", "cyber-doc"])
    qtmodeltester.check(roster)
    roster.add("cyber-commando")
    roster.duplicate(0)
    roster.remove(1)
    qtmodeltester.check(roster)


def test_card_errors_model_passes_qt_model_tester(qtmodeltester: Any) -> None:
    model = CardErrorsModel()
    model.set_errors([CardError("/x/broken.yaml", 3, "units[0](Bot).points", "expected int"),
                      CardError("/x/other.yaml", 0, "", "not valid YAML")])
    qtmodeltester.check(model)
    assert model.index(0, CardErrorsModel.FILE).data() == "broken.yaml"
    assert model.index(0, CardErrorsModel.LINE).data() == "3"
    assert model.index(0, CardErrorsModel.FIELD).data() == "units[0](Bot).points"


def test_filters_by_kind_faction_type_and_text(proxy: CatalogFilterProxy) -> None:
    cat = default_catalog()
    proxy.set_kind("terrain")
    assert sorted(_ids(proxy)) == sorted(cat.terrain)
    proxy.set_kind("feature")
    assert sorted(_ids(proxy)) == sorted(cat.features)
    proxy.set_kind("")
    proxy.set_faction("Mytoan Spore Hosts")
    assert {cat.units[i].faction for i in _ids(proxy)} == {"Mytoan Spore Hosts"}
    assert len(_ids(proxy)) == 5
    proxy.set_faction("")
    proxy.set_unit_type("Cyborg")
    assert set(_ids(proxy)) == {c.id for c in cat.units.values() if "Cyborg" in c.types}
    proxy.set_unit_type("")
    proxy.set_text("re-roll")  # found in the abilities' text
    assert set(_ids(proxy)) == {"space-force-captain", "mytoan-psycho-pontiff"}
    proxy.set_text("WATER")  # case-insensitive: the tile and the unit that ignores it
    assert {"water", "colonial-astronaut"} <= set(_ids(proxy))
    proxy.set_text("")
    assert proxy.rowCount() == proxy.sourceModel().rowCount()


def test_sorts_by_points_dice_and_name(proxy: CatalogFilterProxy) -> None:
    cat = default_catalog()
    proxy.set_kind("unit")
    proxy.sort(CatalogModel.POINTS, Qt.SortOrder.AscendingOrder)
    points = [cat.units[i].points for i in _ids(proxy)]
    assert points == sorted(points) and points[0] == 6
    proxy.sort(CatalogModel.OFF, Qt.SortOrder.DescendingOrder)
    top = [cat.units[i] for i in _ids(proxy)[:2]]
    assert all(c.off.dice == 3 and c.off.bumps == (1,) for c in top)  # 3+1 before plain 3
    proxy.sort(CatalogModel.DEF, Qt.SortOrder.DescendingOrder)
    assert cat.units[_ids(proxy)[0]].defence.label() in ("3+1",)
    proxy.sort(CatalogModel.NAME, Qt.SortOrder.AscendingOrder)
    names = [cat.units[i].name.casefold() for i in _ids(proxy)]
    assert names == sorted(names)


def test_own_cards_are_marked_and_listed(tmp_path: Path, qtbot: Any) -> None:
    del qtbot
    (tmp_path / "garden.yaml").write_text(OWN_CARD, encoding="utf-8")
    cat = load_catalog([shipped_cards_dir(), tmp_path])
    model = CatalogModel(cat, tmp_path)
    row = model.row_of("garden-drone")
    assert row >= 0 and model.entry(row).own
    assert model.index(row, CatalogModel.SOURCE).data() == "Own"
    assert not model.entry(model.row_of("cyber-grunt")).own
    assert "Homebrew" in factions(cat) and "Robot" in unit_types(cat)


def test_catalog_drag_drops_onto_the_roster(qtbot: Any) -> None:
    del qtbot
    cat = default_catalog()
    model = CatalogModel(cat)
    roster = RosterModel(cat)
    roster.set_units(["cyber-grunt"])
    mime = model.mimeData([model.index(model.row_of("cyber-doc"), 0),
                           model.index(model.row_of("water"), 0)])  # tiles are not dragged
    assert mime.hasFormat(CARD_MIME)
    assert roster.canDropMimeData(mime, Qt.DropAction.CopyAction, -1, -1, QModelIndex())
    assert roster.dropMimeData(mime, Qt.DropAction.CopyAction, 0, 0, QModelIndex())
    assert roster.units() == ["cyber-doc", "cyber-grunt"]
    assert roster.total() == 20
    assert not model.flags(model.index(model.row_of("water"), 0)) & Qt.ItemFlag.ItemIsDragEnabled


def test_roster_keeps_missing_cards(qtbot: Any) -> None:
    del qtbot
    roster = RosterModel(default_catalog())
    roster.set_units(["cyber-grunt", "gone-card"])
    assert roster.missing() == ["gone-card"]
    assert roster.total() == 8
    assert "missing" in roster.index(1, RosterModel.NAME).data()
    assert roster.units() == ["cyber-grunt", "gone-card"]
