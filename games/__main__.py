"""``python -m games``: replay, simulate, play, bench."""

from games.cli import main

raise SystemExit(main())
