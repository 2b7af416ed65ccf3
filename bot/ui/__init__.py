"""Presentation: card text, embeds, messages, and the Discord components of a game."""
