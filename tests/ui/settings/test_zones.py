from bot.ui.settings.zones import MOST_CHOICES, known_zone, zone_choices, zone_names


def test_known_zone_gives_the_canonical_spelling() -> None:
    assert known_zone("europe/madrid") == "Europe/Madrid"
    assert known_zone(" America/New York ") == "America/New_York"
    assert known_zone("utc") == "UTC"


def test_unknown_zones_are_refused() -> None:
    assert known_zone("Mars/Olympus") is None
    assert known_zone("") is None
    assert known_zone("+02:00") is None


def test_a_city_alone_finds_its_zone() -> None:
    assert [choice.value for choice in zone_choices("seoul")] == ["Asia/Seoul"]


def test_choices_start_with_the_typed_prefix_and_stay_within_discords_limit() -> None:
    choices = zone_choices("Europe/")
    assert len(choices) == MOST_CHOICES
    assert all(choice.value.startswith("Europe/") for choice in choices)
    assert len(zone_choices("")) == MOST_CHOICES


def test_the_offer_leaves_out_legacy_aliases() -> None:
    assert "US/Eastern" not in zone_names()
    assert not any(name.startswith("Etc/") for name in zone_names())
    assert known_zone("US/Eastern") == "US/Eastern"
