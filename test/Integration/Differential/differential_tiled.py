"""The tiled/fused mode of differential.py (--tiled).

Each case of differential.py's generator (gather_nd, gather_elements and
gather; the single structure) also goes through upstream's tiling and fusion
transforms: its kernel (kernel.mlir) and a transform script
(transform.mlir, a module with transform.with_named_sequence and
@__transform_main) go through

  gather-opt kernel.mlir --transform-preload-library=transform-library-paths=
      transform.mlir --transform-interpreter --canonicalize
      --mlir-print-debuginfo -o tiled.mlir

and gather-run runs both kernel.mlir and tiled.mlir. Both must give what
the NumPy reference gives (the same bytes, or the error at the gather's
line in kernel.mlir), and the same exit status, stdout, stderr and output
files as each other: a tiled gather keeps every check of the whole gather
(docs/Dialect.md, "Tiling and fusion").

Forms (a deck per run, so each comes up evenly), with random tile sizes per
result dimension (0 = untiled, 1, sizes that divide the dimension and sizes
that do not, sizes larger than it):
  for            transform.structured.tile_using_for on the gather, in some
                 cases with an interchange;
  forall         transform.structured.tile_using_forall on the gather;
  fuse-producer  the indices computed by a linalg.generic that adds a
                 constant (0, small, or the type's extremes, wrapping; the
                 inputs hold indices minus it), and
                 transform.structured.fuse on the gather, which fuses that
                 producer into the tiles (scf.for, or scf.forall with
                 use_forall);
  fuse-consumer  an elementwise linalg.generic consumer of the gather (negf
                 on floats, absi on signless integers but i1, a copy
                 otherwise: differential.py's epilogue), tiled by
                 transform.structured.fuse, which fuses the gather;
  fuse-both      both generics, the consumer fused with the gather and the
                 producer;
  fuse-into      the consumer tiled by tile_using_forall, and the gather
                 (then in half of them the producer) fused into its scf.forall
                 by fuse_into_containing_op.
(tile_using_forall with no non-zero tile size crashes upstream's
transform, so forall forms tile at least one dimension, and rank-0 results
take the scf.for forms.)

Case variants on top of the generator's kinds (from a random stream of
their own, so the base problem stays the generator's):
  mismatch   run-time operand sizes that disagree, under error, clamp or
             assert: a batch dimension of gather_nd or gather dynamic in
             data and indices with different sizes at run time; indices
             larger than data on a dimension of gather_elements other than
             the axis; a static result size that dynamic operands contradict.
             Both runs must fail with `error: shape mismatch at` the gather's
             line;
  empty-bad  gather_nd or gather with a size-0 data dimension that only the
             result has (so the result is empty and no tile runs) and a
             planted out-of-range index: error (and assert) must report it,
             clamp must return the empty result.
In some cases whose policy is error, the policy is assert instead (a report
on stderr and an abort, SIGABRT), with the same expectations.
"""

import os
import shlex
import shutil
import signal
import subprocess

import numpy as np

import generator as G
import reference as R

D = None  # the differential module that runs this one (see bind)
TILED_STREAM = 0x711ED
FORMS = [("for", 6), ("forall", 4), ("fuse-producer", 3),
         ("fuse-consumer", 3), ("fuse-both", 3), ("fuse-into", 3)]
PRODUCER_FORMS = ("fuse-producer", "fuse-both")
CONSUMER_FORMS = ("fuse-consumer", "fuse-both", "fuse-into")
P_MISMATCH = 0.15
P_EMPTY_BAD = 0.15
P_ASSERT = 0.2
P_INTERCHANGE = 0.3
P_USE_FORALL = 0.3
# A known failure, which the generator avoids unless --tiled-known-failures
# sets KNOWN_FAILURES: static size-0 dims. A gather with such an operand
# refuses tiling with a diagnostic, since LLVM 22's tensor.extract_slice
# verifier rejects every offset into such a dim, and upstream's own linalg
# tiling crashes on them (computeTileSizes, e.g. a consumer fused with
# use_forall). Avoided: size-0 dims are dynamic in the types (they stay 0 at
# run time), and no static result size is declared 0.
KNOWN_FAILURES = False
INDEX_OFFSETS = [0, 0, 0, 1, -1, 3, -7, 1000, -(1 << 31), (1 << 31) - 1]
ANY = "!transform.any_op"


