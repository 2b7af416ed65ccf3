"""Refuse every connection to a host that is not the loopback interface.

Installed by `FakeDiscord` while it runs: name lookups and socket connects for any other host
raise `NonLocalNetworkError` at once and are recorded, so a test that would reach discord.com
fails loudly instead of hanging or retrying.
"""

from __future__ import annotations

import ipaddress
import socket
from collections.abc import Callable
from typing import Any

from .errors import NonLocalNetworkError

_LOCAL_NAMES = {"localhost", "localhost.localdomain", "ip6-localhost", "ip6-loopback"}


def is_local(host: Any) -> bool:
    if host is None:
        return True
    if isinstance(host, bytes):
        host = host.decode()
    host = str(host).strip("[]")
    if host.lower() in _LOCAL_NAMES:
        return True
    try:
        return ipaddress.ip_address(host.split("%")[0]).is_loopback
    except ValueError:
        return False


class NetworkGuard:
    def __init__(self) -> None:
        self.blocked: list[str] = []
        self._saved: tuple[Callable[..., Any], Callable[..., Any], Callable[..., Any]] | None = None

    def _refuse(self, what: str) -> NonLocalNetworkError:
        self.blocked.append(what)
        return NonLocalNetworkError(
            f"blocked a connection to {what}: tests may only reach the local fake Discord"
        )

    def install(self) -> None:
        if self._saved is not None:
            return
        real_getaddrinfo = socket.getaddrinfo
        real_connect = socket.socket.connect
        real_connect_ex = socket.socket.connect_ex
        self._saved = (real_getaddrinfo, real_connect, real_connect_ex)
        guard = self

        def getaddrinfo(host: Any, port: Any, *args: Any, **kwargs: Any) -> Any:
            if not is_local(host):
                raise guard._refuse(f"{host}:{port}")
            return real_getaddrinfo(host, port, *args, **kwargs)

        def check(address: Any) -> None:
            if isinstance(address, tuple) and not is_local(address[0]):
                raise guard._refuse(f"{address[0]}:{address[1]}")

        def connect(self: socket.socket, address: Any) -> None:
            check(address)
            real_connect(self, address)

        def connect_ex(self: socket.socket, address: Any) -> int:
            check(address)
            return int(real_connect_ex(self, address))

        socket.getaddrinfo = getaddrinfo
        socket.socket.connect = connect  # type: ignore[method-assign,assignment]
        socket.socket.connect_ex = connect_ex  # type: ignore[method-assign,assignment]

    def uninstall(self) -> None:
        if self._saved is None:
            return
        socket.getaddrinfo, connect, connect_ex = self._saved
        socket.socket.connect = connect  # type: ignore[method-assign]
        socket.socket.connect_ex = connect_ex  # type: ignore[method-assign]
        self._saved = None
