"""The machinery both controllers share (controller/base.py), driven with a toy game:
the computer's decision on a worker thread, a stale result dropped, a failure handed
to the subclass, the announce order, and autosave failures told once per streak."""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QMetaMethod
from pytestqt.qtbot import QtBot

from pocket_tactics_app.controller.base import ControllerBase
from pocket_tactics_app.controller.furrow_controller import FurrowController
from pocket_tactics_app.controller.game_controller import GameController


class Toy(ControllerBase):
    """A counter to 3: seat 1 is the computer, it adds 1; seat 0 is a human."""

    def __init__(self) -> None:
        super().__init__()
        self.ai_delay_ms = 0
        self.count = 0
        self.seat = 0
        self.chosen: list[object] = []
        self.failures: list[str] = []
        self.worker_threads: list[int] = []
        self.decide: Callable[[], object] = lambda: 1
        self.write_fails = False
        self.writes = 0

    def has_game(self) -> bool:
        return True

    def _is_running(self) -> bool:
        return self.count < 3

    def _computer_seat(self) -> int | None:
        return 1 if self.seat == 1 else None

    def _human_seats(self) -> list[int]:
        return [0] if self.seat == 0 else []

    def _prepare_job(self, seat: int) -> Callable[[], object]:
        decide = self.decide

        def run() -> object:
            self.worker_threads.append(threading.get_ident())
            return decide()
        return run

    def _ai_chose(self, seat: int, action: object) -> None:
        self.chosen.append(action)
        self.count += int(action)  # type: ignore[call-overload]
        self.seat = 0
        self._announce()

    def _ai_failed(self, seat: int, message: str) -> None:
        self.failures.append(message)

    def result(self) -> dict[str, Any]:
        return {"count": self.count}

    def can_undo(self) -> bool:
        return False

    def _progress(self) -> tuple[object, list[Any]]:
        return None, list(range(self.count))

    def _autosave_wanted(self) -> bool:
        return True

    def _write_autosave(self, notices: list[str]) -> None:
        self.writes += 1
        if self.write_fails:
            raise OSError(28, "No space left on device")


def signals(cls: type) -> dict[str, bytes]:
    meta = cls.staticMetaObject  # type: ignore[attr-defined]
    out = {}
    for i in range(meta.methodCount()):
        m = meta.method(i)
        if m.methodType() == QMetaMethod.MethodType.Signal:
            out[bytes(m.name().data()).decode()] = bytes(m.methodSignature().data())
    return out


def test_both_controllers_have_the_same_signals() -> None:
    pt, furrow = signals(GameController), signals(FurrowController)
    assert pt == furrow
    assert {"state_changed", "action_applied", "events", "history_reset", "decision_needed",
            "ai_thinking", "game_over", "error", "undo_changed", "autosave_failed",
            "saved_changed", "modified_changed"} <= set(pt)


def test_the_computer_decides_on_a_worker_and_the_result_comes_back(qtbot: QtBot) -> None:
    c = Toy()
    order: list[str] = []
    c.history_reset.connect(lambda: order.append("history_reset"))
    c.undo_changed.connect(lambda _u, _r: order.append("undo_changed"))
    c.state_changed.connect(lambda: order.append("state_changed"))
    c.decision_needed.connect(lambda s: order.append(f"decision_needed {s}"))
    c.seat = 0
    c._announce(reset=True)
    assert order == ["history_reset", "undo_changed", "state_changed", "decision_needed 0"]
    c.seat = 1
    with qtbot.waitSignal(c.ai_thinking, timeout=2000):
        c._announce()
    assert c.thinking
    qtbot.waitUntil(lambda: c.chosen == [1], timeout=5000)
    assert not c.thinking and c.count == 1
    assert c.worker_threads and c.worker_threads[0] != threading.get_ident()
    assert order[-1] == "decision_needed 0"


def test_a_result_for_a_changed_position_is_dropped(qtbot: QtBot) -> None:
    c = Toy()
    gate = threading.Event()
    c.decide = lambda: gate.wait(5) and 1
    c.seat = 1
    c._announce()
    qtbot.waitUntil(lambda: c.thinking, timeout=2000)
    c.set_paused(True)  # the position changes under the worker
    assert not c.thinking and c.paused
    gate.set()
    assert c.wait_idle(5000)
    qtbot.wait(50)
    assert c.chosen == [] and c.count == 0


def test_a_failed_decision_goes_to_the_subclass(qtbot: QtBot) -> None:
    c = Toy()

    def boom() -> object:
        raise RuntimeError("no idea")
    c.decide = boom
    c.seat = 1
    c._announce()
    qtbot.waitUntil(lambda: bool(c.failures), timeout=5000)
    assert "RuntimeError: no idea" in c.failures[0] and not c.thinking


def test_autosave_failure_told_once_per_streak_and_cleared_by_a_good_write() -> None:
    c = Toy()
    told: list[str] = []
    saved: list[bool] = []
    c.autosave_failed.connect(told.append)
    c.saved_changed.connect(saved.append)
    c._autosave()
    assert c.saved and told == [] and saved == []
    c.write_fails = True
    c._autosave()
    c._autosave()
    assert told == ["[Errno 28] No space left on device"] and saved == [False]
    assert not c.saved and c.autosave_problem == told[0]
    c.write_fails = False
    c._autosave()
    assert c.saved and c.autosave_problem is None and saved == [False, True]
    c.write_fails = True
    c._autosave()
    assert len(told) == 2 and saved == [False, True, False] and c.writes == 5