def bind(module):
    """Uses `module` (differential.py as it runs, which importing it again
    would load a second time) for the checks; the generator and the
    reference come from generator.py and reference.py."""
    global D
    D = module


def plan_forms(seed, count):
    rng = np.random.default_rng([seed, TILED_STREAM])
    deck = G.Deck(rng, [form for form, weight in FORMS for _ in range(weight)])
    return [deck.draw() for _ in range(count)]


# ---------------------------------------------------------------------------
# Case variants
# ---------------------------------------------------------------------------

def gather_ab(case):
    return R.normalise_gather_attributes(len(case.data_shape),
                                         len(case.indices_shape), case.attr)


def batch_count(case):
    if case.op == "nd":
        return case.attr
    if case.op == "ga":
        return gather_ab(case)[1]
    return 0


def mismatch_choices(case):
    choices = []
    if batch_count(case) > 0:
        choices.append("batch")
    if case.op == "el" and len(case.data_shape) >= 2:
        choices.append("elements")
    if case.result_shape:
        choices.append("result")
    return choices


def regenerate_indices(rng, case, kind):
    saved, case.kind = case.kind, kind
    case.indices = G.generate_indices(rng, case)
    case.kind = saved


def make_mismatch(rng, case, choices):
    what = choices[int(rng.integers(0, len(choices)))]
    if what == "batch":
        i = int(rng.integers(0, batch_count(case)))
        size = case.data_shape[i]
        other = [s for s in range(1, size + 4) if s != size]
        case.indices_shape[i] = other[int(rng.integers(0, len(other)))]
        case.data_dims[i] = case.indices_dims[i] = None
        case.detail = "batch dim %d: data %d, indices %d" % (
            i, size, case.indices_shape[i])
    elif what == "elements":
        r = len(case.data_shape)
        axis = case.attr + r if case.attr < 0 else case.attr
        dims = [d for d in range(r) if d != axis]
        d = dims[int(rng.integers(0, len(dims)))]
        case.indices_shape[d] = case.data_shape[d] + int(rng.integers(1, 4))
        case.data_dims[d] = case.indices_dims[d] = None
        case.result_shape[d] = case.indices_shape[d]
        case.result_dims[d] = (None if rng.random() < 0.5
                               else case.indices_shape[d])
        case.detail = "indices dim %d: %d > data's %d" % (
            d, case.indices_shape[d], case.data_shape[d])
    else:
        j = int(rng.integers(0, len(case.result_shape)))
        for which, i in G.result_dim_sources(case)[j]:
            (case.data_dims if which == "d" else case.indices_dims)[i] = None
        actual = case.result_shape[j]
        # A smaller size, but 0 only with KNOWN_FAILURES (see there).
        most = actual if KNOWN_FAILURES else actual - 1
        if most > 0 and rng.random() < 0.5:
            declared = actual - int(rng.integers(1, most + 1))
        else:
            declared = actual + int(rng.integers(1, 4))
        case.result_dims[j] = declared
        case.detail = "result dim %d: %d, type says %d" % (j, actual,
                                                           declared)
    case.mismatch = what
    case.kind = "mismatch"
    # Valid values (for the data's sizes): only the sizes are wrong.
    regenerate_indices(rng, case, "mismatch")
    if case.policy not in ("error", "clamp"):
        case.policy = "error" if rng.random() < 0.6 else "clamp"
        case.policy_flag = case.policy != "error" or rng.random() < 0.5


def empty_choices(case):
    """Data dims that only the result has (setting one to 0 empties the
    result, not the indices), in cases without size-0 dims."""
    if case.zero or case.kind == "zerodim" or 0 in case.indices_shape:
        return []
    r = len(case.data_shape)
    if case.op == "nd":
        return list(range(case.attr + case.indices_shape[-1], r))
    if case.op == "ga":
        a, b = gather_ab(case)
        return [d for d in range(b, r) if d != a]
    return []


def make_empty_bad(rng, case, dims):
    d = dims[int(rng.integers(0, len(dims)))]
    q = len(case.indices_shape)
    case.data_shape[d] = 0
    if case.data_dims[d] is not None:
        case.data_dims[d] = 0
    if case.op == "nd":
        b, k = case.attr, case.indices_shape[-1]
        j = (q - 1) + (d - b - k)
    else:
        a, b = gather_ab(case)
        j = d if d < a else a + (q - b) + (d - a - 1)
    case.result_shape[j] = 0
    if case.result_dims[j] is not None:
        case.result_dims[j] = 0
    case.data = G.gen_data(rng, case.etype, case.data_shape)
    case.policy = "clamp" if rng.random() < 0.3 else "error"
    case.policy_flag = case.policy != "error" or rng.random() < 0.5
    regenerate_indices(rng, case, "planted")
    case.kind = "empty-bad"
    case.zero = "result-only data dim + planted bad index"
    case.detail = "data dim %d is 0" % d


