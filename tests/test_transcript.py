"""The transcript tool (`testbed/transcript.py`): one language's short game written whole —
the table, a private hand, direct messages — with every text of the bot rendered, and its
check of rendering finds what did not render."""

from __future__ import annotations

from pathlib import Path

from bot.ui.words.i18n import text
from testbed.transcript import problems, transcript


async def test_a_short_game_is_written_as_the_players_read_it(tmp_path: Path) -> None:
    lang = "es"
    path = await transcript(lang, tmp_path, short=True)
    assert path == tmp_path / "es.md"
    written = path.read_text(encoding="utf-8")
    assert written.startswith("# Back Alley in Spanish (es)")
    # The table, as everyone in the game's thread reads it, and its buttons.
    assert "📢 **Posted in thread #" in written
    assert f"**[{text(lang, 'button-hand')}]**" in written
    # A private hand: seen by one player only, with its picture's alt text.
    private = written.split("🔒 **Only ")
    assert any(f"**{text(lang, 'hand-title')}**" in part for part in private[1:])
    assert "🖼 picture `hand.png` — alt text: “" in written
    # A turn's direct message, and the form that opens the game.
    assert "✉️ **Direct message to bob**" in written
    assert "🗔 **Form: " in written
    assert "## Hand 1: bidding" in written
    assert problems(written) == [], problems(written)[:5]


def test_what_did_not_render_is_found() -> None:
    assert problems("> ⚠️ { $player } leaves.")
    assert problems("> Fluent's mark: ???")
    assert problems("> Press refusal-no_game to go on.")
    assert problems("▶ *a player types refusal-no_game*") == []  # not the bot's words
    assert problems("> A trick, a turn-up, take-backs — seat 1 & 3.") == []
    assert problems("> 📎 file `backalley-1.json`") == []
