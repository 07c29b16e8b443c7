"""A share of one core for each bot process, through Linux's CPU controller (`bench.bot --cpu-quota F`).

Issue 26 asks whether two bot processes on one PostgreSQL database serve 1.7x what one serves. On a machine where the
bot, the PostgreSQL server and the harness (the fake Discord and its players) share two cores, one process at its limit
already uses most of both cores, so a second process has no core to use and the figure measures the machine, not the
design. With a quota, each bot process gets at most F of a core (F = 0.4: 4 ms of every 10 ms), and the rest of the
machine is left to PostgreSQL and the harness: the machine the target assumes (a core for each process, the database
beside them), scaled down. What it then shows is whether the processes get in each other's way (row locks, claims,
the shared budget of requests, wake-ups), which is what the target is about.

Needs root and a writable CPU controller (cgroup v1 `/sys/fs/cgroup/cpu`, or cgroup v2 with the `cpu` controller on);
without them the bench says so and stops, rather than measure something else.
"""

from __future__ import annotations

import contextlib
import os
from pathlib import Path

PERIOD_US = 10_000
"""The controller's accounting period: the quota is this times the share. Short (10 ms, Linux's default is 100 ms), so
that a process that has used its share waits at most a few milliseconds for the next period, not tens: the quota
limits the CPU, and adds little latency of its own."""

V1 = Path("/sys/fs/cgroup/cpu")
V2 = Path("/sys/fs/cgroup/unified")


class QuotaUnavailable(RuntimeError):
    """The machine gives no CPU controller this process may write."""


class CpuQuota:
    """One control group per bot process, each limited to `share` of a core; removed again by `release`."""

    def __init__(self, share: float, name: str = "junta-bench") -> None:
        if not 0 < share <= 64:
            raise ValueError(f"--cpu-quota takes a share of a core, e.g. 0.4 (got {share:g})")
        self.share = share
        self.name = name
        self.groups: list[Path] = []
        self.root, self.v2 = self._root()

    @staticmethod
    def _root() -> tuple[Path, bool]:
        if (V1 / "cpu.cfs_quota_us").exists() and os.access(V1, os.W_OK):
            return V1, False
        controllers = V2 / "cgroup.subtree_control"
        if controllers.exists() and "cpu" in controllers.read_text().split() and os.access(V2, os.W_OK):
            return V2, True
        raise QuotaUnavailable(
            "--cpu-quota needs a writable CPU controller (root, and /sys/fs/cgroup/cpu or cgroup v2's cpu controller)"
        )

    def limit(self, pid: int, label: str) -> None:
        """Moves process `pid` (all its threads) into a group of its own, limited to the share."""
        group = self.root / f"{self.name}-{os.getpid()}-{label}"
        group.mkdir(exist_ok=True)
        quota = int(PERIOD_US * self.share)
        if self.v2:
            (group / "cpu.max").write_text(f"{quota} {PERIOD_US}\n")
        else:
            (group / "cpu.cfs_period_us").write_text(f"{PERIOD_US}\n")
            (group / "cpu.cfs_quota_us").write_text(f"{quota}\n")
        (group / "cgroup.procs").write_text(f"{pid}\n")
        self.groups.append(group)

    def throttled(self) -> float:
        """Seconds the groups' processes were held back by the quota, summed (the controller's own count)."""
        total = 0.0
        for group in self.groups:
            with contextlib.suppress(OSError):
                for line in (group / "cpu.stat").read_text().splitlines():
                    key, _, value = line.partition(" ")
                    if key == "throttled_time":  # v1: nanoseconds
                        total += int(value) / 1e9
                    elif key == "throttled_usec":  # v2
                        total += int(value) / 1e6
        return total

    def release(self) -> None:
        """Removes the groups; a group still holding a process (it did not exit) is left, and said so by nothing:
        the kernel refuses to remove it, and the next run's names differ."""
        for group in self.groups:
            with contextlib.suppress(OSError):
                group.rmdir()
        self.groups.clear()
