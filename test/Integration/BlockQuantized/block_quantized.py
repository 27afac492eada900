#!/usr/bin/python3
"""gather.gather_block_quantized through gather-run, against expected values.

Two sources of cases, each case a one-function kernel, .npy inputs and the
expected result (or the expected error), all run in gather-run batches (one
process runs many cases) and compared bit for bit:

  --vectors   onnxruntime's own test cases for com.microsoft
              GatherBlockQuantized (gather_block_quantized_op_test.cc):
              their unpacked values, shapes, attributes and expected outputs,
              for each data (ui8, int4, uint4), scale and index type they run
              with, packed as that test packs them;
  --random N  N seeded random problems, expected values from the reference
              below: bits 2, 4 and 8 in ui8 (ranks 2-3, static and dynamic
              shapes, block sizes 16 to 256) and i4 / ui4 (ranks 2-3, every
              axis pair, rows of odd length), with and without zero points,
              f32, f16 and bf16 scales, duplicate and negative ids, and the
              error, clamp and unchecked policies (out-of-range ids planted
              under error and clamp).

The reference, written from onnxruntime 1.30's kernel semantics: with
K values along the quantize axis (8 / bits per ui8 byte, lowest bits first,
along the last dimension; i4 / ui4 two per byte flat over the tensor),
value i of data dequantizes as (q[i] - zp[b]) * scale[b] for its block b
(the quantize-axis coordinate divided by block_size), in f32, rounded once
to the scales' type; the default zero point is 2^(bits-1) for ui8 and 0
for i4 / ui4. The result is ONNX Gather of that along gather_axis. Index
values lie in [-s, s-1]; clamp clamps after normalising.

With --tiled, each kernel of a non-empty result of rank >= 1 is first
tiled through TilingInterface by a transform script (gather-opt
--transform-interpreter --canonicalize, in batches): tile_using_for or
tile_using_forall on the gather, or transform.structured.fuse on a copy
consuming it, which fuses the gather into the copy's tiles, with random tile
sizes per result dimension (0 = untiled, 1, sizes that divide it or not,
larger than it). The tiled kernel must give the expected outcome, errors
included (the whole gather's checks stay in front of the tiles).

With --onnxruntime EVALUATE (bench/onnxruntime/evaluate.mjs), the
expected results are onnxruntime-node's instead: every case (the vectors
and random problems with f32 or f16 scales and no id out of range, for
which onnxruntime writes zeros) also becomes a one-node com.microsoft
GatherBlockQuantized model (4-bit data and zero points as initializers,
which onnxruntime-node cannot feed), run on 1 and 2 threads. Both runs,
the reference above and gather-run must agree bit for bit.

Usage: block_quantized.py [--vectors] [--random N [--every N]] [--seed S]
           [--tiled] [--onnxruntime EVALUATE [--node PATH]]
           [--gather-run PATH] [--gather-opt PATH] [--workdir DIR]
           [--timeout SECONDS] [--gather-run-flag=FLAG ...]
Prints `block-quantized: N cases, P passed, F failed` (with --tiled, also
how many were tiled in each form), each failure before.
"""

import argparse
import json
import os
import random
import re
import subprocess
import sys

import numpy as np

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..",
                                "Differential"))
from batches import run_all  # noqa: E402
from outcomes import check_outcome  # noqa: E402

SCALE_TYPES = {"f32": np.float32, "f16": np.float16, "bf16": "bf16"}


def to_bf16_words(values):
    """f32 values rounded to bf16 (to nearest, ties to even), as the raw
    16-bit words gather-run exchanges for bf16."""
    bits = np.asarray(values, dtype=np.float32).view(np.uint32)
    rounding = ((bits >> 16) & 1) + 0x7FFF
    return ((bits + rounding) >> 16).astype(np.uint16)


def from_bf16_words(words):
    return (np.asarray(words, dtype=np.uint32) << 16).view(np.float32)


def scales_array(values, scale_type):
    """The scales (given as f32 values) as their .npy array."""
    if scale_type == "bf16":
        return to_bf16_words(values)
    return np.asarray(values, dtype=SCALE_TYPES[scale_type])


def scales_as_f32(array, scale_type):
    if scale_type == "bf16":
        return from_bf16_words(array)
    return array.astype(np.float32)


def round_result(values, scale_type):
    """f32 values rounded once to the result type, as the .npy array."""
    if scale_type == "bf16":
        return to_bf16_words(values)
    return np.asarray(values, dtype=np.float32).astype(SCALE_TYPES[scale_type])


