"""Command-line tools that need no Discord account: a game in the terminal."""
