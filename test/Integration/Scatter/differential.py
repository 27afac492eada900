#!/usr/bin/env python3
"""Seeded differential test of gather.scatter_nd and gather.scatter_elements
through gather-run against NumPy (scatter_reference.py): plain assignment
for reduction none (with duplicate indices the last update wins), np.add.at,
np.multiply.at, np.maximum.at and np.minimum.at for add, mul, max and min,
which apply updates one after another in row-major order, as the lowering
does.

Each case draws an op, data of rank 1-3 (sizes 0-5), every k or axis, an
element type (i1 to complex<f64>; max and min skip complex), i32 or i64
indices with duplicates and negative values, static or dynamic shapes, and a
policy: error (sometimes with one index out of range: exit status 1, the
report, no output file), clamp (sometimes with bad indices, whose updates
are skipped) or unchecked (indices in range). Results are compared bit for
bit.

With --tiled, each case also goes through upstream's tiling transforms
(gather-opt --transform-preload-library=... --transform-interpreter
--canonicalize, as the gathers' differential_tiled.py does) and gather-run
runs both the kernel and the tiled kernel: both must give the reference's
result (or its error), and the same exit status, stdout, stderr and output
bytes as each other. Forms, with random tile sizes per updates dimension (0
= untiled, 1, dividing or not, larger than the dimension):
  for            tile_using_for, in some cases with an interchange; of
                 scatter_nd's tuple dimensions only the first is split (the
                 others refuse, see docs/Dialect.md);
  forall         tile_using_forall on the parallel dimensions only (scatter_nd's
                 slice dimensions, scatter_elements' dimensions but the axis);
                 cases with none take the for form;
  fuse-producer  the updates computed by an elementwise linalg.generic (a
                 copy), and transform.structured.fuse on the scatter, which
                 fuses that producer into the tiles.
Size-0 dimensions are dynamic in the types (tiling refuses static ones). In
some dynamic cases under error or clamp, the updates' first dimension
disagrees at run time with its source in indices or data: both runs must
fail with `error: shape mismatch at` the scatter's line.

With --tensor, each case is instead an upstream tensor.scatter that
`gather-opt --convert-tensor-to-gather --mlir-print-debuginfo` (--gather-opt
PATH) rewrites before gather-run runs it (TensorCase); a planted bad index
must be reported at the tensor.scatter's line. --tiled and --tensor exclude
each other.
"""

import argparse
import concurrent.futures
import os
import shlex
import sys

import numpy as np

# The tile sizes the gathers' tiled differential draws, and its batches of
# gather-run command lines.
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                os.pardir, "Differential"))
import batches  # noqa: E402
from differential_tiled import tile_size  # noqa: E402
from scatter_reference import (REDUCTIONS, TYPES,  # noqa: E402
                               random_values, reference_scatter)


# gather-run command lines per process, and the batches that run them.
BATCH_SIZE = 16
BATCHES = None


def tensor_type(shape, element, dynamic):
    dims = ["?" if dynamic else str(d) for d in shape]
    return "tensor<" + "x".join(dims + [element]) + ">"


