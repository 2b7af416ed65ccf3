"""One card's walk (benchmarks/card_walk.py): after the move is committed, the Discord side
tells it from its outcome, asking the service nothing but what the table refresher reads at
its edit (the game as it then stands, and whether it is paused)."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))

from card_walk import Tracer, walk_one_card

# What the refresher asks at its coalesced edit: the table at that moment.
AT_THE_EDIT = {"any_table", "paused"}


async def test_after_a_card_is_committed_the_discord_side_asks_the_service_nothing_more() -> None:
    found = await walk_one_card()
    assert "bot/ui/play/hand.py" in found.files
    assert "bot/ui/delivery/news.py" in found.files
    asked = {call.split(" -> ")[1].rsplit(":", 1)[1] for call in found.service_calls}
    assert asked <= AT_THE_EDIT, found.service_calls


def test_the_tracer_sees_a_call_from_the_discord_side_into_the_service(tmp_path: Path) -> None:
    # Three functions compiled as if from the places the tracer knows, one calling the others.
    namespace: dict[str, object] = {}
    for name, source in {
        "bot/service/languages.py": "def player():\n    return 'en'\n",
        "bot/service/play.py": "def apply():\n    return None\n",
        "bot/ui/news.py": "def tell():\n    player()\n    apply()\n    return player()\n",
    }.items():
        exec(compile(source, str(tmp_path / name), "exec"), namespace)
    tracer = Tracer(tmp_path)
    sys.setprofile(tracer)
    try:
        namespace["tell"]()  # type: ignore[operator]
    finally:
        sys.setprofile(None)
    # The call before the commit (`apply`) is not counted; the one after is.
    assert tracer.walk.service_calls == ["bot/ui/news.py:tell -> bot/service/languages.py:player"]
    assert {"bot/ui/news.py", "bot/service/languages.py"} <= tracer.walk.files
