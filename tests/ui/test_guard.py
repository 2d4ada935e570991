"""The one error guard of the window's handlers (ui/guard.py), without a window."""

from __future__ import annotations

from pocket_tactics_app.ui.guard import error_guard, guarded


class Sink:
    def __init__(self) -> None:
        self.shown: list[str] = []
        self.refreshed = 0

    def show_error(self, message: str) -> None:
        self.shown.append(message)

    def refresh(self) -> None:
        self.refreshed += 1

    @guarded
    def broken(self, n: int) -> int:
        raise RuntimeError(f"bug {n}")

    @guarded
    def fine(self, n: int) -> int:
        return n + 1


def test_an_error_in_a_guarded_handler_is_shown_and_the_view_redrawn() -> None:
    sink = Sink()
    assert sink.fine(1) == 2 and not sink.shown and sink.refreshed == 0
    assert sink.broken(7) is None
    assert sink.shown == ["Something went wrong: RuntimeError('bug 7')"]
    assert sink.refreshed == 1


def test_the_with_block_shows_errors_the_same_way() -> None:
    sink = Sink()
    done = []
    with error_guard(sink, "key"):
        done.append(1)
    with error_guard(sink, "drag"):
        raise KeyError("x")
    assert done == [1] and sink.shown == ["Something went wrong: KeyError('x')"]
    assert sink.refreshed == 1


def test_a_failing_redraw_after_an_error_is_only_logged() -> None:
    class BadSink(Sink):
        def refresh(self) -> None:
            raise RuntimeError("refresh bug")

    sink = BadSink()
    with error_guard(sink, "click"):
        raise ValueError("first")
    assert len(sink.shown) == 1 and "first" in sink.shown[0]
