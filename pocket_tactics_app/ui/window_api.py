"""What the Pocket Tactics window offers the helpers it owns (its file commands and its
hint), as a protocol: they import no window, so the window module imports them freely."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from PySide6.QtWidgets import QStatusBar

    from ..controller.game_controller import GameController
    from ..controller.interaction import Interaction
    from ..engine.cards import Catalog
    from ..storage.settings import Settings
    from .assault_panel import AssaultPanel
    from .hexmap import MapScene, MapView


class GameWindow(Protocol):
    """The Pocket Tactics main window as its file commands and hint see it."""

    controller: GameController
    catalog: Catalog
    settings: Settings | None
    view: MapView

    @property
    def prefs(self) -> Settings:
        """The settings in force (the defaults when there are none)."""
        ...

    def statusBar(self) -> QStatusBar: ...  # noqa: N802 - Qt's name

    def show_error(self, message: str) -> None: ...

    def refresh(self) -> None: ...

    def update_title(self) -> None: ...

    def store_settings(self, new: Settings, *, quiet: bool = False) -> None: ...


class HintWindow(GameWindow, Protocol):
    """The Pocket Tactics main window as its hint sees it."""

    scene: MapScene
    assault_panel: AssaultPanel
    interaction: Interaction

    def show_assault(self) -> None:
        """Bring the assault panel forward."""
        ...

    def update_highlights(self) -> None:
        """Light the map's hexes again (the hint's among them)."""
        ...


__all__ = ["GameWindow", "HintWindow"]
