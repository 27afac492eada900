"""Random case generation of the differential test (differential.py).

Its one job: random cases from the seed: the case plan, each case's shapes,
element and index types, data and index values (for the case's kind), and
the IR text of its kernel. The modes of generation (PROFILE, STRUCTURE,
CONSTANTS, TOSA, TENSOR) are this module's globals, which differential.py's
main() sets; differential_tiled.py turns cases into tiled ones.
"""

import collections
import itertools

import numpy as np

from reference import (ELEMENT_TYPES, STRUCTURE_RETURNS, epilogue_op,
                       normalise_gather_attributes, prod)

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

# Program shapes (--structure, see differential.py; what each returns:
# reference.STRUCTURE_RETURNS). The loops apply gather_elements only: its
# result type is the carried type when indices have data's shape.
LOOP_STRUCTURES = ("for", "while")
STRUCTURE = "single"

# Constant operands (--constants, see differential.py): how often each
# operand is an arith.constant, the most data elements written out as one
# (the kernel text stays readable), and how often constant data are a splat.
# The choices come from a stream of their own, so a case has the same problem
# with and without --constants (but for splat data).
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
OPERANDS = ("data", "indices")  # in argument order
P_CONSTANT_INDICES = 0.6
P_CONSTANT_DATA = 0.4
MAX_CONSTANT_DATA = 64
P_SPLAT_DATA = 0.25

# ---------------------------------------------------------------------------
# Types
# ---------------------------------------------------------------------------

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
    """Makes some operands of the case constants (see differential.py):
    static types, and for splat data one random value everywhere
    (case.splat: its raw bytes)."""
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
