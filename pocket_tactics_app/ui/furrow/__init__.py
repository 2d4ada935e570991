"""Furrow & Foundry in the desktop app: the window (``window``), its board on
the shared hex-board widgets (``board``), the mat and tracks (``panels``), the dialogs
(``dialogs``), the words (``words``) and the new-game dialog (``new_game``)."""
