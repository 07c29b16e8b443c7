"""Illegal input is a value: a stable code and a sentence a player understands.

A game whose rejections are data (Nomicoup, issue 23: "the engine makes no English") gives the code and its typed
fields (`data`: numbers and keys) and no `message`; the bot renders the sentence from its catalogue."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Rejection:
    code: str
    message: str = ""
    data: tuple[tuple[str, int | str], ...] = ()

    @property
    def fields(self) -> dict[str, int | str]:
        return dict(self.data)

    def __str__(self) -> str:
        return self.message


def reject(code: str, message: str) -> tuple[Rejection, ...]:
    return (Rejection(code, message),)
