"""The card faces, drawn with Pillow as 128×128 PNGs (Discord's recommended emoji size).

Drawn for the size they are seen at: an emoji is about 22 pixels on a button or in a line of
text, so each face is a white card holding nothing but a large rank over a large suit.  The
suits have four colours (♠ black, ♥ red, ♦ blue, ♣ green, as on the four-colour decks of online
card rooms): at 22 pixels a heart and a diamond, or a spade and a club, are nearly the same
blot, and a hand sorted by suit reads at a glance only if each suit has its own colour.  The
shapes stay the usual ones, and the text beside every emoji names the suit too, for players who
do not tell the colours apart.  The white card keeps black spades visible on Discord's dark
theme; the suit emojis (a trump) are drawn on a white disc for the same reason.

Drawn at four times the size and scaled down, for smooth edges.  Nothing here touches Discord.
"""

from __future__ import annotations

import io
import math
from functools import cache

from PIL import Image, ImageDraw, ImageFont

from bot.render.faces import BACK

SIZE = 128
SCALE = 4
ART_VERSION = 1
"""Bumped whenever the drawings change: the emojis uploaded with an older version are replaced."""

COLOURS = {"S": "#111111", "H": "#d1262b", "D": "#1c5fd6", "C": "#138a36"}
JOKER_COLOUR = "#7b2cbf"
CARD_FILL = "#ffffff"
CARD_EDGE = "#8e959c"
BACK_FILL = "#1e3a8a"
BACK_LINES = "#4f74d9"

Box = tuple[float, float, float, float]


def png(key: str) -> bytes:
    """The PNG of an emoji key (see ``bot.render.faces``): a card, the back, or a suit."""
    return _png(key)


