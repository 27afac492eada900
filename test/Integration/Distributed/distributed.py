"""Sharded gathers and scatters under mpirun against the NumPy reference.

Each case is a gather or scatter op with sharding annotations on a grid of
2 or 4 processes; `mpirun -np P gather-run` runs it on the global inputs and
its output must equal, bit for bit, what the op computes on one process
(reference.py, the differential test's reference; for the scatters
../Scatter/scatter_reference.py, the scatter differential test's), or fail
with the same index error. Modes:

  --suite strategies          every gather op x partition strategy x policy,
                              on 2 and 4 processes, each bad index held by
                              one process;
  --suite scatter-strategies  every scatter op x partition strategy x
                              policy, on 2 and 4 processes, with every
                              reduction (see suite_cases);
  --random N --seed S         N random problems with random shardings
                              (--ops scatters: scatter problems), then
                              --several-bad K more (a tenth of N unless
                              given), each with two or three bad indices
                              whose first in row-major order a higher rank
                              holds than another: the report must be the
                              one-process report word for word (value,
                              range, dimension, position), not the lowest
                              failing rank's.

The last line is `distributed: N cases, N passed, M failed`.
"""

import argparse
import os
import sys

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "Differential"))
sys.path.insert(0, os.path.join(HERE, "..", "Scatter"))
import batches  # noqa: E402
from generator import gen_data, tensor_type  # noqa: E402
from reference import (ELEMENT_TYPES, ExpectError, as_bytes,  # noqa: E402
                       reference_gather_axis, reference_gather_elements,
                       reference_gather_nd)
from scatter_reference import (REDUCTIONS, TYPES,  # noqa: E402
                               first_bad_index, indexed_sizes, random_values,
                               reference_scatter)

GRIDS = {2: (2,), 4: (4,), "2x2": (2, 2)}


class Case:
    """One sharded gather or scatter: op, attributes, shapes, types, grid,
    shardings (per tensor: a list per dimension of grid axes, or None),
    policy, and for scatters the reduction (none, add, mul, max, min)."""

    def __init__(self, name, op, attrs, data_shape, indices_shape, etype,
                 itype, grid, shardings, policy, bad=None, reduction=None):
        self.name, self.op, self.attrs = name, op, attrs
        self.data_shape, self.indices_shape = data_shape, indices_shape
        self.etype, self.itype, self.grid = etype, itype, grid
        self.shardings, self.policy, self.bad = shardings, policy, bad
        self.reduction = reduction
        # More bad index positions (several_bad_case).
        self.more_bad = []

    def processes(self):
        count = 1
        for size in self.grid:
            count *= size
        return count

    def is_scatter(self):
        return self.op.startswith("scatter")

    def operands(self):
        """The op's operands, in argument order."""
        return ["data", "indices"] + (["updates"] if self.is_scatter()
                                      else [])


def updates_shape(case):
    """A scatter's updates: the shape its inverse gather's result has."""
    d, i = case.data_shape, case.indices_shape
    if case.op == "scatter_nd":
        return i[:-1] + d[i[-1]:]
    return i


def result_shape(case):
    d, i = case.data_shape, case.indices_shape
    if case.is_scatter():
        return d
    if case.op == "gather_nd":
        b = case.attrs["batch_dims"]
        return i[:-1] + d[b + i[-1]:]
    if case.op == "gather_elements":
        return i
    a = case.attrs["axis"]
    b = case.attrs["batch_dims"]
    return d[:a] + i[b:] + d[a + 1:]


def tensor_shapes(case):
    """Every tensor that may carry a sharding, by name."""
    shapes = {"data": case.data_shape, "indices": case.indices_shape,
              "result": result_shape(case)}
    if case.is_scatter():
        shapes["updates"] = updates_shape(case)
    return shapes


