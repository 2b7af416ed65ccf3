"""Duplicate events: their commands (`commands`), their words (`words`, `entries`), the
travellers, standings and records (`results`, with their pictures, `pictures`), the tables'
threads (`tables`) and the round's results said in the channel (`posts`)."""
