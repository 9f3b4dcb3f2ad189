"""Discord's limits on what a message says (the tests' own copy: the renderers cut at theirs)."""

CONTENT, DESCRIPTION, TITLE, FOOTER = 2000, 4096, 256, 2048
"""A message's content, an embed's description, title and footer."""
