#!/usr/bin/python3
"""gather.embedding_bag through gather-run, against PyTorch and a reference.

Seeded random problems, each a one-function kernel, .npy inputs and the
expected result (or the expected error), run in gather-run batches and
compared bit for bit: weight [V, D] of f32, f16 or bf16; 1-D ids with
offsets (i32 or i64 each) or 2-D ids; modes sum (with and without
per_sample_weights), mean and max; padding_idx (negative ones too); empty
bags; include_last_offset, with ids after the last offset; static and
dynamic shapes; the error, clamp and unchecked policies, with bad ids
(negative, past the end) and bad offsets (not starting at 0, decreasing,
past the end of the ids) planted under error and clamp.

The reference, this dialect's semantics (docs/Dialect.md): each bag's kept
ids (those not padding_idx) in order, accumulated in f32 (sum: adds; with
per_sample_weights a fused multiply-add; max: the first row, then each
value where greater), mean divided by the count in f32, rounded once to
weight's type; empty bags zero. With --torch, every case that PyTorch 1.13
computes the same way (not bf16, which it refuses; not an f16 mean, which
it rounds twice; not ids past the last offset under include_last_offset
with mean, max or a padding id, where it is wrong; no planted error) is
also run through torch.nn.functional.embedding_bag, on 1 and 2 threads,
which must agree with the reference bit for bit.

With --tiled, each kernel first goes through upstream's tiling transforms
(gather-opt --transform-interpreter --canonicalize), with tile sizes of
bags and columns drawn per case (0 = whole, 1, small, larger than the
dimension): tile_using_for, tile_using_forall, or an elementwise consumer
(negf) tiled by tile_using_forall with the embedding_bag fused into its
loop (fuse_into_containing_op). The tiled kernel must give the reference
(negated for the consumer), or its error.

Usage: embedding_bag.py --random N [--every N] [--seed S] [--torch]
           [--tiled] [--gather-run PATH] [--gather-opt PATH]
           [--workdir DIR] [--timeout SECONDS] [--gather-run-flag=FLAG ...]
Prints `embedding-bag: N cases, P passed, F failed` (with --torch, also
how many PyTorch checked), each failure before.
"""

import argparse
import os
import random
import sys
from fractions import Fraction

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "Differential"))
sys.path.insert(0, os.path.join(HERE, "..", "BlockQuantized"))
from batches import run_all  # noqa: E402
from outcomes import check_outcome  # noqa: E402
from block_quantized import from_bf16_words, to_bf16_words  # noqa: E402

MODES = ("sum", "mean", "max")
POLICIES = ("error", "clamp", "unchecked")
NUMPY_TYPES = {"f32": np.float32, "f16": np.float16}
INDEX_TYPES = {"i32": np.int32, "i64": np.int64}


def round_to(values, element):
    """f32 `values` rounded once to `element`, as gather-run exchanges it
    (bf16 as raw 16-bit words)."""
    values = np.asarray(values, dtype=np.float32)
    if element == "bf16":
        return to_bf16_words(values)
    return values.astype(NUMPY_TYPES.get(element, np.float32))


def as_f32(array, element):
    if element == "bf16":
        return from_bf16_words(array)
    return np.asarray(array).astype(np.float32)


def fma32(factor, row, acc):
    """factor * row + acc rounded once to f32, lane by lane: the product is
    exact in f64, and where the f64 sum's rounding may decide the f32 one
    (a sum on a midpoint of two f32 values) it is settled exactly."""
    exact = np.float64(factor) * row.astype(np.float64)
    total = exact + acc.astype(np.float64)
    result = total.astype(np.float32)
    inexact = np.isfinite(total) & (total != result.astype(np.float64))
    for lane in np.flatnonzero(inexact):
        below = np.nextafter(result[lane], np.float32(-np.inf))
        above = np.nextafter(result[lane], np.float32(np.inf))
        for low, high in ((below, result[lane]), (result[lane], above)):
            middle = (Fraction(float(low)) + Fraction(float(high))) / 2
            if Fraction(float(total[lane])) != middle:
                continue
            value = Fraction(float(factor)) * Fraction(float(row[lane])) + \
                Fraction(float(acc[lane]))
            if value != middle:
                result[lane] = low if value < middle else high
    return result


