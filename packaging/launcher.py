"""PyInstaller entry point: the ``pocket-tactics`` console script (cli.main)."""

import sys

from pocket_tactics_app.cli import main

if __name__ == "__main__":
    sys.exit(main())
