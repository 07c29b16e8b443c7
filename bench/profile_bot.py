"""Run a module (the bot, or the floor) under cProfile, for `bench.bot --profile`:
`python -m bench.profile_bot OUT MODULE [ARGS...]`.

Each function is charged the CPU time of the thread that runs it (`time.thread_time`), not wall time, so an idle event
loop costs nothing and a wait for the database or Discord is not counted as work. Only the event loop's thread is
profiled; `bench.bot --profile` also prints how much CPU each thread of the process used (the aiosqlite thread, the
engine's worker threads).

What is profiled: a window of the run, marked by signals, or else the whole run. SIGUSR1 starts a window (the
statistics so far are dropped), SIGUSR2 ends it and writes its statistics to OUT; `bench.bot --profile` sends them
where it reads the processes' CPU at the start and the end of the load, so that the profile is of the same work as
the CPU per interaction it prints, without the start-up (imports, the catalogues' parse, the gateway's connection)
or the stop. Without the signals the stats of the whole run are written to OUT when the module returns (SIGTERM: the
bot's graceful stop). Read them with `python -m pstats OUT`. cProfile slows the code it watches, so a profiled run's
own figures are not the bot's: profile to see where the CPU goes, measure without it.
"""

from __future__ import annotations

import cProfile
import runpy
import signal
import sys
import time
from types import FrameType


def main() -> None:
    out, module = sys.argv[1], sys.argv[2]
    sys.argv = [module, *sys.argv[3:]]
    profile = cProfile.Profile(time.thread_time)
    written = False

    def start_window(_signum: int, _frame: FrameType | None) -> None:
        profile.disable()
        profile.clear()
        profile.enable()

    def end_window(_signum: int, _frame: FrameType | None) -> None:
        nonlocal written
        profile.disable()
        profile.dump_stats(out)
        written = True

    signal.signal(signal.SIGUSR1, start_window)
    signal.signal(signal.SIGUSR2, end_window)
    profile.enable()
    try:
        runpy.run_module(module, run_name="__main__", alter_sys=True)
    except SystemExit:
        pass
    finally:
        profile.disable()
        if not written:
            profile.dump_stats(out)


if __name__ == "__main__":
    main()