def tile_size(rng, n):
    c = rng.random()
    if c < 0.2:
        return 0
    if c < 0.4:
        return 1
    if c < 0.8 and n >= 2:
        return int(rng.integers(2, n + 1))  # divides or not, or n
    return max(n, 1) + int(rng.integers(1, 5))  # larger than the dim


def prepare(seed, case, form):
    """Turns a generated case into a tiled one (see the top)."""
    rng = np.random.default_rng([seed, case.number, TILED_STREAM])
    case.mismatch, case.detail = None, None
    variant = rng.random()
    if variant < P_MISMATCH and mismatch_choices(case):
        make_mismatch(rng, case, mismatch_choices(case))
    elif (P_MISMATCH <= variant < P_MISMATCH + P_EMPTY_BAD
          and empty_choices(case)):
        make_empty_bad(rng, case, empty_choices(case))
    if case.policy == "error" and rng.random() < P_ASSERT:
        case.policy, case.policy_flag = "assert", True
    if not KNOWN_FAILURES:
        for dims in (case.data_dims, case.indices_dims, case.result_dims):
            dims[:] = [None if size == 0 else size for size in dims]
    rank = len(case.result_shape)
    if rank == 0:  # no forall with nothing to tile (see the top)
        form = {"forall": "for", "fuse-into": "fuse-consumer"}.get(form, form)
    case.form = form
    case.tile_sizes = [tile_size(rng, n) for n in case.result_shape]
    if form in ("forall", "fuse-into") and not any(case.tile_sizes):
        case.tile_sizes[int(rng.integers(0, rank))] = 1 + int(
            rng.integers(0, 3))
    case.interchange = None
    if (form in ("for",) + PRODUCER_FORMS + ("fuse-consumer",) and rank >= 2
            and rng.random() < P_INTERCHANGE):
        case.interchange = [int(i) for i in rng.permutation(rank)]
    case.use_forall = (form in PRODUCER_FORMS + ("fuse-consumer",)
                       and any(case.tile_sizes)
                       and rng.random() < P_USE_FORALL)
    case.index_offset = None
    if form in PRODUCER_FORMS or (form == "fuse-into" and rng.random() < 0.5):
        case.index_offset = INDEX_OFFSETS[int(rng.integers(
            0, len(INDEX_OFFSETS)))]
    case.tiled_loops = None  # what tiled.mlir holds (see run_case)
    return case


# ---------------------------------------------------------------------------
# Kernel and transform script
# ---------------------------------------------------------------------------

def identity_map(rank):
    dims = ", ".join("d%d" % i for i in range(rank))
    return "affine_map<(%s) -> (%s)>" % (dims, dims)


def elementwise(name, source, stype, dims, element, body, attr):
    """`%name = linalg.generic` over source (of type stype with `dims`),
    computing `body` (lines using %a, defining %v; none: a copy) per
    element."""
    lines, sizes = [], []
    for i, size in enumerate(dims):
        if size is None:
            lines += ["%%%s_c%d = arith.constant %d : index" % (name, i, i),
                      "%%%s_n%d = tensor.dim %s, %%%s_c%d : %s" % (
                          name, i, source, name, i, stype)]
            sizes.append("%%%s_n%d" % (name, i))
    lines.append("%%%s_init = tensor.empty(%s) : %s" % (
        name, ", ".join(sizes), stype))
    m = identity_map(len(dims))
    lines.append(
        "%%%s = linalg.generic {indexing_maps = [%s, %s], iterator_types = "
        "[%s]} ins(%s : %s) outs(%%%s_init : %s) attrs = {%s} {" % (
            name, m, m, ", ".join(['"parallel"'] * len(dims)), source, stype,
            name, stype, attr))
    lines.append("^bb0(%%a: %s, %%o: %s):" % (element, element))
    lines += ["  " + line for line in body]
    lines += ["  linalg.yield %s : %s" % ("%v" if body else "%a", element),
              "} -> %s" % stype]
    return lines