class Case:
    def __init__(self, number, rng, last_size=None, rows=None):
        self.number = number
        self.op = rng.choice(["nd", "elements"])
        # --rows is for scatter_nd's owners: such cases are all scatter_nd.
        if rows is not None:
            self.op = "nd"
        rank = int(rng.integers(1, 4))
        self.data_shape = tuple(int(d) for d in rng.integers(0, 6, size=rank))
        # Wide rows (--last-size): scatter_elements off the last axis walks
        # them in blocks of columns, several a row.
        if last_size is not None and rank > 1:
            self.data_shape = self.data_shape[:-1] + (
                int(rng.integers(0, last_size + 1)),)
        # Many rows (--rows): the owners of narrow slices take several rows
        # each.
        if rows is not None and rank > 1:
            self.data_shape = (int(rng.integers(0, rows + 1)),) + \
                self.data_shape[1:]
        # Mostly non-empty data, so that most indices can be valid.
        if rng.random() < 0.8:
            self.data_shape = tuple(max(d, 1) for d in self.data_shape)
        self.element = rng.choice(list(TYPES))
        choices = REDUCTIONS if not self.element.startswith("complex") else \
            REDUCTIONS[:3]
        self.reduction = rng.choice(choices)
        self.index_type = rng.choice(["i32", "i64"])
        self.dynamic = bool(rng.random() < 0.3)
        self.policy = rng.choice(["error", "clamp", "unchecked"])
        self.axis = 0
        if self.op == "nd":
            k = int(rng.integers(1, rank + 1))
            tuples = tuple(int(d) for d in
                           rng.integers(0, 5, size=int(rng.integers(1, 3))))
            # With --rows, tuples of one component into slices of the rest,
            # and 16-256 of them: the owners of narrow slices take several
            # each.
            if rows is not None:
                k = 1
                tuples = tuple(int(d) for d in rng.integers(4, 17, size=2))
            self.indices_shape = tuples + (k,)
            self.updates_shape = tuples + self.data_shape[k:]
            self.indexed = list(self.data_shape[:k])
        else:
            self.axis = int(rng.integers(-rank, rank))
            axis = self.axis % rank
            self.indices_shape = tuple(
                int(rng.integers(0, 6)) if d == axis else
                int(rng.integers(0, self.data_shape[d] + 1))
                for d in range(rank))
            self.updates_shape = self.indices_shape
            self.indexed = None
        self.make_arrays(rng)

    def dim_size_of(self, position):
        """The size of the data dimension index value `position` addresses."""
        if self.op == "nd":
            return self.indexed[position[-1]]
        return self.data_shape[self.axis % len(self.data_shape)]

    def make_arrays(self, rng):
        self.data = random_values(rng, self.data_shape, self.element)
        self.updates = random_values(rng, self.updates_shape, self.element)
        indices = np.zeros(self.indices_shape, dtype=np.int64)
        # Few distinct values, so that duplicates are common.
        for position in np.ndindex(*self.indices_shape):
            size = self.dim_size_of(position)
            indices[position] = rng.integers(-size, size) if size else 0
        self.bad = False
        can_fail = self.policy != "unchecked" and indices.size
        if can_fail and rng.random() < 0.3:
            position = np.unravel_index(rng.integers(indices.size),
                                        self.indices_shape)
            size = self.dim_size_of(position)
            indices[position] = rng.choice([size, -size - 1, size + 7])
        # Empty indexed dimensions make every index bad.
        for position in np.ndindex(*self.indices_shape):
            size = self.dim_size_of(position)
            if not -size <= indices[position] < size:
                self.bad = True
        if self.bad and self.policy == "unchecked":
            raise ValueError("unchecked case with a bad index")
        self.indices = indices.astype(np.int32 if self.index_type == "i32"
                                      else np.int64)

    def types(self):
        """The MLIR types of data, indices and updates."""
        return [tensor_type(self.data_shape, self.element, self.dynamic),
                tensor_type(self.indices_shape, self.index_type,
                            self.dynamic),
                tensor_type(self.updates_shape, self.element, self.dynamic)]

    def kernel(self, producer=False):
        """The kernel; with `producer`, the updates are a linalg.generic
        copy of the argument (for the fuse-producer form)."""
        types = self.types()
        reduction = "" if self.reduction == "none" else \
            " reduction(%s)" % self.reduction
        axis = " {axis = %d : i64}" % self.axis if self.op == "elements" else ""
        body = updates_copy(self, types[2]) if producer else ""
        return ("func.func @scatter_case(%%d: %s, %%i: %s, %%u: %s) -> %s {\n"
                "%s"
                "  %%0 = gather.scatter_%s %%d, %%i, %%%s%s%s : (%s, %s, %s) -> %s\n"
                "  return %%0 : %s\n}\n" % (
                    types[0], types[1], types[2], types[0], body, self.op,
                    "p" if producer else "u", reduction, axis, types[0],
                    types[1], types[2], types[0], types[0]))

    def expected(self):
        return reference_scatter("scatter_" + self.op, self.data,
                                 self.indices, self.updates, self.reduction,
                                 self.axis)


