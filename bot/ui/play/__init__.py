"""The table: its message (`table`), a player's private hand and its controls (`hand`), the last
trick, the Remind button, away and back, take-backs, claims, the coach's hints and reviews,
the pictures of a game, and the table's commands (`commands`: `/hand`, `/bid`, `/play` and its
part of `/backalley`)."""