def kernel_text(case):
    dt = G.tensor_type(case.data_dims, case.etype)
    it = G.tensor_type(case.indices_dims, case.itype)
    rt = G.tensor_type(case.result_dims, case.etype)
    lines = []
    indices_arg = "%indices"
    if case.index_offset is not None:
        indices_arg = "%raw_indices"
        lines += ["%%offset = arith.constant %d : %s" % (case.index_offset,
                                                         case.itype)]
        lines += elementwise("indices", indices_arg, it, case.indices_dims,
                             case.itype,
                             ["%%v = arith.addi %%a, %%offset : %s" % case.itype],
                             "producer")
    lines.append(G.gather_op(case, "%0", "%data", (dt, it, rt)))
    result = "%0"
    if case.form in CONSUMER_FORMS:
        op = R.epilogue_op(case.etype)
        body = ["%%v = %s %%a : %s" % (op, case.etype)] if op else []
        lines += elementwise("out", "%0", rt, case.result_dims, case.etype,
                             body, "consumer")
        result = "%out"
    lines.append("return %s : %s" % (result, rt))
    return "// Differential case %d (tiled, %s): %s, kind %s, policy %s\n%s" % (
        case.number, case.form, G.op_name(case), case.kind, case.policy,
        G.function("func.func @gather_case(%%data: %s, %s: %s) -> %s" % (
            dt, indices_arg, it, rt), lines))


def sizes_text(sizes):
    return "[%s]" % ", ".join(map(str, sizes))


def transform_text(case):
    match = ('%%%s = transform.structured.match ops{["%s"]}%s in %%root : '
             '(%s) -> %s')
    lines = [match % ("g", G.op_name(case), "", ANY, ANY)]
    if case.form in CONSUMER_FORMS:
        lines.append(match % ("c", "linalg.generic", " attributes{consumer}",
                              ANY, ANY))
    if case.index_offset is not None:
        lines.append(match % ("p", "linalg.generic", " attributes{producer}",
                              ANY, ANY))
    nonzero = sum(1 for t in case.tile_sizes if t)
    sizes = sizes_text(case.tile_sizes)
    form = case.form
    if form == "for":
        interchange = (" interchange = " + sizes_text(case.interchange)
                       if case.interchange else "")
        lines.append(tile_line("tile_using_for %%g tile_sizes %s%s" % (
            sizes, interchange), 1 + nonzero))
    elif form == "forall":
        lines.append(tile_line("tile_using_forall %%g tile_sizes %s" % sizes, 2))
    elif form == "fuse-into":
        lines.append(tile_line("tile_using_forall %%c tile_sizes %s" % sizes, 2,
                               "%t, %forall"))
        lines.append("%%fg, %%l1 = transform.structured.fuse_into_containing_op"
                     " %%g into %%forall : (%s, %s) -> (%s, %s)" % ((ANY,) * 4))
        if case.index_offset is not None:
            lines.append("%%fp, %%l2 = transform.structured."
                         "fuse_into_containing_op %%p into %%l1 : "
                         "(%s, %s) -> (%s, %s)" % ((ANY,) * 4))
    else:
        target = "%g" if form == "fuse-producer" else "%c"
        interchange = (" interchange " + sizes_text(case.interchange)
                       if case.interchange else "")
        loops = (1 if nonzero else 0) if case.use_forall else nonzero
        lines.append(tile_line("fuse %s tile_sizes %s%s%s" % (
            target, sizes, interchange,
            " {use_forall}" if case.use_forall else ""), 1 + loops))
    lines.append("transform.yield")
    return ("module attributes {transform.with_named_sequence} {\n"
            "  transform.named_sequence @__transform_main(%%root: %s "
            "{transform.readonly}) {\n%s  }\n}\n" % (
                ANY, "".join("    %s\n" % line for line in lines)))


def tile_line(op, results, names=None):
    if names is None:
        names = "%%t:%d" % results if results > 1 else "%t"
    types = ", ".join([ANY] * results)
    return "%s = transform.structured.%s : (%s) -> %s" % (
        names, op.replace("%%", "%"), ANY,
        "(%s)" % types if results > 1 else types)


def raw_indices(case):
    """The indices input: case.indices minus the producer's offset, wrapping
    as arith.addi does."""
    if case.index_offset is None:
        return case.indices
    dtype = case.indices.dtype
    unsigned = np.dtype(dtype.str.replace("i", "u"))
    offset = np.array(case.index_offset % (1 << (8 * dtype.itemsize)),
                      dtype=unsigned)
    return (case.indices.view(unsigned) - offset).view(dtype)


