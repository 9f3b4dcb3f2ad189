"""Research tools for the Twenty-Nine players (``games/players/twentynine``)."""
