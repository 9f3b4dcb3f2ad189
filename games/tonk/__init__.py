"""Tonk (RULES.md §4): a draw-and-discard rummy for stakes, two to five players."""

from games.tonk.match import TonkMatch, TonkResult
from games.tonk.options import Options

MATCH = TonkMatch

__all__ = ["MATCH", "Options", "TonkMatch", "TonkResult"]