def pool(rows, kept, mode, factors):
    """One bag's f32 result row from the f32 `rows` of its `kept` ids."""
    acc = np.zeros(rows.shape[1], dtype=np.float32)
    for n, j in enumerate(kept):
        row = rows[j]
        if mode == "max":
            acc = row.copy() if n == 0 else np.where(row > acc, row, acc)
        elif factors is not None:
            acc = fma32(factors[j], row, acc)
        else:
            acc = (acc + row).astype(np.float32)
    if mode == "mean" and kept:
        acc = (acc / np.float32(len(kept))).astype(np.float32)
    return acc


class Case:
    def __init__(self, name):
        self.name = name
        self.offsets = self.weights = self.padding = None
        self.last_offset = False
        self.planted = None
        self.form = None

    def bags(self):
        """(start, end) of each bag, in positions of the flat ids."""
        if self.offsets is None:
            count, length = self.ids.shape
            return [(b * length, (b + 1) * length) for b in range(count)]
        offsets = [int(o) for o in self.offsets]
        if self.last_offset:
            return list(zip(offsets[:-1], offsets[1:]))
        return list(zip(offsets, offsets[1:] + [self.ids.size]))

    def reference(self):
        """The expected result, or the words of the expected error."""
        rows = as_f32(self.weight, self.element)
        ids = self.ids.ravel().astype(np.int64)
        count = len(rows)
        error = self.offsets_error()
        if error:
            return error
        bad = [p for p, i in enumerate(ids)
               if (count == 0 if self.policy == "clamp"
                   else not 0 <= i < count)]
        if bad and self.policy != "unchecked":
            if count == 0:
                return "id %d cannot address weight, which has no rows" % (
                    ids[bad[0]])
            return "id %d is outside the valid range [0, %d] of weight's " \
                "rows (element %d of indices" % (ids[bad[0]], count - 1,
                                                 bad[0])
        if self.policy == "clamp":
            clamped = np.clip(ids, 0, count - 1)
        else:
            clamped = ids
        padding = self.padding
        if padding is not None and padding < 0:
            padding += count
        factors = None
        if self.weights is not None:
            factors = as_f32(self.weights, self.element).ravel()
        gathered = rows[clamped] if len(clamped) else np.zeros(
            (0, self.weight.shape[1]), np.float32)
        result = [pool(gathered, [j for j in range(start, end)
                                  if ids[j] != padding], self.mode, factors)
                  for start, end in self.bags()]
        result = np.array(result, dtype=np.float32).reshape(
            len(result), self.weight.shape[1])
        return round_to(result, self.element)

    def offsets_error(self):
        if self.offsets is None or self.policy == "unchecked":
            return None
        offsets = [int(o) for o in self.offsets]
        for p, offset in enumerate(offsets):
            if p == 0 and offset != 0:
                return "offsets[0] is %d, but the first bag starts at 0" % (
                    offset)
            if p > 0 and offset < offsets[p - 1]:
                return "offsets[%d] is %d, less than offsets[%d] (%d)" % (
                    p, offset, p - 1, offsets[p - 1])
            if offset > self.ids.size:
                return "offsets[%d] is %d, past the end of indices (%d " \
                    "ids)" % (p, offset, self.ids.size)
        return None

    def torch_computes_alike(self):
        """Whether PyTorch 1.13 computes this case as the reference does."""
        if self.element == "bf16" or self.planted or self.policy == "clamp":
            return False
        if self.element == "f16" and self.mode == "mean":
            return False
        # No rows, or bags of no ids in 2-D form (its arange of offsets
        # fails on a step of 0).
        if len(self.weight) == 0 or (self.offsets is None and
                                     self.ids.shape[1] == 0):
            return False
        # It fuses the multiply-add of weighted rows only on its fast path
        # (no padding_idx) and there in its vector loop over groups of 8
        # columns; the rest round twice.
        if self.weights is not None and (self.weight.shape[1] % 8 != 0 or
                                         self.padding is not None):
            return False
        if self.last_offset and int(self.offsets[-1]) < self.ids.size and (
                self.mode != "sum" or self.padding is not None):
            return False
        # No bag but ids: it crashes in mode max or with a padding id.
        if not self.bags() and self.ids.size and (
                self.mode == "max" or self.padding is not None):
            return False
        return True

    def inputs(self):
        arrays = [self.weight, self.ids]
        if self.offsets is not None:
            arrays.append(self.offsets)
        if self.weights is not None:
            arrays.append(self.weights)
        return arrays

    def kernel(self, result_shape):
        def text(shape, element, dynamic):
            dims = ["?" if dynamic else str(s) for s in shape]
            return "tensor<%s>" % "x".join(dims + [element])
        types = [text(self.weight.shape, self.element, self.dynamic),
                 text(self.ids.shape, self.id_type, self.dynamic)]
        operands = "%w, %i"
        arguments = ["%%w: %s" % types[0], "%%i: %s" % types[1]]
        if self.offsets is not None:
            types.append(text(self.offsets.shape, self.offset_type,
                              self.dynamic))
            arguments.append("%%o: %s" % types[-1])
            operands += " offsets(%o)"
        if self.weights is not None:
            types.append(text(self.weights.shape, self.element, self.dynamic))
            arguments.append("%%p: %s" % types[-1])
            operands += " per_sample_weights(%p)"
        attributes = []
        if self.last_offset:
            attributes.append("include_last_offset")
        if self.padding is not None:
            attributes.append("padding_idx = %d : i64" % self.padding)
        attrs = " {%s}" % ", ".join(attributes) if attributes else ""
        result = text(result_shape, self.element, self.dynamic)
        body = "  %%0 = gather.embedding_bag %s %s%s : (%s) -> %s\n" % (
            self.mode, operands, attrs, ", ".join(types), result)
        returned = "%0"
        if self.form == "fuse-into":
            body += negation("%0", result, self.element, self.dynamic)
            returned = "%neg"
        return "func.func @%s(%s) -> %s {\n%s  return %s : %s\n}\n" % (
            self.name, ", ".join(arguments), result, body, returned, result)

    def result_shape(self):
        columns = self.weight.shape[1]
        if self.offsets is None:
            return [self.ids.shape[0], columns]
        return [len(self.offsets) - (1 if self.last_offset else 0), columns]


