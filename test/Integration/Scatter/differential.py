#!/usr/bin/env python3
"""Seeded differential test of gather.scatter_nd and gather.scatter_elements
through gather-run against NumPy: plain assignment for reduction none (with
duplicate indices the last update wins), np.add.at, np.multiply.at,
np.maximum.at and np.minimum.at for add, mul, max and min, which apply
updates one after another in row-major order, as the lowering does.

Each case draws an op, data of rank 1-3 (sizes 0-5), every k or axis, an
element type (i1 to complex<f64>; max and min skip complex), i32 or i64
indices with duplicates and negative values, static or dynamic shapes, and a
policy: error (sometimes with one index out of range: exit status 1, the
report, no output file), clamp (sometimes with bad indices, whose updates
are skipped) or unchecked (indices in range). Results are compared bit for
bit.

With --tensor, each case is instead an upstream tensor.scatter that
`gather-opt --convert-tensor-to-gather --mlir-print-debuginfo` (--gather-opt
PATH) rewrites before gather-run runs it (TensorCase); a planted bad index
must be reported at the tensor.scatter's line.
"""

import argparse
import os
import random
import subprocess
import sys

import numpy as np

TYPES = {
    "i1": np.bool_, "i8": np.int8, "i16": np.int16, "i32": np.int32,
    "i64": np.int64, "ui8": np.uint8, "ui16": np.uint16, "ui32": np.uint32,
    "ui64": np.uint64, "f16": np.float16, "f32": np.float32,
    "f64": np.float64, "complex<f32>": np.complex64,
    "complex<f64>": np.complex128,
}
REDUCTIONS = ["none", "add", "mul", "max", "min"]
UFUNCS = {"add": np.add, "mul": np.multiply, "max": np.maximum,
          "min": np.minimum}


def random_values(rng, shape, mlir_type):
    dtype = TYPES[mlir_type]
    if mlir_type == "i1":
        return rng.integers(0, 2, size=shape).astype(np.bool_)
    if mlir_type.startswith("complex"):
        parts = rng.standard_normal(size=shape + (2,)) * 4
        return (parts[..., 0] + 1j * parts[..., 1]).astype(dtype)
    if mlir_type.startswith("f"):
        values = (rng.standard_normal(size=shape) * 8).astype(dtype)
        if values.size and rng.random() < 0.2:
            values.flat[rng.integers(values.size)] = np.nan
        return values
    info = np.iinfo(dtype)
    return rng.integers(info.min, info.max, size=shape, dtype=dtype,
                        endpoint=True)


def tensor_type(shape, element, dynamic):
    dims = ["?" if dynamic else str(d) for d in shape]
    return "tensor<" + "x".join(dims + [element]) + ">"


class Case:
    def __init__(self, number, rng):
        self.number = number
        self.op = rng.choice(["nd", "elements"])
        rank = int(rng.integers(1, 4))
        self.data_shape = tuple(int(d) for d in rng.integers(0, 6, size=rank))
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

    def kernel(self):
        types = [tensor_type(self.data_shape, self.element, self.dynamic),
                 tensor_type(self.indices_shape, self.index_type,
                             self.dynamic),
                 tensor_type(self.updates_shape, self.element, self.dynamic)]
        reduction = "" if self.reduction == "none" else \
            " reduction(%s)" % self.reduction
        axis = " {axis = %d : i64}" % self.axis if self.op == "elements" else ""
        return ("func.func @scatter_case(%%d: %s, %%i: %s, %%u: %s) -> %s {\n"
                "  %%0 = gather.scatter_%s %%d, %%i, %%u%s%s : (%s, %s, %s) -> %s\n"
                "  return %%0 : %s\n}\n" % (
                    types[0], types[1], types[2], types[0], self.op,
                    reduction, axis, types[0], types[1], types[2], types[0],
                    types[0]))

    def targets(self):
        """The data coordinates (one array per dimension) and updates of
        the updates that apply, in row-major order."""
        if self.op == "nd":
            k = self.indices_shape[-1]
            tuples = self.indices.reshape(-1, k).astype(np.int64)
            updates = self.updates.reshape((tuples.shape[0],) +
                                           self.data_shape[k:])
            sizes = np.array(self.indexed, dtype=np.int64)
            ok = np.all((tuples >= -sizes) & (tuples < sizes), axis=1)
            tuples, updates = tuples[ok], updates[ok]
            coords = tuple(np.where(tuples[:, j] < 0, tuples[:, j] + sizes[j],
                                    tuples[:, j]) for j in range(k))
            return coords, updates
        axis = self.axis % len(self.data_shape)
        size = self.data_shape[axis]
        values = self.indices.astype(np.int64)
        ok = ((values >= -size) & (values < size)).ravel()
        coords = [c.ravel() for c in np.indices(self.indices_shape)]
        coords[axis] = np.where(values < 0, values + size, values).ravel()
        return tuple(c[ok] for c in coords), self.updates.ravel()[ok]

    def expected(self):
        out = self.data.copy()
        coords, updates = self.targets()
        if self.reduction == "none":
            out[coords] = updates
        elif self.reduction == "mul" and self.element.startswith("complex"):
            multiply_complex_at(out, coords, updates)
        else:
            UFUNCS[self.reduction].at(out, coords, updates)
        return out


