#!/usr/bin/python3
"""Seeded differential test of gather-run against a NumPy reference.

Generates random valid gather problems (gather.gather_nd with batch_dims,
gather.gather_elements with axis, and gather.gather with axis and batch_dims;
ONNX semantics), writes each one as a
one-function .mlir kernel plus .npy inputs, runs gather-run on it and compares
the result bit for bit (raw bytes, so NaN payloads and -0.0 count) with a
reference written here from the specifications:

  GatherND (ONNX 11/12/13, OpenVINO GatherND-8), b = batch_dims,
  k = indices.shape[-1]:
    result[i_0..i_(q-2), ...] = data[i_0..i_(b-1), indices[i_0..i_(q-2), :], ...]
    result.shape = indices.shape[:q-1] ++ data.shape[b+k:]
  GatherElements (ONNX 11/13):
    result[i] = data[i with i[axis] replaced by indices[i]]
  Gather (ONNX 1/11/13; OpenVINO Gather-8 and TF GatherV2 with batch_dims),
  a = axis in [-r, r-1], b = batch_dims in [-q, q] (negative ones counting
  from the back of data and of indices), 0 <= b <= a, indices of any rank q
  (0-d included):
    result[i_0..i_(a-1), j_b..j_(q-1), i_(a+1)..i_(r-1)] =
        data[i_0..i_(a-1), indices[i_0..i_(b-1), j_b..j_(q-1)], i_(a+1)..]
    result.shape = data.shape[:a] ++ indices.shape[b:] ++ data.shape[a+1:]
  Index values lie in [-s, s-1]; negative ones count from the end (+s).

Out-of-bounds policies (--on-out-of-bounds of gather-run):
  error      any index outside [-s, s-1] fails with `gather-run: error:
             index out of bounds at <the gather's file:line:column>: ...`
             (the first in row-major order of indices), exit 1, no output;
  clamp      normalise negative i to i+s, then clamp into [0, s-1]; a gather
             from a size-0 dimension into a non-empty result still fails;
  unchecked  no checks (only valid indices are fed).

Usage: differential.py [--cases N] [--seed S] [--jobs J] [--gather-run PATH]
                       [--workdir DIR] [--keep] [--only I[,I...]] [--stats]
                       [--gather-run-flag=FLAG ...] [--shapes small|rows]
                       [--gather-run-wrapper='valgrind -q --error-exitcode=9']
                       [--timeout SECONDS] [--structure single|mixed|SHAPE]
                       [--constants] [--tosa] [--tensor] [--tiled]
                       [--gather-opt PATH]

Program shapes (--structure): by default each kernel is one function that
returns its gather once. Other shapes wrap the gather (of any of the three
ops but in the loops) the way real programs do, and the reference computes
every result of the wrapped kernel:

  twice, thrice  the result returned 2 or 3 times (`return %0, %0`);
  with-input     the result and the data argument (`return %0, %data`);
  call           the gather in a private function reached by func.call;
  indirect       the gather in the entry, which also calls a gather-free
                 private helper through func.constant + func.call_indirect;
  for, while     gather_elements with indices of data's shape applied 1-3
                 times to a tensor carried through scf.for / scf.while
                 iter_args (from data on); the reference applies it as often.
  epilogue       an elementwise op on the result, which the pipeline fuses
                 into the gather's loop: arith.negf on floats (the reference
                 flips sign bits), math.absi on signless integers but i1
                 (NumPy's wrapping abs); other types return the gather.
  mixed          each case one of these shapes, evenly.

TOSA front end (--tosa): every case is a tosa.gather (values [N, K, C] of a
type TOSA takes, indices [N, W] of i32 or i64), which `gather-opt
--convert-tosa-to-gather --mlir-print-debuginfo` (--gather-opt PATH) rewrites
into gather.gather with axis = 1 and batch_dims = 1 before gather-run runs
it; the reference is the equivalent gather_nd's (batch_dims = 1, indices
[N, W, 1]). Every kind of case, including planted out-of-range
indices, which must be reported at the tosa.gather's line. Only with the
single structure and without --constants.

tensor.gather front end (--tensor): every case is an upstream tensor.gather
(a source of rank 1-5 and any element type, indices [I..., K] of i1, i8,
i16, i32, i64 or index with a static K, gather_dims any non-empty increasing
subset of the source dims, the rank-reducing or the rank-preserving result,
`unique` in some cases whose tuples are distinct), which `gather-opt
--convert-tensor-to-gather --mlir-print-debuginfo` rewrites into gather_nd
before gather-run runs it. The reference is NumPy advanced indexing under
that pass's semantics: coordinates in [-s, s-1], negative ones counting from
the end; i1 indices are 0 or 1; every policy applies; out-of-range
coordinates must be reported at the tensor.gather's line, but only if the
pass's completed tuples exist: when gather_dims are not 0..K-1, a size-0
source dim that they skip below their largest leaves no tuples, so nothing
is checked (and the result is empty). Every kind of case, static and
run-time size-0 dims. Only with the single structure and without
--constants or --tosa.

Constant operands (--constants): in about 60% of the cases the indices are an
arith.constant in the function that holds the gather instead of an argument,
and independently, in about 40% of the cases whose data have at most 64
elements, so are the data: bit for bit as hex bytes, or in a quarter of them a
splat (`dense<v>`, one random value). Constants have static types; the entry
takes the other operands as arguments, and gather-run gets only those as
--input. Every kernel first goes through `gather-opt --canonicalize
--mlir-print-debuginfo` (--gather-opt PATH), and gather-run runs what that
prints, so folds and canonicalization patterns meet every kind of case:
out-of-range constant indices must still fail at run time, with the message
naming the gather's line in the generated kernel (--keep keeps it,
kernel.mlir, next to kernel.canonical.mlir). Composes with --structure and
--shapes.

Tiling and fusion (--tiled): every case (gather_nd, gather_elements and
gather, single structure, no --constants, --tosa or --tensor) is also tiled,
or tiled and fused with an index producer and/or an elementwise consumer,
by upstream's transform ops through `gather-opt --transform-interpreter
--canonicalize` (--gather-opt PATH); the untiled and the tiled kernel both
run and must match the reference and each other (exit status, stdout,
stderr, output files). Some cases get run-time shape mismatches, empty
results with a bad index, or the assert policy. See differential_tiled.py.

Every case is reproducible on its own: the case plan comes from the seed and
the case count, and case I's data from (seed, I); rerun a failure with the same
--seed and --cases plus --only I --keep.

Uses only the Python standard library and NumPy (run it with /usr/bin/python3).
"""

import argparse
import collections
import concurrent.futures
import itertools
import os
import shlex
import shutil
import subprocess
import sys
import tempfile

import numpy as np

import differential_tiled

differential_tiled.bind(sys.modules[__name__])

DEFAULT_SEED = 20261121

# Shape profiles (--shapes): the element budget no tensor (data, indices,
# result) exceeds, and the [low, high) range each gather_nd dimension group
# is drawn from before shrinking to the budget (gather draws its data dims
# between the batch dims and the axis like "outer", its axis dim like
# "indexed", the dims of indices after the batch dims like "outer").
#   small  every op and combination, tiny tensors;
#   rows   gather_nd slice gathers (k < r - b) and gathers along an axis
#          that is not the last, with many rows of up to a few hundred bytes
#          (the trailing dims): what gather-stream-row-copies rewrites (whole
#          chunks of rows, vector tails, unaligned rows); and gather_elements
#          and gather along the last axis, their data rows ("row" elements)
#          read by index runs from half to twice their length: what
#          gather-prefetch-element-rows rewrites (strips of a line, partial
#          last strips, runs shorter than the row prefetching several lines
#          a strip).
SHAPE_PROFILES = {
    "small": {"max_elements": 256, "batch": (1, 4), "outer": (1, 5),
              "indexed": (1, 6), "trailing": (1, 5)},
    "rows": {"max_elements": 1 << 14, "batch": (1, 4), "outer": (8, 200),
             "indexed": (1, 6), "trailing": (2, 48), "row": (16, 300)},
}
PROFILE = SHAPE_PROFILES["small"]

# Program shapes (--structure, see the top), each with what its kernel
# returns: the gather's result ("gather") or the data argument ("data"). The
# loops apply gather_elements only: its result type is the carried type when
# indices have data's shape.
GATHER_ONCE = ("gather",)
STRUCTURE_RETURNS = collections.OrderedDict([
    ("single", GATHER_ONCE), ("twice", GATHER_ONCE * 2),
    ("thrice", GATHER_ONCE * 3), ("with-input", ("gather", "data")),
    ("call", GATHER_ONCE), ("indirect", GATHER_ONCE), ("for", GATHER_ONCE),
    ("while", GATHER_ONCE), ("epilogue", ("epilogue",))])
LOOP_STRUCTURES = ("for", "while")
STRUCTURE = "single"

# Constant operands (--constants, see the top): how often each operand is an
# arith.constant, the most data elements written out as one (the kernel text
# stays readable), and how often constant data are a splat. The choices come
# from a stream of their own, so a case has the same problem with and without
# --constants (but for splat data).
CONSTANTS = False
CONSTANTS_STREAM = 0xC0
TOSA = False
# What tosa.gather takes (a gather_nd with r = q = 3, b = k = 1).
TOSA_ELEMENT_TYPES = ["i8", "i16", "i32", "f16", "bf16", "f32"]
TOSA_INDEX_TYPES = ["i32", "i64"]
TOSA_COMBO = (3, 3, 1, 1)
# --tensor: tensor.gather kernels. Its index types (.npy dtypes; i1 indices
# are 0 or 1) and the most index dims before the tuple dim.
TENSOR = False
TENSOR_INDEX_TYPES = collections.OrderedDict([
    ("i1", "|b1"), ("i8", "|i1"), ("i16", "<i2"), ("i32", "<i4"),
    ("i64", "<i8"), ("index", "<i8"),
])
TENSOR_MAX_BATCH_RANK = 3
# --tiled: tiling and fusion (differential_tiled.py, which uses this module).
TILED = False
OPERANDS = ("data", "indices")  # in argument order
P_CONSTANT_INDICES = 0.6
P_CONSTANT_DATA = 0.4
MAX_CONSTANT_DATA = 64
P_SPLAT_DATA = 0.25

# ---------------------------------------------------------------------------
# Types
# ---------------------------------------------------------------------------