#===-----------------------------------------------------------------------===#
# Random problems
#===-----------------------------------------------------------------------===#


def random_offsets(rng, count, length):
    """`count` offsets of a valid bag structure over `length` ids: 0 first,
    never decreasing (empty bags too), within the ids."""
    if count == 0:
        return []
    inner = sorted(rng.randint(0, length) for _ in range(count - 1))
    return [0] + inner


def plant_bad_offset(rng, offsets, length):
    """A copy of `offsets` breaking one rule, when it can."""
    offsets = list(offsets)
    choices = ["start"]
    if len(offsets) > 1:
        choices += ["decrease", "past"]
    rule = rng.choice(choices)
    if rule == "start":
        offsets[0] = rng.choice([1, -1, length + 1])
    elif rule == "decrease":
        p = rng.randrange(1, len(offsets))
        offsets[p] = offsets[p - 1] - 1 - rng.randint(0, 2)
    else:
        offsets[-1] = length + 1 + rng.randint(0, 3)
    return offsets


def random_case(rng, number):
    case = Case("eb%d" % number)
    case.element = rng.choice(["f32", "f32", "f16", "f16", "bf16"])
    rows = rng.choice([0, 1, 2, 5, 17, 40]) if rng.random() < 0.9 else 0
    columns = rng.choice([1, 3, 8, 16, 24, 64, 70, 130])
    case.dynamic = rng.random() < 0.3
    values = np.array([rng.uniform(-4, 4) for _ in range(rows * columns)],
                      dtype=np.float32).reshape(rows, columns)
    if rng.random() < 0.2 and values.size:
        values.ravel()[rng.randrange(values.size)] = np.nan
    case.weight = round_to(values, case.element)
    case.mode = rng.choice(MODES)
    case.policy = rng.choice(POLICIES + ("error",))
    case.id_type = rng.choice(["i32", "i64"])
    case.offset_type = rng.choice(["i32", "i64"])
    two_dimensional = rng.random() < 0.3
    if two_dimensional:
        length = rng.randint(0, 6)
        shape = (rng.randint(0, 6), length)
    else:
        shape = (rng.randint(0, 60),)
    if rows == 0 and case.policy == "unchecked":
        # Any id would read outside weight.
        shape = (0,) * len(shape)
    ids = [rng.randrange(rows) if rows else 0 for _ in range(np.prod(shape))]
    if rows and rng.random() < 0.4:
        case.padding = rng.randint(-rows, rows - 1)
        padding_row = case.padding % rows
        ids = [padding_row if rng.random() < 0.2 else i for i in ids]
    if not two_dimensional:
        bags = rng.randint(0, 10)
        case.last_offset = rng.random() < 0.3
        offsets = random_offsets(rng, bags + (1 if case.last_offset else 0),
                                 shape[0])
        if case.last_offset and not offsets:
            offsets = [0]
        case.offsets = np.array(offsets, dtype=INDEX_TYPES[case.offset_type])
    if case.policy != "unchecked" and rng.random() < 0.25:
        plant(rng, case, ids, shape, rows)
    case.ids = np.array(ids, dtype=INDEX_TYPES[case.id_type]).reshape(shape)
    if case.mode == "sum" and rng.random() < 0.4:
        case.weights = round_to(np.array(
            [rng.uniform(-2, 2) for _ in range(case.ids.size)],
            dtype=np.float32).reshape(shape), case.element)
    if not rows:
        case.padding = None
    return case


