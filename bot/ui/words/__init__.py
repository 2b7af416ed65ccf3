"""Words: every message a player reads, in their language — the catalogs' access (`i18n`), cards
and bids (`cards`), who and what a message names (`names`), a table's lines (`tables`), results
and rules (`results`), the news of a change (`report`), refusals (`refusals`), what players type
(`input`) and the commands' names (`command_names`, `translator`). Nothing here takes a
player's interaction: what is worded here reads the same in an answer or a post."""
