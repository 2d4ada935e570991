"""One save container class for both games: load, dump, write, autosave and resume.

A :class:`SaveFormat` is built from what differs between the games (how a file's JSON is
checked into a save object, the save's top-level fields, where the autosave lives, what
makes two saves the same game); everything else is here once:

- hostile input parsed within bounds (:mod:`.container`), every write atomic;
- the autosave is written, flushed and **read back** before anything else changes; the
  previous autosave becomes the backup only when it is the same game, so a new game never
  overwrites the backup of an older one before its own autosave is confirmed on disk;
- :meth:`SaveFormat.resume` tries the autosave, then its backup (a file that cannot be read,
  or whose actions the game cannot replay, as ``check`` says), and says which it restored
  and what was lost;
- a finished game that cannot be written (a full disk) leaves a marker, so the next start
  says it could not be saved as finished instead of offering an older unfinished state.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Final, Generic, Protocol, TypeVar

from ._common import read_limited
from .atomic import atomic_write_text
from .container import MAX_NESTING, MAX_SAVE_BYTES, dump_container, parse_text, save_text
from .errors import LoadError, StorageError, WriteError

__all__ = ["FINISHED_UNSAVED", "ResumeResult", "SaveFormat"]

class Save(Protocol):
    """What the container reads of a save of either game."""

    actions: list[dict[str, Any]]
    finished: bool


S = TypeVar("S", bound=Save)
Source = str | os.PathLike[str]

_MEMORY: Final = "<memory>"
#: What the next start says of a game that ended while its end could not be written.
FINISHED_UNSAVED: Final = ("The last game ended, but it could not be saved as finished "
                           "(the disk was full or not writable); it is not offered to resume.")


@dataclass
class ResumeResult(Generic[S]):
    """What :meth:`SaveFormat.resume` found.

    ``save`` is the game to resume (None: nothing to resume) and ``path`` its file;
    ``from_backup`` is true when the autosave could not be used and its backup was;
    ``notices`` say, in words for the player, why a file was passed over, what was lost
    and whether a finished game could not be saved as finished.
    """

    save: S | None = None
    path: Path | None = None
    from_backup: bool = False
    notices: list[str] = field(default_factory=list)
    restored: str = ""
    """The notice saying the backup was restored and what was lost ("" otherwise)."""

    def message(self) -> str:
        """The notices as one text ("" when the autosave itself was resumed cleanly)."""
        return "\n".join(self.notices)


@dataclass
class SaveFormat(Generic[S]):
    """One game's save files. ``validate(source, data)`` checks parsed JSON (any version,
    upgraded) into a save or raises LoadError; ``top_level(save)`` is the JSON written;
    ``autosave_path()`` is where the autosave lives (its backup beside it as
    ``NAME.bak.json``); ``identity(save)`` is what stays the same through one game."""

    validate: Callable[[Source, object], S]
    top_level: Callable[[S], dict[str, Any]]
    autosave_path: Callable[[], Path]
    identity: Callable[[S], object]
    _known: dict[Path, tuple[tuple[int, int, int], S]] = field(default_factory=dict,
                                                               repr=False)

    # --- files -------------------------------------------------------------------

    def from_json(self, data: object, source: Source = _MEMORY) -> S:
        """A save from JSON already parsed (any version; upgraded and checked)."""
        return self.validate(source, data)

    def parse(self, data: bytes | str, source: Source = _MEMORY, *,
              max_bytes: int = MAX_SAVE_BYTES, max_depth: int = MAX_NESTING) -> S:
        """A save from its bytes or text; ``source`` names it in errors. Raises LoadError."""
        return self.validate(source, parse_text(source, data, max_bytes=max_bytes,
                                                max_depth=max_depth))

    def load(self, path: Source, *, max_bytes: int = MAX_SAVE_BYTES) -> S:
        """Read and check the save at ``path``; LoadError naming the file and field."""
        return self.parse(read_limited(path, max_bytes), path, max_bytes=max_bytes)

    def dump(self, save: S) -> str:
        """The text of ``save``: one top-level field per line, one action per line.
        ValueError if it holds something :meth:`load` would refuse or read differently."""
        return dump_container(self.top_level(save), self.validate)

    def _text_for(self, path: Path, save: S) -> str:
        return save_text(path, lambda: self.dump(save))

    def write(self, path: Source, save: S, *, notices: list[str] | None = None) -> Path:
        """Write ``save`` to ``path`` atomically; WriteError (old file kept) on failure.
        A symbolic link at ``path`` is replaced, its target untouched (see ``notices``)."""
        target = Path(path)
        _notice(notices, atomic_write_text(target, self._text_for(target, save)))
        return target

    # --- the autosave ------------------------------------------------------------

    def paths(self, path: Path | None = None) -> tuple[Path, Path, Path]:
        """The autosave (``path`` or the default), its backup, and the marker of a
        finished game that could not be written."""
        main = self.autosave_path() if path is None else Path(path)
        stem = main.name.removesuffix(".json")
        return main, main.with_name(f"{stem}.bak.json"), main.with_name(f"{stem}.unsaved-end")

    def _on_disk(self, path: Path) -> S | None:
        """The save in ``path`` when it is a readable regular file (cached by its stat)."""
        try:
            info = os.lstat(path)
        except OSError:
            return None
        if not os.path.isfile(path) or os.path.islink(path):
            return None
        known = self._known.get(path)
        if known is not None and known[0] == (info.st_ino, info.st_size, info.st_mtime_ns):
            return known[1]
        try:
            save = self.load(path)
        except LoadError:
            return None
        self._remember(path, save)
        return save

    def _same_game(self, old: S, new: S) -> bool:
        if self.identity(old) != self.identity(new):
            return False
        a, b = old.actions, new.actions
        shorter = min(len(a), len(b))
        return list(a[:shorter]) == list(b[:shorter])

    def _read_back(self, path: Path, text: str) -> None:
        try:
            data = read_limited(path, MAX_SAVE_BYTES)
        except LoadError as exc:
            raise WriteError(path, f"written but cannot be read back: {exc.message}") from exc
        if data != text.encode("utf-8"):
            raise WriteError(path, "written but reads back differently")

    def write_autosave(self, save: S, path: Path | None = None, *,
                       notices: list[str] | None = None) -> Path:
        """Autosave ``save``; WriteError on failure, the files then as they were.

        The new file is written and flushed, then read back; the previous autosave
        becomes the backup only when it holds the same game (a new game keeps the older
        game's backup until its own first autosave is confirmed). A finished game that
        cannot be written leaves the marker the next start reports."""
        main, backup, marker = self.paths(path)
        text = self._text_for(main, save)  # one that cannot be written must not rotate
        previous = self._on_disk(main)
        keep = backup if previous is not None and self._same_game(previous, save) else None
        try:
            _notice(notices, atomic_write_text(main, text, keep_previous_as=keep))
            self._read_back(main, text)
        except StorageError:
            if save.finished:
                self._mark_unsaved_end(main, backup, marker)
            raise
        self._remember(main, save)
        _remove(marker, quiet=True)
        return main

    def _remember(self, path: Path, save: S) -> None:
        """``save`` is what ``path`` holds now (read back): the next autosave need not
        parse the file again to know which game it holds."""
        try:
            info = os.lstat(path)
        except OSError:
            return
        self._known[path] = ((info.st_ino, info.st_size, info.st_mtime_ns), save)

    def _mark_unsaved_end(self, main: Path, backup: Path, marker: Path) -> None:
        """The game ended but its end could not be written: the unfinished autosave is
        renamed to the marker (a rename needs no free space) and the backup removed, so
        no older state of an ended game is offered again."""
        try:
            os.replace(main, marker)
        except OSError:
            try:
                marker.touch()
            except OSError:
                pass
            _remove(main, quiet=True)
        _remove(backup, quiet=True)

    def clear_autosave(self, final: S | None = None, path: Path | None = None) -> None:
        """Remove the autosave and its backup (a finished or abandoned game).

        ``final``: the finished game. It first replaces the autosave in one atomic step,
        so a process killed while the files are being removed never finds the game
        unfinished again; when it cannot be written the marker is left (WriteError)."""
        main, backup, marker = self.paths(path)
        if final is not None and os.path.isfile(main):
            if not final.finished:
                raise ValueError("clear_autosave: the final game is not finished")
            try:
                atomic_write_text(main, self._text_for(main, final))
            except StorageError:
                self._mark_unsaved_end(main, backup, marker)
                raise
        for candidate in (backup, main, marker):
            _remove(candidate)

    def resume(self, check: Callable[[S], object] | None = None, path: Path | None = None
               ) -> ResumeResult[S]:
        """The unfinished game to resume: the autosave, else its backup.

        ``check(save)`` replays a candidate (ValueError when it cannot); a file that
        cannot be read or replayed is passed over with a notice saying why and how many
        actions the backup has fewer."""
        main, backup, marker = self.paths(path)
        result: ResumeResult[S] = ResumeResult()
        if os.path.lexists(marker):
            result.notices.append(FINISHED_UNSAVED)
        passed_over: int | None = None
        for candidate in (main, backup):
            if not os.path.lexists(candidate):
                continue
            try:
                save = self.load(candidate)
            except LoadError as exc:
                result.notices.append(f"The autosave {candidate.name} cannot be read: {exc}")
                continue
            if save.finished:
                return result
            try:
                if check is not None:
                    check(save)
            except ValueError as exc:
                result.notices.append(f"The autosave {candidate.name} cannot be replayed: "
                                      f"{exc}")
                passed_over = len(save.actions)
                continue
            result.save, result.path = save, candidate
            result.from_backup = candidate == backup
            if result.from_backup:
                result.restored = _restored(len(save.actions), passed_over)
                result.notices.append(result.restored)
            return result
        return result

    def find_resumable(self, *, problems: list[str] | None = None,
                       path: Path | None = None) -> tuple[Path, S] | None:
        """The unfinished game (without replaying it) and its file; notices about files
        passed over are appended to ``problems``."""
        found = self.resume(path=path)
        if problems is not None:
            problems.extend(n for n in found.notices if n != found.restored)
        if found.save is None or found.path is None:
            return None
        return found.path, found.save


def _restored(kept: int, passed_over: int | None) -> str:
    text = f"The backup was restored instead: {kept} action{'s' * (kept != 1)}"
    if passed_over is None:
        return text + "; the actions after it are lost."
    lost = max(passed_over - kept, 0)
    return text + f"; {lost} action{'s' * (lost != 1)} of the autosave are lost."


def _notice(notices: list[str] | None, notice: str | None) -> None:
    if notices is not None and notice:
        notices.append(notice)


def _remove(path: Path, *, quiet: bool = False) -> None:
    try:
        path.unlink(missing_ok=True)
    except OSError as exc:
        if not quiet:
            raise StorageError(path, f"cannot remove: {exc.strerror or exc}") from exc
