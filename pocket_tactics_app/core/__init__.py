"""What every game of the app shares and no game owns: the game protocol, the one
``IllegalAction``, and (as they move here) the hex grid, the bounded file reader, the safe
YAML loader and the search time budget. Pure Python, no Qt, and it imports no game."""