# MLIR element type -> (.npy dtype, kind, lanes, bits dtype of one lane)
ELEMENT_TYPES = collections.OrderedDict([
    ("i1", ("|b1", "bool", 1, None)),
    ("i8", ("|i1", "int", 1, None)),
    ("i16", ("<i2", "int", 1, None)),
    ("i32", ("<i4", "int", 1, None)),
    ("i64", ("<i8", "int", 1, None)),
    ("ui8", ("|u1", "int", 1, None)),
    ("ui16", ("<u2", "int", 1, None)),
    ("ui32", ("<u4", "int", 1, None)),
    ("ui64", ("<u8", "int", 1, None)),
    ("f16", ("<f2", "float", 1, "<u2")),
    ("bf16", ("<u2", "bfloat", 1, "<u2")),
    ("f32", ("<f4", "float", 1, "<u4")),
    ("f64", ("<f8", "float", 1, "<u8")),
    ("complex<f32>", ("<c8", "float", 2, "<u4")),
    ("complex<f64>", ("<c16", "float", 2, "<u8")),
])

INDEX_TYPES = collections.OrderedDict([
    ("i32", "<i4"),
    ("i64", "<i8"),
    ("index", "<i8"),
])

# Bit patterns of special values per float format: +0, -0, +inf, -inf, quiet
# NaN, signalling NaN with payload, negative NaN with payload, smallest and
# largest denormal, negative denormal, smallest normal, largest finite, 1.0,
# -1.5.
SPECIALS = {
    "f16": [0x0000, 0x8000, 0x7C00, 0xFC00, 0x7E00, 0x7C01, 0xFE5A, 0x0001,
            0x03FF, 0x8123, 0x0400, 0x7BFF, 0x3C00, 0xBE00],
    "bf16": [0x0000, 0x8000, 0x7F80, 0xFF80, 0x7FC0, 0x7F81, 0xFFC5, 0x0001,
             0x007F, 0x8011, 0x0080, 0x7F7F, 0x3F80, 0xBFC0],
    "f32": [0x00000000, 0x80000000, 0x7F800000, 0xFF800000, 0x7FC00000,
            0x7F800001, 0xFFC12345, 0x00000001, 0x007FFFFF, 0x80012345,
            0x00800000, 0x7F7FFFFF, 0x3F800000, 0xBFC00000],
    "f64": [0x0000000000000000, 0x8000000000000000, 0x7FF0000000000000,
            0xFFF0000000000000, 0x7FF8000000000000, 0x7FF0000000000001,
            0xFFF8DEADBEEF1234, 0x0000000000000001, 0x000FFFFFFFFFFFFF,
            0x8000000012345678, 0x0010000000000000, 0x7FEFFFFFFFFFFFFF,
            0x3FF0000000000000, 0xBFF8000000000000],
}


def lane_format(etype):
    """The float format of one lane of a float element type."""
    return {"f16": "f16", "bf16": "bf16", "f32": "f32", "f64": "f64",
            "complex<f32>": "f32", "complex<f64>": "f64"}[etype]


def tensor_type(dims, etype):
    """dims: list of int or None (dynamic)."""
    text = "x".join("?" if d is None else str(d) for d in dims)
    return "tensor<%s%s%s>" % (text, "x" if dims else "", etype)


def prod(values):
    result = 1
    for v in values:
        result *= v
    return result


# ---------------------------------------------------------------------------
# Random values
# ---------------------------------------------------------------------------

def gen_float_bits(rng, fmt, count):
    """count random lane bit patterns of format fmt (as unsigned ints)."""
    bits_dtype = {"f16": "<u2", "bf16": "<u2", "f32": "<u4", "f64": "<u8"}[fmt]
    size = np.dtype(bits_dtype).itemsize
    raw = np.frombuffer(rng.bytes(count * size), dtype=bits_dtype).copy()
    specials = np.array(SPECIALS[fmt], dtype=bits_dtype)
    special = specials[rng.integers(0, len(specials), size=count)]
    scale = 10.0 ** rng.integers(-4, 5, size=count)
    values = rng.standard_normal(count) * scale
    if fmt == "f16":
        ordinary = values.astype("<f2").view("<u2")
    elif fmt == "bf16":
        ordinary = (values.astype("<f4").view("<u4") >> 16).astype("<u2")
    elif fmt == "f32":
        ordinary = values.astype("<f4").view("<u4")
    else:
        ordinary = values.astype("<f8").view("<u8")
    choice = rng.integers(0, 4, size=count)
    return np.where(choice == 0, raw, np.where(choice == 1, special, ordinary))


def gen_data(rng, etype, shape):
    dtype, kind, lanes, _ = ELEMENT_TYPES[etype]
    count = prod(shape)
    if kind == "bool":
        return (rng.integers(0, 2, size=count) == 1).reshape(shape)
    if kind == "int":
        dt = np.dtype(dtype)
        info = np.iinfo(dt)
        raw = np.frombuffer(rng.bytes(count * dt.itemsize), dtype=dt).copy()
        low = max(int(info.min), -8)
        small = rng.integers(low, 9, size=count).astype(dt)
        extremes = np.array([info.min, info.max, 0], dtype=dt)
        extreme = extremes[rng.integers(0, 3, size=count)]
        choice = rng.integers(0, 5, size=count)
        values = np.where(choice <= 1, raw, np.where(choice <= 3, small, extreme))
        return values.astype(dt).reshape(shape)
    bits = gen_float_bits(rng, lane_format(etype), count * lanes)
    return np.ascontiguousarray(bits).view(dtype).reshape(shape)


def valid_index(rng, s, itype):
    """A random index in [-s, s-1] (s > 0), negative about 40% of the time;
    for i1 (whose values tensor.gather reads as 0 and 1) 0 or, where s > 1,
    1."""
    if itype == "i1":
        return int(rng.integers(0, min(s, 2)))
    if rng.random() < 0.4:
        return int(rng.integers(-s, 0))
    return int(rng.integers(0, s))


def has_out_of_range(s, itype):
    """Whether itype holds an index outside [-s, s-1]: all but i1 do, whose
    0 and 1 are both valid in a dimension of size 2 or more."""
    return itype != "i1" or s <= 1


def out_of_range_index(rng, s, itype):
    """A random index outside [-s, s-1] that itype holds (see
    has_out_of_range)."""
    if itype == "i1":
        return 1 if s == 1 else int(rng.integers(0, 2))
    bits = {"i8": 8, "i16": 16, "i32": 32}.get(itype, 64)
    lo, hi = -(1 << (bits - 1)), (1 << (bits - 1)) - 1
    choice = rng.integers(0, 6)
    if choice < 4:
        # The extremes, just past the end, just before the start.
        value = (hi, lo, s, -s - 1)[choice]
    elif choice == 4:
        value = int(rng.integers(s, 3 * s + 6))
    else:
        value = int(rng.integers(-3 * s - 6, -s))
    return min(max(value, lo), hi)


# ---------------------------------------------------------------------------
# Reference implementation (from the spec semantics)
# ---------------------------------------------------------------------------

class ExpectError(Exception):
    pass


def normalise(value, size, policy):
    value = int(value)
    if policy == "clamp":
        if size == 0:
            raise ExpectError("index %d into a dimension of size 0" % value)
        if value < 0:
            value += size
        return min(max(value, 0), size - 1)
    if not -size <= value <= size - 1:
        raise ExpectError("index %d outside [%d, %d]" % (value, -size, size - 1))
    return value + size if value < 0 else value


def as_bytes(array):
    """The raw bytes of each element: shape + (itemsize,)."""
    flat = np.frombuffer(np.ascontiguousarray(array).tobytes(), dtype=np.uint8)
    return flat.reshape(tuple(array.shape) + (array.dtype.itemsize,))


def reference_gather_nd(data, indices, b, policy):
    r, q = data.ndim, indices.ndim
    k = indices.shape[-1]
    assert 0 <= b < min(q, r) and 1 <= k <= r - b
    assert data.shape[:b] == indices.shape[:b]
    src = as_bytes(data)
    out_shape = tuple(indices.shape[:q - 1]) + tuple(data.shape[b + k:])
    out = np.zeros(out_shape + (data.dtype.itemsize,), dtype=np.uint8)
    # Under `error` (and `unchecked`, whose inputs must be valid) every index
    # is checked even if the result is empty; under `clamp` only indices that
    # are used, and then only a size-0 dimension is an error.
    if policy == "clamp" and prod(out_shape) == 0:
        return out
    for pos in np.ndindex(*indices.shape[:q - 1]):
        where = list(pos[:b])
        for j in range(k):
            where.append(normalise(indices[pos + (j,)], data.shape[b + j], policy))
        if prod(out_shape) != 0:
            out[pos] = src[tuple(where)]
    return out


def reference_gather_elements(data, indices, axis, policy):
    r = data.ndim
    assert indices.ndim == r and -r <= axis < r
    axis = axis + r if axis < 0 else axis
    for d in range(r):
        assert d == axis or indices.shape[d] <= data.shape[d]
    src = as_bytes(data)
    out = np.zeros(tuple(indices.shape) + (data.dtype.itemsize,), dtype=np.uint8)
    for pos in np.ndindex(*indices.shape):
        where = list(pos)
        where[axis] = normalise(indices[pos], data.shape[axis], policy)
        out[pos] = src[tuple(where)]
    return out


def normalise_gather_attributes(r, q, attr):
    """gather's (axis, batch_dims) as spelled -> (a, b), both >= 0."""
    axis, batch_dims = attr
    return (axis + r if axis < 0 else axis,
            batch_dims + q if batch_dims < 0 else batch_dims)


def reference_gather_axis(data, indices, attr, policy):
    """gather with attr = (axis, batch_dims): np.take along the axis, once
    per batch position when b > 0."""
    r, q = data.ndim, indices.ndim
    assert -r <= attr[0] < r and -q <= attr[1] <= q
    a, b = normalise_gather_attributes(r, q, attr)
    assert 0 <= b <= a < r and data.shape[:b] == indices.shape[:b]
    out_shape = (tuple(data.shape[:a]) + tuple(indices.shape[b:])
                 + tuple(data.shape[a + 1:]))
    out = np.zeros(out_shape + (data.dtype.itemsize,), dtype=np.uint8)
    # As gather_nd's: `error` checks every index even if the result is
    # empty, in row-major order; `clamp` only indices that are used.
    if policy == "clamp" and prod(out_shape) == 0:
        return out
    s = data.shape[a]
    taken = np.zeros(indices.shape, dtype=np.int64)
    for pos in np.ndindex(*indices.shape):
        taken[pos] = normalise(indices[pos], s, policy)
    if prod(out_shape) == 0:
        return out
    src = as_bytes(data)
    if b == 0:
        return np.take(src, taken, axis=a)
    for batch in np.ndindex(*data.shape[:b]):
        out[batch] = np.take(src[batch], taken[batch], axis=a - b)
    return out