# --tensor: tensor.scatter kernels. Their index types (i1 indices are 0 or 1;
# index is 64-bit in .npy files).
TENSOR_INDEX_TYPES = {"i1": np.bool_, "i8": np.int8, "i16": np.int16,
                      "i32": np.int32, "i64": np.int64, "index": np.int64}


class TensorCase:
    """An upstream `tensor.scatter %updates into %data[%indices]
    scatter_dims(G) unique`, which gather-opt --convert-tensor-to-gather
    rewrites into scatter_nd: data of rank 1-3 (sizes 1-4, sometimes one
    size 0 outside G), G any non-empty increasing subset of its dims,
    indices [I..., K] (I of rank 1-2, sizes 1-3, sometimes 0) of every
    index type the pass takes, their tuples distinct after negative
    coordinates count from the end (`unique`'s promise), the rank-reduced
    or the full source (unit dims at G), static or dynamic shapes. The
    reference is NumPy advanced-index assignment; bad coordinates are
    planted under the error and clamp policies (clamp skips their slice)."""

    def __init__(self, number, rng):
        self.number = number
        rank = int(rng.integers(1, 4))
        self.data_shape = [int(d) for d in rng.integers(1, 5, size=rank)]
        self.dims = sorted(int(d) for d in rng.choice(
            rank, size=int(rng.integers(1, rank + 1)), replace=False))
        self.rest = [d for d in range(rank) if d not in self.dims]
        if self.rest and rng.random() < 0.15:
            self.data_shape[int(rng.choice(self.rest))] = 0
        self.element = rng.choice(list(TYPES))
        self.index_type = rng.choice(list(TENSOR_INDEX_TYPES))
        self.full = bool(rng.random() < 0.5)
        self.dynamic = bool(rng.random() < 0.3)
        self.policy = rng.choice(["error", "clamp", "unchecked"])
        self.reduction = "none"
        self.op = "tensor.scatter %s %s" % (
            self.dims, "full" if self.full else "rank-reduced")
        batch_rank = int(rng.integers(1, 3))
        batch = [int(d) for d in rng.integers(1, 4, size=batch_rank)]
        if rng.random() < 0.1:
            batch[-1] = 0
        self.make_arrays(rng, batch)

    def make_arrays(self, rng, batch):
        sizes = [self.data_shape[d] for d in self.dims]
        flags = self.index_type == "i1"
        coordinates = list(np.ndindex(*[min(s, 2) if flags else s
                                        for s in sizes]))
        while int(np.prod(batch)) > len(coordinates):
            batch[int(np.argmax(batch))] -= 1
        picked = rng.permutation(len(coordinates))[:int(np.prod(batch))]
        tuples = np.array([coordinates[p] for p in picked],
                          dtype=np.int64).reshape(batch + [len(sizes)])
        if not flags:
            tuples = np.where(rng.random(tuples.shape) < 0.3,
                              tuples - sizes, tuples)
        planted = False
        if self.policy != "unchecked" and tuples.size and rng.random() < 0.4:
            position = np.unravel_index(rng.integers(tuples.size),
                                        tuples.shape)
            size = sizes[position[-1]]
            bad = [1] if flags and size == 1 else [] if flags else \
                [size, -size - 1, size + 7]
            if bad:
                tuples[position] = rng.choice(bad)
                planted = True
        # A size-0 dim that G skips below max(G) leaves no completed tuple:
        # nothing is checked (see convert-tensor-to-gather).
        skipped = [d for d in self.rest if d < self.dims[-1]]
        self.bad = planted and all(self.data_shape[d] for d in skipped)
        self.indices = tuples.astype(TENSOR_INDEX_TYPES[self.index_type])
        self.data = random_values(rng, tuple(self.data_shape), self.element)
        source = batch + [1 if d in self.dims else self.data_shape[d]
                          for d in range(len(self.data_shape))
                          if self.full or d not in self.dims]
        self.updates = random_values(rng, tuple(source), self.element)

    def spelled(self, shape, element, static):
        """A tensor type; in dynamic cases only the dims `static` are."""
        return "tensor<" + "x".join(
            [str(d) if not self.dynamic or n in static else "?"
             for n, d in enumerate(shape)] + [element]) + ">"

    def kernel(self, producer=False):
        """The kernel's text (`producer` belongs to the tiled mode)."""
        batch_rank = self.indices.ndim - 1
        data = self.spelled(self.data_shape, self.element, ())
        indices = self.spelled(self.indices.shape, self.index_type,
                               (batch_rank,))
        units = [batch_rank + d for d in self.dims] if self.full else []
        updates = self.spelled(self.updates.shape, self.element, units)
        return ("func.func @scatter_case(%%d: %s, %%i: %s, %%u: %s) -> %s {\n"
                "  %%0 = tensor.scatter %%u into %%d[%%i] scatter_dims(%s) "
                "unique : (%s, %s, %s) -> %s\n  return %%0 : %s\n}\n" % (
                    data, indices, updates, data, self.dims, updates, data,
                    indices, data, data))

    def expected(self):
        """data with the source slice of each tuple in range assigned where
        it points (NumPy advanced indexing on a view with G's dims first)."""
        out = self.data.copy()
        sizes = np.array([self.data_shape[d] for d in self.dims])
        tuples = self.indices.astype(np.int64).reshape(-1, len(self.dims))
        slices = self.updates.reshape(
            (tuples.shape[0],) + tuple(self.data_shape[d] for d in self.rest))
        ok = np.all((tuples >= -sizes) & (tuples < sizes), axis=1)
        tuples = np.where(tuples < 0, tuples + sizes, tuples)[ok]
        view = np.moveaxis(out, self.dims, list(range(len(self.dims))))
        view[tuple(tuples.T)] = slices[ok]
        return out


