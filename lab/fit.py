"""Least squares in pure Python, for the calibration tools (no numpy needed).

The players' models are linear in a few dozen features fitted on hundreds of thousands of
simulated rows; the normal equations (``XᵀX c = Xᵀy``, solved by Gaussian elimination with
partial pivoting) are accurate enough at that size and need nothing beyond the standard
library.  A tiny ridge keeps a feature that never occurs at a zero coefficient.
"""

from __future__ import annotations

import math
from collections.abc import Sequence


def least_squares(rows: Sequence[tuple[Sequence[float], float]]) -> tuple[list[float], float]:
    """The coefficients fitting ``y ≈ c · x`` over ``rows`` of ``(x, y)``, and the residual
    standard deviation (with the degrees of freedom the coefficients take)."""
    k = len(rows[0][0])
    ata = [[0.0] * k for _ in range(k)]
    atb = [0.0] * k
    for x, y in rows:
        for i in range(k):
            if x[i]:
                atb[i] += x[i] * y
                row = ata[i]
                for j in range(k):
                    row[j] += x[i] * x[j]
    for i in range(k):
        ata[i][i] += 1e-6  # features that never occur stay at zero
    coef = solve(ata, atb)
    sse = sum((y - predict(coef, x)) ** 2 for x, y in rows)
    return coef, math.sqrt(sse / max(1, len(rows) - k))


def predict(coef: Sequence[float], x: Sequence[float]) -> float:
    return sum(c * v for c, v in zip(coef, x, strict=True))


def solve(a: list[list[float]], b: list[float]) -> list[float]:
    """``x`` with ``a x = b`` (``a`` square and invertible)."""
    n = len(b)
    m = [[*row, b[i]] for i, row in enumerate(a)]
    for col in range(n):
        piv = max(range(col, n), key=lambda r: abs(m[r][col]))
        m[col], m[piv] = m[piv], m[col]
        p = m[col][col]
        for r in range(n):
            if r != col and m[r][col]:
                f = m[r][col] / p
                m[r] = [x - f * y for x, y in zip(m[r], m[col], strict=True)]
    return [m[i][n] / m[i][i] for i in range(n)]