@cache
def _png(key: str) -> bytes:
    big = SIZE * SCALE
    image = Image.new("RGBA", (big, big), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    if key == BACK:
        _back(draw, big)
    elif key.startswith("suit:"):
        _suit_disc(draw, big, key[5:])
    else:
        _face(draw, big, key)
    small = image.reduce(SCALE)
    out = io.BytesIO()
    small.save(out, format="PNG", compress_level=6)
    return out.getvalue()


def _card(draw: ImageDraw.ImageDraw, big: int, fill: str) -> Box:
    """The card's outline, as wide as an emoji's square allows; returns its box."""
    box = (big * 0.09, big * 0.015, big * 0.91, big * 0.985)
    draw.rounded_rectangle(box, radius=big * 0.1, fill=fill, outline=CARD_EDGE, width=big // 40)
    return box


def _face(draw: ImageDraw.ImageDraw, big: int, key: str) -> None:
    _card(draw, big, CARD_FILL)
    if key == "JK":
        _text(draw, big, "JK", JOKER_COLOUR)
        _star(draw, big / 2, big * 0.72, big * 0.40, JOKER_COLOUR)
        return
    rank, suit = key[0], key[1]
    _text(draw, big, "10" if rank == "T" else rank, COLOURS[suit])
    suit_shape(draw, suit, big / 2, big * 0.72, big * 0.40, COLOURS[suit])


def _text(draw: ImageDraw.ImageDraw, big: int, text: str, colour: str) -> None:
    """The rank, large, in the upper half; ``10`` a little narrower to fit."""
    font = _font(int(big * (0.42 if len(text) > 1 else 0.5)))
    left, top, right, bottom = draw.textbbox((0, 0), text, font=font, stroke_width=big // 64)
    x = big / 2 - (left + right) / 2
    y = big * 0.29 - (top + bottom) / 2
    draw.text((x, y), text, font=font, fill=colour, stroke_width=big // 64, stroke_fill=colour)


@cache
def _font(size: int) -> ImageFont.FreeTypeFont | ImageFont.ImageFont:
    """Pillow's own font (no font file to ship), loaded once per size."""
    return ImageFont.load_default(size=size)


def _back(draw: ImageDraw.ImageDraw, big: int) -> None:
    x0, y0, x1, y1 = _card(draw, big, BACK_FILL)
    inset = big * 0.07
    inner = (x0 + inset, y0 + inset, x1 - inset, y1 - inset)
    step = big // 10
    width = big // 60
    for k in range(-big, big * 2, step):  # a lattice, clipped to the inner frame by hand
        top = (k, inner[1])
        for end in ((k + big, inner[1] + big), (k - big, inner[1] + big)):
            seg = _clip(top, end, inner)
            if seg:
                draw.line(seg, fill=BACK_LINES, width=width)
    draw.rounded_rectangle(inner, radius=big * 0.05, outline=CARD_FILL, width=big // 40)


def _clip(a: tuple[float, float], b: tuple[float, float], box: Box) -> list[tuple[float, float]]:
    """The part of segment ``a``–``b`` inside ``box`` (Liang–Barsky), or nothing."""
    (x0, y0), (x1, y1) = a, b
    dx, dy = x1 - x0, y1 - y0
    lo, hi = 0.0, 1.0
    for p, q in ((-dx, x0 - box[0]), (dx, box[2] - x0), (-dy, y0 - box[1]), (dy, box[3] - y0)):
        if p == 0:
            if q < 0:
                return []
            continue
        t = q / p
        if p < 0:
            lo = max(lo, t)
        else:
            hi = min(hi, t)
    if lo > hi:
        return []
    return [(x0 + lo * dx, y0 + lo * dy), (x0 + hi * dx, y0 + hi * dy)]


def _suit_disc(draw: ImageDraw.ImageDraw, big: int, suit: str) -> None:
    pad = big * 0.02
    disc = (pad, pad, big - pad, big - pad)
    draw.ellipse(disc, fill=CARD_FILL, outline=CARD_EDGE, width=big // 40)
    suit_shape(draw, suit, big / 2, big / 2 + big * 0.02, big * 0.62, COLOURS[suit])


def suit_shape(
    draw: ImageDraw.ImageDraw, suit: str, cx: float, cy: float, s: float, fill: str
) -> None:
    """A suit symbol about ``s`` high and wide, centred on ``(cx, cy)``."""
    if suit == "D":
        w = 0.37 * s
        draw.polygon([(cx, cy - s / 2), (cx + w, cy), (cx, cy + s / 2), (cx - w, cy)], fill=fill)
        return
    if suit == "H":
        _lobes(draw, cx, cy - 0.2 * s, s, fill)
        top = cy - 0.12 * s
        draw.polygon([(cx - s / 2, top), (cx + s / 2, top), (cx, cy + s / 2)], fill=fill)
        return
    if suit == "S":
        _lobes(draw, cx, cy + 0.08 * s, s, fill)
        draw.polygon([(cx - 0.5 * s, cy), (cx + 0.5 * s, cy), (cx, cy - 0.5 * s)], fill=fill)
    else:  # clubs: three leaves
        r = 0.215 * s
        for ox, oy in ((0.0, -0.25), (-0.25, 0.06), (0.25, 0.06)):
            x, y = cx + ox * s, cy + oy * s
            draw.ellipse((x - r, y - r, x + r, y + r), fill=fill)
        draw.ellipse((cx - 0.12 * s, cy - 0.12 * s, cx + 0.12 * s, cy + 0.12 * s), fill=fill)
    # the stem of a spade or a club
    foot, half = cy + s / 2, 0.19 * s
    draw.polygon([(cx, cy + 0.02 * s), (cx - half, foot), (cx + half, foot)], fill=fill)


def _lobes(draw: ImageDraw.ImageDraw, cx: float, cy: float, s: float, fill: str) -> None:
    """The two round lobes of a heart (or, lower, of a spade)."""
    r = 0.27 * s
    for ox in (-0.235 * s, 0.235 * s):
        draw.ellipse((cx + ox - r, cy - r, cx + ox + r, cy + r), fill=fill)


def _star(draw: ImageDraw.ImageDraw, cx: float, cy: float, s: float, fill: str) -> None:
    outer, inner = s / 2, s / 5
    points = []
    for i in range(10):
        angle = -math.pi / 2 + i * math.pi / 5
        radius = outer if i % 2 == 0 else inner
        points.append((cx + radius * math.cos(angle), cy + radius * math.sin(angle)))
    draw.polygon(points, fill=fill)