def convert_tensor_kernel(args, kernel):
    """(the kernel rewritten by convert-tensor-to-gather, keeping the
    locations of `kernel`, None) or (None, why gather-opt failed)."""
    converted = os.path.join(os.path.dirname(kernel), "kernel.gather.mlir")
    status, stderr = BATCHES.run([args.gather_opt, "--convert-tensor-to-gather",
                                  "--mlir-print-debuginfo", kernel, "-o",
                                  converted], 0, 120)
    if status != 0:
        return None, "gather-opt failed: " + stderr
    return converted, None


def run_kernel(args, case, kernel, output):
    """Runs `kernel` on the case's inputs (saved beside it): (exit status,
    stdout, stderr)."""
    workdir = os.path.dirname(kernel)
    inputs = ["--input=" + os.path.join(workdir, name + ".npy")
              for name in ("data", "indices", "updates")]
    if os.path.exists(output):
        os.remove(output)
    command = [args.gather_run, kernel, "-e", "scatter_case", *inputs,
               "--output=" + output, "--on-out-of-bounds=" + case.policy,
               *args.gather_run_flag]
    status, stderr = BATCHES.run(command, 0, 120)
    return status, "", stderr


def check(case, result, output, location):
    """How a run's `result` and `output` file differ from the reference
    (None if they do not)."""
    rc, _, stderr = result
    failure = ("shape mismatch at " + location if case.mismatch
               else "index out of bounds at " + location if case.bad and
               case.policy == "error" else None)
    if failure:
        if rc != 1 or failure not in stderr:
            return "expected `%s`, got exit %d: %s" % (failure, rc, stderr)
        if os.path.exists(output):
            return "an output was written despite the error"
        return None
    if rc != 0:
        return "exit status %d: %s" % (rc, stderr)
    got, want = np.load(output), case.expected()
    if got.dtype != want.dtype or got.shape != want.shape or \
            got.tobytes() != want.tobytes():
        return "result differs:\n got  %r\n want %r" % (got, want)
    return None


