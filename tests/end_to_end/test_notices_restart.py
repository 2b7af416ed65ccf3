"""A bot killed (SIGKILL) between the turn that began and its notification: the restarted bot
sends it, once; no notification of the game is lost or repeated."""

from __future__ import annotations

import random
from pathlib import Path

from testbed.remote import open_game

from .conftest import World


async def test_a_kill_between_a_turn_and_its_notification_neither_loses_nor_repeats_it(
    world: World, tmp_path: Path
) -> None:
    fake = world.fake
    alice, bob, _, _ = world.players
    child = await fake.start_child_bot(
        world.database, log_path=tmp_path / "first.log", computer_pause=0.01
    )
    ix = await fake.slash(bob, world.channel, "backalley prefs", notify="dm", dm_after="0")
    assert ix.ephemeral and not ix.failed
    game = await open_game(fake, world.players, world.channel, hands="3,2")
    dm = fake.dm_channel(bob)
    # Bob's first notification is refused once by Discord: it waits to be tried again, and
    # the bot is killed meanwhile.
    fake.fail_next("POST", f"/channels/{dm.id}/messages", status=503)
    rng = random.Random(4)
    turns, killed = 0, False
    while not game.over():
        found = await game.to_act()
        if found is None:
            continue
        member, command, values = found
        if member is bob:
            turns += 1
            if not killed:
                await fake.wait_until(
                    lambda: any(
                        r.status == 503 and f"/channels/{dm.id}/messages" in r.path
                        for r in fake.requests
                    ),
                    timeout=10,
                )
                assert fake.dm_messages(bob) == []
                child.kill()
                await child.gone()
                child = await fake.start_child_bot(
                    world.database, log_path=tmp_path / "second.log", computer_pause=0.01
                )
                killed = True
            await fake.wait_until(lambda n=turns: len(fake.dm_messages(bob)) >= n, timeout=15)
            assert len(fake.dm_messages(bob)) == turns
        assert await game.move(member, command, rng.choice(values))
    await fake.settle(quiet=0.5)
    assert killed and turns >= 2
    assert len(fake.dm_messages(bob)) == turns  # every turn told, none twice
    assert fake.dm_messages(alice) == []
    assert await child.stop() == 0
