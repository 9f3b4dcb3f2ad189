"""The rating over time as a small picture (Pillow, already a dependency for the card faces).

One line per game: the person's shown rating before their first rated table of the season, then
after each (``league_games.before/after``), drawn on a light background so it reads in Discord's
dark and light themes alike.  Pure: values in, PNG bytes out.
"""

from __future__ import annotations

import io
from collections.abc import Mapping, Sequence

from PIL import Image, ImageDraw, ImageFont

from bot.i18n import tr
from bot.render.common import COLOUR
from games import TITLES

SIZE = (480, 220)
MARGIN = (44, 16, 12, 34)
"""Left (the scale), top, right, bottom (the legend)."""
BACKGROUND = (246, 246, 248)
GRID = (214, 214, 220)
TEXT = (60, 60, 70)
CHART_FILE = "rating.png"
CYRILLIC_FONTS = (
    "DejaVuSans.ttf",
    "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
    "/usr/share/fonts/TTF/DejaVuSans.ttf",
)
"""Fonts tried for a Bulgarian legend (Pillow's own has no Cyrillic letters)."""


def _rgb(colour: int) -> tuple[int, int, int]:
    return (colour >> 16) & 0xFF, (colour >> 8) & 0xFF, colour & 0xFF


def _font(language: str) -> ImageFont.FreeTypeFont | ImageFont.ImageFont:
    """Pillow's own font (Latin letters); a font with Cyrillic for Bulgarian's game names,
    where the system has one (else Pillow's, and the names show as boxes)."""
    if language == "bg":
        for path in CYRILLIC_FONTS:
            try:
                return ImageFont.truetype(path, 11)
            except OSError:
                continue
    return ImageFont.load_default(size=11)


def rating_chart(series: Mapping[str, Sequence[int]], language: str = "en") -> bytes:
    """A PNG of each game's ratings in order (at least one value per game given); the legend
    names the games in ``language``."""
    img = Image.new("RGB", SIZE, BACKGROUND)
    draw = ImageDraw.Draw(img)
    font = _font(language)
    t = tr(language)
    left, top, right, bottom = MARGIN
    x0, y0, x1, y1 = left, top, SIZE[0] - right, SIZE[1] - bottom
    values = [v for vs in series.values() for v in vs]
    lo, hi = min(values), max(values)
    if hi - lo < 10:
        lo, hi = lo - 5, hi + 5

    def y(v: int) -> float:
        return y1 - (v - lo) * (y1 - y0) / (hi - lo)

    for v in (lo, (lo + hi) // 2, hi):
        draw.line([(x0, y(v)), (x1, y(v))], fill=GRID)
        draw.text((4, y(v) - 6), str(v), fill=TEXT, font=font)
    longest = max(len(vs) for vs in series.values())
    step = (x1 - x0) / max(1, longest - 1)
    legend_x = x0
    for game in sorted(series, key=lambda g: TITLES[g]):
        vs = series[game]
        colour = _rgb(COLOUR.get(game, 0x808080))
        points = [(x0 + i * step, y(v)) for i, v in enumerate(vs)]
        if len(points) > 1:
            draw.line(points, fill=colour, width=3)
        for px, py in points:
            draw.ellipse([px - 3, py - 3, px + 3, py + 3], fill=colour)
        label = f"{t(f'game-{game}') if t.has(f'game-{game}') else TITLES[game]} {vs[-1]}"
        draw.rectangle([legend_x, y1 + 14, legend_x + 10, y1 + 24], fill=colour)
        draw.text((legend_x + 14, y1 + 12), label, fill=TEXT, font=font)
        legend_x += 24 + int(draw.textlength(label, font=font))
    out = io.BytesIO()
    img.save(out, "PNG")
    return out.getvalue()
