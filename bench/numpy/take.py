#!/usr/bin/env python3
"""NumPy comparison for the gather benchmark's Gather cases.

For every `gather` case of bench/cases.txt (ONNX Gather along ATTRIBUTE =
axis), times `numpy.take(data, indices, axis)` as NumPy users call it (a new
result, mode 'raise', which checks every index as ONNX requires) on random
data and valid random indices of the case's types, after one check of the
result against a plain Python reference on a few positions. Timing follows
gather-bench: blocks of back-to-back runs after a warm-up run, the median of
all runs.

Usage: python3 bench/numpy/take.py [--cases=PATH] [--repetitions=N]
       [--blocks=B] [--filter=SUBSTRING]
Output: TSV on stdout, `case  threads  median_ms  result` (threads is 1:
numpy.take runs on the calling thread), as bench/onnxruntime/run.mjs writes,
so that gather-bench reads both the same way (--numpy=FILE).
"""

import argparse
import os
import sys
import time

import numpy as np

DTYPES = {"f16": np.float16, "f32": np.float32, "f64": np.float64,
          "i8": np.int8, "i16": np.int16, "i32": np.int32, "i64": np.int64}


def parse_type(text):
    """'tensor<4x8xf32>' -> ((4, 8), numpy dtype)."""
    *sizes, element = text[len("tensor<"):-1].split("x")
    return tuple(int(s) for s in sizes), DTYPES[element]


def read_cases(path):
    for raw in open(path):
        line = raw.split("#")[0].split()
        if len(line) >= 5 and line[1] == "gather":
            name, _, data, indices, axis = line[:5]
            yield name, parse_type(data), parse_type(indices), int(axis)


def spot_check(data, indices, axis, result, rng):
    """A few result elements against data[..., indices[j], ...]."""
    axis = axis % data.ndim
    for _ in range(16):
        position = tuple(int(rng.integers(0, s)) for s in result.shape)
        outer = position[:axis]
        index = int(indices[position[axis:axis + indices.ndim]])
        inner = position[axis + indices.ndim:]
        if result[position] != data[outer + (index,) + inner]:
            return False
    return True


def time_case(data, indices, axis, blocks, repetitions):
    times = []
    for _ in range(blocks):
        np.take(data, indices, axis=axis)
        for _ in range(repetitions):
            start = time.perf_counter()
            np.take(data, indices, axis=axis)
            times.append((time.perf_counter() - start) * 1e3)
    return float(np.median(times))


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cases", default=os.path.join(here, "..", "cases.txt"))
    parser.add_argument("--repetitions", type=int, default=9)
    parser.add_argument("--blocks", type=int, default=3)
    parser.add_argument("--filter", default="")
    args = parser.parse_args()
    rng = np.random.default_rng(20261124)
    print("case\tthreads\tmedian_ms\tresult")
    for name, (data_shape, data_dtype), (index_shape, index_dtype), axis in \
            read_cases(args.cases):
        if args.filter not in name:
            continue
        data = rng.random(data_shape, dtype=np.float64).astype(data_dtype)
        size = data_shape[axis % len(data_shape)]
        indices = rng.integers(0, size, index_shape).astype(index_dtype)
        result = np.take(data, indices, axis=axis)
        ok = spot_check(data, indices, axis, result, rng)
        ms = time_case(data, indices, axis, args.blocks, args.repetitions)
        print(f"{name}\t1\t{ms:.4f}\t{'ok' if ok else 'WRONG'}")
        print(f"numpy.take {name}: {ms:.3f} ms", file=sys.stderr)


if __name__ == "__main__":
    main()