# ---------------------------------------------------------------------------
# Running and comparing
# ---------------------------------------------------------------------------

def run(command, timeout):
    """(exit status or None after a timeout, stdout, stderr)."""
    try:
        proc = subprocess.run(command, stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, timeout=timeout)
        return (proc.returncode, proc.stdout.decode(errors="replace"),
                proc.stderr.decode(errors="replace"))
    except subprocess.TimeoutExpired:
        return None, "", "timed out after %d s" % timeout


def batched(outcome):
    """run's (exit status, stdout, stderr) of a batched run's (exit status,
    stderr): a batch keeps no stdout, and these runs print nothing there."""
    status, stderr = outcome
    return status, "", stderr


def expectation(case):
    """(expected raw bytes of the result, None) or (None, the error)."""
    if case.kind == "mismatch":
        return None, "shape mismatch"
    if case.kind == "empty-bad":
        try:
            expected, error = R.reference(case), None
        except R.ExpectError as failure:
            expected, error = None, str(failure)
        if (error is None) != (case.policy == "clamp"):
            raise AssertionError("case %d: generator bug: empty-bad under %s: "
                                 "%s" % (case.number, case.policy, error))
    else:
        expected, error = D.expectation(case)
    if expected is not None and case.form in CONSUMER_FORMS:
        expected = [R.reference_epilogue(case.etype, expected[0])]
    return expected, error


def check_run(case, expected, error, result, outs, location):
    """Lines describing how one gather-run run differs from the reference
    (none if it does not)."""
    rc, stdout, stderr = result
    if error is not None and case.policy == "assert":
        # The kernel's report goes to stdout, then it aborts.
        stderr = stdout + stderr
        if rc != -signal.SIGABRT:
            return ["expected an abort (exit status %d) under assert, got %s"
                    % (-signal.SIGABRT, rc)] + D.stderr_tail(stderr)
        rc = 1
    if case.kind == "mismatch":
        problems = []
        if rc != 1:
            problems.append("expected exit status 1 (shape mismatch), got %s"
                            % rc)
        if "error: shape mismatch at " + location not in stderr:
            problems.append("expected `error: shape mismatch at %s` on stderr"
                            % location)
        if any(os.path.exists(path) for path in outs):
            problems.append("an output file was written despite the error")
        return problems + D.stderr_tail(stderr) if problems else []
    return D.check(case, expected, error, rc, stderr, outs, location) or []


def file_bytes(path):
    if not os.path.exists(path):
        return None
    with open(path, "rb") as f:
        return f.read()