def plant(rng, case, ids, shape, rows):
    """One bad id or (with offsets) bad offset."""
    if case.offsets is not None and len(case.offsets) and rng.random() < 0.5:
        case.offsets = np.array(
            plant_bad_offset(rng, list(case.offsets), shape[0]),
            dtype=case.offsets.dtype)
        case.planted = "offsets"
    elif ids:
        ids[rng.randrange(len(ids))] = rng.choice([-1, -rows - 3, rows,
                                                   rows + 7])
        case.planted = "id"


#===-----------------------------------------------------------------------===#
# PyTorch's answers (--torch)
#===-----------------------------------------------------------------------===#


def torch_answer(case):
    """PyTorch's result on 1 and 2 threads, which must agree with each
    other and with the reference, or why not."""
    import torch
    F = torch.nn.functional
    weight = torch.from_numpy(np.ascontiguousarray(case.weight))
    ids = torch.from_numpy(case.ids.astype(case.ids.dtype))
    offsets = None
    if case.offsets is not None:
        offsets = torch.from_numpy(case.offsets)
    weights = None
    if case.weights is not None:
        weights = torch.from_numpy(np.ascontiguousarray(case.weights))
    results = []
    for threads in (1, 2):
        torch.set_num_threads(threads)
        try:
            results.append(F.embedding_bag(
                ids, weight, offsets, mode=case.mode,
                per_sample_weights=weights,
                include_last_offset=case.last_offset,
                padding_idx=case.padding).numpy())
        except RuntimeError as error:
            return "PyTorch failed: %s" % str(error).splitlines()[0]
    if results[0].tobytes() != results[1].tobytes():
        return "PyTorch's results on 1 and 2 threads differ"
    if results[0].tobytes() != case.expected.tobytes():
        return "PyTorch disagrees with the reference: %s, reference %s" % (
            results[0].ravel()[:6], case.expected.ravel()[:6])
    return None