def reference(case, data, indices):
    if case.op == "gather_nd":
        return reference_gather_nd(data, indices, case.attrs["batch_dims"],
                                   case.policy)
    if case.op == "gather_elements":
        return reference_gather_elements(data, indices, case.attrs["axis"],
                                         case.policy)
    return reference_gather_axis(
        data, indices, (case.attrs["axis"], case.attrs["batch_dims"]),
        case.policy)


def sharding_text(split):
    return "[%s]" % ", ".join("[%s]" % ", ".join(map(str, axes))
                              for axes in split)


def op_attributes(case):
    """The op's attributes as spelled after its operands: a scatter's
    reduction (none is the default, not printed), then the integer ones."""
    text = ""
    if case.reduction not in (None, "none"):
        text += " reduction(%s)" % case.reduction
    attrs = ", ".join("%s = %d" % item for item in sorted(case.attrs.items()))
    return text + (" {%s}" % attrs if attrs else "")


def program(case):
    grid = "x".join(map(str, case.grid))
    types = {name: tensor_type(shape, case.itype if name == "indices"
                               else case.etype)
             for name, shape in tensor_shapes(case).items()}
    operands = case.operands()
    lines = ['shard.grid @grid(shape = %s) {sym_visibility = "private"}' % grid,
             "func.func @f(%s) -> %s {" % (
                 ", ".join("%%%s: %s" % (name, types[name])
                           for name in operands), types["result"])]
    values = {name: "%" + name for name in operands}
    for name in operands:
        if case.shardings.get(name) is not None:
            lines.append("  %%s_%s = shard.sharding @grid split_axes = %s : "
                         "!shard.sharding" % (name, sharding_text(
                             case.shardings[name])))
            lines.append("  %%%s_sharded = shard.shard %s to %%s_%s : %s" % (
                name, values[name], name, types[name]))
            values[name] = "%%%s_sharded" % name
    lines.append("  %%g = gather.%s %s%s : (%s) -> %s" % (
        case.op, ", ".join(values[name] for name in operands),
        op_attributes(case), ", ".join(types[name] for name in operands),
        types["result"]))
    result = "%g"
    if case.shardings.get("result") is not None:
        lines.append("  %%s_result = shard.sharding @grid split_axes = %s : "
                     "!shard.sharding" % sharding_text(
                         case.shardings["result"]))
        lines.append("  %%r = shard.shard %%g to %%s_result : %s" %
                     types["result"])
        result = "%r"
    lines += ["  return %s : %s" % (result, types["result"]), "}"]
    return "\n".join(lines) + "\n"


def scatter_values(rng, case, shape):
    """Data or updates of a scatter. Reduction none moves elements bit for
    bit, so it takes every element type and special value (NaN payloads,
    signalling NaNs, -0) as the gathers do; the arithmetic reductions take
    the values on which NumPy computes what the op does
    (scatter_reference.random_values)."""
    if case.reduction == "none":
        return gen_data(rng, case.etype, shape)
    return random_values(rng, tuple(shape), case.etype)


def alias(value, size):
    """The same element spelled from the other end: v and v - size."""
    return value - size if value >= 0 else value + size


def plant_duplicate(case, indices, sizes):
    """Sends a scatter's last update where its first one goes, spelled from
    the other end, so that every case has a duplicate whose order decides
    the result (reduction none: the last update wins; float add and mul
    round in order): each process must apply its updates in the global
    row-major order."""
    if case.op == "scatter_nd":
        batch = indices.shape[:-1]
        if int(np.prod(batch)) < 2:
            return
        first, last = (0,) * len(batch), tuple(s - 1 for s in batch)
        for j in range(indices.shape[-1]):
            indices[last + (j,)] = alias(indices[first + (j,)],
                                         int(sizes[first + (j,)]))
        return
    axis = case.attrs["axis"] % len(case.data_shape)
    if indices.shape[axis] < 2:
        return
    first = (0,) * indices.ndim
    last = tuple(indices.shape[axis] - 1 if d == axis else 0
                 for d in range(indices.ndim))
    indices[last] = alias(indices[first], int(sizes[first]))


