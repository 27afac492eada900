#!/usr/bin/env python3
"""Interleaved A/B timing of two gather-bench binaries.

Usage: bench/ab.py OLD_GATHER_BENCH NEW_GATHER_BENCH [--rounds=N]
                   [--filter=SUBSTRING,...]

Runs the old binary, then the new, over the cases of bench/cases.txt (those
matching --filter), case by case (one run of gather-bench per case, which
also times the cases whose names contain it), --rounds times, so that both
see the same drift of a shared machine. Prints one Markdown row per case: the
median over rounds of each binary's 1-thread and 2-thread times (each
already a median of gather-bench's own runs), the new/old time ratios and
the spread of the per-round ratios. Both binaries must have been built from
the same bench/cases.txt.
"""

import argparse
import os
import statistics
import subprocess
import sys

CASES = os.path.join(os.path.dirname(os.path.abspath(__file__)), "cases.txt")


def read_cases(substrings):
    """The cases whose names contain one of the comma-separated
    `substrings`."""
    with open(CASES) as f:
        names = [line.split()[0] for line in f
                 if line[:1].isalpha() and line.strip()]
    wanted = substrings.split(",")
    return [name for name in names if any(w in name for w in wanted)]


def ratio(new, old):
    return f"{new / old:.2f}" if old > 0 and new > 0 else "-"


def time_cases(binary, name):
    """{case: (1-thread ms, 2-thread ms)} of the rows gather-bench prints for
    --filter=name (the case, and others whose names contain it)."""
    out = subprocess.run([binary, "--filter=" + name], check=True,
                         capture_output=True, text=True).stdout
    header, times = None, {}
    for line in out.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if cells and cells[0] == "case":
            header = cells if "1 thread ms" in cells else None
        elif header and len(cells) == len(header) and cells[0] != "---":
            row = dict(zip(header, cells))
            times[row["case"]] = (float(row["1 thread ms"]),
                                  float(row["2 threads ms"]))
    if name not in times:
        sys.exit(f"ab.py: {binary} printed no row for {name}")
    return times


def time_round(binary, names):
    """One timing of every case in `names`, one run of `binary` per case
    not yet timed in this round."""
    times = {}
    for name in names:
        if name not in times:
            times.update(time_cases(binary, name))
    return times


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("old")
    parser.add_argument("new")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--filter", default="")
    args = parser.parse_args()

    print("| case | old 1t ms | new 1t ms | new/old 1t | old 2t ms | "
          "new 2t ms | new/old 2t | 1t ratio range |")
    print("| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |")
    names = read_cases(args.filter)
    rounds = []
    for _ in range(args.rounds):
        rounds.append((time_round(args.old, names),
                       time_round(args.new, names)))
    for name in names:
        old = [old_times[name] for old_times, _ in rounds]
        new = [new_times[name] for _, new_times in rounds]
        med = [[statistics.median(t[i] for t in runs) for i in (0, 1)]
               for runs in (old, new)]
        ratios = [ratio(n[0], o[0]) for o, n in zip(old, new)]
        print(f"| {name} | {med[0][0]:.3f} | {med[1][0]:.3f} | "
              f"{ratio(med[1][0], med[0][0])} | {med[0][1]:.3f} | "
              f"{med[1][1]:.3f} | {ratio(med[1][1], med[0][1])} | "
              f"{min(ratios)}-{max(ratios)} |")


if __name__ == "__main__":
    main()