def tensor_coordinates(data, indices, dims, policy, out_size):
    """tensor.gather's `indices` [I..., K] as coordinates >= 0 along the data
    dims `dims` under `policy`, or raises ExpectError as the gather_nd of
    convert-tensor-to-gather does: under `error` it checks every completed
    tuple, and there are none when a data dim below max(dims) that `dims`
    leave out has size 0; under `clamp` only used coordinates (out_size: the
    result's elements), and only a size-0 dimension is an error."""
    values = indices.astype(np.int64)
    sizes = np.array([data.shape[d] for d in dims], dtype=np.int64)
    if policy == "clamp":
        if out_size != 0 and (sizes == 0).any():
            raise ExpectError("index into a dimension of size 0")
        values = np.where(values < 0, values + sizes, values)
        return np.clip(values, 0, np.maximum(sizes - 1, 0))
    skipped = [d for d in range(dims[-1]) if d not in dims]
    if prod(data.shape[d] for d in skipped) != 0:
        bad = np.argwhere((values < -sizes) | (values >= sizes))
        if len(bad):
            pos = tuple(bad[0])
            size = int(sizes[pos[-1]])
            raise ExpectError("index %d outside [%d, %d]" % (
                values[pos], -size, size - 1))
    return np.where(values < 0, values + sizes, values)


def reference_tensor_gather(data, indices, dims, policy):
    """tensor.gather along `dims` (NumPy advanced indexing): the raw bytes of
    the rank-reducing result [I..., data dims not in dims]."""
    batch = tuple(indices.shape[:-1])
    rest = [d for d in range(data.ndim) if d not in dims]
    out_shape = batch + tuple(data.shape[d] for d in rest)
    coords = tensor_coordinates(data, indices, dims, policy, prod(out_shape))
    if prod(out_shape) == 0:
        return np.zeros(out_shape + (data.dtype.itemsize,), dtype=np.uint8)
    arrays = []
    for d, size in enumerate(data.shape):
        if d in dims:
            arrays.append(coords[..., dims.index(d)].reshape(
                batch + (1,) * len(rest)))
        else:
            j = rest.index(d)
            arrays.append(np.arange(size).reshape(
                (1,) * (len(batch) + j) + (size,) + (1,) * (len(rest) - j - 1)))
    return as_bytes(data)[tuple(arrays)]


def from_bytes(raw, dtype):
    return np.frombuffer(raw.tobytes(), dtype=dtype).reshape(raw.shape[:-1])


def self_test():
    """The reference against the examples of the specifications."""
    def check(reference, data, indices, attribute, want):
        data = np.array(data, dtype="<i4")
        got = from_bytes(reference(
            data, np.array(indices, dtype="<i8"), attribute, "error"), data.dtype)
        assert np.array_equal(got, np.array(want)) and got.shape == np.shape(want), \
            (reference.__name__, "self-test", data, indices, attribute, got, want)

    def nd(data, indices, b, want):
        check(reference_gather_nd, data, indices, b, want)

    def el(data, indices, axis, want):
        check(reference_gather_elements, data, indices, axis, want)

    def tg(data, indices, dims, want):
        check(reference_tensor_gather, data, indices, dims, want)

    def ga(data, indices, axis, batch_dims, want):
        check(reference_gather_axis, data, indices, (axis, batch_dims), want)

    cube = [[[0, 1], [2, 3]], [[4, 5], [6, 7]]]
    nd([[0, 1], [2, 3]], [[0, 0], [1, 1]], 0, [0, 3])          # ONNX example 1
    nd([[0, 1], [2, 3]], [[1], [0]], 0, [[2, 3], [0, 1]])      # ONNX example 2
    nd(cube, [[0, 1], [1, 0]], 0, [[2, 3], [4, 5]])            # ONNX example 3
    nd(cube, [[[0, 1]], [[1, 0]]], 0, [[[2, 3]], [[4, 5]]])    # ONNX example 4
    nd(cube, [[1], [0]], 1, [[2, 3], [4, 5]])                  # ONNX example 5
    nd([[1, 2], [3, 4]], [[1], [0]], 1, [2, 3])                # OpenVINO example 4
    nd(np.arange(1, 25).reshape(2, 3, 4), [[1], [0]], 1,       # OpenVINO example 5
       [[5, 6, 7, 8], [13, 14, 15, 16]])
    nd([[0, 1], [2, 3]], [[-1, -2], [-2, -1]], 0, [2, 1])      # negative indices
    nd([[0, 1], [2, 3]], [0, 1], 0, 1)                          # rank-0 result
    el([[1, 2], [3, 4]], [[0, 0], [1, 0]], 1, [[1, 1], [4, 3]])  # ONNX example 1
    nine = [[1, 2, 3], [4, 5, 6], [7, 8, 9]]
    el(nine, [[1, 2, 0], [2, 0, 0]], 0, [[4, 8, 3], [7, 2, 3]])  # ONNX example 2
    el(nine, [[-1, -2, 0], [-2, 0, 0]], 0, [[7, 5, 3], [4, 2, 3]])  # negative
    el(nine, [[-1], [0], [-3]], -1, [[3], [4], [7]])           # negative axis
    six = [[1, 2], [3, 4], [5, 6]]
    ga(six, [[0, 1], [1, 2]], 0, 0, [[[1, 2], [3, 4]], [[3, 4], [5, 6]]])  # ONNX 1
    ga(nine, [[0, 2]], 1, 0, [[[1, 3]], [[4, 6]], [[7, 9]]])   # ONNX example 2
    ga(nine, [[0, 2]], -1, 0, [[[1, 3]], [[4, 6]], [[7, 9]]])  # negative axis
    ga(nine, [-1, -3], 0, 0, [[7, 8, 9], [1, 2, 3]])           # negative indices
    ga(nine, 1, 1, 0, [2, 5, 8])                               # 0-d indices
    ten = [[1, 2, 3, 4, 5], [6, 7, 8, 9, 10]]
    ga(ten, [[0, 0, 4], [4, 0, 0]], 1, 1, [[1, 1, 5], [10, 6, 6]])  # OpenVINO 2
    ga(ten, [[0, 0, 4], [4, 0, 0]], -1, -1, [[1, 1, 5], [10, 6, 6]])  # negative
    ga(ten, [4, -5], 1, 1, [5, 6])                             # b = q = a = 1
    ga(cube, [[1], [0]], 2, 1, [[[1], [3]], [[4], [6]]])       # b < a
    ga(cube, [[1, 0], [0, 1]], 2, 2, [[1, 2], [4, 7]])        # b = q = a = 2
    tg(cube, [[1, 0]], (0, 1), [[4, 5]])                       # leading dims
    tg(cube, [[1], [0]], (1,), [[[2, 3], [6, 7]], [[0, 1], [4, 5]]])  # middle
    tg(cube, [[-1, 0]], (0, 2), [[4, 6]])                      # apart, negative
    tg(cube, [1, 1, 0], (0, 1, 2), 6)                          # rank-0 result
    tg(np.zeros((2, 0, 3)), [[5, 9]], (0, 2), np.zeros((1, 0)))  # no tuples
    try:
        reference_tensor_gather(np.zeros((2, 1, 3)), np.array([[5, 0]]),
                                (0, 2), "error")
        raise AssertionError("tensor.gather self-test: index 5 accepted")
    except ExpectError:
        pass
    clamped = from_bytes(reference_gather_elements(
        np.array(nine, dtype="<i4"), np.array([[5, -7, -1]], dtype="<i8"), 0,
        "clamp"), "<i4")
    assert np.array_equal(clamped, [[7, 2, 9]]), ("clamp self-test", clamped)
    clamped = from_bytes(reference_gather_axis(
        np.array(nine, dtype="<i4"), np.array([5, -7, -1], dtype="<i8"),
        (1, 0), "clamp"), "<i4")
    assert np.array_equal(clamped, [[3, 1, 3], [6, 4, 6], [9, 7, 9]]), (
        "gather clamp self-test", clamped)


def reference_gather(case, data):
    """The raw bytes of the case's gather applied to `data`, or raises
    ExpectError."""
    policy = "error" if case.policy == "unchecked" else case.policy
    if case.op == "tensor":
        gathered = reference_tensor_gather(data, case.indices, case.attr,
                                           policy)
        # The rank-preserving form has the same elements.
        return gathered.reshape(tuple(case.result_shape) + gathered.shape[-1:])
    if case.op == "nd":
        return reference_gather_nd(data, case.indices, case.attr, policy)
    if case.op == "ga":
        return reference_gather_axis(data, case.indices, case.attr, policy)
    return reference_gather_elements(data, case.indices, case.attr, policy)


def epilogue_op(etype):
    """The elementwise op of the `epilogue` structure for `etype`, or None
    (arith and math take no unsigned or complex tensors; abs of i1 is not
    NumPy's)."""
    _, kind, lanes, _ = ELEMENT_TYPES[etype]
    if kind in ("float", "bfloat") and lanes == 1:
        return "arith.negf"
    if kind == "int" and etype.startswith("i"):
        return "math.absi"
    return None


def reference_epilogue(etype, gathered):
    """epilogue_op(etype) applied to raw gathered bytes."""
    op = epilogue_op(etype)
    dtype, _, _, bits = ELEMENT_TYPES[etype]
    if op == "arith.negf":
        lanes = from_bytes(gathered, bits).copy()
        lanes ^= np.array(1 << (8 * lanes.dtype.itemsize - 1), dtype=bits)
        return as_bytes(lanes)
    if op == "math.absi":
        return as_bytes(np.abs(from_bytes(gathered, dtype)))
    return gathered


def reference(case):
    """The expected raw bytes of each result of the case's kernel, or raises
    ExpectError."""
    carried = case.data
    for _ in range(case.iterations):  # loops gather from the last result
        gathered = reference_gather(case, carried)
        carried = from_bytes(gathered, case.data.dtype)
    returned = {"gather": gathered, "data": as_bytes(case.data)}
    if "epilogue" in STRUCTURE_RETURNS[case.structure]:
        returned["epilogue"] = reference_epilogue(case.etype, gathered)
    return [returned[value] for value in STRUCTURE_RETURNS[case.structure]]


# ---------------------------------------------------------------------------
# Case plan (stratified, from the master seed)
# ---------------------------------------------------------------------------