def index_dimensions(case):
    """Per position of indices, the data dimension its value indexes."""
    shape = case.indices_shape
    if case.op in ("gather_nd", "scatter_nd"):
        b = case.attrs.get("batch_dims", 0)
        return np.broadcast_to(b + np.arange(shape[-1]), shape)
    return np.full(shape, case.attrs["axis"] % len(case.data_shape))


def index_sizes(case):
    """Per position of indices, the size of the data dimension it indexes."""
    if case.is_scatter():
        return indexed_sizes(case.op, case.data_shape, case.indices_shape,
                             case.attrs.get("axis", 0))
    sizes = np.array(case.data_shape, dtype=np.int64)
    return sizes[index_dimensions(case)]


def first_bad_gather_index(case, indices):
    """A gather's report of its first bad index in row-major order, as the
    error policy words it (scatter_reference.first_bad_index's words), or
    None."""
    values = indices.astype(np.int64)
    sizes = index_sizes(case)
    bad = np.flatnonzero(((values < -sizes) | (values >= sizes)).ravel())
    if not len(bad):
        return None
    position = np.unravel_index(bad[0], values.shape)
    size = int(sizes[position])
    return ("index %d is outside the valid range [%d, %d] of data dimension "
            "%d (element %d of indices, row-major)" % (
                values[position], -size, size - 1,
                index_dimensions(case)[position], bad[0]))


def make_inputs(rng, case):
    """The op's operands, in argument order."""
    data = (scatter_values(rng, case, case.data_shape) if case.is_scatter()
            else gen_data(rng, case.etype, case.data_shape))
    sizes = np.asarray(index_sizes(case), dtype=np.int64)
    indices = np.zeros(case.indices_shape, dtype=np.int64)
    for pos in np.ndindex(*case.indices_shape):
        s = int(sizes[pos])
        indices[pos] = rng.integers(-s, s)
    if case.is_scatter():
        plant_duplicate(case, indices, sizes)
    if case.bad is not None:
        pos = tuple(case.bad)
        size = int(sizes[pos])
        # A scatter's process skips updates outside its block, so its bad
        # index also comes just past either end, where a block's bounds
        # could wrongly take it in.
        indices[pos] = (int(rng.choice([size, size + 3, -size - 1]))
                        if case.is_scatter() else size + 3)
    for pos in case.more_bad:
        size = int(sizes[pos])
        indices[pos] = int(rng.choice([size, size + 3, -size - 1]))
    indices = indices.astype(ELEMENT_TYPES[case.itype][0]
                             if case.itype in ELEMENT_TYPES else np.int64)
    if not case.is_scatter():
        return [data, indices]
    return [data, indices, scatter_values(rng, case, updates_shape(case))]


def expected_outcome(case, inputs):
    """(the expected result's bytes, None) or (None, the expected error):
    the report word for word, with the index's global position."""
    if case.is_scatter():
        data, indices, updates = inputs
        axis = case.attrs.get("axis", 0)
        report = first_bad_index(case.op, data.shape, indices, axis)
        # Under clamp a bad index's update is skipped, not reported.
        if report is not None and case.policy != "clamp":
            return None, report
        return as_bytes(reference_scatter(case.op, data, indices, updates,
                                          case.reduction, axis)), None
    try:
        return reference(case, *inputs), None
    except ExpectError as error:
        report = first_bad_gather_index(case, inputs[1])
        # The reference and the report agree on the index.
        if report is None or report.split()[1] != str(error).split()[1]:
            raise AssertionError("%s, but the first bad index is %s" % (
                error, report))
        return None, report


# Cases per mpirun (batches.py): starting mpirun and its processes costs
# three times what a small case's run does.
BATCH_SIZE = 16


