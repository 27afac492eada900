#!/usr/bin/python3
"""PyTorch comparison for the embedding_bag benchmark.

For every case of bench/embedding_bag/cases.txt, times
torch.nn.functional.embedding_bag as PyTorch users call it (a new result,
int64 ids and offsets, per_sample_weights where the case has them) on 1 and
2 threads (torch.set_num_threads), on a table of the case's shape and ids
uniform over its rows, after one check of the result against a NumPy
pooling of a few bags. Timing follows embedding-bag-bench: blocks of
back-to-back runs after a warm-up run, the median of all runs. Run it with
Debian's /usr/bin/python3, whose python3-torch is PyTorch 1.13.

Usage: /usr/bin/python3 bench/torch/embedding_bag.py [--cases=PATH]
       [--repetitions=N] [--blocks=B] [--filter=SUBSTRING]
Output: TSV on stdout, `case  threads  median_ms  result`, as
bench/numpy/take.py writes, so that embedding-bag-bench reads it
(--torch=FILE).
"""

import sys

import numpy as np
import torch

from peer import parse_arguments, time_case

F = torch.nn.functional


def read_cases(path):
    for raw in open(path):
        line = raw.split("#")[0].split()
        if len(line) == 7:
            name, rows, columns, bags, pooling, mode, weighted = line
            yield (name, int(rows), int(columns), int(bags), int(pooling),
                   mode, weighted == "1")


def spot_check(table, ids, weights, mode, pooling, result):
    """Eight bags against a NumPy pooling of their rows."""
    for bag in range(0, len(result), max(1, len(result) // 8)):
        chosen = ids[bag * pooling:(bag + 1) * pooling]
        rows = table[chosen]
        if mode == "max":
            expected = rows.max(axis=0)
        else:
            if weights is not None:
                rows = rows * weights[bag * pooling:(bag + 1) * pooling, None]
            expected = rows.sum(axis=0)
            if mode == "mean":
                expected = expected / pooling
        if not np.allclose(result[bag], expected, rtol=1e-5, atol=1e-4):
            return False
    return True


def main():
    args = parse_arguments(__doc__, "embedding_bag")
    rng = np.random.default_rng(20261202)
    print("case\tthreads\tmedian_ms\tresult")
    for name, rows, columns, bags, pooling, mode, weighted in read_cases(
            args.cases):
        if args.filter not in name:
            continue
        table = (np.arange(rows * columns) % 17 - 8).astype(
            np.float32).reshape(rows, columns)
        ids = rng.integers(0, rows, bags * pooling, dtype=np.int64)
        offsets = np.arange(0, bags * pooling, pooling, dtype=np.int64)
        weights = None
        if weighted:
            weights = (np.arange(bags * pooling) % 4 * 0.5).astype(np.float32)
        tensors = [torch.from_numpy(a) for a in (ids, table, offsets)]
        weight_tensor = None if weights is None else torch.from_numpy(weights)

        def run():
            return F.embedding_bag(*tensors, mode=mode,
                                   per_sample_weights=weight_tensor)

        for threads in (1, 2):
            torch.set_num_threads(threads)
            ok = spot_check(table, ids, weights, mode, pooling, run().numpy())
            ms = time_case(run, args.blocks, args.repetitions)
            print(f"{name}\t{threads}\t{ms:.4f}\t{'ok' if ok else 'WRONG'}")
            print(f"torch embedding_bag {name} on {threads}: {ms:.3f} ms",
                  file=sys.stderr)


if __name__ == "__main__":
    main()