def nd_combos():
    combos = []
    for r in range(1, 6):
        for q in range(1, 6):
            for b in range(0, min(q, r)):
                for k in range(1, r - b + 1):
                    # The rows profile: slices (k < r - b), many of them.
                    if PROFILE is SHAPE_PROFILES["rows"] and (
                            k == r - b or q - 1 == b):
                        continue
                    combos.append((r, q, b, k))
    return combos


def elements_combos():
    if PROFILE is SHAPE_PROFILES["rows"]:  # the last axis, as r - 1 or -1
        return [(r, axis) for r in range(2, 6) for axis in (r - 1, -1)]
    return [(r, axis) for r in range(1, 6) for axis in range(-r, r)]


def gather_combos():
    """(r, q, a, b) of every gather case, a and b normalised (each case
    spells them positive or negative, see gather_spellings)."""
    combos = []
    for r in range(1, 6):
        for q in range(0, 5):
            for a in range(r):
                for b in range(min(a, q) + 1):
                    if PROFILE is SHAPE_PROFILES["rows"] and not (
                            # Rows: slices of the trailing dims, with more
                            # than the batch dims to spread them over ...
                            (a < r - 1 and (q > b or a > b))
                            # ... or elements along the last axis, with
                            # index runs along rows of data.
                            or (a == r - 1 and r >= 2 and q > b)):
                        continue
                    combos.append((r, q, a, b))
    return combos


def gather_spellings(combos):
    """Per gather combo, whether its first round of the deck spells the axis
    negative (a - r) and batch_dims negative (b - q; b = q has no negative
    spelling): alternating within the combos of each (r, a) and of each
    (q, b), so that every round spells every axis and batch_dims both ways.
    Later rounds flip the axis every round, batch_dims every other round:
    four rounds spell each combo all four ways."""
    by_axis, by_batch = collections.Counter(), collections.Counter()
    spellings = {}
    for r, q, a, b in combos:
        spellings[(r, q, a, b)] = (by_axis[r, a] % 2, by_batch[q, b] % 2)
        by_axis[r, a] += 1
        by_batch[q, b] += 1
    return spellings