def run(args, case):
    workdir = os.path.join(args.workdir, "case%d" % case.number)
    os.makedirs(workdir, exist_ok=True)
    kernel = source = os.path.join(workdir, "kernel.mlir")
    text = case.kernel(producer=case.form == "fuse-producer")
    with open(kernel, "w") as f:
        f.write(text)
    for name, array in [("data", case.data), ("indices", case.indices),
                        ("updates", case.updates)]:
        np.save(os.path.join(workdir, name + ".npy"), array)
    op = "tensor.scatter" if args.tensor else "gather.scatter_"
    line = 1 + text[:text.index(op)].count("\n")
    # Reports name the scatter's line of kernel.mlir (a tensor.scatter's
    # rewrite keeps its location).
    location = "%s:%d:" % (source, line)
    if args.tensor:
        kernel, problem = convert_tensor_kernel(args, source)
        if problem:
            return problem
    output = os.path.join(workdir, "out.npy")
    untiled = run_kernel(args, case, kernel, output)
    problem = check(case, untiled, output, location)
    if problem or not args.tiled:
        return problem
    return run_tiled(args, case, kernel, untiled, output, location)


# ---------------------------------------------------------------------------
# The tiled mode (--tiled)
# ---------------------------------------------------------------------------

TILED_STREAM = 0x711ED
FORMS = ["for", "for", "forall", "fuse-producer"]
P_MISMATCH = 0.15
P_INTERCHANGE = 0.3
ANY = "!transform.any_op"


def updates_copy(case, updates_type):
    """Lines computing %p, a linalg.generic copy of %u."""
    rank = len(case.updates_shape)
    dims = ", ".join("d%d" % i for i in range(rank))
    identity = "affine_map<(%s) -> (%s)>" % (dims, dims)
    sizes = ["%%n%d" % d for d in range(rank) if case.dynamic]
    lines = ["  %%c%d = arith.constant %d : index\n"
             "  %%n%d = tensor.dim %%u, %%c%d : %s\n" % (d, d, d, d,
                                                     updates_type)
             for d in range(rank) if case.dynamic]
    lines.append("  %%e = tensor.empty(%s) : %s\n" % (", ".join(sizes),
                                                     updates_type))
    lines.append(
        "  %%p = linalg.generic {indexing_maps = [%s, %s], iterator_types = "
        "[%s]} ins(%%u : %s) outs(%%e : %s) {\n"
        "  ^bb0(%%a: %s, %%o: %s):\n    linalg.yield %%a : %s\n  } -> %s\n" % (
            identity, identity, ", ".join(['"parallel"'] * rank),
            updates_type, updates_type, case.element, case.element,
            case.element, updates_type))
    return "".join(lines)


def parallel_dims(case):
    """The updates dimensions that land on a data dimension of their own
    (see lib/IR/GatherTiling.cpp): scatter_nd's slice dimensions,
    scatter_elements' dimensions but the axis."""
    rank = len(case.updates_shape)
    if case.op == "nd":
        return list(range(len(case.indices_shape) - 1, rank))
    return [d for d in range(rank) if d != case.axis % rank]


def make_mismatch(rng, case):
    """Updates whose first dimension disagrees with its source at run
    time (the types are dynamic)."""
    shape = list(case.updates_shape)
    shape[0] += int(rng.integers(1, 4))
    case.updates_shape = tuple(shape)
    case.updates = random_values(rng, case.updates_shape, case.element)
    case.mismatch = True


