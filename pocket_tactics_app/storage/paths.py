"""Where the app keeps its files.

By default the platform's folders (platformdirs) for the app ``pocket-tactics``:
the config folder holds the settings, the data folder holds saves, the autosave,
army lists and user cards. When the environment variable ``POCKET_TACTICS_HOME``
is set (tests, CI, a portable install), everything lives under that folder
instead: ``$POCKET_TACTICS_HOME/config`` and ``$POCKET_TACTICS_HOME/data``.

The functions read the environment on every call and create nothing; writers
create the folders they need (see :mod:`.atomic`). ``card_folders`` also looks
whether the player's cards folder exists yet.
"""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

__all__ = [
    "APP_NAME",
    "HOME_ENV",
    "armies_dir",
    "autosave_backup_path",
    "autosave_path",
    "card_folders",
    "cards_dir",
    "config_dir",
    "data_dir",
    "home_override",
    "saves_dir",
    "settings_path",
]

APP_NAME = "pocket-tactics"
HOME_ENV = "POCKET_TACTICS_HOME"


def home_override() -> Path | None:
    """The folder named by ``POCKET_TACTICS_HOME`` (absolute), or ``None`` when unset or empty."""
    value = os.environ.get(HOME_ENV, "")
    if not value:
        return None
    return Path(value).expanduser().absolute()


def config_dir() -> Path:
    """Folder for the settings file."""
    home = home_override()
    if home is not None:
        return home / "config"
    # appauthor=False: on Windows no extra "<author>" level above the app folder.
    return platformdirs.user_config_path(APP_NAME, appauthor=False, roaming=True)


def data_dir() -> Path:
    """Folder for saves, the autosave, army lists and user cards."""
    home = home_override()
    if home is not None:
        return home / "data"
    return platformdirs.user_data_path(APP_NAME, appauthor=False)


def settings_path() -> Path:
    return config_dir() / "settings.yaml"


def saves_dir() -> Path:
    return data_dir() / "saves"


def armies_dir() -> Path:
    return data_dir() / "armies"


def cards_dir() -> Path:
    """Folder for cards the player made or added (loaded after the shipped ones)."""
    return data_dir() / "cards"


def card_folders() -> list[Path]:
    """The player's card folders to load after the shipped cards: ``[cards_dir()]``, or
    ``[]`` while that folder does not exist (normal until the first own card is saved;
    the New card form creates it).

    Anything else there is passed on, so the card loader reports it: a folder that
    cannot be read, a file or a dangling link in its place, a data folder that
    cannot be searched.
    """
    folder = cards_dir()
    try:
        folder.lstat()
    except FileNotFoundError:
        return []
    except OSError:
        pass
    return [folder]


def autosave_path() -> Path:
    return data_dir() / "autosave.json"


def autosave_backup_path() -> Path:
    """The autosave before the latest one, kept in case the latest is unreadable."""
    return data_dir() / "autosave.bak.json"
