"""Spades research tools (never imported at run time)."""
