"""The Discord side, one room per feature: `lobby`, `play` (the table), `daily`, `standings`,
`games` (a player's list) and `settings`, each with its commands, its buttons and views and the
composing of its messages; beside them the shared rooms — `words` (the catalogs and every
word), `images` (the pictures), `plumbing` (the bot as the features see it, clicks, replies,
permissions, layouts) — and, above the features, `delivery` (what the bot posts and edits by
itself) and `backalley` (the one `/backalley` group, composed of the features' parts)."""
