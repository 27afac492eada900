"""What the PyTorch peers of the benchmarks share: their command line and
their timing, which follows the benchmark programs' (blocks of back-to-back
runs after a warm-up run, the median of all runs)."""

import argparse
import os
import time

import numpy as np


def parse_arguments(doc, cases):
    """--cases (default: bench/CASES/cases.txt), --repetitions, --blocks and
    --filter, described by the first line of `doc`."""
    here = os.path.dirname(os.path.abspath(__file__))
    parser = argparse.ArgumentParser(description=doc.splitlines()[0])
    parser.add_argument("--cases", default=os.path.join(
        here, "..", cases, "cases.txt"))
    parser.add_argument("--repetitions", type=int, default=9)
    parser.add_argument("--blocks", type=int, default=3)
    parser.add_argument("--filter", default="")
    return parser.parse_args()


def time_case(run, blocks, repetitions):
    """The median time of `run` in milliseconds."""
    times = []
    for _ in range(blocks):
        run()
        for _ in range(repetitions):
            start = time.perf_counter()
            run()
            times.append((time.perf_counter() - start) * 1e3)
    return float(np.median(times))
