"""Extensions (cogs) loaded by the bot at start-up."""