def spell_gather_attributes(r, q, a, b, spelling, round_number):
    """gather's (axis, batch_dims) attributes for (a, b) as `spelling` (see
    gather_spellings) spells them in round `round_number` of the deck."""
    negative_axis = spelling[0] ^ (round_number % 2)
    negative_batch = spelling[1] ^ (round_number // 2 % 2)
    return (a - r if negative_axis else a,
            b - q if negative_batch and b < q else b)


def tensor_combos():
    """(source rank, gather_dims, index dims before the tuple dim) of every
    tensor.gather case."""
    return [(r, dims, batch) for r in range(1, 6)
            for k in range(1, r + 1)
            for dims in itertools.combinations(range(r), k)
            for batch in range(TENSOR_MAX_BATCH_RANK + 1)]


# Case kinds, with their weights in the kind deck:
#   valid      policy error (explicit or default), valid indices;
#   unchecked  policy unchecked, valid indices;
#   clamp      policy clamp, indices mostly out of range;
#   planted    policy error, one out-of-range index planted: expect the error;
#   zerodim    a size-0 indexed dimension with non-empty indices and a
#              non-empty result, under error or clamp: expect the error.
KIND_WEIGHTS = [("valid", 7), ("unchecked", 4), ("clamp", 5), ("planted", 4),
                ("zerodim", 1)]


class Deck:
    """Draws items in shuffled rounds so that every item comes up evenly."""

    def __init__(self, rng, items):
        self.rng, self.items, self.pending = rng, list(items), []

    def draw(self):
        if not self.pending:
            order = self.rng.permutation(len(self.items))
            self.pending = [self.items[i] for i in order]
        return self.pending.pop()


def plan_cases(seed, count):
    rng = np.random.default_rng([seed, 0x5EED])
    ops = Deck(rng, ["nd"] * 11 + ["ga"] * 11 + (
        ["el"] * (9 if PROFILE is SHAPE_PROFILES["small"] else 5)))
    nd = Deck(rng, nd_combos())
    el = Deck(rng, elements_combos())
    ga = Deck(rng, gather_combos())
    spellings, ga_drawn = gather_spellings(ga.items), 0
    tensors = Deck(rng, tensor_combos())
    etypes = Deck(rng, TOSA_ELEMENT_TYPES if TOSA else list(ELEMENT_TYPES))
    itypes = Deck(rng, TOSA_INDEX_TYPES if TOSA else list(
        TENSOR_INDEX_TYPES if TENSOR else INDEX_TYPES))
    kinds = Deck(rng, [k for k, w in KIND_WEIGHTS for _ in range(w)])
    structures = Deck(rng, [s for s in STRUCTURE_RETURNS if s != "single"])
    plans = []
    for _ in range(count):
        structure = structures.draw() if STRUCTURE == "mixed" else STRUCTURE
        loop = structure in LOOP_STRUCTURES
        op = ("tensor" if TENSOR else "nd" if TOSA else "el" if loop
              else ops.draw())
        combo = {"nd": nd, "el": el, "ga": ga, "tensor": tensors}[op].draw()
        attributes = None
        if op == "ga":  # (axis, batch_dims) as the case spells them
            attributes = spell_gather_attributes(
                *combo, spellings[combo], ga_drawn // len(ga.items))
            ga_drawn += 1
        plans.append({
            "op": op,
            "combo": TOSA_COMBO if TOSA else combo,
            "attributes": attributes,
            "etype": etypes.draw(),
            "itype": itypes.draw(),
            "kind": kinds.draw(),
            "structure": structure,
        })
        if loop and plans[-1]["kind"] == "zerodim":
            # Indices of data's shape are empty when the axis is: no error
            # can come from a size-0 axis, so plant a bad index instead.
            plans[-1]["kind"] = "planted"
    return plans


# ---------------------------------------------------------------------------
# Case generation
# ---------------------------------------------------------------------------

class Case:
    pass


def shrink(rng, groups, measures):
    """Decrement random dims > 1 of `groups` (dict name -> list of sizes)
    until every measure (function of groups) is within the budget."""
    while any(m(groups) > PROFILE["max_elements"] for m in measures):
        candidates = [(name, i) for name, sizes in groups.items()
                      for i, s in enumerate(sizes) if s > 1]
        weights = np.array([groups[n][i] for n, i in candidates], dtype=float)
        name, i = candidates[rng.choice(len(candidates), p=weights / weights.sum())]
        groups[name][i] -= 1


def generate_nd_shapes(rng, case, r, q, b, k):
    counts = {"batch": b, "outer": q - 1 - b, "indexed": k,
              "trailing": r - b - k}
    g = {group: [int(rng.integers(*PROFILE[group])) for _ in range(n)]
         for group, n in counts.items()}
    shrink(rng, g, [
        lambda g: prod(g["batch"] + g["indexed"] + g["trailing"]),
        lambda g: prod(g["batch"] + g["outer"]) * k,
        lambda g: prod(g["batch"] + g["outer"] + g["trailing"]),
    ])
    zero = None
    if case.kind == "zerodim":
        # A size-0 indexed dimension, everything else non-empty.
        g["indexed"][int(rng.integers(0, k))] = 0
        zero = "indexed dim (error)"
    elif case.kind != "planted" and rng.random() < 0.15:
        places = [n for n in ("batch", "outer", "trailing") if g[n]]
        if places:
            place = places[int(rng.integers(0, len(places)))]
            g[place][int(rng.integers(0, len(g[place])))] = 0
            zero = place + " dim"
            if place != "trailing" and rng.random() < 0.5:
                # Indices are empty: an indexed data dim may be 0 as well.
                g["indexed"][int(rng.integers(0, k))] = 0
                zero += " + indexed dim"
    case.zero = zero
    case.data_shape = g["batch"] + g["indexed"] + g["trailing"]
    case.indices_shape = g["batch"] + g["outer"] + [k]
    case.result_shape = g["batch"] + g["outer"] + g["trailing"]


def generate_el_shapes(rng, case, r, axis):
    ax = axis + r if axis < 0 else axis
    rows = PROFILE is SHAPE_PROFILES["rows"]
    g = {
        "data": [int(rng.integers(*PROFILE["row"] if rows else (1, 7)))
                 if d == ax else int(rng.integers(*PROFILE["outer"] if rows
                                                  else (1, 5)))
                 for d in range(r)],
        "indices": [0] * r,
    }
    for d in range(r):
        if d == ax:
            row = g["data"][ax]
            g["indices"][d] = int(rng.integers(max(row // 2, 1), 2 * row)
                                  if rows else rng.integers(1, 6))
        else:
            g["indices"][d] = int(rng.integers(1, g["data"][d] + 1))
    shrink(rng, g, [lambda g: prod(g["data"]), lambda g: prod(g["indices"])])
    for d in range(r):  # shrinking data may have broken indices <= data
        if d != ax:
            g["indices"][d] = min(g["indices"][d], g["data"][d])
    zero = None
    if case.kind == "zerodim":
        g["data"][ax] = 0
        zero = "axis dim (error)"
    elif case.kind != "planted" and rng.random() < 0.15:
        d = int(rng.integers(0, r))
        g["indices"][d] = 0
        zero = "indices dim"
        if rng.random() < 0.5:
            g["data"][d] = 0  # allowed: indices has 0 there too
            zero += " + same data dim"
        elif rng.random() < 0.5:
            g["data"][ax] = 0  # indices are empty
            zero += " + data axis dim"
    case.zero = zero
    case.data_shape = g["data"]
    case.indices_shape = g["indices"]
    case.result_shape = list(g["indices"])


def generate_ga_shapes(rng, case, r, q, a, b):
    """gather's dims in groups: data = batch + leading + axis + trailing,
    indices = batch + outer, result = batch + leading + outer + trailing.
    Under the rows profile along the last axis, data rows of "row" elements
    read by index runs (the last dim of indices) from half to twice their
    length, as gather_elements' (see SHAPE_PROFILES)."""
    element_rows = PROFILE is SHAPE_PROFILES["rows"] and a == r - 1
    ranges = {"batch": PROFILE["batch"], "leading": PROFILE["outer"],
              "axis": PROFILE["row" if element_rows else "indexed"],
              "outer": PROFILE["outer"], "trailing": PROFILE["trailing"]}
    counts = {"batch": b, "leading": a - b, "axis": 1, "outer": q - b,
              "trailing": r - a - 1}
    g = {group: [int(rng.integers(*ranges[group])) for _ in range(n)]
         for group, n in counts.items()}
    if element_rows and g["outer"]:
        row = g["axis"][0]
        g["outer"][-1] = int(rng.integers(max(row // 2, 1), 2 * row))
    shrink(rng, g, [
        lambda g: prod(g["batch"] + g["leading"] + g["axis"] + g["trailing"]),
        lambda g: prod(g["batch"] + g["outer"]),
        lambda g: prod(g["batch"] + g["leading"] + g["outer"] + g["trailing"]),
    ])
    zero = None
    if case.kind == "zerodim":
        # A size-0 axis dim, everything else non-empty.
        g["axis"][0] = 0
        zero = "axis dim (error)"
    elif case.kind != "planted" and rng.random() < 0.15:
        places = [n for n in ("batch", "leading", "outer", "trailing") if g[n]]
        if places:
            place = places[int(rng.integers(0, len(places)))]
            g[place][int(rng.integers(0, len(g[place])))] = 0
            zero = place + " dim"
            if place in ("batch", "outer") and rng.random() < 0.5:
                # Indices are empty: the axis dim may be 0 as well.
                g["axis"][0] = 0
                zero += " + axis dim"
    case.zero = zero
    case.data_shape = g["batch"] + g["leading"] + g["axis"] + g["trailing"]
    case.indices_shape = g["batch"] + g["outer"]
    case.result_shape = g["batch"] + g["leading"] + g["outer"] + g["trailing"]


def generate_loop_shapes(rng, case, r):
    """Indices of data's shape (so the result is a carried value's type),
    sometimes with a size-0 dimension in both."""
    g = {"data": [int(rng.integers(1, 5)) for _ in range(r)]}
    shrink(rng, g, [lambda g: prod(g["data"])])
    case.zero = None
    if case.kind != "planted" and rng.random() < 0.15:
        g["data"][int(rng.integers(0, r))] = 0
        case.zero = "data and indices dim"
    case.data_shape = g["data"]
    case.indices_shape = list(g["data"])
    case.result_shape = list(g["data"])


def generate_tensor_shapes(rng, case, r, dims, batch_rank):
    """A tensor.gather along `dims`: data of rank r, indices [I..., K] with
    batch_rank dims I, the rank-reducing or rank-preserving result; the
    gathered dims sized like gather_nd's indexed ones, I like its outer
    dims, the other data dims like its trailing ones."""
    k = len(dims)
    g = {"batch": [int(rng.integers(*PROFILE["outer"]))
                   for _ in range(batch_rank)],
         "data": [int(rng.integers(*PROFILE["indexed" if d in dims
                                            else "trailing"]))
                  for d in range(r)]}
    kept = lambda g: [s for d, s in enumerate(g["data"]) if d not in dims]
    shrink(rng, g, [lambda g: prod(g["data"]), lambda g: prod(g["batch"]) * k,
                    lambda g: prod(g["batch"] + kept(g))])
    if case.kind == "planted" and case.itype == "i1":
        # i1 holds no index outside a dimension of size 2 or more.
        g["data"][dims[int(rng.integers(0, k))]] = 1
    case.zero = place_tensor_zeros(rng, case, g, dims)
    case.preserved = rng.random() < 0.5
    case.unique = rng.random() < 0.3  # if the tuples are distinct
    case.data_shape = g["data"]
    case.indices_shape = g["batch"] + [k]
    case.result_shape = g["batch"] + [
        1 if d in dims else size for d, size in enumerate(g["data"])
        if case.preserved or d not in dims]


def place_tensor_zeros(rng, case, g, dims):
    """The size-0 dims of a tensor.gather case (see generate_nd_shapes) in
    `g`; returns what they are. A size-0 index dim or data dim below
    max(dims) leaves no tuples to check: a gathered dim may then be 0 too,
    or in valid cases every index out of range (case.unreachable)."""
    pick = lambda n: int(rng.integers(0, n))
    if case.kind == "zerodim":
        g["data"][dims[pick(len(dims))]] = 0
        return "gathered dim (error)"
    places = [("batch", i) for i in range(len(g["batch"]))] + [
        ("data", d) for d in range(len(g["data"])) if d not in dims]
    if case.kind == "planted" or not places or rng.random() >= 0.15:
        return None
    name, i = places[pick(len(places))]
    g[name][i] = 0
    if name == "data" and i > dims[-1]:
        return "trailing data dim"
    zero = "index dim" if name == "batch" else "skipped data dim"
    if rng.random() < 0.5:
        g["data"][dims[pick(len(dims))]] = 0
        return zero + " + gathered dim"
    if name == "data" and case.kind == "valid" and rng.random() < 0.5:
        case.unreachable = True
        return zero + " + unreachable bad indices"
    return zero


def declare(rng, sizes, p_dynamic):
    return [None if rng.random() < p_dynamic else s for s in sizes]


def result_dim_sources(case):
    """Per result dim, the operand dims its size is inferred from, as
    ("d", i) for data dim i and ("i", i) for indices dim i."""
    if case.op == "el":
        return [[("i", i)] for i in range(len(case.indices_shape))]
    r, q, b = len(case.data_shape), len(case.indices_shape), case.attr
    if case.op == "ga":
        a, b = normalise_gather_attributes(r, q, case.attr)
        return ([[("d", i), ("i", i)] for i in range(b)]
                + [[("d", i)] for i in range(b, a)]
                + [[("i", i)] for i in range(b, q)]
                + [[("d", i)] for i in range(a + 1, r)])
    if case.op == "tensor":
        # The unit dims of the rank-preserving form come from no operand.
        dims = case.attr
        return [[("i", i)] for i in range(q - 1)] + [
            [] if d in dims else [("d", d)] for d in range(r)
            if case.preserved or d not in dims]
    k = case.indices_shape[-1]
    return ([[("d", i), ("i", i)] for i in range(b)]
            + [[("i", i)] for i in range(b, q - 1)]
            + [[("d", i)] for i in range(b + k, r)])


def inferred_static(case, sources):
    return any((case.data_dims if which == "d" else case.indices_dims)[i]
               is not None for which, i in sources)


def generate_types(rng, case):
    p = float(rng.choice([0.0, 0.25, 0.5, 1.0]))
    case.data_dims = declare(rng, case.data_shape, p)
    case.indices_dims = declare(rng, case.indices_shape, p)
    if case.op == "tensor":
        # K is static; a result dim is static exactly where its source is.
        case.indices_dims[-1] = case.indices_shape[-1]
        case.result_dims = [
            size if not srcs or inferred_static(case, srcs) else None
            for size, srcs in zip(case.result_shape, result_dim_sources(case))]
        return
    if case.op == "nd":
        # Dynamic k (fixed by the result rank) in about a third of the cases.
        case.indices_dims[-1] = None if rng.random() < 0.35 else case.indices_shape[-1]
    case.result_dims = [
        size if rng.random() < (0.7 if inferred_static(case, srcs) else 0.25)
        else None
        for size, srcs in zip(case.result_shape, result_dim_sources(case))]
    if TOSA:
        # TOSA types have no static size 0; such sizes come at run time.
        for dims in (case.data_dims, case.indices_dims, case.result_dims):
            dims[:] = [None if size == 0 else size for size in dims]


def result_staticness(case):
    """How each declared result dim compares with what the operand types
    infer (counted from the final types: loops and constants change them)."""
    stats = collections.Counter()
    for dim, srcs in zip(case.result_dims, result_dim_sources(case)):
        if inferred_static(case, srcs):
            stats["as inferred" if dim is not None
                  else "less static than inferred"] += 1
        else:
            stats["more static than operands" if dim is not None
                  else "as inferred"] += 1
    return stats


def indexed_size(case):
    """The function from a position in the indices to the size of the data
    dim its value indexes."""
    shape = case.indices_shape
    if case.op == "tensor":
        sizes = [case.data_shape[d] for d in case.attr]
        return lambda pos: sizes[pos[-1]]
    if case.op == "nd":
        b = case.attr
        sizes = [case.data_shape[b + j] for j in range(shape[-1])]
        return lambda pos: sizes[pos[-1]]
    if case.op == "ga":
        a, _ = normalise_gather_attributes(len(case.data_shape), len(shape),
                                           case.attr)
        return lambda pos: case.data_shape[a]
    r = len(shape)
    ax = case.attr + r if case.attr < 0 else case.attr
    return lambda pos: case.data_shape[ax]


def reported_element(case, pos):
    """The element an error names for a bad index at `pos`: its row-major
    position, or for a tensor.gather whose tuples are completed (see
    tensor_coordinates) the position of the coordinate in the first tuple
    [I..., M..., max(dims)+1] that holds it."""
    flat = (int(np.ravel_multi_index(pos, case.indices_shape))
            if case.indices_shape else 0)  # 0-d indices: one element
    if case.op != "tensor" or case.attr == tuple(range(len(case.attr))):
        return flat
    dims, k = case.attr, pos[-1]
    skipped = prod(case.data_shape[d] for d in range(dims[-1]) if d not in dims)
    return ((flat // len(dims)) * skipped) * (dims[-1] + 1) + dims[k]


def generate_indices(rng, case):
    """Index values for the case's kind; returns the int array."""
    itype = case.itype
    shape = case.indices_shape
    values = np.zeros(shape, dtype=object)
    size_of = indexed_size(case)
    oob_rate = 0.0
    if case.kind == "clamp":
        oob_rate = float(rng.choice([0.0, 0.5, 0.8, 1.0], p=[0.1, 0.3, 0.3, 0.3]))
    elif case.unreachable:
        oob_rate = 1.0
    for pos in np.ndindex(*shape):
        s = size_of(pos)
        if s == 0:
            # No valid value exists (i1: 0 or 1).
            value = int(rng.integers(-2, 3))
            values[pos] = value & 1 if itype == "i1" else value
        elif rng.random() < oob_rate and has_out_of_range(s, itype):
            values[pos] = out_of_range_index(rng, s, itype)
        else:
            values[pos] = valid_index(rng, s, itype)
    case.out_of_range = sum(
        1 for pos in np.ndindex(*shape)
        if not -size_of(pos) <= values[pos] < size_of(pos))
    case.planted = None
    if case.kind == "planted":
        positions = [pos for pos in np.ndindex(*shape)
                     if has_out_of_range(size_of(pos), itype)]
        pos = positions[int(rng.integers(0, len(positions)))]
        values[pos] = out_of_range_index(rng, size_of(pos), itype)
        case.planted = (pos, int(values[pos]), reported_element(case, pos))
    dtype = (TENSOR_INDEX_TYPES if TENSOR else INDEX_TYPES)[itype]
    return np.array(values.reshape(-1).tolist(), dtype=dtype).reshape(shape)


def generate_case(seed, number, plan):
    rng = np.random.default_rng([seed, number])
    case = Case()
    case.number = number
    case.op = plan["op"]
    case.etype = plan["etype"]
    case.itype = plan["itype"]
    case.kind = plan["kind"]
    case.structure = plan["structure"]
    case.iterations = 1
    case.unreachable = False  # see place_tensor_zeros
    if case.op == "tensor":
        r, case.attr, batch_rank = plan["combo"]
        generate_tensor_shapes(rng, case, r, case.attr, batch_rank)
    elif case.structure in LOOP_STRUCTURES:
        r, case.attr = plan["combo"]
        case.iterations = int(rng.integers(1, 4))
        generate_loop_shapes(rng, case, r)
    elif case.op == "nd":
        r, q, b, k = plan["combo"]
        case.attr = b
        generate_nd_shapes(rng, case, r, q, b, k)
    elif case.op == "ga":
        r, q, a, b = plan["combo"]
        case.attr = plan["attributes"]
        generate_ga_shapes(rng, case, r, q, a, b)
    else:
        r, axis = plan["combo"]
        case.attr = axis
        generate_el_shapes(rng, case, r, axis)
    if case.kind in ("valid", "planted"):
        case.policy = "error"
    elif case.kind == "zerodim":
        case.policy = "error" if rng.random() < 0.5 else "clamp"
    else:
        case.policy = case.kind
    # `error` is the default: pass it explicitly only half the time.
    case.policy_flag = case.policy != "error" or rng.random() < 0.5
    generate_types(rng, case)
    case.data = gen_data(rng, case.etype, case.data_shape)
    case.indices = generate_indices(rng, case)
    case.print_default_attr = rng.random() < 0.5
    case.constants, case.splat = (), None
    case.gathers_left = None  # after canonicalization (see canonicalize)
    if CONSTANTS:
        choose_constants(np.random.default_rng([seed, number, CONSTANTS_STREAM]),
                         case)
    if case.structure in LOOP_STRUCTURES:
        case.result_dims = list(case.data_dims)  # the carried type
    return case


def choose_constants(rng, case):
    """Makes some operands of the case constants (see the top): static types,
    and for splat data one random value everywhere (case.splat: its raw
    bytes)."""
    constants = []
    if (prod(case.data_shape) <= MAX_CONSTANT_DATA
            and rng.random() < P_CONSTANT_DATA):
        constants.append("data")
        case.data_dims = list(case.data_shape)
        if rng.random() < P_SPLAT_DATA:
            # Repeated as bytes, so that NaN payloads survive.
            value = gen_data(rng, case.etype, [1])
            case.splat = value.tobytes()
            case.data = np.frombuffer(case.splat * prod(case.data_shape),
                                      dtype=value.dtype).reshape(case.data_shape)
    if rng.random() < P_CONSTANT_INDICES:
        constants.append("indices")
        case.indices_dims = list(case.indices_shape)
    case.constants = tuple(constants)


def gather_op(case, result, data, types):
    """`result = <the case's gather> data, %indices` as one line."""
    dt, it, rt = types
    if TOSA:
        return "%s = tosa.gather %s, %%indices : (%s, %s) -> %s" % (
            result, data, dt, it, rt)
    if case.op == "tensor":
        return ("%s = tensor.gather %s[%%indices] gather_dims(%s)%s"
                " : (%s, %s) -> %s" % (
                    result, data, list(case.attr),
                    " unique" if prints_unique(case) else "", dt, it, rt))
    names = {"nd": ("batch_dims",), "el": ("axis",),
             "ga": ("axis", "batch_dims")}[case.op]
    values = case.attr if case.op == "ga" else (case.attr,)
    attrs = ["%s = %d : i64" % (name, value)
             for name, value in zip(names, values)
             if value != 0 or case.print_default_attr]
    attr = " {%s}" % ", ".join(attrs) if attrs else ""
    return "%s = %s %s, %%indices%s : (%s, %s) -> %s" % (
        result, op_name(case), data, attr, dt, it, rt)


def prints_unique(case):
    """Whether the case's tensor.gather says `unique`: in some of the cases
    whose index tuples are distinct (the promise it makes)."""
    tuples = case.indices.reshape(-1, case.indices.shape[-1])
    return case.unique and len(np.unique(tuples, axis=0)) == len(tuples)


def function(signature, lines):
    return signature + " {\n" + "".join("  %s\n" % l for l in lines) + "}\n"


def arguments(case, types):
    """(name, type) of each operand that is a function argument."""
    return [("%" + name, t) for name, t in zip(OPERANDS, types)
            if name not in case.constants]


def parameters(args):
    return ", ".join("%s: %s" % arg for arg in args)


def constant_lines(case, types):
    """The definitions of the operands that are constants."""
    literals = {"data": data_literal, "indices": indices_literal}
    return ["%%%s = arith.constant %s : %s" % (name, literals[name](case), t)
            for name, t in zip(OPERANDS, types) if name in case.constants]


def data_literal(case):
    """Constant data bit for bit: a splat as its one value, other data as
    their raw little-endian bytes in hex (i1 packed 8 to a byte, low bit
    first: MLIR's storage, which its hex form must match)."""
    if case.splat is not None:
        return "dense<%s>" % element_literal(case.etype, case.splat)
    if ELEMENT_TYPES[case.etype][1] == "bool":
        raw = np.packbits(case.data.reshape(-1), bitorder="little").tobytes()
    else:
        raw = case.data.tobytes()
    return 'dense<"0x%s">' % raw.hex().upper()


def element_literal(etype, raw):
    """One element (its raw bytes) as an MLIR literal: floats as their bit
    patterns (0x...), complex as (real, imaginary)."""
    dtype, kind, lanes, bits = ELEMENT_TYPES[etype]
    if bits is None:
        value = np.frombuffer(raw, dtype=dtype)[0]
        return ("true" if value else "false") if kind == "bool" else str(int(value))
    digits = 2 * np.dtype(bits).itemsize
    parts = ["0x%0*X" % (digits, int(v)) for v in np.frombuffer(raw, dtype=bits)]
    return parts[0] if lanes == 1 else "(%s)" % ", ".join(parts)


def indices_literal(case):
    """Constant indices as integer literals (`dense<>` when empty: a nested
    list cannot spell a leading size-0 dimension)."""
    if case.indices.size == 0:
        return "dense<>"
    return "dense<%s>" % case.indices.tolist()


def loop_bounds(case):
    return ["%c0 = arith.constant 0 : index", "%c1 = arith.constant 1 : index",
            "%%n = arith.constant %d : index" % case.iterations]


# Per program shape: (private functions, entry lines that define %0). The
# constant operands are defined in the function that holds the gather, where
# folds can see them.
def direct_body(case, types):
    return "", constant_lines(case, types) + [
        gather_op(case, "%0", "%data", types)]


def call_body(case, types):
    args = arguments(case, types)
    helper = function(
        "func.func private @gather_impl(%s) -> %s" % (parameters(args), types[2]),
        constant_lines(case, types) + [
            gather_op(case, "%0", "%data", types), "return %%0 : %s" % types[2]])
    return helper, ["%%0 = func.call @gather_impl(%s) : (%s) -> %s" % (
        ", ".join(name for name, _ in args), ", ".join(t for _, t in args),
        types[2])]


def indirect_body(case, types):
    # The helper reaches no gather, so func.constant may refer to it.
    helper = function("func.func private @add_zero(%i: index) -> index", [
        "%c0 = arith.constant 0 : index", "%sum = arith.addi %i, %c0 : index",
        "return %sum : index"])
    return helper, constant_lines(case, types) + [
        "%add_zero = func.constant @add_zero : (index) -> index",
        "%c1 = arith.constant 1 : index",
        "%one = func.call_indirect %add_zero(%c1) : (index) -> index",
        gather_op(case, "%0", "%data", types)]


def for_body(case, types):
    dt = types[0]
    return "", constant_lines(case, types) + loop_bounds(case) + [
        "%%0 = scf.for %%i = %%c0 to %%n step %%c1 iter_args(%%carried = %%data)"
        " -> (%s) {" % dt,
        "  " + gather_op(case, "%next", "%carried", types),
        "  scf.yield %%next : %s" % dt,
        "}"]


def while_body(case, types):
    dt = types[0]
    return "", constant_lines(case, types) + loop_bounds(case) + [
        "%%0, %%count = scf.while (%%carried = %%data, %%i = %%c0)"
        " : (%s, index) -> (%s, index) {" % (dt, dt),
        "  %more = arith.cmpi slt, %i, %n : index",
        "  scf.condition(%%more) %%carried, %%i : %s, index" % dt,
        "} do {",
        "^bb0(%%value: %s, %%j: index):" % dt,
        "  " + gather_op(case, "%next", "%value", types),
        "  %j1 = arith.addi %j, %c1 : index",
        "  scf.yield %%next, %%j1 : %s, index" % dt,
        "}"]


def epilogue_body(case, types):
    helpers, lines = direct_body(case, types)
    op = epilogue_op(case.etype)
    result = ("%%1 = %s %%0 : %s" % (op, types[2]) if op
              else "%%1 = tensor.cast %%0 : %s to %s" % (types[2], types[2]))
    return helpers, lines + [result]


STRUCTURE_BODIES = {"call": call_body, "indirect": indirect_body,
                    "for": for_body, "while": while_body,
                    "epilogue": epilogue_body}


def kernel_text(case):
    dt = tensor_type(case.data_dims, case.etype)
    # tosa.gather's indices are gather_nd's without the tuple dimension (1).
    it = tensor_type(case.indices_dims[:-1] if TOSA else case.indices_dims,
                     case.itype)
    rt = tensor_type(case.result_dims, case.etype)
    types = (dt, it, rt)
    helpers, body = STRUCTURE_BODIES.get(case.structure, direct_body)(case, types)
    value_of = {"gather": ("%0", rt), "data": ("%data", dt),
                "epilogue": ("%1", rt)}
    returned = [value_of[value] for value in STRUCTURE_RETURNS[case.structure]]
    result_types = ", ".join(t for _, t in returned)
    if len(returned) > 1:
        result_types = "(%s)" % result_types
    entry = function(
        "func.func @gather_case(%s) -> %s" % (
            parameters(arguments(case, types)), result_types),
        body + ["return %s : %s" % (", ".join(v for v, _ in returned),
                                    ", ".join(t for _, t in returned))])
    return "// Differential case %d: %s, kind %s, policy %s%s%s\n%s%s" % (
        case.number, op_name(case), case.kind, case.policy,
        describe_structure(case), describe_constants(case), helpers, entry)


def op_name(case):
    """The case's op as its kernel spells it."""
    if TOSA:
        return "tosa.gather"
    return {"nd": "gather.gather_nd", "el": "gather.gather_elements",
            "ga": "gather.gather", "tensor": "tensor.gather"}[case.op]


def describe_op(case):
    """The case's op and its attribute, for failure reports."""
    if case.op == "tensor":
        return "tensor.gather gather_dims %s %s" % (
            list(case.attr), "rank-preserving" if case.preserved
            else "rank-reducing")
    if case.op == "nd":
        return "gather_nd b=%d" % case.attr
    if case.op == "ga":
        return "gather axis=%d batch_dims=%d" % case.attr
    return "gather_elements axis=%d" % case.attr


def describe_structure(case):
    if case.structure == "single":
        return ""
    if case.structure in LOOP_STRUCTURES:
        return ", structure %s x%d" % (case.structure, case.iterations)
    return ", structure " + case.structure


def describe_constants(case):
    if not case.constants:
        return ""
    return ", constant " + " and ".join(
        name + (" (splat)" if name == "data" and case.splat is not None else "")
        for name in case.constants)


# ---------------------------------------------------------------------------
# Running and comparing
# ---------------------------------------------------------------------------

def describe_element(raw, dtype):
    """A readable value plus hex bits for one element's raw bytes."""
    raw = np.asarray(raw, dtype=np.uint8)
    value = np.frombuffer(raw.tobytes(), dtype=dtype)[0]
    return "%r (bytes 0x%s)" % (value.item() if hasattr(value, "item") else value,
                                raw[::-1].tobytes().hex())


def run_case(args, case):
    """Writes, runs and checks one case; returns (passed, message lines)."""
    directory = os.path.join(args.rundir, "case-%04d" % case.number)
    os.makedirs(directory)
    kernel = os.path.join(directory, "kernel.mlir")
    text = kernel_text(case)
    with open(kernel, "w") as f:
        f.write(text)
    inputs = []
    for name in OPERANDS:
        if name not in case.constants:
            inputs.append(os.path.join(directory, name + ".npy"))
            value = getattr(case, name)
            if TOSA and name == "indices":
                value = value.reshape(value.shape[:-1])
            np.save(inputs[-1], value)
    out_paths = [os.path.join(directory, "out-%d.npy" % n)
                 for n in range(len(STRUCTURE_RETURNS[case.structure]))]
    commands, run_kernel = [], kernel
    passes = gather_opt_passes()
    if passes:
        # Debug info keeps the ops' locations in kernel.mlir, which gather-run
        # error messages name.
        run_kernel = os.path.join(directory, "kernel.canonical.mlir")
        commands.append([args.gather_opt] + passes + [
            "--mlir-print-debuginfo", kernel, "-o", run_kernel])
    command = shlex.split(args.gather_run_wrapper) + [
               args.gather_run, run_kernel, "-e", "gather_case"] + [
               "--input=" + path for path in inputs] + [
               "--output=" + path for path in out_paths]
    if case.policy_flag:
        command.append("--on-out-of-bounds=" + case.policy)
    command.extend(args.gather_run_flag)
    commands.append(command)
    expected, expect_error = expectation(case)

    problem = None
    if passes:
        problem = canonicalize(case, commands[0], run_kernel, args.timeout)
    if problem is None:
        rc, stderr = run_tool(command, args.timeout)
        location = "%s:%d:" % (kernel, gather_line(text))
        problem = check(case, expected, expect_error, rc, stderr, out_paths,
                        location)
    if problem is None:
        if not args.keep_all:
            shutil.rmtree(directory, ignore_errors=True)
        return True, []
    lines = ["FAIL case %d (%s, %s %s, indices %s, kind %s, policy %s%s%s%s)" % (
        case.number, describe_op(case), case.etype,
        "x".join(map(str, case.data_shape)) or "scalar", case.itype, case.kind,
        case.policy, ", zero: " + case.zero if case.zero else "",
        describe_structure(case), describe_constants(case))]
    lines.append("  directory: %s%s" % (directory, "" if args.keep else
                                        " (removed; rerun with --keep)"))
    lines.extend("  command: " + " ".join(shlex.quote(word) for word in cmd)
                 for cmd in commands)
    lines.append("  reproduce: " + reproduce_command(args, case.number))
    lines.extend("  " + l for l in problem)
    if not args.keep:
        shutil.rmtree(directory, ignore_errors=True)
    return False, lines


def gather_opt_passes():
    """The gather-opt passes every kernel goes through before gather-run
    runs it (none: gather-run runs kernel.mlir)."""
    return ((["--convert-tosa-to-gather"] if TOSA else [])
            + (["--convert-tensor-to-gather"] if TENSOR else [])
            + (["--canonicalize"] if CONSTANTS else []))


def expectation(case):
    """(expected raw bytes of each result, None) or (None, why the reference
    fails), checked against what the case's kind promises."""
    try:
        expected, expect_error = reference(case), None
    except ExpectError as error:
        expected, expect_error = None, str(error)
    if case.kind in ("planted", "zerodim") and expect_error is None:
        raise AssertionError("case %d: generator bug: %s case without an "
                             "error in the reference" % (case.number, case.kind))
    if case.kind in ("valid", "unchecked") and expect_error is not None:
        raise AssertionError("case %d: generator bug: invalid index in a %s "
                             "case: %s" % (case.number, case.kind, expect_error))
    return expected, expect_error


# How a gather op (which has a result) starts in the printed IR, for each
# op of the dialect.
GATHER_OPS = (" = gather.gather_nd ", " = gather.gather_elements ",
              " = gather.gather ")
TOSA_GATHER_OP = " = tosa.gather "
TENSOR_GATHER_OP = " = tensor.gather "


def gather_line(text):
    """The line number of the kernel's one gather."""
    return next(number for number, line in enumerate(text.splitlines(), 1)
                if any(op in line for op in GATHER_OPS + (TOSA_GATHER_OP,
                                                          TENSOR_GATHER_OP)))


def run_tool(command, timeout):
    """(exit status, or None after a timeout; stderr) of one command."""
    try:
        proc = subprocess.run(command, stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, timeout=timeout)
        return proc.returncode, proc.stderr.decode(errors="replace")
    except subprocess.TimeoutExpired:
        return None, "timed out after %d s" % timeout


def canonicalize(case, command, output, timeout):
    """Runs the gather-opt command, which writes `output`; None if it
    succeeded (case.gathers_left: the gathers that remain), else lines
    describing the failure."""
    rc, stderr = run_tool(command, timeout)
    if rc != 0:
        return ["gather-opt failed with exit status %s" % rc] + stderr_tail(stderr)
    with open(output) as f:
        text = f.read()
    case.gathers_left = sum(text.count(op) for op in GATHER_OPS)
    return None


def reproduce_command(args, number):
    """The command that reruns case `number` alone, keeping its files."""
    flags = ["--seed %d" % args.seed, "--cases %d" % args.cases,
             "--only %d" % number, "--keep", "--gather-run " + args.gather_run,
             "--workdir " + args.workdir]
    if args.shapes != "small":
        flags.append("--shapes " + args.shapes)
    if args.structure != "single":
        flags.append("--structure " + args.structure)
    front = [flag for flag, given in [("--constants", args.constants),
                                      ("--tosa", args.tosa),
                                      ("--tensor", args.tensor)] if given]
    if args.tiled:
        front.append("--tiled")
    if args.tiled_known_failures:
        front.append("--tiled-known-failures")
    if front:
        flags.append(" ".join(front) + " --gather-opt " + args.gather_opt)
    flags.extend("--gather-run-flag=" + flag for flag in args.gather_run_flag)
    if args.gather_run_wrapper:
        flags.append("--gather-run-wrapper=" + shlex.quote(args.gather_run_wrapper))
    return "/usr/bin/python3 %s %s" % (os.path.abspath(__file__), " ".join(flags))


def stderr_tail(stderr):
    return ["  stderr: " + l for l in stderr.strip().splitlines()[:5]]


def check(case, expected, expect_error, rc, stderr, out_paths, location):
    """None if gather-run behaved as expected, else lines describing how not;
    an error must name the gather's `location` (file:line:) in kernel.mlir."""
    tail = stderr_tail(stderr)
    if expect_error is not None:
        problems = []
        if rc != 1:
            problems.append("expected exit status 1 (%s), got %s" % (expect_error, rc))
        if "error: index out of bounds at " + location not in stderr:
            problems.append("expected `error: index out of bounds at %s` on "
                            "stderr" % location)
        if case.planted is not None:
            pos, value, flat = case.planted
            if "index %d " % value not in stderr:
                problems.append("expected the message to name the planted index "
                                "%d (at indices%s, element %d)" % (value, list(pos), flat))
        if any(os.path.exists(path) for path in out_paths):
            problems.append("an output file was written despite the error")
        return problems + tail if problems else None
    if rc != 0:
        return ["expected success, got exit status %s" % rc] + tail
    for number, (want, path) in enumerate(zip(expected, out_paths)):
        problem = check_output(case, want, path)
        if problem is not None:
            label = "result %d: " % number if len(out_paths) > 1 else ""
            return [label + problem] + tail
    return None


def check_output(case, expected, path):
    """None if the .npy file at `path` holds `expected` (raw bytes), else
    what differs."""
    if not os.path.exists(path):
        return "no output file written"
    try:
        actual = np.load(path)
    except Exception as error:  # noqa: BLE001 - any unreadable output fails
        return "unreadable output: %s" % error
    dtype = np.dtype(ELEMENT_TYPES[case.etype][0])
    if actual.dtype.str != dtype.str:
        return "output dtype %s, expected %s" % (actual.dtype.str, dtype.str)
    shape = tuple(expected.shape[:-1])
    if tuple(actual.shape) != shape:
        return "output shape %s, expected %s" % (tuple(actual.shape), shape)
    got = as_bytes(actual)
    differ = np.any(got != expected, axis=-1)
    if not differ.any():
        return None
    first = tuple(int(i) for i in np.argwhere(differ)[0])
    return "%d of %d elements differ; first at result%s: expected %s, got %s" % (
        int(differ.sum()), differ.size, list(first),
        describe_element(expected[first], dtype),
        describe_element(got[first], dtype))


# ---------------------------------------------------------------------------
# Coverage statistics
# ---------------------------------------------------------------------------

def coverage(cases):
    c = collections.OrderedDict()
    def count(key, value):
        c.setdefault(key, collections.Counter())[value] += 1
    for case in cases:
        count("op", case.op)
        count("structure", describe_structure(case)[len(", structure "):]
              or "single")
        count("element type", case.etype)
        count("index type", case.itype)
        count("kind", case.kind)
        count("policy", case.policy + ("" if case.policy_flag else " (default)"))
        count("data rank", len(case.data_shape))
        count("indices rank", len(case.indices_shape))
        count("result rank", len(case.result_shape))
        if case.op == "nd":
            count("gather_nd batch_dims", case.attr)
            count("gather_nd k", case.indices_shape[-1])
            count("gather_nd (r,q,b,k)", (len(case.data_shape),
                                          len(case.indices_shape), case.attr,
                                          case.indices_shape[-1]))
            count("gather_nd k declared", "dynamic" if case.indices_dims[-1] is None else "static")
        elif case.op == "tensor":
            count_tensor(count, case)
        elif case.op == "ga":
            count_gather(count, case)
        else:
            count("gather_elements axis", case.attr)
            count("gather_elements (r,axis)", (len(case.data_shape), case.attr))
            count("gather_elements indices along the axis",
                  "at least the data's" if case.indices_shape[case.attr]
                  >= case.data_shape[case.attr] else "fewer than the data's")
        count("zero-size", case.zero or "none")
        count("dynamic dims in data/indices",
              "some" if None in case.data_dims + case.indices_dims else "none")
        for key, n in result_staticness(case).items():
            c.setdefault("result dims", collections.Counter())[key] += n
        count("negative index values", "some" if (case.indices < 0).any() else "none")
        if case.kind == "clamp":
            count("clamp cases with out-of-range indices",
                  "some" if case.out_of_range else "none")
        if CONSTANTS:
            count("constant operands", " and ".join(case.constants) or "none")
            if "data" in case.constants:
                count("constant data", "elements" if case.splat is None
                      else "splat")
            count("gathers left by canonicalization",
                  "gather-opt failed" if case.gathers_left is None
                  else "0 (folded away)" if case.gathers_left == 0
                  else case.gathers_left)
        if TILED:
            differential_tiled.count_case(count, case)
        count("largest tensor, elements", "<=16" if max(
            prod(case.data_shape), prod(case.indices_shape),
            prod(case.result_shape)) <= 16 else "17-%d" % PROFILE["max_elements"])
    return c


def count_tensor(count, case):
    """Counts (count(key, value)) what is particular to a tensor.gather case."""
    dims = case.attr
    count("tensor.gather (r,gather_dims,index rank)", (
        len(case.data_shape), dims, len(case.indices_shape)))
    count("tensor.gather gather_dims", "0..K-1" if dims == tuple(
        range(len(dims))) else "completed tuples")
    count("tensor.gather result", "rank-preserving" if case.preserved
          else "rank-reducing")
    count("tensor.gather unique", "printed" if prints_unique(case) else "no")


def count_gather(count, case):
    """Counts (count(key, value)) what is particular to a gather case."""
    r, q = len(case.data_shape), len(case.indices_shape)
    a, b = normalise_gather_attributes(r, q, case.attr)
    count("gather axis", case.attr[0])
    count("gather batch_dims", case.attr[1])
    count("gather (r,q,a,b)", (r, q, a, b))
    count("gather (r,axis)", (r, case.attr[0]))
    count("gather (q,batch_dims)", (q, case.attr[1]))
    count("gather signs of axis, batch_dims", "%s%s" % (
        "-" if case.attr[0] < 0 else "+", "-" if case.attr[1] < 0 else "+"))
    count("gather moves", "elements (axis last)" if a == r - 1
          else "slices (axis not last)")
    count("gather kind", case.kind)
    count("gather index type", case.itype)
    count("gather indices rank", q)


def gather_key_totals():
    """The combinations of each gather coverage key with a `(`."""
    combos = gather_combos()
    return {
        "gather (r,q,a,b)": len(combos),
        "gather (r,axis)": len({(r, s) for r, q, a, b in combos
                                for s in (a, a - r)}),
        "gather (q,batch_dims)": len({(q, s) for r, q, a, b in combos
                                      for s in {b, b - q if b < q else b}}),
    }


def print_coverage(stats, totals):
    """Prints the counts; totals: per key, or per op (the first word of a
    key), how many combinations its keys with a `(` have."""
    for key, counter in stats.items():
        if "(" in key:
            total = totals[key] if key in totals else totals[key.split()[0]]
            print("coverage: %s: %d of %d combinations, each %d-%d times" % (
                key, len(counter), total, min(counter.values()),
                max(counter.values())))
        else:
            items = sorted(counter.items(), key=lambda kv: str(kv[0]))
            print("coverage: %s: %s" % (key, ", ".join(
                "%s=%d" % kv for kv in items)))


# ---------------------------------------------------------------------------
# Main
# ---------------------------------------------------------------------------

def main(argv):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--cases", type=int, default=500)
    parser.add_argument("--seed", type=int, default=DEFAULT_SEED)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--gather-run", default="gather-run")
    parser.add_argument("--gather-opt", default="gather-opt",
                        help="with --constants, --tosa or --tensor: "
                             "rewrites each kernel first")
    parser.add_argument("--workdir", default=None)
    parser.add_argument("--gather-run-flag", action="append", default=[],
                        help="an extra gather-run flag for every case, e.g. "
                             "--parallel (repeatable)")
    parser.add_argument("--gather-run-wrapper", default="",
                        help="a command that runs gather-run, e.g. "
                             "'valgrind -q --error-exitcode=9'; a memory "
                             "error then fails the case")
    parser.add_argument("--keep", action="store_true",
                        help="keep the directories of failing cases")
    parser.add_argument("--keep-all", action="store_true",
                        help="keep every case directory")
    parser.add_argument("--only", default=None,
                        help="comma-separated case numbers to run")
    parser.add_argument("--stats", action="store_true",
                        help="print coverage counts")
    parser.add_argument("--timeout", type=int, default=60)
    parser.add_argument("--shapes", choices=list(SHAPE_PROFILES),
                        default="small", help="shape profile (see top)")
    parser.add_argument("--structure", choices=list(STRUCTURE_RETURNS) + [
                        "mixed"], default="single",
                        help="program shape of the kernels (see top)")
    parser.add_argument("--constants", action="store_true",
                        help="make some operands constants and canonicalize "
                             "each kernel first (see top)")
    parser.add_argument("--tosa", action="store_true",
                        help="tosa.gather kernels, rewritten by gather-opt "
                             "--convert-tosa-to-gather (see top)")
    parser.add_argument("--tensor", action="store_true",
                        help="tensor.gather kernels, rewritten by gather-opt "
                             "--convert-tensor-to-gather (see top)")
    parser.add_argument("--tiled", action="store_true",
                        help="also tile and fuse each kernel with upstream's "
                             "transform ops, and compare (see top)")
    parser.add_argument("--tiled-known-failures", action="store_true",
                        help="with --tiled: also generate static size-0 "
                             "dimensions, which tiling refuses (see "
                             "KNOWN_FAILURES in differential_tiled.py)")
    args = parser.parse_args(argv)
    global PROFILE, STRUCTURE, CONSTANTS, TOSA, TENSOR, TILED
    PROFILE = SHAPE_PROFILES[args.shapes]
    STRUCTURE = args.structure
    CONSTANTS = args.constants
    TOSA = args.tosa
    TENSOR = args.tensor
    TILED = args.tiled
    differential_tiled.KNOWN_FAILURES = args.tiled_known_failures
    if TILED and (TOSA or TENSOR or CONSTANTS or STRUCTURE != "single"):
        print("differential: error: --tiled takes neither --tosa, --tensor, "
              "--constants nor --structure")
        return 2
    if TOSA and (CONSTANTS or STRUCTURE != "single"):
        print("differential: error: --tosa takes neither --constants nor "
              "--structure")
        return 2
    if TENSOR and (TOSA or CONSTANTS or STRUCTURE != "single"):
        print("differential: error: --tensor takes neither --tosa, "
              "--constants nor --structure")
        return 2
    if args.keep_all:
        args.keep = True

    for tool in ["gather_run"] + (["gather_opt"] if gather_opt_passes()
                                  or TILED else []):
        given = getattr(args, tool)
        found = shutil.which(given) or given
        if not os.path.exists(found):
            print("differential: error: %s not found: %s" % (
                tool.replace("_", "-"), given))
            return 2
        setattr(args, tool, os.path.abspath(found))
    made_workdir = args.workdir is None
    if made_workdir:
        args.workdir = tempfile.mkdtemp(prefix="gather-differential-")
    os.makedirs(args.workdir, exist_ok=True)
    args.workdir = os.path.abspath(args.workdir)
    # Each run gets its own directory, so concurrent runs sharing a workdir
    # (e.g. two lit invocations with the same %t) cannot disturb each other.
    args.rundir = tempfile.mkdtemp(prefix="run-", dir=args.workdir)

    self_test()
    plans = plan_cases(args.seed, args.cases)
    numbers = range(args.cases)
    if args.only:
        numbers = [int(n) for n in args.only.split(",")]
    cases = [generate_case(args.seed, n, plans[n]) for n in numbers]
    runner = run_case
    if TILED:
        forms = differential_tiled.plan_forms(args.seed, args.cases)
        cases = [differential_tiled.prepare(args.seed, case, forms[case.number])
                 for case in cases]
        runner = differential_tiled.run_case

    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        results = list(pool.map(lambda c: runner(args, c), cases))

    failed = [lines for ok, lines in results if not ok]
    print("differential: %d cases, %d passed, %d failed (seed %d)" % (
        len(cases), len(cases) - len(failed), len(failed), args.seed))
    if TILED:
        print(differential_tiled.summary(cases))
    for lines in failed:
        print("\n".join(lines))
    if args.stats:
        totals = {"gather_nd": len(nd_combos()),
                  "gather_elements": len(elements_combos()),
                  "tensor.gather": len(tensor_combos())}
        totals.update(gather_key_totals())
        print_coverage(coverage(cases), totals)
    if args.keep_all or (failed and args.keep):
        print("differential: case directories kept in %s" % args.rundir)
    else:
        shutil.rmtree(args.rundir, ignore_errors=True)
        if made_workdir:
            shutil.rmtree(args.workdir, ignore_errors=True)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