def prepare_tiled(seed, case, form):
    """Draws the case's tiling (from a stream of its own, so the base
    problem stays the untiled mode's)."""
    rng = np.random.default_rng([seed, case.number, TILED_STREAM])
    shapes = (case.data_shape, case.indices_shape, case.updates_shape)
    if any(0 in shape for shape in shapes):
        case.dynamic = True
    if (case.dynamic and case.policy != "unchecked" and case.updates_shape
            and rng.random() < P_MISMATCH):
        make_mismatch(rng, case)
    rank = len(case.updates_shape)
    parallel = parallel_dims(case)
    if form == "forall" and not any(case.updates_shape[d] for d in parallel):
        form = "for"
    case.form = form
    sizes = [tile_size(rng, n) for n in case.updates_shape]
    for d in range(rank):
        spread = d not in parallel
        # scatter_nd's tuple dimensions after the first are not split (a
        # static one may take a tile size at least its size); forall splits
        # none.
        whole = not case.dynamic and sizes[d] >= case.updates_shape[d]
        if spread and (form == "forall" or (case.op == "nd" and d > 0
                                            and not whole)):
            sizes[d] = 0
    if form == "forall" and not any(sizes):
        choices = [d for d in parallel if case.updates_shape[d]]
        sizes[choices[int(rng.integers(0, len(choices)))]] = 1 + int(
            rng.integers(0, 3))
    case.tile_sizes = sizes
    case.interchange = None
    if form != "forall" and rank >= 2 and rng.random() < P_INTERCHANGE:
        case.interchange = [int(i) for i in rng.permutation(rank)]


def transform_text(case):
    sizes = "[%s]" % ", ".join(map(str, case.tile_sizes))
    nonzero = sum(1 for t in case.tile_sizes if t)
    interchange = ("[%s]" % ", ".join(map(str, case.interchange))
                   if case.interchange else None)
    if case.form == "forall":
        op, results = "tile_using_forall %%g tile_sizes %s" % sizes, 2
    elif case.form == "for":
        op = "tile_using_for %%g tile_sizes %s%s" % (
            sizes, " interchange = " + interchange if interchange else "")
        results = 1 + nonzero
    else:
        op = "fuse %%g tile_sizes %s%s" % (
            sizes, " interchange " + interchange if interchange else "")
        results = 1 + nonzero
    names = ", ".join("%%t%d" % n for n in range(results))
    return ("module attributes {transform.with_named_sequence} {\n"
            "  transform.named_sequence @__transform_main(%%root: %s "
            "{transform.readonly}) {\n"
            "    %%g = transform.structured.match ops{[\"gather.scatter_%s\"]} "
            "in %%root : (%s) -> %s\n"
            "    %s = transform.structured.%s : (%s) -> (%s)\n"
            "    transform.yield\n  }\n}\n" % (
                ANY, case.op, ANY, ANY, names, op.replace("%%", "%"), ANY,
                ", ".join([ANY] * results)))


def run_tiled(args, case, kernel, untiled, untiled_output, location):
    """Tiles the kernel, runs it and compares it with the reference and the
    untiled run."""
    workdir = os.path.dirname(kernel)
    script = os.path.join(workdir, "transform.mlir")
    tiled = os.path.join(workdir, "tiled.mlir")
    with open(script, "w") as f:
        f.write(transform_text(case))
    opt = [args.gather_opt, kernel,
           "--transform-preload-library=transform-library-paths=" + script,
           "--transform-interpreter", "--canonicalize",
           "--mlir-print-debuginfo", "-o", tiled]
    status, stderr = BATCHES.run(opt, 0, 120)
    if status != 0:
        return "tiling failed (%s): %s" % (" ".join(map(shlex.quote, opt)),
                                           stderr)
    untiled_bytes = (open(untiled_output, "rb").read()
                     if os.path.exists(untiled_output) else None)
    output = os.path.join(workdir, "out-tiled.npy")
    result = run_kernel(args, case, tiled, output)
    problem = check(case, result, output, location)
    if problem:
        return "tiled (%s): %s" % (describe_tiling(case), problem)
    if result != untiled:
        return "tiled (%s) and untiled runs differ: %r vs %r" % (
            describe_tiling(case), result, untiled)
    tiled_bytes = open(output, "rb").read() if os.path.exists(output) else None
    if tiled_bytes != untiled_bytes:
        return "tiled (%s) and untiled outputs differ" % describe_tiling(case)
    return None


