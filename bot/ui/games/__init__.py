"""A player's list of their games in every server (`listing`), and `/backalley games`."""
