"""Logging: one line per event, optionally also to a rotating file; the token never shows."""

from __future__ import annotations

import logging
import logging.handlers

from bot.running.config import Settings

FORMAT = "%(asctime)s %(levelname)-7s %(name)s: %(message)s"


class RedactToken(logging.Filter):
    """Replaces the bot's token wherever it would appear in a log line."""

    def __init__(self, token: str) -> None:
        super().__init__()
        self.token = token

    def filter(self, record: logging.LogRecord) -> bool:
        if self.token and self.token in record.getMessage():
            record.msg = record.getMessage().replace(self.token, "[token]")
            record.args = None
        return True


def setup_logging(settings: Settings) -> None:
    handlers: list[logging.Handler] = [logging.StreamHandler()]
    if settings.log_file is not None:
        settings.log_file.parent.mkdir(parents=True, exist_ok=True)
        handlers.append(
            logging.handlers.RotatingFileHandler(
                settings.log_file, maxBytes=10 * 2**20, backupCount=5, encoding="utf-8"
            )
        )
    redact = RedactToken(settings.token)
    for handler in handlers:
        handler.setFormatter(logging.Formatter(FORMAT))
        handler.addFilter(redact)
    logging.basicConfig(level=settings.log_level_number, handlers=handlers, force=True)
    # discord.py's HTTP and gateway chatter is only useful when debugging.
    if settings.log_level != "DEBUG":
        logging.getLogger("discord").setLevel(logging.WARNING)
    # The bot never joins voice: the warnings about voice libraries at start are noise.
    logging.getLogger("discord.client").addFilter(_NoVoiceWarnings())


class _NoVoiceWarnings(logging.Filter):
    def filter(self, record: logging.LogRecord) -> bool:
        return "voice will NOT be supported" not in record.getMessage()