def prepare_case(args, case, number, rng):
    """Writes case `number`'s program and inputs; returns its gather-run
    arguments, where it writes its result, and its expected outcome."""
    work = os.path.join(args.workdir, "%d-%s" % (number, case.name))
    os.makedirs(work, exist_ok=True)
    inputs = make_inputs(rng, case)
    paths = [os.path.join(work, name + ".npy") for name in case.operands()]
    for path, array in zip(paths, inputs):
        np.save(path, array)
    source = os.path.join(work, "case.mlir")
    with open(source, "w") as f:
        f.write(program(case))
    out = os.path.join(work, "out.npy")
    if os.path.exists(out):
        os.remove(out)
    arguments = [source, "-e", "f"] + ["--input=" + path for path in paths] + [
        "--output=" + out, "--on-out-of-bounds=" + case.policy]
    return arguments, out, expected_outcome(case, inputs)


def check_case(out, expected_outcome, status, stderr):
    """None if a run that exited with `status` (None: timed out), writing
    `stderr`, gave the expected outcome, else what went wrong."""
    if status is None:
        return stderr
    expected, error = expected_outcome
    if error is not None:
        if status == 0 or "is outside the valid range" not in stderr or (
                os.path.exists(out)):
            return "expected the index error (%s), got exit %d: %s" % (
                error, status, stderr.strip()[-400:])
        if error not in stderr:
            return "the report is not one process's (%s): %s" % (
                error, stderr.strip()[-400:])
        if stderr.count("error:") > 1:
            return "the error was reported more than once: %s" % stderr
        return None
    if status != 0:
        return "exit %d: %s" % (status, stderr.strip()[-600:])
    actual = as_bytes(np.load(out))
    if actual.shape != expected.shape or np.any(actual != expected):
        return "result differs from the reference"
    return None


def run_cases(args, prepared):
    """The problem of each prepared case of one process count, in order:
    `mpirun -np P gather-run --batch` runs up to BATCH_SIZE of them at a
    time (batches.py; a run that ends the processes ends its batch, and the
    next batch starts after it)."""
    processes = prepared[0][1].processes()
    prefix = ["mpirun", "-np", str(processes), args.gather_run]
    problems = []
    while len(problems) < len(prepared):
        batch = prepared[len(problems):len(problems) + BATCH_SIZE]
        outcomes = batches.run_batch(
            prefix, [arguments for _, _, (arguments, _, _) in batch],
            args.timeout * len(batch), args.workdir, processes=processes)
        for (_, _, (_, out, expected)), (status, stderr) in zip(batch,
                                                                outcomes):
            problems.append(check_case(out, expected, status, stderr))
    return problems


# ---------------------------------------------------------------------------
# The strategies suite
# ---------------------------------------------------------------------------

def strategy_cases():
    """Every op x strategy: (name, op, attrs, data, indices, shardings,
    bad index position held by one process)."""
    S = {"data": None, "indices": None, "result": None}

    def sh(**kw):
        s = dict(S)
        s.update(kw)
        return s
    return [
        # gather: vocabulary-parallel, index-parallel, passthrough, batch.
        ("gather-vocab", "gather", {"axis": 0, "batch_dims": 0}, [8, 6], [5],
         sh(data=[[0]]), [3]),
        ("gather-index", "gather", {"axis": 0, "batch_dims": 0}, [7, 6], [8],
         sh(indices=[[0]]), [6]),
        ("gather-passthrough", "gather", {"axis": 0, "batch_dims": 0},
         [7, 8], [5], sh(result=[[], [0]]), [1]),
        ("gather-batch", "gather", {"axis": 1, "batch_dims": 1}, [4, 6, 3],
         [4, 2], sh(data=[[0]]), [3, 1]),
        ("gather-middle-vocab", "gather", {"axis": 1, "batch_dims": 0},
         [3, 8, 2], [2, 3], sh(data=[[], [0]]), [1, 2]),
        # gather_nd
        ("nd-vocab", "gather_nd", {"batch_dims": 0}, [8, 4, 3], [5, 2],
         sh(data=[[0]]), [2, 0]),
        ("nd-index", "gather_nd", {"batch_dims": 0}, [5, 3], [8, 1],
         sh(indices=[[0]]), [7, 0]),
        ("nd-passthrough", "gather_nd", {"batch_dims": 0}, [5, 8], [3, 1],
         sh(result=[[], [0]]), [1, 0]),
        ("nd-batch", "gather_nd", {"batch_dims": 1}, [4, 5, 3], [4, 2, 1],
         sh(indices=[[0]]), [2, 1, 0]),
        # gather_elements
        ("elements-vocab", "gather_elements", {"axis": 1}, [3, 8], [3, 5],
         sh(data=[[], [0]]), [2, 4]),
        ("elements-rows", "gather_elements", {"axis": 1}, [8, 5], [8, 3],
         sh(result=[[0]]), [6, 2]),
        ("elements-index", "gather_elements", {"axis": 0}, [5, 3], [8, 3],
         sh(indices=[[0]]), [7, 1]),
    ]


