"""Metrics an operator can watch (`METRICS_PORT`): Prometheus text at `/metrics` and
`/healthz` (200 while connected and ready, else 503 with the reason; `health.py`) on one
port, 127.0.0.1 unless `METRICS_HOST` says otherwise.

No label carries a user, server or channel id or name: the kinds of interaction are the
commands' names and the buttons' actions, the shards are numbers.

An interaction's answer time runs from the moment the bot hears of it to the moment Discord
accepted its first response (the one its 3 s limit is about): the bot notes each interaction
as it is dispatched, and the webhook adapter that sends interaction responses times the
answer."""

from __future__ import annotations

import logging
import math
import time
from collections import OrderedDict
from collections.abc import Callable, Iterator
from typing import Any, Protocol

import discord
from discord.webhook.async_ import AsyncWebhookAdapter, async_context
from prometheus_client import CollectorRegistry, Counter, Gauge, Histogram
from prometheus_client.core import GaugeMetricFamily, Metric
from prometheus_client.exposition import generate_latest
from prometheus_client.registry import Collector

from bot.engine import BidPlaced, CardPlayed
from bot.running.health import Health, open_endpoint
from bot.service import Outcome

log = logging.getLogger(__name__)

# Seconds: an answer within Discord's 3 s, most within tens of milliseconds.
ANSWER_BUCKETS = (0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.0, 3.0, 5.0)
WORK_BUCKETS = (0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.2, 0.4, 1.0, 2.5)
PENDING_LIMIT = 10_000  # interactions heard and not answered yet, kept at most


def kind_of(interaction: discord.Interaction[Any]) -> str:
    """The kind of an interaction, for a label: `/backalley new`, `autocomplete /play`,
    `button play`, `select bid`, `modal`."""
    data: dict[str, Any] = dict(interaction.data or {})
    if interaction.type is discord.InteractionType.application_command:
        return f"/{_command_name(data)}"
    if interaction.type is discord.InteractionType.autocomplete:
        return f"autocomplete /{_command_name(data)}"
    if interaction.type is discord.InteractionType.component:
        custom_id = str(data.get("custom_id", ""))
        parts = custom_id.split(":")
        action = parts[2] if parts[0] == "ba" and len(parts) > 2 else parts[0]
        what = "select" if data.get("component_type", 2) != 2 else "button"
        return f"{what} {action[:20]}"
    if interaction.type is discord.InteractionType.modal_submit:
        return "modal"
    return interaction.type.name


def _command_name(data: dict[str, Any]) -> str:
    """The command with its subcommand (`backalley new`), from the interaction's options."""
    names = [str(data.get("name", ""))]
    options = data.get("options") or []
    while options and options[0].get("type") in (1, 2):  # a subcommand (group)
        names.append(str(options[0].get("name", "")))
        options = options[0].get("options") or []
    return " ".join(names)[:40]


