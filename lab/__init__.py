"""Research tools: calibration of the players' models, measurements, decision comparisons.

Nothing under ``games/`` or ``bot/`` imports this package (``tests/test_purity.py`` checks it):
the tools run by hand, from the repository root, e.g. ``python -m lab.tonk.measure duel``.
They may read engine internals and need more than the runtime dependencies.
"""