def scatter_strategy_cases():
    """Every scatter op x strategy, in strategy_cases' form. Each has
    duplicate indices (plant_duplicate); the bad index sits in the last
    process's block where indices are split, so that its global position
    must be recovered."""
    def sh(**kw):
        s = {"data": None, "indices": None, "updates": None, "result": None}
        s.update(kw)
        return s
    return [
        # scatter_nd. Data (and so the result) split on an indexed dimension:
        # each process applies the updates that land in its rows.
        ("snd-indexed", "scatter_nd", {}, [8, 3], [6, 1], sh(data=[[0]]),
         [4, 0]),
        # ... on the second of k = 2 indexed dimensions, annotated on the
        # result only (propagation carries it to data).
        ("snd-indexed-k2", "scatter_nd", {}, [4, 8, 2], [5, 2],
         sh(result=[[], [0]]), [3, 1]),
        # A passthrough dimension: data, updates and result split alike, each
        # process scatters its slab.
        ("snd-passthrough", "scatter_nd", {}, [5, 8], [6, 1],
         sh(data=[[], [0]], updates=[[], [0]]), [5, 0]),
        # Not splittable: the updates' batch dimension (8 updates into 5
        # rows) and the index tuple; propagation reshards to replicated.
        ("snd-batch", "scatter_nd", {}, [5, 4], [8, 1], sh(updates=[[0]]),
         [6, 0]),
        ("snd-tuple", "scatter_nd", {}, [2, 4, 2, 4], [6, 4],
         sh(indices=[[], [0]]), [5, 3]),
        # scatter_elements. Data split on the axis.
        ("sel-axis", "scatter_elements", {"axis": 1}, [3, 8], [3, 5],
         sh(data=[[], [0]], result=[[], [0]]), [2, 4]),
        # Data, indices and updates split alike on a non-axis dimension of
        # equal sizes.
        ("sel-rows", "scatter_elements", {"axis": 1}, [8, 5], [8, 3],
         sh(data=[[0]], indices=[[0]], updates=[[0]]), [6, 2]),
        # Not splittable: indices and updates along the axis.
        ("sel-along-axis", "scatter_elements", {"axis": 0}, [5, 3], [8, 3],
         sh(indices=[[0]], updates=[[0]]), [7, 1]),
    ]


# The policies of a suite, in order: error, clamp and unchecked, and error
# and clamp again with a bad index.
POLICY_VARIANTS = [("error", False), ("error", True), ("clamp", False),
                   ("clamp", True), ("unchecked", False)]


