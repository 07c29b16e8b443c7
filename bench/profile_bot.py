"""Run a module (the bot, or the floor) under cProfile, for `bench.bot --profile`:
`python -m bench.profile_bot OUT MODULE [ARGS...]`.

Each function is charged the CPU time of the thread that runs it (`time.thread_time`), not wall time, so an idle event
loop costs nothing and a wait for the database or Discord is not counted as work. Only the event loop's thread is
profiled; `bench.bot --profile` also prints how much CPU each thread of the process used (the aiosqlite thread, the
engine's worker threads). The stats are written to OUT when the module returns (SIGTERM: the bot's graceful stop);
read them with `python -m pstats OUT`. cProfile slows the code it watches, so a profiled run's own figures are
not the bot's: profile to see where the CPU goes, measure without it.
"""

from __future__ import annotations

import cProfile
import runpy
import sys
import time


def main() -> None:
    out, module = sys.argv[1], sys.argv[2]
    sys.argv = [module, *sys.argv[3:]]
    profile = cProfile.Profile(time.thread_time)
    profile.enable()
    try:
        runpy.run_module(module, run_name="__main__", alter_sys=True)
    except SystemExit:
        pass
    finally:
        profile.disable()
        profile.dump_stats(out)


if __name__ == "__main__":
    main()
