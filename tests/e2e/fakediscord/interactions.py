"""What a test holds after a fake user acts: an :class:`Interaction` handle, plus the errors the fake raises."""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from .models import JSON, Channel, Guild, Message, User

if TYPE_CHECKING:
    from .server import FakeDiscord

# Interaction types (what Discord sends)
APPLICATION_COMMAND = 2
MESSAGE_COMPONENT = 3
AUTOCOMPLETE = 4
MODAL_SUBMIT = 5

# Callback types (what the bot answers)
CHANNEL_MESSAGE = 4
DEFERRED_CHANNEL_MESSAGE = 5
DEFERRED_UPDATE_MESSAGE = 6
UPDATE_MESSAGE = 7
AUTOCOMPLETE_RESULT = 8
MODAL = 9

CALLBACK_NAMES = {
    CHANNEL_MESSAGE: "CHANNEL_MESSAGE_WITH_SOURCE",
    DEFERRED_CHANNEL_MESSAGE: "DEFERRED_CHANNEL_MESSAGE_WITH_SOURCE",
    DEFERRED_UPDATE_MESSAGE: "DEFERRED_UPDATE_MESSAGE",
    UPDATE_MESSAGE: "UPDATE_MESSAGE",
    AUTOCOMPLETE_RESULT: "APPLICATION_COMMAND_AUTOCOMPLETE_RESULT",
    MODAL: "MODAL",
}


class FakeDiscordError(Exception):
    """Base of the errors the fake raises in the test process."""


class CommandRefused(FakeDiscordError):
    """The Discord client would not let this user run this command here (the bot never hears of it).

    ``kind`` is one of ``not_synced``, ``guild_only``, ``missing_permissions``, ``invalid_options``,
    ``not_visible``. ``not_synced`` and ``guild_only`` are also recorded as violations (the bot's command setup is
    wrong); the others are about the test's fake user and are only raised.
    """

    def __init__(self, kind: str, message: str) -> None:
        super().__init__(message)
        self.kind = kind


class ComponentError(FakeDiscordError):
    """The fake user cannot use that component (missing custom_id, disabled, wrong type, message not visible)."""


@dataclass
class Upload:
    """A file a fake user attaches to a slash command option of type attachment, or to a message they type."""

    filename: str
    data: bytes
    content_type: str | None = None


MISSING: Any = object()


@dataclass(frozen=True)
class RawOption:
    """An option exactly as a modified client or a raw API call may send it (with ``unchecked=True``): ``value``
    as given (left out of the payload when ``MISSING``) and ``type`` (default: the declared option type, or one
    guessed from the value when the command declares no such option)."""

    value: Any = MISSING
    type: int | None = None


@dataclass(eq=False)
class Interaction:
    """One INTERACTION_CREATE the fake sent, and everything the bot did with it.

    Await :meth:`response` for the message the user sees (the deferred "thinking" message is waited out), read
    :attr:`followups`, :attr:`choices` (autocomplete) or :attr:`modal`.
    """

    fake: FakeDiscord = field(repr=False)
    id: int
    token: str
    type: int
    user: User
    channel: Channel
    guild: Guild | None
    payload: JSON = field(repr=False)
    #: "/junta create" for commands, the custom_id for components and modals.
    name: str
    created_at: float = 0.0
    ack_type: int | None = None
    acked_at: float | None = None
    #: When the user saw the complete answer (loop time): the callback itself if it carried the message (4, 7),
    #: otherwise the bot filling in its deferred "thinking" message.
    answered_at: float | None = None
    expired: bool = False
    original: Message | None = None
    followups: list[Message] = field(default_factory=list)
    #: For component interactions: the message the component is on.
    source_message: Message | None = None
    choices: list[JSON] | None = None
    modal: JSON | None = None
    #: For autocomplete: the focused option's type, to check the returned choices.
    focused_type: int | None = None
    timer: asyncio.TimerHandle | None = field(default=None, repr=False)

    @property
    def acked(self) -> bool:
        return self.ack_type is not None

    @property
    def ephemeral(self) -> bool:
        return self.original is not None and self.original.ephemeral

    @property
    def latency(self) -> float | None:
        """Seconds between dispatch and the bot's callback."""
        return None if self.acked_at is None else self.acked_at - self.created_at

    @property
    def answer_latency(self) -> float | None:
        """Seconds between dispatch and the complete answer (see :attr:`answered_at`)."""
        return None if self.answered_at is None else self.answered_at - self.created_at

    def describe(self) -> str:
        kind = {
            APPLICATION_COMMAND: "command",
            MESSAGE_COMPONENT: "component",
            AUTOCOMPLETE: "autocomplete",
            MODAL_SUBMIT: "modal submit",
        }.get(self.type, str(self.type))
        return f"{kind} {self.name!r} by {self.user.username} in {self.channel!r}"

    async def wait_ack(self, timeout: float = 4.0) -> int:
        """Wait for the bot's callback; returns its type (4 message, 5 deferred, 6, 7 update, 8, 9 modal)."""
        await self.fake.wait_until(lambda: self.acked or self.expired, timeout, f"an answer to {self.describe()}")
        if self.ack_type is None:
            raise AssertionError(f"the bot did not answer {self.describe()} within the 3 s Discord allows")
        return self.ack_type

    async def response(self, timeout: float = 5.0) -> Message:
        """The message the user sees as the answer.

        - 4 (message): that message; 5 (deferred): the message once the bot filled it in (edit_original_response or
          its first followup); 7 (update): the component's message after the edit; 6 (deferred update): the
          component's message once edited again, or as it is if you pass ``timeout=0``.
        Raises if the bot answered with a modal or autocomplete choices.
        """
        await self.wait_ack(min(timeout, 4.0) if timeout else 4.0)
        if self.ack_type in (MODAL, AUTOCOMPLETE_RESULT):
            kind = CALLBACK_NAMES[self.ack_type]
            raise AssertionError(f"the bot answered {self.describe()} with {kind}, not a message")
        if self.ack_type == DEFERRED_UPDATE_MESSAGE:
            msg = self.source_message
            assert msg is not None
            if timeout:
                edits = len(msg.edits)
                what = f"the bot to edit the message after deferring {self.describe()}"
                await self.fake.wait_until(lambda: len(msg.edits) > edits, timeout, what)
            return msg

        def filled() -> bool:
            return self.original is not None and not self.original.loading

        await self.fake.wait_until(filled, timeout, f"the bot to fill in its deferred answer to {self.describe()}")
        assert self.original is not None
        return self.original

    async def followup(self, index: int = 0, timeout: float = 5.0) -> Message:
        """The index-th followup message (``interaction.followup.send``) of this interaction."""
        await self.fake.wait_until(
            lambda: len(self.followups) > index, timeout, f"followup #{index} to {self.describe()}"
        )
        return self.followups[index]

    async def wait_modal(self, timeout: float = 4.0) -> JSON:
        """The modal the bot opened (callback type 9)."""
        await self.wait_ack(timeout)
        if self.modal is None:
            kind = CALLBACK_NAMES.get(self.ack_type or 0)
            raise AssertionError(f"the bot answered {self.describe()} with {kind}, not a modal")
        return self.modal

    async def submit_modal(self, values: dict[str, Any]) -> Interaction:
        """Fill in and submit the modal the bot opened: ``{custom_id: text}`` (a list of values for selects)."""
        await self.wait_modal()
        return await self.fake.submit_modal(self.user, self, values)