def pack_rows(values, bits):
    """Unsigned `bits`-bit values packed along the last dimension of a
    ui8 array, lowest bits first (each row starting on a byte)."""
    values = np.asarray(values, dtype=np.int64)
    per_byte = 8 // bits
    width = values.shape[-1]
    padded = -(-width // per_byte) * per_byte
    pad = [(0, 0)] * (values.ndim - 1) + [(0, padded - width)]
    grouped = np.pad(values, pad).reshape(values.shape[:-1] +
                                          (padded // per_byte, per_byte))
    shifts = np.arange(per_byte) * bits
    return (grouped << shifts).sum(axis=-1).astype(np.uint8)


def pack_flat(values):
    """4-bit values (signed or not) packed two per byte over the whole
    array, low nibble first: onnxruntime's int4 / uint4 layout, 1-D."""
    flat = np.asarray(values, dtype=np.int64).ravel() & 0xF
    if flat.size % 2:
        flat = np.append(flat, 0)
    return (flat[0::2] | (flat[1::2] << 4)).astype(np.uint8)


def mlir_type(shape, element, dynamic=()):
    dims = "x".join("?" if d in dynamic else str(n)
                    for d, n in enumerate(shape))
    return "tensor<%s>" % ("%sx%s" % (dims, element) if shape else element)


#===-----------------------------------------------------------------------===#
# The reference
#===-----------------------------------------------------------------------===#


def dequantize(q, scales, zero_points, quantize_axis, block_size):
    """(q - zp) * scale over all of data, in f32."""
    blocks = np.arange(q.shape[quantize_axis]) // block_size
    scale = np.take(scales, blocks, axis=quantize_axis)
    zp = np.take(zero_points, blocks, axis=quantize_axis)
    return (q - zp).astype(np.float32) * scale


def gather_reference(q, ids, scales, zero_points, gather_axis, quantize_axis,
                     block_size, policy):
    """The dequantized gather in f32, or None when an index is out of
    range (and the policy does not clamp)."""
    size = q.shape[gather_axis]
    ids = np.asarray(ids, dtype=np.int64)
    if policy == "clamp":
        ids = np.clip(np.where(ids < 0, ids + size, ids), 0, size - 1)
    elif ((ids < -size) | (ids >= size)).any():
        return None
    deq = dequantize(q, scales, zero_points, quantize_axis, block_size)
    return np.take(deq, np.where(ids < 0, ids + size, ids), axis=gather_axis)


#===-----------------------------------------------------------------------===#
# Cases
#===-----------------------------------------------------------------------===#


class Case:
    """One kernel: its inputs (.npy arrays), the op's attributes, and the
    expected result array, or the expected error's text."""

    def __init__(self, name, data, data_type, ids, scales, scale_type,
                 zero_points, attributes, expected, policy="error",
                 dynamic=False, shape=None):
        """`shape` is data's for i4 / ui4, whose arrays are packed bytes
        (zero points shaped as scales)."""
        self.name, self.data, self.data_type = name, data, data_type
        self.shape = shape if shape is not None else data.shape
        self.ids, self.scales, self.scale_type = ids, scales, scale_type
        self.zero_points, self.attributes = zero_points, attributes
        self.expected, self.policy, self.dynamic = expected, policy, dynamic

    def inputs(self):
        arrays = [self.data, self.ids, self.scales]
        return arrays + ([self.zero_points]
                         if self.zero_points is not None else [])

    def kernel(self, result_shape, consumer=False):
        """The kernel's text; with `consumer`, a copy of the gather's
        result (linalg.generic) is what it returns."""
        element = self.data_type
        index = {np.dtype(np.int32): "i32",
                 np.dtype(np.int64): "i64"}[self.ids.dtype]
        dyn = lambda a: range(a.ndim) if self.dynamic else ()
        packed = self.data_type != "ui8"
        types = [mlir_type(self.shape, element,
                           () if packed else dyn(self.data)),
                 mlir_type(self.ids.shape, index, dyn(self.ids)),
                 mlir_type(self.scales.shape, self.scale_type,
                           dyn(self.scales))]
        if self.zero_points is not None:
            types.append(mlir_type(
                self.scales.shape if packed else self.zero_points.shape,
                element, () if packed else dyn(self.zero_points)))
        result = mlir_type(result_shape, self.scale_type,
                           range(len(result_shape)) if self.dynamic else ())
        args = ", ".join("%%a%d: %s" % (i, t) for i, t in enumerate(types))
        operands = ", ".join("%%a%d" % i for i in range(len(types)))
        attrs = ", ".join("%s = %d : i64" % kv
                          for kv in sorted(self.attributes.items()))
        body = copy_lines(result, len(result_shape), self.scale_type,
                          self.dynamic) if consumer else []
        returned = "%1" if consumer else "%0"
        return ("func.func @%s(%s) -> %s {\n"
                "  %%0 = gather.gather_block_quantized %s {%s} : (%s) -> %s\n"
                "%s  return %s : %s\n}\n" % (
                    self.name, args, result, operands, attrs,
                    ", ".join(types), result, "".join(body), returned, result))


def copy_lines(tensor, rank, element, dynamic):
    """`%1 = linalg.generic` copying %0 (of type `tensor`)."""
    lines, sizes = [], []
    for d in range(rank if dynamic else 0):
        lines += ["  %%c%d = arith.constant %d : index\n" % (d, d),
                  "  %%n%d = tensor.dim %%0, %%c%d : %s\n" % (d, d, tensor)]
        sizes.append("%%n%d" % d)
    dims = ", ".join("d%d" % d for d in range(rank))
    identity = "affine_map<(%s) -> (%s)>" % (dims, dims)
    lines += [
        "  %%init = tensor.empty(%s) : %s\n" % (", ".join(sizes), tensor),
        "  %%1 = linalg.generic {indexing_maps = [%s, %s], iterator_types = "
        "[%s]} ins(%%0 : %s) outs(%%init : %s) {\n" % (
            identity, identity, ", ".join(['"parallel"'] * rank), tensor,
            tensor),
        "  ^bb0(%%a: %s, %%o: %s):\n" % (element, element),
        "    linalg.yield %%a : %s\n" % element,
        "  } -> %s\n" % tensor]
    return lines


def result_shape(data_shape, ids_shape, gather_axis, per_byte):
    shape = (list(data_shape[:gather_axis]) + list(ids_shape) +
             list(data_shape[gather_axis + 1:]))
    if per_byte > 1:
        shape[-1] *= per_byte
    return shape


#===-----------------------------------------------------------------------===#
# onnxruntime's test vectors (values only)
#===-----------------------------------------------------------------------===#

# The 2x3x4 data and the 2x3x17 / 2x3x18 data of the tests, unpacked (the
# signed values that the int4 tests store; ui8 tests add 8, or 128 for
# 8 bits, to data and zero points alike).
DATA_2x3x4 = [-8, -7, -6, -5, -4, -3, -2, -1, 0, 1, 2, 3,
              4, 5, 6, 7, 4, 5, 6, 7, -4, -3, -2, -1]
ROWS_17 = [[-8, -7, -6, -5] * 4 + [-8], [-4, -3, -2, -1] * 4 + [-4],
           [0, 1, 2, 3] * 4 + [0], [4, 5, 6, 7] * 4 + [4],
           [4, 5, 6, 7] * 4 + [4], [-4, -3, -2, -1] * 4 + [-4]]
SCALES_2x3x2 = [1, 2, 1, 2, 1, 2, 2, 2, 1, 1, 2, 1]
ZERO_POINTS_2x3x2 = [-1, 1, 0, 0, 1, -1, 1, -1, 1, 0, -1, 1]

VECTORS = [
    # Test_GatherAxis0_WithZeroPoints_Uint8: data 2x3x18, blocks of 16.
    dict(test="GatherAxis0WithZeroPoints_Uint8",
         data=[r + [0] for r in ROWS_17], shape=(2, 3, 18), ids=[1],
         ids_shape=(1,), scales=SCALES_2x3x2, scales_shape=(2, 3, 2),
         zero_points=ZERO_POINTS_2x3x2,
         output=[6, 8, 10, 12] * 4 + [10, 2] + [3, 4, 5, 6] * 4 + [4, 0] +
         [-6, -4, -2, 0] * 4 + [-5, -1],
         output_shape=(1, 3, 18), axes=[(0, 2), (-3, -1)],
         types=[(4, "f32", np.int32), (4, "f16", np.int64),
                (8, "f32", np.int32), (8, "f16", np.int64)]),
    # Test_GatherAxis0_NoZeroPoints: data 2x3x4, one block per row.
    dict(test="GatherAxis0NoZeroPoints", data=DATA_2x3x4, shape=(2, 3, 4),
         ids=[1], ids_shape=(1,), scales=[1, 2, 1, 2, 1, 2],
         scales_shape=(2, 3, 1), zero_points=None,
         output=[8, 10, 12, 14, 4, 5, 6, 7, -8, -6, -4, -2],
         output_shape=(1, 3, 4), axes=[(0, 2), (-3, -1)],
         types=[(4, "f32", np.int32), (4, "f16", np.int32),
                (4, "f32", np.int64), (4, "f16", np.int64),
                (8, "f32", np.int64), (8, "f16", np.int64)]),
]


# The 4-bit tests: every (data, scales, ids) type they run with.
INT4_TYPES = [(d, s, i) for d in ("ui4", "i4") for s in ("f32", "f16")
              for i in (np.int32, np.int64)]

INT4_VECTORS = [
    # Test_GatherAxis0_WithZeroPoints: rows of 17, flat packing crossing
    # rows.
    dict(test="GatherAxis0WithZeroPoints", data=sum(ROWS_17, []),
         int4_shape=(2, 3, 17), ids=[1], ids_shape=(1,),
         scales=SCALES_2x3x2, scales_shape=(2, 3, 2),
         zero_points=ZERO_POINTS_2x3x2,
         output=[6, 8, 10, 12] * 4 + [10] + [3, 4, 5, 6] * 4 + [4] +
         [-6, -4, -2, 0] * 4 + [-5], output_shape=(1, 3, 17),
         int4_axes=[(0, 2), (-3, -1)], int4_types=INT4_TYPES),
    # Test_GatherAxis0_NoZeroPoints with Int4x2 (default zero point 0).
    dict(test="GatherAxis0NoZeroPoints", data=DATA_2x3x4,
         int4_shape=(2, 3, 4), ids=[1], ids_shape=(1,),
         scales=[1, 2, 1, 2, 1, 2], scales_shape=(2, 3, 1), zero_points=None,
         output=[8, 10, 12, 14, 4, 5, 6, 7, -8, -6, -4, -2],
         output_shape=(1, 3, 4), int4_axes=[(0, 2), (-3, -1)],
         int4_types=[t for t in INT4_TYPES if t[0] == "i4"]),
    # Test_GatherAxis1_WithZeroPoints: gather_axis == quantize_axis.
    dict(test="GatherAxis1", data=DATA_2x3x4, int4_shape=(2, 3, 4),
         ids=[2, -3, 2], ids_shape=(1, 3),
         scales=[1, 2, 1, 2, 1, 2, 1, 2], scales_shape=(2, 1, 4),
         zero_points=[-1, 1, 0, 0, 1, -1, 0, 0],
         output=[1, 0, 2, 6, -7, -16, -6, -10, 1, 0, 2, 6,
                 -5, -4, -2, -2, 3, 12, 6, 14, -5, -4, -2, -2],
         output_shape=(2, 1, 3, 4), int4_axes=[(1, 1), (-2, -2)],
         int4_types=INT4_TYPES),
    # Test_GatherAxis2_WithZeroPoints: gather along the last axis,
    # quantized along the first.
    dict(test="GatherAxis2", data=DATA_2x3x4, int4_shape=(2, 3, 4),
         ids=[-2, 0], ids_shape=(2, 1),
         scales=[1, 2, 1, 2] * 3, scales_shape=(1, 3, 4),
         zero_points=[-1, 1, 0, 0, 1, -1, 0, 0, 0, 0, 1, -1],
         output=[-6, -7, -2, -5, 1, 0, 6, 5, 6, 3, -3, -4],
         output_shape=(2, 3, 2, 1), int4_axes=[(2, 0), (-1, -3)],
         int4_types=INT4_TYPES),
]


def axis_cases(vector, label, data, data_type, zero_points, scale_type,
               index_type, axes, bits, shape=None):
    """The cases of one test vector for one data, scale and index type: one
    per spelling of its axes."""
    scales = scales_array(np.array(vector["scales"], np.float32).reshape(
        vector["scales_shape"]), scale_type)
    expected = round_result(np.array(vector["output"], np.float32),
                            scale_type).reshape(vector["output_shape"])
    for gather_axis, quantize_axis in axes:
        name = "%s_%s_%s_%s_axes%d_%d" % (
            vector["test"], label, scale_type, np.dtype(index_type).name,
            gather_axis, quantize_axis)
        yield Case(name.replace("-", "m"), data, data_type,
                   np.array(vector["ids"], index_type).reshape(
                       vector["ids_shape"]),
                   scales, scale_type, zero_points,
                   dict(gather_axis=gather_axis, quantize_axis=quantize_axis,
                        block_size=16, bits=bits), expected, shape=shape)


def ui8_vector_cases(vector):
    """The ui8 cases of one test vector, packed as onnxruntime's test packs
    them (PackDataForUint8TypeIfNecessary)."""
    for bits, scale_type, index_type in vector["types"]:
        offset = 1 << (bits - 1)
        values = np.array(vector["data"]).reshape(vector["shape"]) + offset
        data = pack_rows(values, bits) if bits < 8 else values.astype(np.uint8)
        zero_points = None
        if vector["zero_points"] is not None:
            zp = (np.array(vector["zero_points"]).reshape(
                vector["scales_shape"]) + offset)
            zero_points = (pack_rows(zp, bits) if bits < 8
                           else zp.astype(np.uint8))
        yield from axis_cases(vector, "ui8_%db" % bits, data, "ui8",
                              zero_points, scale_type, index_type,
                              vector["axes"], bits)


def int4_vector_cases(vector):
    """The i4 / ui4 cases of one test vector: values flat-packed, uint4
    ones offset by 8 (onnxruntime's test's ToType)."""
    for data_type, scale_type, index_type in vector["int4_types"]:
        offset = 8 if data_type == "ui4" else 0
        zero_points = None
        if vector["zero_points"] is not None:
            zero_points = pack_flat(np.array(vector["zero_points"]) + offset)
        yield from axis_cases(vector, data_type,
                              pack_flat(np.array(vector["data"]) + offset),
                              data_type, zero_points, scale_type, index_type,
                              vector["int4_axes"], 4,
                              shape=vector["int4_shape"])


def invalid_index_cases():
    """Test_InvalidIndices_WithZeroPoints: id 2 of 2 rows, which
    onnxruntime refuses; here the error policy's report."""
    values = np.array(DATA_2x3x4).reshape(2, 3, 4) + 8
    zp = np.array([-1, 1, 0, 0, 1, -1]).reshape(2, 3, 1) + 8
    yield Case("InvalidIndices_ui8", pack_rows(values, 4), "ui8",
               np.array([2], np.int32), scales_array(
                   np.array([1, 2, 1, 2, 1, 2], np.float32).reshape(2, 3, 1),
                   "f32"), "f32", pack_rows(zp, 4),
               dict(gather_axis=0, quantize_axis=2, block_size=16, bits=4),
               "index 2 is outside the valid range [-2, 1] of data "
               "dimension 0 (element 0 of indices, row-major)")


def vector_cases():
    for vector in VECTORS:
        yield from ui8_vector_cases(vector)
    for vector in INT4_VECTORS:
        yield from int4_vector_cases(vector)
    yield from invalid_index_cases()


#===-----------------------------------------------------------------------===#
# Random problems
#===-----------------------------------------------------------------------===#


def random_ids(rng, size, policy, plant=True):
    """Random ids for a dimension of `size` (with `plant`, some planted out
    of range under the checking policies)."""
    ids_shape = [rng.randint(0, 4) for _ in range(rng.choice([0, 1, 1, 2]))]
    count = int(np.prod(ids_shape)) if ids_shape else 1
    ids = [rng.randint(-size, size - 1) for _ in range(count)]
    if plant and policy != "unchecked" and ids and rng.random() < 0.2:
        ids[rng.randrange(len(ids))] = rng.choice([size, -size - 1, size + 7])
    return np.array(ids, rng.choice([np.int32, np.int64])).reshape(ids_shape)


def expected_outcome(q, ids, scales, scale_type, zp, gather_axis,
                     quantize_axis, block_size, policy):
    reference = gather_reference(q, ids, scales_as_f32(scales, scale_type),
                                 zp, gather_axis, quantize_axis, block_size,
                                 policy)
    if reference is None:
        return "index out of bounds"
    return round_result(reference, scale_type)


def random_int4_case(rng, number, for_onnxruntime):
    """A random i4 or ui4 problem: any shape of rank 2-3 (onnxruntime
    refuses rank 1), any axis pair."""
    data_type = rng.choice(["i4", "ui4"])
    low = -8 if data_type == "i4" else 0
    rank = rng.choice([2, 3])
    shape = [rng.randint(1, 6) for _ in range(rank)]
    gather_axis, quantize_axis = rng.randrange(rank), rng.randrange(rank)
    block_size = rng.choice([16, 32])
    shape[quantize_axis] = rng.randint(1, 70)
    if rng.random() < 0.3:
        # The embedding layout, rows of whole 16-value chunks: the vector path.
        gather_axis, quantize_axis = 0, rank - 1
        shape[quantize_axis] = 16 * rng.randint(1, 4)
    q = np.array([rng.randrange(low, low + 16)
                  for _ in range(int(np.prod(shape)))]).reshape(shape)
    scales_shape = list(shape)
    scales_shape[quantize_axis] = -(-shape[quantize_axis] // block_size)
    scale_type = rng.choice(scale_choices(for_onnxruntime))
    scales = scales_array(np.array(
        [rng.uniform(-2, 2) for _ in range(int(np.prod(scales_shape)))],
        np.float32).reshape(scales_shape), scale_type)
    if rng.random() < 0.5:
        zp = np.array([rng.randrange(low, low + 16) for _ in
                       range(int(np.prod(scales_shape)))]).reshape(
                           scales_shape)
        zero_points = pack_flat(zp)
    else:
        zp, zero_points = np.zeros(scales_shape, np.int64), None
    policy = rng.choice(["error", "error", "clamp", "unchecked"])
    ids = random_ids(rng, shape[gather_axis], policy, not for_onnxruntime)
    expected = expected_outcome(q, ids, scales, scale_type, zp, gather_axis,
                                quantize_axis, block_size, policy)
    attributes = dict(gather_axis=gather_axis - rng.choice([0, rank]),
                      quantize_axis=quantize_axis - rng.choice([0, rank]),
                      block_size=block_size, bits=4)
    return Case("random%d" % number, pack_flat(q), data_type, ids, scales,
                scale_type, zero_points, attributes, expected, policy,
                shape=tuple(shape))


def scale_choices(for_onnxruntime):
    """The scale types of random problems: onnxruntime's CPU kernel has no
    bf16."""
    return [t for t in SCALE_TYPES if t != "bf16" or not for_onnxruntime]


def random_case(rng, number, for_onnxruntime=False):
    """A random problem and its expected outcome under the reference: ui8
    data two times in three, else i4 or ui4. For onnxruntime: scales it
    takes, and no id out of range (for which it writes zeros)."""
    if rng.random() < 1 / 3:
        return random_int4_case(rng, number, for_onnxruntime)
    bits = rng.choice([2, 4, 8])
    per_byte = 8 // bits
    block_size = rng.choice([16, 32, 64, 128, 256])
    rank = rng.choice([2, 2, 3])
    leading = [rng.randint(1, 5) for _ in range(rank - 1)]
    width = per_byte * rng.randint(1, max(1, 300 // per_byte))
    shape = leading + [width]
    q = np.array([rng.randrange(1 << bits) for _ in range(int(np.prod(shape)))],
                 np.int64).reshape(shape)
    blocks = -(-width // block_size)
    scales_shape = leading + [blocks]
    scale_type = rng.choice(scale_choices(for_onnxruntime))
    raw_scales = np.array([rng.uniform(-2, 2) for _ in
                           range(int(np.prod(scales_shape)))],
                          np.float32).reshape(scales_shape)
    scales = scales_array(raw_scales, scale_type)
    with_zero_points = rng.random() < 0.5
    if with_zero_points:
        zp = np.array([rng.randrange(1 << bits) for _ in
                       range(int(np.prod(scales_shape)))],
                      np.int64).reshape(scales_shape)
        zero_points = pack_rows(zp, bits) if bits < 8 else zp.astype(np.uint8)
    else:
        zp = np.full(scales_shape, 1 << (bits - 1), np.int64)
        zero_points = None
    policy = rng.choice(["error", "error", "clamp", "unchecked"])
    ids = random_ids(rng, shape[0], policy, not for_onnxruntime)
    data = pack_rows(q, bits) if bits < 8 else q.astype(np.uint8)
    expected = expected_outcome(q, ids, scales, scale_type, zp, 0, rank - 1,
                                block_size, policy)
    gather_axis = rng.choice([0, -rank])
    quantize_axis = rng.choice([rank - 1, -1])
    attributes = dict(gather_axis=gather_axis, quantize_axis=quantize_axis,
                      block_size=block_size, bits=bits)
    return Case("random%d" % number, data, "ui8", ids, scales, scale_type,
                zero_points, attributes, expected, policy,
                dynamic=rng.random() < 0.3)


#===-----------------------------------------------------------------------===#
# Tiled kernels (--tiled)
#===-----------------------------------------------------------------------===#

TILED_FORMS = ("for", "forall", "fuse")
ANY = "!transform.any_op"


def tile_size(rng, size):
    choice = rng.random()
    if choice < 0.2:
        return 0
    if choice < 0.4 or size < 2:
        return 1 if choice < 0.8 else size + rng.randint(1, 4)
    if choice < 0.8:
        return rng.randint(2, size)
    return size + rng.randint(1, 4)


def plan_tiling(rng, case, shape):
    """The form and tile sizes of `case`'s tiled kernel, or None for a
    result that no tile covers (rank 0 or empty; a static size 0 has no
    slices, see GatherTiling.cpp)."""
    if not shape or 0 in shape or 0 in case.ids.shape:
        return None
    form = rng.choice(TILED_FORMS)
    sizes = [tile_size(rng, n) for n in shape]
    if not any(sizes):
        sizes[rng.randrange(len(sizes))] = 1
    return form, sizes


def transform_script(form, sizes):
    loops = sum(1 for size in sizes if size)
    results = ", ".join([ANY] * (1 + (1 if form == "forall" else loops)))
    target = "gather.gather_block_quantized"
    op = {"for": "tile_using_for", "forall": "tile_using_forall",
          "fuse": "fuse"}[form]
    if form == "fuse":
        target = "linalg.generic"
    return ("module attributes {transform.with_named_sequence} {\n"
            "  transform.named_sequence @__transform_main(%%root: %s "
            "{transform.readonly}) {\n"
            "    %%op = transform.structured.match ops{[\"%s\"]} in %%root : "
            "(%s) -> %s\n"
            "    %%tiled:%d = transform.structured.%s %%op tile_sizes [%s] : "
            "(%s) -> (%s)\n"
            "    transform.yield\n  }\n}\n" % (
                ANY, target, ANY, ANY, 1 + (1 if form == "forall" else loops),
                op, ", ".join(map(str, sizes)), ANY, results))


#===-----------------------------------------------------------------------===#
# onnxruntime's answers (--onnxruntime)
#===-----------------------------------------------------------------------===#

ORT_THREADS = (1, 2)


def onnxruntime_job(case, workdir):
    """The evaluate.mjs job of `case`: its model, input files and the files
    of the outputs on each thread count."""
    base = os.path.join(workdir, case.name)
    packed = case.data_type != "ui8"
    index = {np.dtype(np.int32): "i32", np.dtype(np.int64): "i64"}[
        case.ids.dtype]

    def tensor(name, array, type_text, initializer=False):
        path = "%s.%s.bin" % (base, name)
        with open(path, "wb") as f:
            f.write(np.ascontiguousarray(array).tobytes())
        return {"name": name, "type": type_text, "file": path,
                "initializer": initializer}

    inputs = [tensor("data", case.data, mlir_type(case.shape, case.data_type),
                     packed),
              tensor("indices", case.ids, mlir_type(case.ids.shape, index)),
              tensor("scales", case.scales,
                     mlir_type(case.scales.shape, case.scale_type))]
    if case.zero_points is not None:
        shape = case.scales.shape if packed else case.zero_points.shape
        inputs.append(tensor("zero_points", case.zero_points,
                             mlir_type(shape, case.data_type), packed))
    return {"opType": "GatherBlockQuantized", "domain": "com.microsoft",
            "opset": 21, "irVersion": 10,
            "attributes": [{"name": k, "i": v}
                           for k, v in sorted(case.attributes.items())],
            "inputs": inputs,
            "output": {"name": "output", "type": mlir_type(
                case.expected.shape, case.scale_type)},
            "threads": list(ORT_THREADS),
            "outputFiles": ["%s.onnxruntime%d.bin" % (base, t)
                            for t in ORT_THREADS]}


def run_onnxruntime(args, cases):
    """Runs every case's model through evaluate.mjs; per case, onnxruntime's
    result (an array like the reference's) or why there is none."""
    jobs = [onnxruntime_job(case, args.workdir) for case in cases]
    for job in jobs:
        for path in job["outputFiles"]:
            for stale in (path, path + ".error"):
                if os.path.exists(stale):
                    os.remove(stale)
    path = os.path.join(args.workdir, "onnxruntime-jobs.json")
    with open(path, "w") as f:
        json.dump(jobs, f)
    done = subprocess.run([args.node, args.onnxruntime, path],
                          capture_output=True, text=True,
                          timeout=args.timeout * max(1, len(jobs)))
    answers = []
    for case, job in zip(cases, jobs):
        answers.append(onnxruntime_answer(case, job, done))
    return answers


def onnxruntime_answer(case, job, done):
    """onnxruntime's result for `case` on every thread count, which must
    agree with each other and with the reference, or why not."""
    results = []
    for threads, path in zip(ORT_THREADS, job["outputFiles"]):
        if os.path.exists(path + ".error"):
            return "onnxruntime failed on %d threads: %s" % (
                threads, open(path + ".error").read().strip())
        if not os.path.exists(path):
            return "no onnxruntime output (exit %d): %s" % (
                done.returncode, done.stderr.strip()[-500:])
        results.append(open(path, "rb").read())
    expected = case.expected
    if results[0] != results[1]:
        return "onnxruntime's results on 1 and 2 threads differ"
    if results[0] != expected.tobytes():
        return "onnxruntime disagrees with the reference"
    return np.frombuffer(results[0], expected.dtype).reshape(expected.shape)


#===-----------------------------------------------------------------------===#
# Running
#===-----------------------------------------------------------------------===#


def case_result_shape(case):
    if not isinstance(case.expected, str):
        return list(case.expected.shape)
    return result_shape(case.shape, case.ids.shape,
                        case.attributes["gather_axis"] % len(case.shape),
                        8 // case.attributes["bits"]
                        if case.data_type == "ui8" else 1)


def prepare(case, workdir, flags, tiling):
    """Writes the case's kernel, inputs and (with `tiling`) transform
    script; its gather-run arguments, and gather-opt's that tile it (None
    untiled)."""
    base = os.path.join(workdir, case.name)
    kernel = base + ".mlir"
    with open(kernel, "w") as f:
        f.write(case.kernel(case_result_shape(case),
                            consumer=bool(tiling) and tiling[0] == "fuse"))
    run_path, tile_words = kernel, None
    if tiling:
        run_path = base + ".tiled.mlir"
        with open(base + ".transform.mlir", "w") as f:
            f.write(transform_script(*tiling))
        tile_words = [kernel, "--transform-preload-library="
                      "transform-library-paths=" + base + ".transform.mlir",
                      "--transform-interpreter", "--canonicalize",
                      "-o", run_path]
    # A failing run must write nothing: no output of an earlier run stays.
    for stale in (base + ".out.npy", base + ".tiled.mlir"):
        if os.path.exists(stale):
            os.remove(stale)
    words = [run_path, "-e", case.name,
             "--on-out-of-bounds=" + case.policy, "--output=" + base +
             ".out.npy"]
    for i, array in enumerate(case.inputs()):
        path = "%s.in%d.npy" % (base, i)
        np.save(path, array)
        words.append("--input=" + path)
    return words + flags, tile_words


def tile_kernels(args, cases, plans, tile_commands):
    """Runs the gather-opt command lines that tile the cases' kernels (None
    for an untiled case); the reason each tiling failed, or None. A tile
    size below its dimension's size must leave a loop (canonicalize folds
    the loops of one tile)."""
    ran = iter(run_all(args.gather_opt, [c for c in tile_commands if c],
                       args.timeout, args.workdir))
    failures = []
    for case, plan, command in zip(cases, plans, tile_commands):
        failure = None
        if command:
            status, stderr = next(ran)
            tiled = command[-1]
            splits = any(0 < size < n for size, n in
                         zip(plan[1], case_result_shape(case)))
            if status != 0:
                failure = "tiling failed: %s" % stderr.strip()
            elif splits and "scf.for" not in open(tiled).read():
                failure = "no loops in %s" % tiled
        failures.append(failure)
    return failures


def check(case, status, stderr, workdir):
    """None if the outcome is the expected one, else why not."""
    return check_outcome(case.expected, status, stderr,
                         os.path.join(workdir, case.name + ".out.npy"))


def main(argv):
    parser = argparse.ArgumentParser()
    parser.add_argument("--vectors", action="store_true")
    parser.add_argument("--random", type=int, default=0)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--every", type=int, default=1,
                        help="run every Nth random case only")
    parser.add_argument("--tiled", action="store_true")
    parser.add_argument("--onnxruntime", metavar="EVALUATE")
    parser.add_argument("--node", default="node")
    parser.add_argument("--gather-run", default="gather-run")
    parser.add_argument("--gather-opt", default="gather-opt")
    parser.add_argument("--gather-run-flag", action="append", default=[])
    parser.add_argument("--workdir", required=True)
    parser.add_argument("--timeout", type=float, default=60)
    args = parser.parse_args(argv)
    os.makedirs(args.workdir, exist_ok=True)
    rng = random.Random(args.seed)
    cases = list(vector_cases()) if args.vectors else []
    randoms = [random_case(rng, n, bool(args.onnxruntime))
               for n in range(args.random)]
    cases += randoms[::args.every]
    if args.onnxruntime:
        # onnxruntime writes zeros for an id out of range.
        cases = [case for case in cases if not isinstance(case.expected, str)]
        for case, answer in zip(cases, run_onnxruntime(args, cases)):
            case.onnxruntime_failure = answer if isinstance(answer, str) else None
            if not case.onnxruntime_failure:
                case.expected = answer
    tile_rng = random.Random("%d-tiled" % args.seed)
    plans = [plan_tiling(tile_rng, case, case_result_shape(case))
             if args.tiled else None for case in cases]
    prepared = [prepare(case, args.workdir, args.gather_run_flag, plan)
                for case, plan in zip(cases, plans)]
    failures = tile_kernels(args, cases, plans,
                            [tile for _, tile in prepared])
    failures = [getattr(case, "onnxruntime_failure", None) or failure
                for case, failure in zip(cases, failures)]
    runnable = [words for (words, _), failure in zip(prepared, failures)
                if not failure]
    outcomes = iter(run_all(args.gather_run, runnable, args.timeout,
                            args.workdir))
    failed = 0
    for case, failure in zip(cases, failures):
        why = failure or check(case, *next(outcomes), args.workdir)
        if why:
            failed += 1
            print("FAIL %s: %s" % (case.name, why))
    if args.tiled:
        forms = [plan[0] if plan else "untiled" for plan in plans]
        print("tiled: " + ", ".join("%s %d" % (form, forms.count(form))
                                    for form in TILED_FORMS + ("untiled",)))
    print("block-quantized: %d cases, %d passed, %d failed" %
          (len(cases), len(cases) - failed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
