"""Card faces as Discord application emojis: drawn (``art``), uploaded once and remembered
(``sync``).  The renderers only read the ids, through ``bot.render.faces``."""
