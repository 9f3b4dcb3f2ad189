"""Research tools for the Tonk players (``games/players/tonk``)."""
