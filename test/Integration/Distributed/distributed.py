"""Sharded gathers under mpirun against the NumPy reference.

Each case is a gather op with sharding annotations on a grid of 2 or 4
processes; `mpirun -np P gather-run` runs it on the global inputs and its
output must equal, bit for bit, what the op computes on one process
(reference.py, the differential test's reference), or fail with the same
index error. Two modes:

  --suite strategies   every op x partition strategy x policy, on 2 and 4
                       processes, each bad index held by one process;
  --random N --seed S  N random problems with random shardings.

The last line is `distributed: N cases, N passed, M failed`.
"""

import argparse
import os
import subprocess
import sys

import numpy as np

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "Differential"))
from generator import gen_data, tensor_type  # noqa: E402
from reference import (ELEMENT_TYPES, ExpectError, as_bytes,  # noqa: E402
                       reference_gather_axis, reference_gather_elements,
                       reference_gather_nd)

GRIDS = {2: (2,), 4: (4,), "2x2": (2, 2)}


class Case:
    """One sharded gather: op, attributes, shapes, types, grid, shardings
    (per tensor: a list per dimension of grid axes, or None), policy."""

    def __init__(self, name, op, attrs, data_shape, indices_shape, etype,
                 itype, grid, shardings, policy, bad=None):
        self.name, self.op, self.attrs = name, op, attrs
        self.data_shape, self.indices_shape = data_shape, indices_shape
        self.etype, self.itype, self.grid = etype, itype, grid
        self.shardings, self.policy, self.bad = shardings, policy, bad

    def processes(self):
        count = 1
        for size in self.grid:
            count *= size
        return count


def result_shape(case):
    d, i = case.data_shape, case.indices_shape
    if case.op == "gather_nd":
        b = case.attrs["batch_dims"]
        return i[:-1] + d[b + i[-1]:]
    if case.op == "gather_elements":
        return i
    a = case.attrs["axis"]
    b = case.attrs["batch_dims"]
    return d[:a] + i[b:] + d[a + 1:]


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