#===-----------------------------------------------------------------------===#
# Tiled kernels (--tiled)
#===-----------------------------------------------------------------------===#

TILED_FORMS = ("for", "forall", "fuse-into")
ANY = "!transform.any_op"


def negation(source, result_type, element, dynamic):
    """The consumer of the fuse-into form: %neg = -source, elementwise."""
    sizes = ""
    lines = []
    if dynamic:
        for d in range(2):
            lines.append("  %%c%d = arith.constant %d : index\n"
                         "  %%n%d = tensor.dim %s, %%c%d : %s\n" % (
                             d, d, d, source, d, result_type))
        sizes = "%n0, %n1"
    identity = "affine_map<(d0, d1) -> (d0, d1)>"
    lines.append(
        "  %%init = tensor.empty(%s) : %s\n"
        "  %%neg = linalg.generic {indexing_maps = [%s, %s], iterator_types = "
        "[\"parallel\", \"parallel\"]} ins(%s : %s) outs(%%init : %s) {\n"
        "  ^bb0(%%a: %s, %%unused: %s):\n"
        "    %%v = arith.negf %%a : %s\n"
        "    linalg.yield %%v : %s\n"
        "  } -> %s\n" % (sizes, result_type, identity, identity, source,
                          result_type, result_type, element, element, element,
                          element, result_type))
    return "".join(lines)


def negated(expected):
    """`expected` with every sign bit flipped (arith.negf), errors as they
    are."""
    if isinstance(expected, str):
        return expected
    words = expected.view(np.uint16 if expected.itemsize == 2 else np.uint32)
    sign = np.array(1 << (8 * expected.itemsize - 1), dtype=words.dtype)
    return (words ^ sign).view(expected.dtype)


def choose_tiling(rng, case):
    """The case's form and tile sizes (bags, columns); tiling refuses static
    sizes of 0, so such a case takes dynamic shapes."""
    case.form = rng.choice(TILED_FORMS)
    bags, columns = case.result_shape()
    case.tile_sizes = [rng.choice([0, 1, 2, 3, max(bags, 1) + 1]),
                       rng.choice([0, 1, 3, 16, 64, columns + 1])]
    if case.form != "for" and not any(case.tile_sizes):
        # tile_using_forall needs a tiled dimension.
        case.tile_sizes[rng.randrange(2)] = 1
    shapes = [array.shape for array in case.inputs()]
    if any(0 in shape for shape in shapes) or 0 in (bags, columns):
        case.dynamic = True


def transform_text(case):
    match = ('%%%s = transform.structured.match ops{["%s"]} in %%root : '
             '(' + ANY + ') -> ' + ANY)
    sizes = "[%d, %d]" % tuple(case.tile_sizes)
    lines = [match % ("g", "gather.embedding_bag")]
    if case.form == "for":
        loops = sum(1 for t in case.tile_sizes if t)
        lines.append("%%t:%d = transform.structured.tile_using_for %%g "
                     "tile_sizes %s : (%s) -> (%s)" % (
                         1 + loops, sizes, ANY, ", ".join([ANY] * (1 + loops))))
    elif case.form == "forall":
        lines.append("%%t, %%l = transform.structured.tile_using_forall %%g "
                     "tile_sizes %s : (%s) -> (%s, %s)" % (sizes, ANY, ANY,
                                                           ANY))
    else:
        lines.append(match % ("c", "linalg.generic"))
        lines.append("%%t, %%l = transform.structured.tile_using_forall %%c "
                     "tile_sizes %s : (%s) -> (%s, %s)" % (sizes, ANY, ANY,
                                                           ANY))
        lines.append("%%f, %%l2 = transform.structured.fuse_into_containing_op"
                     " %%g into %%l : (%s, %s) -> (%s, %s)" % ((ANY,) * 4))
    lines.append("transform.yield")
    return ("module attributes {transform.with_named_sequence} {\n"
            "  transform.named_sequence @__transform_main(%%root: %s "
            "{transform.readonly}) {\n%s  }\n}\n" % (
                ANY, "".join("    %s\n" % line for line in lines)))


