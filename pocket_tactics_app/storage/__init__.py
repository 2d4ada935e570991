"""Files the app reads and writes: saves and the autosave, army lists, settings.

Pure Python (no Qt). Every write is atomic (:mod:`.atomic`); every loader refuses
bad input with a :class:`StorageError` whose ``str()`` names the file and the
problem on one line, or (settings, army fields) returns a list of such lines.
Folders come from :mod:`.paths` (``POCKET_TACTICS_HOME`` overrides them).
"""

from .armies import (
    ArmyInfo,
    ArmyList,
    delete_army,
    export_army,
    find_army,
    import_army,
    list_armies,
    load_army,
    rename_army,
    save_army,
)
from .atomic import atomic_write_bytes, atomic_write_text
from .errors import LoadError, StorageError, WriteError
from .saves import SAVES, SaveFile, find_resumable
from .settings import Settings, load_settings, save_settings

__all__ = [
    "ArmyInfo",
    "ArmyList",
    "SAVES",
    "LoadError",
    "SaveFile",
    "Settings",
    "StorageError",
    "WriteError",
    "atomic_write_bytes",
    "atomic_write_text",
    "delete_army",
    "export_army",
    "find_army",
    "find_resumable",
    "import_army",
    "list_armies",
    "load_army",
    "load_settings",
    "rename_army",
    "save_army",
    "save_settings",
]
