"""Precise error types, so callers can tell a bad click from a bad file from a bug.

Every message is written for a person: the bot shows it in an ephemeral reply and the command
line prints it, so it names the rule that was broken (``must follow hearts``).
"""

from __future__ import annotations


class CardroomError(Exception):
    """Base class of every error the games package raises on purpose.  ``code``: its kind,
    stable, for callers that word the refusal themselves (the bot, in other languages)."""

    code = "error"


class MalformedAction(CardroomError, ValueError):
    """Text that is not an action at all (``plya 2C``, ``play ZZ``, a card named twice)."""

    code = "malformed"


class IllegalAction(CardroomError, ValueError):
    """A well-formed action the rules do not allow now; the state is left exactly as it was."""

    code = "illegal"

    def __init__(self, reason: str, *, seat: int | None = None, action: object = None) -> None:
        super().__init__(reason)
        self.reason = reason
        self.seat = seat
        self.action = action


class NotYourTurn(IllegalAction):
    """The seat may not act now (someone else's turn, or the match waits for a deal)."""

    code = "not-your-turn"


class InvalidOptions(CardroomError, ValueError):
    """An unknown house-rule option or a value outside its range."""

    code = "options"


class InvalidDeal(CardroomError, ValueError):
    """A deal with the wrong card counts, a card twice, or a card not in the game's pack."""


class InvalidRecord(CardroomError, ValueError):
    """A game record that does not follow ``shared/spec/records.md``."""