def multiply_complex_at(out, coords, updates):
    """np.multiply.at for complex numbers as the lowering defines the
    product: (ac - bd) + (ad + bc)i, each operation rounded once. (NumPy's
    vectorised loops may fuse a multiply and an add, which rounds
    differently.)"""
    part = out.real.dtype.type
    for n in range(updates.shape[0] if updates.ndim else 0):
        target = tuple(c[n] for c in coords)
        for slot in np.ndindex(*out[target].shape):
            x, v = out[target][slot], updates[n][slot]
            a, b, c, d = part(x.real), part(x.imag), part(v.real), part(v.imag)
            out[target + slot] = out.dtype.type(
                complex(part(a * c - b * d), part(a * d + b * c)))


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

    def kernel(self):
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
    proc = subprocess.run([args.gather_opt, "--convert-tensor-to-gather",
                           "--mlir-print-debuginfo", kernel, "-o", converted],
                          stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                          timeout=120)
    if proc.returncode != 0:
        return None, "gather-opt failed: " + proc.stderr.decode(
            errors="replace")
    return converted, None


def run(args, case):
    workdir = os.path.join(args.workdir, "case%d" % case.number)
    os.makedirs(workdir, exist_ok=True)
    kernel = source = os.path.join(workdir, "kernel.mlir")
    with open(kernel, "w") as f:
        f.write(case.kernel())
    if args.tensor:
        kernel, problem = convert_tensor_kernel(args, source)
        if problem:
            return problem
    inputs = []
    for name, array in [("data", case.data), ("indices", case.indices),
                        ("updates", case.updates)]:
        path = os.path.join(workdir, name + ".npy")
        np.save(path, array)
        inputs.append("--input=" + path)
    output = os.path.join(workdir, "out.npy")
    if os.path.exists(output):
        os.remove(output)
    command = [args.gather_run, kernel, "-e", "scatter_case", *inputs,
               "--output=" + output, "--on-out-of-bounds=" + case.policy,
               *args.gather_run_flag]
    proc = subprocess.run(command, stdout=subprocess.PIPE,
                          stderr=subprocess.PIPE, timeout=120)
    stderr = proc.stderr.decode(errors="replace")
    if case.bad and case.policy == "error":
        # Reported at the scatter's line of kernel.mlir (line 2).
        report = "index out of bounds at %s:2:" % source
        if proc.returncode != 1 or report not in stderr:
            return "expected the out-of-bounds report, got exit %d: %s" % (
                proc.returncode, stderr)
        if os.path.exists(output):
            return "an output was written despite the error"
        return None
    if proc.returncode != 0:
        return "exit status %d: %s" % (proc.returncode, stderr)
    got, want = np.load(output), case.expected()
    if got.dtype != want.dtype or got.shape != want.shape or \
            got.tobytes() != want.tobytes():
        return "result differs:\n got  %r\n want %r" % (got, want)
    return None


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
    parser.add_argument("--tensor", action="store_true",
                        help="tensor.scatter kernels, rewritten by gather-opt "
                             "--convert-tensor-to-gather (TensorCase)")
    parser.add_argument("--gather-opt", default="gather-opt")
    args = parser.parse_args()
    rng = np.random.default_rng(args.seed)
    cases = []
    while len(cases) < args.cases:
        try:
            cases.append((TensorCase if args.tensor else Case)(
                len(cases), rng))
        except ValueError:
            continue
    failed = 0
    ran = 0
    for case in cases[::args.every]:
        ran += 1
        problem = run(args, case)
        if problem:
            failed += 1
            print("case %d (%s, %s, %s, %s, policy %s): %s" % (
                case.number, case.op, case.element, case.reduction,
                case.index_type, case.policy, problem))
    print("scatter differential: %d cases, %d passed, %d failed (seed %d)" % (
        ran, ran - failed, failed, args.seed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
