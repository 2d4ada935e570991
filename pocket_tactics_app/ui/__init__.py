"""Qt widgets and models of the desktop app."""

from ..qt_compat import keep_none_alive

keep_none_alive()
