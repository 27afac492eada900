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

Usage: differential.py [--cases N] [--every N] [--seed S] [--jobs J]
                       [--gather-run PATH]
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

This script runs the cases (gather-opt, gather-run), compares what they give
with the reference, prints the coverage counts and reads the command line;
reference.py holds the NumPy reference, generator.py the random cases and
their kernels, differential_tiled.py the --tiled mode.

Uses only the Python standard library and NumPy (run it with /usr/bin/python3).
"""

import argparse
import collections
import concurrent.futures
import os
import shlex
import shutil
import sys
import tempfile

import numpy as np

import batches
import differential_tiled
# The modes of generation (PROFILE, STRUCTURE, CONSTANTS, TOSA, TENSOR) are
# generator's globals, which main() sets: read them as generator.NAME.
import generator
from generator import (OPERANDS, SHAPE_PROFILES, describe_constants,
                       describe_op, describe_structure, elements_combos,
                       gather_combos, generate_case, kernel_text, nd_combos,
                       plan_cases, prints_unique, result_staticness,
                       tensor_combos)
from reference import (ELEMENT_TYPES, STRUCTURE_RETURNS, ExpectError,
                       as_bytes, normalise_gather_attributes, prod, reference,
                       self_test)

differential_tiled.bind(sys.modules[__name__])

DEFAULT_SEED = 20261121
# gather-run (or gather-opt) command lines per process (batches.py).
BATCH_SIZE = 16
# --tiled: tiling and fusion (differential_tiled.py, which uses this module).
TILED = False

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
            if generator.TOSA and name == "indices":
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
        rc, stderr = run_gather_run(args, command)
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
    return ((["--convert-tosa-to-gather"] if generator.TOSA else [])
            + (["--convert-tensor-to-gather"] if generator.TENSOR else [])
            + (["--canonicalize"] if generator.CONSTANTS else []))


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


# The batches that run the cases' gather-run and gather-opt command lines
# (batches.py).
BATCHES = None


def run_gather_run(args, command):
    """(exit status, or None after a timeout; stderr) of a gather-run
    command line (after the --gather-run-wrapper words), run in a batch."""
    return BATCHES.run(command, len(shlex.split(args.gather_run_wrapper)),
                       args.timeout)


def canonicalize(case, command, output, timeout):
    """Runs the gather-opt command, which writes `output`; None if it
    succeeded (case.gathers_left: the gathers that remain), else lines
    describing the failure."""
    rc, stderr = BATCHES.run(command, 0, timeout)
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
        if generator.CONSTANTS:
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
            prod(case.result_shape)) <= 16 else "17-%d" %
            generator.PROFILE["max_elements"])
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
    parser.add_argument("--every", type=int, default=1,
                        help="run only cases 0, N, 2N, ... of the --cases "
                             "planned (a smaller sample of the same mix)")
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
    global TILED
    generator.PROFILE = SHAPE_PROFILES[args.shapes]
    generator.STRUCTURE = STRUCTURE = args.structure
    generator.CONSTANTS = CONSTANTS = args.constants
    generator.TOSA = TOSA = args.tosa
    generator.TENSOR = TENSOR = args.tensor
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
    if args.every < 1:
        print("differential: error: --every takes a count of at least 1")
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
    numbers = range(0, args.cases, args.every)
    if args.only:
        numbers = [int(n) for n in args.only.split(",")]
    cases = [generate_case(args.seed, n, plans[n]) for n in numbers]
    runner = run_case
    if TILED:
        forms = differential_tiled.plan_forms(args.seed, args.cases)
        cases = [differential_tiled.prepare(args.seed, case, forms[case.number])
                 for case in cases]
        runner = differential_tiled.run_case

    # Many cases are prepared at once, so that batches fill.
    global BATCHES
    BATCHES = batches.Batches(args.jobs, args.rundir, size=BATCH_SIZE)
    workers = max(1, args.jobs) * BATCH_SIZE
    with concurrent.futures.ThreadPoolExecutor(max_workers=workers) as pool:
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