class Metrics:
    """The bot's metrics, in a registry of their own (several bots may share a process in
    tests)."""

    def __init__(self) -> None:
        self.registry = CollectorRegistry()
        self.answers = Histogram(
            "backalley_interaction_answer_seconds",
            "Time from hearing of an interaction to Discord accepting its first response",
            ["kind"],
            buckets=ANSWER_BUCKETS,
            registry=self.registry,
        )
        self.actions = Counter(
            "backalley_actions_total",
            "Bids and cards played, by who made them (person, computer, timer)",
            ["origin"],
            registry=self.registry,
        )
        self.live_games = Gauge(
            "backalley_live_games", "Open games: lobbies and games in play", registry=self.registry
        )
        self.decisions = Histogram(
            "backalley_computer_decision_seconds",
            "Time of a computer player's decision, by level",
            ["level"],
            buckets=WORK_BUCKETS,
            registry=self.registry,
        )
        self.commits = Histogram(
            "backalley_database_commit_seconds",
            "Time from a write to its commit",
            buckets=WORK_BUCKETS,
            registry=self.registry,
        )
        self.renders = Histogram(
            "backalley_picture_render_seconds",
            "Time to draw and encode a picture, by kind",
            ["picture"],
            buckets=WORK_BUCKETS,
            registry=self.registry,
        )
        self._heard: OrderedDict[int, tuple[float, str]] = OrderedDict()

    # ---------------------------------------------------------------- interactions

    def heard(self, interaction: discord.Interaction[Any]) -> None:
        self._heard[interaction.id] = (time.perf_counter(), kind_of(interaction))
        if len(self._heard) > PENDING_LIMIT:
            self._heard.popitem(last=False)

    def answered(self, interaction_id: int) -> None:
        found = self._heard.pop(interaction_id, None)
        if found is not None:
            started, kind = found
            self.answers.labels(kind).observe(time.perf_counter() - started)

    # ---------------------------------------------------------------- the service's news

    def outcome(self, outcome: Outcome) -> None:
        moves = sum(isinstance(e, BidPlaced | CardPlayed) for e in outcome.events)
        if moves:
            self.actions.labels(outcome.origin.value).inc(moves)

    def decision(self, level: str, seconds: float) -> None:
        self.decisions.labels(level).observe(seconds)

    def commit(self, seconds: float) -> None:
        self.commits.observe(seconds)

    def render(self, picture: str, seconds: float) -> None:
        self.renders.labels(picture).observe(seconds)

    def gateway(self, latencies: Callable[[], list[tuple[int, float]]]) -> None:
        """Each shard's gateway latency, read when scraped."""
        self.registry.register(_Latencies(latencies))

    def text(self) -> bytes:
        return generate_latest(self.registry)


class _Latencies(Collector):
    def __init__(self, latencies: Callable[[], list[tuple[int, float]]]) -> None:
        self._latencies = latencies

    def collect(self) -> Iterator[Metric]:
        family = GaugeMetricFamily(
            "backalley_gateway_latency_seconds",
            "Time between a heartbeat sent to Discord's gateway and its acknowledgement",
            labels=["shard"],
        )
        for shard, latency in self._latencies():
            if math.isfinite(latency):
                family.add_metric([str(shard)], latency)
        yield family


class TimedAdapter(AsyncWebhookAdapter):
    """discord.py's adapter for interaction responses, telling the metrics when Discord
    accepted each interaction's first response."""

    def __init__(self, metrics: Metrics) -> None:
        super().__init__()  # type: ignore[no-untyped-call]
        self.metrics = metrics

    async def create_interaction_response(
        self, interaction_id: int, token: str, **kwargs: Any
    ) -> Any:
        try:
            return await super().create_interaction_response(interaction_id, token, **kwargs)
        finally:
            self.metrics.answered(interaction_id)


def time_answers(metrics: Metrics) -> None:
    """From now on, in this task and the tasks it starts (the gateway's, which dispatch the
    interactions), responses go through the timing adapter."""
    async_context.set(TimedAdapter(metrics))


class Served(Protocol):
    async def cleanup(self) -> None: ...


class _Followed:
    """A bot followed by the process's endpoint (`health.py`): its stop only unfollows it."""

    def __init__(self, health: Health, connected: Callable[[], bool]) -> None:
        self.health, self.connected = health, connected

    async def cleanup(self) -> None:
        self.health.unfollow(self.connected)


async def serve(
    metrics: Metrics,
    host: str,
    port: int,
    ready: Callable[[], bool],
    health: Health | None = None,
) -> Served:
    """`/metrics` and `/healthz` for a bot: through the process's endpoint when it has one
    (`python -m bot`, open since before the first attempt), else on host:port until the bot
    stops; what to clean up at the stop."""
    if health is not None:
        health.follow(ready, metrics.text)
        return _Followed(health, ready)
    own = Health()
    own.follow(ready, metrics.text)
    return await open_endpoint(own, host, port)
