"""Delivery: what the bot posts and edits by itself, above the features — the news of every
change by one path (`news`), the table messages kept up to date (`refresh`), and the
notifications by direct message or mention (`notices`)."""
