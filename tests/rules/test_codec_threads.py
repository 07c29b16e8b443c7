"""The codec used from several threads at once (the bot decodes snapshots and events in worker threads too)."""

from __future__ import annotations

import sys
import threading
from dataclasses import field, make_dataclass

from rules import codec


def _tuple_of(tp: type) -> object:
    return tuple[tp, ...]  # type: ignore[valid-type]


def _fresh_types() -> tuple[type, type, type]:
    """New dataclasses the codec has never met: a leaf, a middle holding leaves, a root holding both."""
    leaf = make_dataclass("Leaf", [("a", int), ("b", str, field(default="x"))], frozen=True)
    middle = make_dataclass("Middle", [("leaves", _tuple_of(leaf)), ("n", int, field(default=0))], frozen=True)
    root = make_dataclass("Root", [("name", str), ("middle", middle), ("more", _tuple_of(middle))], frozen=True)
    return leaf, middle, root


def test_codecs_built_by_several_threads_at_once_are_whole() -> None:
    """Threads that first meet the same new types at the same moment all decode them correctly: none uses a codec
    another thread is still building (a half-built one knows no fields yet)."""
    switch = sys.getswitchinterval()
    sys.setswitchinterval(1e-6)  # threads take turns as often as they can: a build is interrupted midway
    try:
        _decode_at_once(30)
    finally:
        sys.setswitchinterval(switch)


def _decode_at_once(rounds: int) -> None:
    text = '{"middle":{"leaves":[{"a":1},{"a":2,"b":"y"}]},"more":[{"leaves":[{"a":3}],"n":2}],"name":"root"}'
    for _ in range(rounds):
        leaf, middle, root = _fresh_types()
        value = root("root", middle((leaf(1), leaf(2, "y"))), (middle((leaf(3),), 2),))
        start = threading.Barrier(8)
        results: list[object] = []

        def decode(start: threading.Barrier = start, root: type = root, results: list[object] = results) -> None:
            start.wait()
            try:
                results.append(codec.loads(root, text))
            except Exception as error:  # compared below
                results.append(error)

        threads = [threading.Thread(target=decode) for _ in range(8)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        assert results == [value] * 8, results
