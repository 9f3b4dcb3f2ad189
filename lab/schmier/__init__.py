"""Research tools for the Schmier players (``games/players/schmier``)."""