def suite_cases(strategies=None, scatters=False):
    """Each strategy on 2 and 4 processes under each policy variant. The
    scatters' reduction rotates with the strategy, process count and
    variant, so that each strategy meets every reduction on both process
    counts, and each reduction every policy variant: a fifth of the mpirun
    runs of the full product. Their indices are i64 on 2 processes and i32
    on 4 (where f32 updates and i32 indices of one shape, resharded
    together, travel as bits of one type and shape)."""
    cases = []
    for number, (name, op, attrs, d, i, shardings, bad) in enumerate(
            strategies or strategy_cases()):
        for count, processes in enumerate((2, 4)):
            grid = GRIDS[processes]
            split = {k: (None if v is None else
                         [[0] if axes else [] for axes in v])
                     for k, v in shardings.items()}
            for variant, (policy, with_bad) in enumerate(POLICY_VARIANTS):
                reduction = (REDUCTIONS[(number + count + variant) %
                                        len(REDUCTIONS)]
                             if scatters else None)
                itype = "i32" if scatters and processes == 4 else "i64"
                cases.append(Case(
                    "%s-np%d-%s%s%s" % (name, processes, policy,
                                        "-bad" if with_bad else "",
                                        "-" + reduction if reduction else ""),
                    op, attrs, d, i, "f32", itype, grid, split, policy,
                    bad if with_bad else None, reduction))
    return cases


# ---------------------------------------------------------------------------
# Random problems
# ---------------------------------------------------------------------------

ETYPES = ["f32", "f64", "f16", "bf16", "i8", "i16", "i32", "i64", "i1", "ui8",
          "ui16", "ui32", "ui64", "complex<f32>", "complex<f64>"]


