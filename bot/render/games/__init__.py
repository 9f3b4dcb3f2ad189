"""The games' faces: what the table message, the hand message, the lobby and the hand's controls
show differently per game (``GameFace``, one subclass per game).

Generic code asks ``face(game, language)`` (a face speaks one language: its ``tr``); only
public views and hand results reach the public parts, and only the seat's own snapshot its
hand's parts.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from bot.i18n import tr
from bot.render.games import schmier, spades, tonk, twentynine
from bot.render.games.base import GameFace

FACES: dict[str, GameFace[Any]] = {
    "twentynine": twentynine.FACE,
    "schmier": schmier.FACE,
    "spades": spades.FACE,
    "tonk": tonk.FACE,
}
PLAIN: GameFace[Any] = GameFace()
"""The face of a game with nothing of its own (any text that names no game reads so)."""


@cache
def face(game: str, language: str = "en") -> GameFace[Any]:
    """``game``'s face speaking ``language`` (made once per game and language)."""
    if language == "en":
        return FACES.get(game, PLAIN)
    return type(FACES.get(game, PLAIN))(tr(language))


def action_text(text: str, game: str = "") -> str:
    """A public record action of ``game`` as a short phrase (``play TH`` -> ``played 10♥``)."""
    return face(game).action_text(text)


def sorted_hand(game: str, view: dict[str, Any]) -> list[str]:
    """The cards of a seat's view in the order its hand shows them (``GameFace.sorted_hand``)."""
    return face(game).sorted_hand(view)


__all__ = ["FACES", "GameFace", "action_text", "face", "sorted_hand"]
