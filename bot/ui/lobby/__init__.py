"""The lobby: its message and buttons, the new game's form, the rematch under a game's end, a
started game's move to its thread, and the lobby's commands (`commands`)."""