def random_split(rng, shape, grid):
    """A random split of `shape` over `grid`: each grid axis splits at most
    one dimension it divides, or none."""
    split = [[] for _ in shape]
    for axis, size in enumerate(grid):
        choices = [d for d in range(len(shape))
                   if (shape[d] // max(1, np.prod([grid[a] for a in split[d]])))
                   % size == 0 and shape[d] > 0]
        if choices and rng.random() < 0.7:
            split[int(rng.choice(choices))].append(axis)
    return split


def random_case(rng, number):
    op = ["gather", "gather_nd", "gather_elements"][number % 3]
    grid = GRIDS[[2, 4, "2x2"][int(rng.integers(0, 3))]]
    dim = lambda: int(rng.choice([2, 4, 8]))  # noqa: E731
    if op == "gather":
        r, q = int(rng.integers(1, 4)), int(rng.integers(0, 3))
        b = int(rng.integers(0, min(q, r - 1) + 1))
        a = int(rng.integers(b, r))
        data = [dim() for _ in range(r)]
        indices = data[:b] + [dim() for _ in range(q - b)]
        attrs = {"axis": a, "batch_dims": b}
    elif op == "gather_nd":
        r = int(rng.integers(1, 4))
        b = int(rng.integers(0, r))
        k = int(rng.integers(1, r - b + 1))
        q = int(rng.integers(b + 1, b + 3))
        data = [dim() for _ in range(r)]
        indices = data[:b] + [dim() for _ in range(q - 1 - b)] + [k]
        attrs = {"batch_dims": b}
    else:
        r = int(rng.integers(1, 4))
        axis = int(rng.integers(0, r))
        data = [dim() for _ in range(r)]
        indices = [dim() if d == axis else
                   (data[d] if rng.random() < 0.7 else data[d] // 2)
                   for d in range(r)]
        attrs = {"axis": axis}
    case = Case("random", op, attrs, data, indices,
                ETYPES[int(rng.integers(0, len(ETYPES)))],
                ["i32", "i64"][int(rng.integers(0, 2))], grid, {},
                ["error", "clamp", "unchecked"][int(rng.integers(0, 3))])
    shapes = {"data": data, "indices": indices, "result": result_shape(case)}
    # 0-d tensors cannot be split (and LLVM 22 cannot print their sharding).
    which = rng.choice([name for name in sorted(shapes) if shapes[name]])
    shape = shapes[which]
    case.shardings = {which: random_split(rng, shape, grid)}
    if case.policy != "unchecked" and rng.random() < 0.3 and indices and \
            all(s > 0 for s in indices):
        case.bad = [int(rng.integers(0, s)) for s in indices]
    case.name = "random-%s-%s" % (op, which)
    return case


def random_scatter_case(rng, number):
    """A random scatter problem (as random_case draws the gathers): data of
    rank 1-3, every k, every axis (also negative), one to two dimensions of
    update tuples, every reduction and the element types it takes, one
    tensor (data, indices, updates or result) randomly split."""
    op = ["scatter_nd", "scatter_elements"][number % 2]
    grid = GRIDS[[2, 4, "2x2"][int(rng.integers(0, 3))]]
    dim = lambda: int(rng.choice([2, 4, 8]))  # noqa: E731
    r = int(rng.integers(1, 4))
    data = [dim() for _ in range(r)]
    if op == "scatter_nd":
        k = int(rng.integers(1, r + 1))
        indices = [dim() for _ in range(int(rng.integers(1, 3)))] + [k]
        attrs = {}
    else:
        axis = int(rng.integers(-r, r))
        indices = [dim() if d == axis % r else
                   (data[d] if rng.random() < 0.7 else data[d] // 2)
                   for d in range(r)]
        attrs = {"axis": axis}
    reduction = REDUCTIONS[int(rng.integers(0, len(REDUCTIONS)))]
    # None moves bits, so every element type; the arithmetic ones the types
    # NumPy computes in (no bf16); max and min need an order (no complex).
    etypes = ETYPES if reduction == "none" else [
        t for t in TYPES if reduction in ("add", "mul") or
        not t.startswith("complex")]
    case = Case("random", op, attrs, data, indices,
                etypes[int(rng.integers(0, len(etypes)))],
                ["i32", "i64"][int(rng.integers(0, 2))], grid, {},
                ["error", "clamp", "unchecked"][int(rng.integers(0, 3))],
                reduction=reduction)
    shapes = tensor_shapes(case)
    which = rng.choice(sorted(shapes))
    case.shardings = {which: random_split(rng, shapes[which], grid)}
    # scatter_elements pairs each update with the index of its position:
    # half the time both carry the split (two reshardings where it is not
    # splittable).
    pair = {"indices": "updates", "updates": "indices"}.get(which)
    if op == "scatter_elements" and pair and rng.random() < 0.5:
        case.shardings[pair] = case.shardings[which]
    if case.policy != "unchecked" and rng.random() < 0.3:
        case.bad = [int(rng.integers(0, s)) for s in indices]
    case.name = "random-%s-%s-%s" % (op, reduction, which)
    return case


def lowest_holders(shape, grid, split):
    """Per position of a tensor of `shape` split as `split` over `grid`, the
    lowest rank whose block holds it (gather-run's blocks: rank r at its
    row-major position on the grid; a dimension split over several grid
    axes is split over the first, then each part over the next)."""
    count = int(np.prod(grid))
    lowest = np.full(shape, count, dtype=np.int64)
    # From the highest rank down, so that lower ranks overwrite.
    for rank in reversed(range(count)):
        coordinates = np.unravel_index(rank, grid)
        block = []
        for d, size in enumerate(shape):
            axes = split[d] if d < len(split) else []
            index, parts = 0, 1
            for axis in axes:
                index = index * grid[axis] + coordinates[axis]
                parts *= grid[axis]
            block.append(slice(index * (size // parts),
                               (index + 1) * (size // parts)))
        lowest[tuple(block)] = rank
    return lowest


def plant_several_bad(rng, lowest):
    """Two or three positions for bad indices (as indices of `lowest`'s
    shape): the first in row-major order held only by ranks above the
    lowest rank holding a later one, which would report its own (later)
    bad index if the lowest failing rank reported; or None if every rank's
    positions follow the lower ranks' (a split of the leading dimension)."""
    flat = lowest.ravel()
    # Positions q with an earlier position whose lowest holder is higher.
    earlier = np.concatenate([[-1], np.maximum.accumulate(flat)[:-1]])
    late = np.flatnonzero(earlier > flat)
    if not len(late):
        return None
    last = int(rng.choice(late))
    first = int(rng.choice(np.flatnonzero(flat[:last] > flat[last])))
    positions = [first, last]
    # Sometimes a third anywhere after the first.
    if rng.random() < 0.5:
        positions.append(int(rng.integers(first + 1, flat.size)))
    return [tuple(int(i) for i in np.unravel_index(p, lowest.shape))
            for p in positions]


def several_bad_split(rng, case):
    """A random split of the indices, and the tensors that carry it. A
    scatter_elements' split goes on non-axis dimensions that indices and data
    share, on data, indices and updates alike: the one partition that keeps
    its indices split (propagation makes any other split of a scatter's
    indices whole, where the lowest rank's report is the right one)."""
    shape = case.indices_shape
    if case.op != "scatter_elements":
        return random_split(rng, shape, case.grid), ["indices"]
    axis = case.attrs["axis"] % len(shape)
    # random_split leaves dimensions of size 1 alone.
    splittable = [size if d != axis and size == case.data_shape[d] else 1
                  for d, size in enumerate(shape)]
    return (random_split(rng, splittable, case.grid),
            ["data", "indices", "updates"])


def several_bad_case(rng, number, draw):
    """A random problem of `draw` under the error policy, its indices
    randomly split, with several bad indices (plant_several_bad). The
    scatters are scatter_elements (several_bad_split)."""
    for _ in range(1000):
        case = draw(rng, 2 * number + 1 if draw is random_scatter_case
                    else number)
        if not case.indices_shape:
            continue
        split, tensors = several_bad_split(rng, case)
        positions = plant_several_bad(
            rng, lowest_holders(case.indices_shape, case.grid, split))
        if positions is None:
            continue
        case.policy, case.bad, case.more_bad = "error", None, positions
        case.shardings = {name: split for name in tensors}
        case.name = "several-bad-%s" % case.op
        return case
    raise RuntimeError("no problem with several bad indices was drawn")


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--suite", choices=["strategies",
                                            "scatter-strategies"])
    parser.add_argument("--random", type=int, default=0)
    parser.add_argument("--ops", choices=["gathers", "scatters"],
                        default="gathers", help="the ops of --random")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--several-bad", type=int, default=None,
                        help="random problems with several bad indices "
                        "after the --random ones (default: a tenth of them)")
    parser.add_argument("--gather-run", default="gather-run")
    parser.add_argument("--workdir", required=True)
    parser.add_argument("--timeout", type=int, default=120)
    parser.add_argument("--every", type=int, default=1,
                        help="run only every Nth case (sanitized builds)")
    args = parser.parse_args(argv)
    rng = np.random.default_rng(args.seed)
    if args.suite == "strategies":
        cases = suite_cases()
    elif args.suite == "scatter-strategies":
        cases = suite_cases(scatter_strategy_cases(), scatters=True)
    else:
        draw = random_scatter_case if args.ops == "scatters" else random_case
        cases = [draw(rng, n) for n in range(args.random)]
        # Drawn apart, after the others: those stay as they were.
        several = (args.random // 10 if args.several_bad is None
                   else args.several_bad)
        apart = np.random.default_rng([args.seed, 1])
        cases += [several_bad_case(apart, n, draw) for n in range(several)]
    if args.every < 1:
        parser.error("--every must be at least 1")
    by_processes = {}
    for number, case in enumerate(cases):
        # Inputs are drawn for every case, so that --every runs the same ones.
        if number % args.every != 0:
            make_inputs(rng, case)
            continue
        by_processes.setdefault(case.processes(), []).append(
            (number, case, prepare_case(args, case, number, rng)))
    failed = 0
    for prepared in by_processes.values():
        for (number, case, _), problem in zip(prepared,
                                              run_cases(args, prepared)):
            if problem:
                failed += 1
                print("FAIL %d %s: %s" % (number, case.name, problem))
    ran = len(range(0, len(cases), args.every))
    print("distributed: %d cases, %d passed, %d failed" % (
        ran, ran - failed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