def program(case):
    grid = "x".join(map(str, case.grid))
    types = {"data": tensor_type(case.data_shape, case.etype),
             "indices": tensor_type(case.indices_shape, case.itype),
             "result": tensor_type(result_shape(case), case.etype)}
    lines = ['shard.grid @grid(shape = %s) {sym_visibility = "private"}' % grid,
             "func.func @f(%%data: %s, %%indices: %s) -> %s {" % (
                 types["data"], types["indices"], types["result"])]
    values = {"data": "%data", "indices": "%indices"}
    for name in ("data", "indices"):
        if case.shardings.get(name) is not None:
            lines.append("  %%s_%s = shard.sharding @grid split_axes = %s : "
                         "!shard.sharding" % (name, sharding_text(
                             case.shardings[name])))
            lines.append("  %%%s_sharded = shard.shard %s to %%s_%s : %s" % (
                name, values[name], name, types[name]))
            values[name] = "%%%s_sharded" % name
    attrs = ", ".join("%s = %d" % item for item in sorted(case.attrs.items()))
    lines.append("  %%g = gather.%s %s, %s%s : (%s, %s) -> %s" % (
        case.op, values["data"], values["indices"],
        " {%s}" % attrs if attrs else "", types["data"], types["indices"],
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


def make_inputs(rng, case):
    data = gen_data(rng, case.etype, case.data_shape)
    if case.op == "gather_nd":
        b = case.attrs["batch_dims"]
        sizes = [case.data_shape[b + j] for j in range(case.indices_shape[-1])]
        sizes = np.broadcast_to(np.array(sizes), case.indices_shape)
    elif case.op == "gather_elements":
        sizes = np.full(case.indices_shape, case.data_shape[case.attrs["axis"]])
    else:
        sizes = np.full(case.indices_shape, case.data_shape[case.attrs["axis"]])
    sizes = np.asarray(sizes, dtype=np.int64)
    indices = np.zeros(case.indices_shape, dtype=np.int64)
    for pos in np.ndindex(*case.indices_shape):
        s = int(sizes[pos])
        indices[pos] = rng.integers(-s, s)
    if case.bad is not None:
        pos = tuple(case.bad)
        indices[pos] = int(sizes[pos]) + 3
    return data, indices.astype(ELEMENT_TYPES[case.itype][0]
                                if case.itype in ELEMENT_TYPES else np.int64)


def expected_outcome(case, data, indices):
    try:
        return reference(case, data, indices), None
    except ExpectError as error:
        return None, str(error)


def run_case(args, case, number, rng):
    work = os.path.join(args.workdir, "%d-%s" % (number, case.name))
    os.makedirs(work, exist_ok=True)
    data, indices = make_inputs(rng, case)
    paths = [os.path.join(work, name) for name in ("data.npy", "indices.npy")]
    np.save(paths[0], data)
    np.save(paths[1], indices)
    source = os.path.join(work, "case.mlir")
    with open(source, "w") as f:
        f.write(program(case))
    out = os.path.join(work, "out.npy")
    if os.path.exists(out):
        os.remove(out)
    command = ["mpirun", "-np", str(case.processes()), args.gather_run, source,
               "-e", "f", "--input=" + paths[0], "--input=" + paths[1],
               "--output=" + out, "--on-out-of-bounds=" + case.policy]
    try:
        proc = subprocess.run(command, capture_output=True, text=True,
                              timeout=args.timeout)
    except subprocess.TimeoutExpired:
        return "timed out after %d s" % args.timeout
    expected, error = expected_outcome(case, data, indices)
    if error is not None:
        if proc.returncode == 0 or "is outside the valid range" not in (
                proc.stderr + proc.stdout) or os.path.exists(out):
            return "expected the index error (%s), got exit %d: %s" % (
                error, proc.returncode, proc.stderr.strip()[-400:])
        value = error.split()[1]
        if ("index %s is" % value) not in proc.stderr + proc.stdout:
            return "error does not name the global index %s: %s" % (
                value, proc.stderr.strip()[-400:])
        if proc.stderr.count("error:") > 1:
            return "the error was reported more than once: %s" % proc.stderr
        return None
    if proc.returncode != 0:
        return "exit %d: %s" % (proc.returncode, proc.stderr.strip()[-600:])
    actual = as_bytes(np.load(out))
    if actual.shape != expected.shape or np.any(actual != expected):
        return "result differs from the reference"
    return None


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


def suite_cases():
    cases = []
    for name, op, attrs, d, i, shardings, bad in strategy_cases():
        for processes in (2, 4):
            grid = GRIDS[processes]
            split = {k: (None if v is None else
                         [[0] if axes else [] for axes in v])
                     for k, v in shardings.items()}
            for policy in ("error", "clamp", "unchecked"):
                for with_bad in ((False, True) if policy != "unchecked"
                                 else (False,)):
                    cases.append(Case(
                        "%s-np%d-%s%s" % (name, processes, policy,
                                          "-bad" if with_bad else ""),
                        op, attrs, d, i, "f32", "i64", grid, split, policy,
                        bad if with_bad else None))
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


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--suite", choices=["strategies"])
    parser.add_argument("--random", type=int, default=0)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--gather-run", default="gather-run")
    parser.add_argument("--workdir", required=True)
    parser.add_argument("--timeout", type=int, default=120)
    parser.add_argument("--every", type=int, default=1,
                        help="run only every Nth case (sanitized builds)")
    args = parser.parse_args(argv)
    rng = np.random.default_rng(args.seed)
    cases = suite_cases() if args.suite else [
        random_case(rng, n) for n in range(args.random)]
    if args.every < 1:
        parser.error("--every must be at least 1")
    failed = 0
    for number, case in enumerate(cases):
        # Inputs are drawn for every case, so that --every runs the same ones.
        if number % args.every != 0:
            make_inputs(rng, case)
            continue
        problem = run_case(args, case, number, rng)
        if problem:
            failed += 1
            print("FAIL %d %s: %s" % (number, case.name, problem))
    ran = len(range(0, len(cases), args.every))
    print("distributed: %d cases, %d passed, %d failed" % (
        ran, ran - failed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