def tile_kernels(cases, args):
    """Tiles each case's kernel into NAME.tiled.mlir; the failures."""
    commands = []
    for case in cases:
        base = os.path.join(args.workdir, case.name)
        with open(base + ".transform.mlir", "w") as f:
            f.write(transform_text(case))
        commands.append([
            base + ".mlir", "--transform-preload-library="
            "transform-library-paths=" + base + ".transform.mlir",
            "--transform-interpreter", "--canonicalize", "-o",
            base + ".tiled.mlir"])
    failures = {}
    outcomes = run_all(args.gather_opt, commands, args.timeout, args.workdir)
    for case, (status, stderr) in zip(cases, outcomes):
        if status != 0:
            failures[case.name] = "tiling (%s %s) failed: %s" % (
                case.form, case.tile_sizes, stderr.strip())
    return failures


#===-----------------------------------------------------------------------===#
# Running
#===-----------------------------------------------------------------------===#


def prepare(case, workdir, flags):
    """Writes the case's kernel and inputs; its gather-run arguments (of
    the tiled kernel, which --tiled writes later, if the case has a
    form)."""
    base = os.path.join(workdir, case.name)
    with open(base + ".mlir", "w") as f:
        f.write(case.kernel(case.result_shape()))
    if os.path.exists(base + ".out.npy"):
        os.remove(base + ".out.npy")
    kernel = base + (".tiled.mlir" if case.form else ".mlir")
    words = [kernel, "-e", case.name, "--on-out-of-bounds=" +
             case.policy, "--output=" + base + ".out.npy"]
    for n, array in enumerate(case.inputs()):
        path = "%s.in%d.npy" % (base, n)
        np.save(path, array)
        words.append("--input=" + path)
    return words + flags


def check(case, status, stderr, workdir):
    """None if the outcome is the expected one, else why not."""
    return check_outcome(case.expected, status, stderr,
                         os.path.join(workdir, case.name + ".out.npy"))


def main(argv):
    parser = argparse.ArgumentParser()
    parser.add_argument("--random", type=int, default=0)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--every", type=int, default=1)
    parser.add_argument("--torch", action="store_true")
    parser.add_argument("--tiled", action="store_true")
    parser.add_argument("--gather-run", default="gather-run")
    parser.add_argument("--gather-opt", default="gather-opt")
    parser.add_argument("--gather-run-flag", action="append", default=[])
    parser.add_argument("--workdir", required=True)
    parser.add_argument("--timeout", type=float, default=60)
    args = parser.parse_args(argv)
    os.makedirs(args.workdir, exist_ok=True)
    rng = random.Random(args.seed)
    cases = [random_case(rng, n) for n in range(args.random)][::args.every]
    tiling = random.Random(args.seed + 1)
    for case in cases:
        case.expected = case.reference()
        if args.tiled:
            choose_tiling(tiling, case)
            if case.form == "fuse-into":
                case.expected = negated(case.expected)
    failures = {}
    checked = 0
    if args.torch:
        for case in cases:
            if case.torch_computes_alike() and \
                    not isinstance(case.expected, str):
                checked += 1
                why = torch_answer(case)
                if why:
                    failures[case.name] = why
    commands = [prepare(case, args.workdir, args.gather_run_flag)
                for case in cases]
    if args.tiled:
        failures.update(tile_kernels(cases, args))
    outcomes = run_all(args.gather_run, commands, args.timeout, args.workdir)
    for case, outcome in zip(cases, outcomes):
        why = failures.get(case.name) or check(case, *outcome, args.workdir)
        if why and case.form:
            why = "%s %s: %s" % (case.form, case.tile_sizes, why)
        if why:
            failures[case.name] = why
    for name, why in failures.items():
        print("FAIL %s: %s" % (name, why))
    if args.torch:
        print("torch: %d cases checked" % checked)
    print("embedding-bag: %d cases, %d passed, %d failed" %
          (len(cases), len(cases) - len(failures), len(failures)))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
