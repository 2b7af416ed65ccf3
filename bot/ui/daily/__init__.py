"""The daily deal: the player's private thread and its table (`thread`), the day's field once
finished (`field`: ranking, travellers, the month), and its commands (`commands`)."""
