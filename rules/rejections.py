"""Illegal input is a value: a stable code and a sentence a player understands."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Rejection:
    code: str
    message: str

    def __str__(self) -> str:
        return self.message


def reject(code: str, message: str) -> tuple[Rejection, ...]:
    return (Rejection(code, message),)
