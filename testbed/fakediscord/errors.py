"""Errors of the fake Discord server.

`ApiError` is what the fake answers to the bot: a Discord-like JSON error with an HTTP status, a
numeric code and, for invalid bodies, a nested ``errors`` object. `FakeDiscordError` is raised to
the *test* when it asks the fake for something a real user could not do (clicking a disabled
button, invoking a command that was never synced, ...).
"""

from __future__ import annotations

from typing import Any


class FakeDiscordError(Exception):
    """A test drove the fake in a way a real Discord client could not."""


class NonLocalNetworkError(RuntimeError):
    """Something tried to reach a host other than the loopback fake.

    A ``RuntimeError`` on purpose: discord.py and aiohttp retry on ``OSError``, which would hide
    the attempt behind reconnect loops.
    """


class ApiError(Exception):
    """An error answer of the REST API, serialised like Discord's."""

    def __init__(
        self,
        status: int,
        code: int,
        message: str,
        errors: dict[str, Any] | None = None,
    ) -> None:
        super().__init__(f"{status} {message} (code {code})")
        self.status = status
        self.code = code
        self.message = message
        self.errors = errors

    def to_json(self) -> dict[str, Any]:
        body: dict[str, Any] = {"message": self.message, "code": self.code}
        if self.errors:
            body["errors"] = self.errors
        return body

    def __repr__(self) -> str:
        return f"ApiError(status={self.status}, code={self.code}, message={self.message!r})"


def unknown(what: str, code: int) -> ApiError:
    return ApiError(404, code, f"Unknown {what}")


def unknown_channel() -> ApiError:
    return unknown("Channel", 10003)


def unknown_guild() -> ApiError:
    return unknown("Guild", 10004)


def unknown_role() -> ApiError:
    return ApiError(404, 10011, "Unknown Role")


def unknown_member() -> ApiError:
    return unknown("Member", 10007)


def unknown_message() -> ApiError:
    return unknown("Message", 10008)


def unknown_user() -> ApiError:
    return unknown("User", 10013)


def unknown_webhook() -> ApiError:
    return unknown("Webhook", 10015)


def unknown_interaction() -> ApiError:
    return ApiError(404, 10062, "Unknown interaction")


def unknown_command() -> ApiError:
    return ApiError(404, 10063, "Unknown application command")


def already_acknowledged() -> ApiError:
    return ApiError(400, 40060, "Interaction has already been acknowledged.")


def missing_access() -> ApiError:
    return ApiError(403, 50001, "Missing Access")


def missing_permissions() -> ApiError:
    return ApiError(403, 50013, "Missing Permissions")


def cannot_edit_others() -> ApiError:
    return ApiError(403, 50005, "Cannot edit a message authored by another user")


def invalid_webhook_token() -> ApiError:
    return ApiError(401, 50027, "Invalid Webhook Token")


def thread_archived() -> ApiError:
    return ApiError(400, 50083, "Thread is archived")


def unauthorized() -> ApiError:
    return ApiError(401, 0, "401: Unauthorized")


def invalid_form(errors: dict[str, Any]) -> ApiError:
    return ApiError(400, 50035, "Invalid Form Body", errors)


def field_error(code: str, message: str) -> dict[str, Any]:
    """The leaf of Discord's form errors: ``{"_errors": [{"code": ..., "message": ...}]}``."""
    return {"_errors": [{"code": code, "message": message}]}
