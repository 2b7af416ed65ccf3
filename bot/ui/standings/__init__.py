"""The standings: the leaderboard and its pages, a player's statistics and history, the
seasons (their names, their final standings posted, the champion's role), and their commands
(`commands`: `/leaderboard`, `/stats`, `/history`)."""
