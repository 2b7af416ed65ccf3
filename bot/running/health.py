"""`/healthz` and `/metrics` (`METRICS_PORT`): what an orchestrator and Prometheus ask.

`python -m bot` opens the endpoint before its first attempt to reach Discord and keeps it
for the life of the process, so that a probe never meets a refused connection: the runner
says why the bot is not connected (still connecting, Discord out of reach and the next
try, stopping), and each bot it builds, once its metrics exist, is followed until it
stops: `/healthz` answers 200 while that bot is connected, else 503 with the reason, and
`/metrics` gives that bot's metrics (none between two bots).
"""

from __future__ import annotations

import logging
from collections.abc import Callable

from aiohttp import web
from prometheus_client.exposition import CONTENT_TYPE_LATEST

log = logging.getLogger(__name__)

CONNECTING = "connecting to Discord"
RECONNECTING = "the connection to Discord dropped; reconnecting"
STOPPING = "stopping"


class Health:
    """What `/healthz` says, whichever bot the process runs at the moment."""

    def __init__(self) -> None:
        self.reason = CONNECTING
        self._connected: Callable[[], bool] | None = None
        self._metrics: Callable[[], bytes] | None = None
        self._seen_connected = False
        self._stopping = False

    def waiting(self, reason: str) -> None:
        """No bot is connected, for `reason` (the runner's: connecting, retrying)."""
        self.reason = reason

    def stopping(self) -> None:
        """The process was asked to stop: unhealthy from now on, whatever the bot says."""
        self._stopping = True

    def follow(self, connected: Callable[[], bool], metrics: Callable[[], bytes]) -> None:
        """From now on, a bot: healthy while `connected()`; its metrics on `/metrics`."""
        self._connected, self._metrics = connected, metrics
        self._seen_connected = False

    def unfollow(self, connected: Callable[[], bool]) -> None:
        """That bot stopped (a later one may already be followed)."""
        if self._connected is connected:
            self._connected = self._metrics = None

    def answer(self) -> tuple[int, str]:
        """The status and the one line of `/healthz`."""
        if self._stopping:
            return 503, STOPPING
        if self._connected is not None and self._connected():
            self._seen_connected = True
            return 200, "ok"
        if self._connected is not None and self._seen_connected:
            return 503, RECONNECTING
        return 503, self.reason

    def metrics(self) -> bytes:
        return b"" if self._metrics is None else self._metrics()


async def open_endpoint(health: Health, host: str, port: int) -> web.AppRunner:
    """`/healthz` and `/metrics` on host:port, answered from `health`; the runner to clean up
    at the end."""

    async def healthz(request: web.Request) -> web.Response:
        status, text = health.answer()
        return web.Response(status=status, text=text + "\n")

    async def scrape(request: web.Request) -> web.Response:
        return web.Response(body=health.metrics(), headers={"Content-Type": CONTENT_TYPE_LATEST})

    app = web.Application()
    app.router.add_get("/healthz", healthz)
    app.router.add_get("/metrics", scrape)
    runner = web.AppRunner(app, access_log=None)
    await runner.setup()
    try:
        await web.TCPSite(runner, host, port).start()
    except BaseException:
        await runner.cleanup()
        raise
    log.info("metrics on http://%s:%d/metrics, health on /healthz", host, port)
    return runner
