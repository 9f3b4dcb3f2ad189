"""Tonk (RULES.md §4): a draw-and-discard rummy for stakes, two to five players."""

from games.tonk.match import TonkMatch, TonkResult
from games.tonk.options import Options
from games.tonk.view import TonkView

MATCH = TonkMatch

__all__ = ["MATCH", "Options", "TonkMatch", "TonkResult", "TonkView"]
