#!/usr/bin/env python3
"""scatter_nd with slices wider than the lowering's 4 KiB chunks
(ScatterLowering.cpp, buildSliceChunks): each kernel of wide-slices.mlir
runs through gather-run on one thread and on two (--parallel) on seeded
random inputs with duplicate and negative indices, against the NumPy
reference, bit for bit; under clamp an out-of-range update is skipped in
every chunk, under error it is reported and nothing is written.

The last line is `wide slices: N cases, N passed, M failed`.
"""

import argparse
import os
import subprocess
import sys

import numpy as np

from scatter_reference import reference_scatter

# (function, data shape, index values, index type, reduction, updates scale)
KERNELS = [
    ("rows_add", (6, 2000), [[1], [-1], [1], [3], [0]], np.int64, "add", 1),
    ("rows_none", (6, 2000), [[1], [-1], [1], [3], [0]], np.int64, "none", 1),
    ("uneven_rows_min", (4, 2003), [[3], [-4], [3]], np.int64, "min", 1),
    ("rows_scaled", (6, 2000), [[2], [2], [-6]], np.int64, "none", 0.5),
    ("planes_max", (5, 3, 700), [[4], [0], [4], [-5]], np.int32, "max", 1),
    ("pairs_mul", (3, 4, 1500), [[0, 1], [2, -1], [0, 1]], np.int64, "mul", 1),
]


def run(args, work, function, arrays, flags):
    paths = []
    for n, array in enumerate(arrays):
        paths.append(os.path.join(work, "%s-%d.npy" % (function, n)))
        np.save(paths[-1], array)
    out = os.path.join(work, function + "-out.npy")
    if os.path.exists(out):
        os.remove(out)
    proc = subprocess.run(
        [args.gather_run, args.kernels, "-e", function, "--output=" + out] +
        ["--input=" + p for p in paths] + flags,
        capture_output=True, text=True, timeout=120,
        env=dict(os.environ, OMP_NUM_THREADS="2"))
    return proc, (np.load(out) if os.path.exists(out) else None)


def cases(rng):
    """(name, function, arrays, flags, expected result or error text)."""
    for function, shape, index_values, itype, reduction, scale in KERNELS:
        data = rng.standard_normal(shape).astype(np.float32)
        indices = np.array(index_values, dtype=itype)
        k = indices.shape[-1]
        updates = rng.standard_normal(
            indices.shape[:-1] + shape[k:]).astype(np.float32)
        scaled = updates * np.float32(scale)
        expected = reference_scatter("scatter_nd", data, indices, scaled,
                                     reduction)
        for threads in ([], ["--parallel", "--parallel-min-bytes=0"]):
            yield (function, function, [data, indices, updates], threads,
                   expected)
        # One index out of range: clamp skips its update (as the reference
        # does), error reports it.
        bad = indices.copy()
        bad[-1, 0] = shape[0] + 2
        skipped = reference_scatter("scatter_nd", data, bad, scaled,
                                    reduction)
        for threads in ([], ["--parallel", "--parallel-min-bytes=0"]):
            yield (function + "-clamp", function, [data, bad, updates],
                   threads + ["--on-out-of-bounds=clamp"], skipped)
        yield (function + "-error", function, [data, bad, updates], [],
               "index %d is outside the valid range" % (shape[0] + 2))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--gather-run", default="gather-run")
    parser.add_argument("--kernels", required=True)
    parser.add_argument("--workdir", required=True)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    os.makedirs(args.workdir, exist_ok=True)
    rng = np.random.default_rng(args.seed)
    count = failed = 0
    for name, function, arrays, flags, expected in cases(rng):
        count += 1
        proc, result = run(args, args.workdir, function, arrays, flags)
        if isinstance(expected, str):
            ok = (proc.returncode == 1 and expected in proc.stderr and
                  result is None)
        else:
            ok = (proc.returncode == 0 and result is not None and
                  result.shape == expected.shape and
                  np.array_equal(result.view(np.int32),
                                 expected.view(np.int32)))
        if not ok:
            failed += 1
            print("FAIL %s %s: exit %d %s" % (name, " ".join(flags),
                                              proc.returncode,
                                              proc.stderr.strip()[-300:]))
    print("wide slices: %d cases, %d passed, %d failed" % (
        count, count - failed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