def describe_tiling(case):
    text = "%s tile_sizes %s" % (case.form, case.tile_sizes)
    if case.interchange:
        text += " interchange %s" % case.interchange
    return text


def tiled_summary(cases):
    forms = [case.form for case in cases]
    return ("scatter differential: tiled: for %d, forall %d, fuse-producer "
            "%d; %d shape mismatches, %d bad indices under error, "
            "reductions %s" % (
                forms.count("for"), forms.count("forall"),
                forms.count("fuse-producer"),
                sum(1 for c in cases if c.mismatch),
                sum(1 for c in cases if c.bad and c.policy == "error"),
                " ".join("%s %d" % (r, sum(1 for c in cases
                                            if c.reduction == r))
                         for r in REDUCTIONS)))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--cases", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--every", type=int, default=1,
                        help="run every N-th case only")
    parser.add_argument("--gather-run", default="gather-run")
    parser.add_argument("--gather-run-flag", action="append", default=[],
                        help="an extra gather-run flag (repeatable)")
    parser.add_argument("--workdir", required=True)
    parser.add_argument("--tiled", action="store_true",
                        help="also tile each case (see the top)")
    parser.add_argument("--tensor", action="store_true",
                        help="tensor.scatter kernels, rewritten by gather-opt "
                             "--convert-tensor-to-gather (TensorCase)")
    parser.add_argument("--last-size", type=int,
                        help="draw data's last dimension (rank 2-3) from "
                             "[0, N] instead of [0, 5]")
    parser.add_argument("--rows", type=int,
                        help="draw data's first dimension (rank 2-3) from "
                             "[0, N] instead of [0, 5]")
    parser.add_argument("--gather-opt", default="gather-opt")
    parser.add_argument("--jobs", type=int, default=2,
                        help="gather-run processes at a time")
    args = parser.parse_args()
    if args.tiled and args.tensor:
        parser.error("--tiled and --tensor exclude each other")
    rng = np.random.default_rng(args.seed)
    cases = []
    while len(cases) < args.cases:
        try:
            cases.append(TensorCase(len(cases), rng) if args.tensor else
                         Case(len(cases), rng, args.last_size, args.rows))
        except ValueError:
            continue
    selected = cases[::args.every]
    forms = np.random.default_rng([args.seed, TILED_STREAM])
    for case in selected:
        case.form, case.mismatch = None, False
        if args.tiled:
            prepare_tiled(args.seed, case,
                          FORMS[int(forms.integers(0, len(FORMS)))])
    # Many cases run at once, so that gather-run's batches fill.
    global BATCHES
    BATCHES = batches.Batches(args.jobs, args.workdir, size=BATCH_SIZE)
    with concurrent.futures.ThreadPoolExecutor(
            max_workers=max(1, args.jobs) * BATCH_SIZE) as pool:
        problems = list(pool.map(lambda case: run(args, case), selected))
    failed = 0
    ran = 0
    for case, problem in zip(selected, problems):
        ran += 1
        if problem:
            failed += 1
            print("case %d (%s, %s, %s, %s, policy %s): %s" % (
                case.number, case.op, case.element, case.reduction,
                case.index_type, case.policy, problem))
    print("scatter differential: %d cases, %d passed, %d failed (seed %d)" % (
        ran, ran - failed, failed, args.seed))
    if args.tiled:
        print(tiled_summary(selected))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
