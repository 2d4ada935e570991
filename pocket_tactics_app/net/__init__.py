"""Network play: a headless server holding every game (:mod:`.server`), its rooms
(:mod:`.rooms`), the messages both ends exchange (:mod:`.messages`), the client for the
app and scripts (:mod:`.client`) and the ``serve`` command (:mod:`.serve`).

Game-neutral: it speaks only the game protocol of :mod:`pocket_tactics_app.core`, and it
imports no Qt (the window uses :class:`.client.ThreadedClient` from its own thread)."""
