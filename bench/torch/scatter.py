#!/usr/bin/python3
"""PyTorch comparison for the scatter benchmark.

For every case of bench/scatter/cases.txt, times in place, on 1 and 2
threads (torch.set_num_threads), the PyTorch call its users make for it:
`elements` cases with Tensor.scatter_ (none), scatter_add_ (add) and
scatter_reduce_ (mul, max, min: "prod", "amax", "amin", include_self);
`nd` cases (one-component index tuples, rows of data) with index_put_
(none), index_add_ (add) and index_reduce_ (the others). Inputs follow
scatter-bench: f32 data and updates of small values, int64 indices drawn
as DISTINCT says (uniform, or Zipf's law) from the indexed dimension. Each
call is first checked against NumPy (`np.add.at` and its twins, or an
assignment for none) on the case's inputs. Timing follows scatter-bench: blocks of back-to-back runs
after a warm-up run, the median of all runs. Run it with Debian's
/usr/bin/python3, whose python3-torch is PyTorch 1.13.

Usage: /usr/bin/python3 bench/torch/scatter.py [--cases=PATH]
       [--repetitions=N] [--blocks=B] [--filter=SUBSTRING]
Output: TSV on stdout, `case  threads  median_ms  result`, which
scatter-bench reads (--torch=FILE).
"""

import sys

import numpy as np
import torch

from peer import parse_arguments, time_case

REDUCE = {"mul": "prod", "max": "amax", "min": "amin"}
NUMPY_AT = {"add": np.add, "mul": np.multiply, "max": np.maximum,
            "min": np.minimum}


def parse_shape(text):
    """The shape of a tensor<AxBx...xT> type."""
    return [int(d) for d in text[len("tensor<"):-1].split("x")[:-1]]


def read_cases(path):
    for raw in open(path):
        line = raw.split("#")[0].split()
        if len(line) >= 8:
            name, op, data, indices, updates, axis, reduction, distinct = \
                line[:8]
            yield (name, op, parse_shape(data), parse_shape(indices),
                   parse_shape(updates), int(axis), reduction, distinct)


def draw_indices(rng, distinct, shape):
    """Index values as cases.txt's DISTINCT says: uniform over [0, N) for
    N, value i of [0, N) with a weight of 1 / (i + 1) for zipfN."""
    if not distinct.startswith("zipf"):
        return rng.integers(0, int(distinct), shape, dtype=np.int64)
    weights = 1.0 / np.arange(1, int(distinct[4:]) + 1)
    return rng.choice(len(weights), size=shape,
                      p=weights / weights.sum()).astype(np.int64)


def values(shape, offset):
    count = int(np.prod(shape))
    return ((np.arange(count) % 2039) * 0.5 - offset).astype(
        np.float32).reshape(shape)


def torch_call(op, axis, reduction, data, index, updates):
    """The in-place PyTorch call of the case on tensors."""
    if op == "elements":
        if reduction == "none":
            return lambda: data.scatter_(axis, index, updates)
        if reduction == "add":
            return lambda: data.scatter_add_(axis, index, updates)
        return lambda: data.scatter_reduce_(axis, index, updates,
                                            REDUCE[reduction])
    rows = index[:, 0]
    if reduction == "none":
        return lambda: data.index_put_((rows,), updates)
    if reduction == "add":
        return lambda: data.index_add_(0, rows, updates)
    return lambda: data.index_reduce_(0, rows, updates, REDUCE[reduction])


def numpy_reference(op, axis, reduction, data, index, updates):
    expected = data.copy()
    if op == "elements":
        axis %= data.ndim
        grid = list(np.indices(index.shape, sparse=True))
        grid[axis] = index
        target = tuple(grid)
    else:
        target = (index[:, 0],)
    if reduction == "none":
        expected[target] = updates
    else:
        NUMPY_AT[reduction].at(expected, target, updates)
    return expected


def main():
    args = parse_arguments(__doc__, "scatter")
    rng = np.random.default_rng(20261202)
    print("case\tthreads\tmedian_ms\tresult")
    for (name, op, data_shape, index_shape, update_shape, axis, reduction,
         distinct) in read_cases(args.cases):
        if args.filter not in name:
            continue
        data = values(data_shape, 1019.0)
        index = draw_indices(rng, distinct, index_shape)
        updates = values(update_shape, 3.0)
        expected = numpy_reference(op, axis, reduction, data, index, updates)
        index_tensor, update_tensor = (torch.from_numpy(index),
                                       torch.from_numpy(updates))
        for threads in (1, 2):
            torch.set_num_threads(threads)
            checked = torch.from_numpy(data.copy())
            torch_call(op, axis, reduction, checked, index_tensor,
                       update_tensor)()
            ok = np.allclose(checked.numpy(), expected, rtol=1e-5, atol=1e-3)
            working = torch.from_numpy(data.copy())
            ms = time_case(torch_call(op, axis, reduction, working,
                                      index_tensor, update_tensor),
                           args.blocks, args.repetitions)
            print(f"{name}\t{threads}\t{ms:.4f}\t{'ok' if ok else 'WRONG'}")
            print(f"torch scatter {name} on {threads}: {ms:.3f} ms",
                  file=sys.stderr)


if __name__ == "__main__":
    main()