def run_case(args, case):
    """Writes, transforms, runs and checks one case; returns (passed,
    message lines)."""
    directory = os.path.join(args.rundir, "case-%04d" % case.number)
    os.makedirs(directory)
    kernel = os.path.join(directory, "kernel.mlir")
    script = os.path.join(directory, "transform.mlir")
    tiled = os.path.join(directory, "tiled.mlir")
    text = kernel_text(case)
    with open(kernel, "w") as f:
        f.write(text)
    with open(script, "w") as f:
        f.write(transform_text(case))
    inputs = [os.path.join(directory, name + ".npy") for name in G.OPERANDS]
    np.save(inputs[0], case.data)
    np.save(inputs[1], raw_indices(case))
    outs = {which: [os.path.join(directory, "out-%s.npy" % which)]
            for which in ("untiled", "tiled")}
    opt = [args.gather_opt, kernel,
           "--transform-preload-library=transform-library-paths=" + script,
           "--transform-interpreter", "--canonicalize",
           "--mlir-print-debuginfo", "-o", tiled]

    def command(path, which):
        words = shlex.split(args.gather_run_wrapper) + [
            args.gather_run, path, "-e", "gather_case"] + [
            "--input=" + p for p in inputs] + [
            "--output=" + p for p in outs[which]]
        if case.policy_flag:
            words.append("--on-out-of-bounds=" + case.policy)
        return words + args.gather_run_flag

    commands = [opt, command(kernel, "untiled"), command(tiled, "tiled")]
    expected, error = expectation(case)
    location = "%s:%d:" % (kernel, D.gather_line(text))
    problems = []
    rc, _, stderr = batched(D.BATCHES.run(opt, 0, args.timeout))
    if rc != 0:
        problems = (["gather-opt (transform) failed with exit status %s" % rc]
                    + D.stderr_tail(stderr))
    else:
        with open(tiled) as f:
            tiled_text = f.read()
        case.tiled_loops = ("scf.forall" if "scf.forall" in tiled_text
                            else "scf.for" if "scf.for " in tiled_text
                            else "none (one tile)")
        # A kernel that aborts (assert) would end a batch: it runs alone.
        results = {which: run(commands[n], args.timeout)
                   if case.policy == "assert" else
                   batched(D.run_gather_run(args, commands[n]))
                   for n, which in ((1, "untiled"), (2, "tiled"))}
        for which in ("untiled", "tiled"):
            problems += ["%s: %s" % (which, line) for line in check_run(
                case, expected, error, results[which], outs[which], location)]
        if results["untiled"] != results["tiled"]:
            problems.append("untiled and tiled runs differ:")
            for which in ("untiled", "tiled"):
                rc, stdout, stderr = results[which]
                problems.append("  %s: exit %s, stdout %r" % (which, rc,
                                                             stdout[:200]))
                problems += ["  " + l for l in D.stderr_tail(stderr)]
        elif file_bytes(outs["untiled"][0]) != file_bytes(outs["tiled"][0]):
            problems.append("untiled and tiled output files differ")
    if not problems:
        if not args.keep_all:
            shutil.rmtree(directory, ignore_errors=True)
        return True, []
    lines = ["FAIL case %d (tiled, %s; %s, %s %s, indices %s %s, result %s, "
             "kind %s, policy %s%s)" % (
                 case.number, describe_form(case), G.describe_op(case),
                 case.etype, "x".join(map(str, case.data_shape)) or
                 "scalar", "x".join(map(str, case.indices_shape)) or "scalar",
                 case.itype, "x".join(map(str, case.result_shape)) or
                 "scalar", case.kind, case.policy,
                 "".join(", " + text for text in (case.zero, case.detail)
                         if text))]
    lines.append("  directory: %s%s" % (directory, "" if args.keep else
                                        " (removed; rerun with --keep)"))
    lines.extend("  command: " + " ".join(shlex.quote(w) for w in cmd)
                 for cmd in commands)
    lines.append("  reproduce: " + D.reproduce_command(args, case.number))
    lines.extend("  " + l for l in problems)
    if not args.keep:
        shutil.rmtree(directory, ignore_errors=True)
    return False, lines


def describe_form(case):
    text = "%s tile_sizes %s" % (case.form, sizes_text(case.tile_sizes))
    if case.interchange:
        text += " interchange %s" % sizes_text(case.interchange)
    if case.use_forall:
        text += " use_forall"
    if case.index_offset is not None:
        text += " index offset %d" % case.index_offset
    return text


# ---------------------------------------------------------------------------
# Statistics
# ---------------------------------------------------------------------------

def tile_kind(t, n):
    if t == 0:
        return "0 (untiled)"
    if t == 1:
        return "1"
    if t > n:
        return "larger than the dim"
    return "divides the dim" if n % t == 0 else "does not divide the dim"


def count_case(count, case):
    """Counts (count(key, value)) what is particular to a tiled case."""
    count("tiled form", case.form)
    count("tiled: tiled vs fused", "fused" if case.form.startswith("fuse")
          else "tiled")
    count("tiled: loops in tiled.mlir", case.tiled_loops or "transform failed")
    for t, n in zip(case.tile_sizes, case.result_shape):
        count("tiled: tile sizes", tile_kind(t, n))
    count("tiled: interchange", "yes" if case.interchange else "no")
    count("tiled: use_forall", "yes" if case.use_forall else "no")
    count("tiled: index producer offset", "none" if case.index_offset is None
          else case.index_offset)
    count("tiled: shape mismatch", case.mismatch or "none")


def summary(cases):
    forms = [case.form for case in cases]
    fused = sum(1 for form in forms if form.startswith("fuse"))
    return ("differential: tiled: %d tiled (for %d, forall %d), %d fused; "
            "%d shape mismatches, %d empty results with a bad index, "
            "%d under assert" % (
                len(cases) - fused, forms.count("for"), forms.count("forall"),
                fused, sum(1 for c in cases if c.kind == "mismatch"),
                sum(1 for c in cases if c.kind == "empty-bad"),
                sum(1 for c in cases if c.policy == "assert")))
