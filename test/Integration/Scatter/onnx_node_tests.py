#!/usr/bin/python3
"""ONNX's own node tests of the indexing ops, run through gather-run.

ONNX ships the generators of its backend node tests with its Python package
(onnx/backend/test/case/node/): each `export*` function builds a node, its
inputs and the outputs ONNX's NumPy reference gives, and hands them to
`expect`. This driver imports the generators of ScatterND, ScatterElements,
the deprecated Scatter, GatherND, GatherElements and Gather, replaces the
`expect` each module imported with one that collects the cases, and runs
every export again. Each case becomes a one-function kernel using the
matching gather op (Scatter is gather.scatter_elements), with the node's
attributes (reduction, axis, batch_dims), its inputs as .npy files; gather-run
runs it and its output must equal ONNX's expected output bit for bit (dtype,
shape and bytes).

An attribute the driver does not translate, or an op it does not know, fails
the case rather than being ignored. (ONNX 1.12 marks none of these cases as
failing on purpose.)

Usage: onnx_node_tests.py --gather-run PATH --workdir DIR

Needs the onnx Python package (Debian's python3-onnx): without it the
driver fails, it does not skip.
"""

import argparse
import importlib
import os
import subprocess
import sys

import numpy as np
import onnx
from onnx import helper

# The differential test's helpers: MLIR types and the element type table.
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                os.pardir, "Differential"))
from generator import INDEX_TYPES, function, tensor_type  # noqa: E402
from reference import ELEMENT_TYPES  # noqa: E402

NODE_TESTS = "onnx.backend.test.case.node."
# Generator module -> {ONNX op type: (gather op, attributes it takes)}.
OPS = {
    "scatternd": {"ScatterND": ("gather.scatter_nd", ("reduction",))},
    "scatterelements": {"ScatterElements": ("gather.scatter_elements",
                                            ("reduction", "axis"))},
    "scatter": {"Scatter": ("gather.scatter_elements", ("axis",))},
    "gathernd": {"GatherND": ("gather.gather_nd", ("batch_dims",))},
    "gatherelements": {"GatherElements": ("gather.gather_elements",
                                          ("axis",))},
    "gather": {"Gather": ("gather.gather", ("axis",))},
}
OPERAND_NAMES = ("data", "indices", "updates")

# .npy dtype -> MLIR element type (the first type with that dtype: ui16,
# not bf16, for <u2).
MLIR_TYPES = {}
for mlir_type, (dtype, *_) in ELEMENT_TYPES.items():
    MLIR_TYPES.setdefault(dtype, mlir_type)
MLIR_INDEX_TYPES = {dtype: mlir_type for mlir_type, dtype in
                    INDEX_TYPES.items() if mlir_type != "index"}


class Case:
    def __init__(self, module, node, inputs, outputs, name):
        self.module = module
        self.node = node
        self.inputs = [np.asarray(array) for array in inputs]
        self.outputs = [np.asarray(array) for array in outputs]
        self.name = name


def collect_cases():
    """Every case the generators of OPS hand to `expect`, in module order."""
    cases = []
    for module_name in OPS:
        module = importlib.import_module(NODE_TESTS + module_name)

        def collect(node, inputs, outputs, name, module_name=module_name,
                    **_):
            cases.append(Case(module_name, node, inputs, outputs, name))

        # The exports ran once on import (the generators' metaclass runs
        # them); run them again, seeded as it seeds them, into `collect`.
        module.expect = collect
        for generator_class in vars(module).values():
            if not (isinstance(generator_class, type) and
                    generator_class.__module__ == module.__name__):
                continue
            for attribute in sorted(vars(generator_class)):
                if attribute.startswith("export"):
                    np.random.seed(0)
                    getattr(generator_class, attribute)()
    return cases


def mlir_type(array, types):
    dtype = np.dtype(array.dtype).str
    if dtype not in types:
        raise ValueError("no MLIR element type for dtype %s" % dtype)
    return tensor_type(list(array.shape), types[dtype])


def op_attributes(case, allowed):
    """The node's attributes as gather-op syntax: (reduction suffix,
    attribute dictionary), or ValueError for one the op does not take."""
    reduction, attributes = "", []
    for attribute in case.node.attribute:
        value = helper.get_attribute_value(attribute)
        if attribute.name not in allowed:
            raise ValueError("attribute %s = %r not translated" % (
                attribute.name, value))
        if attribute.name == "reduction":
            value = value.decode()
            reduction = "" if value == "none" else " reduction(%s)" % value
        else:
            attributes.append("%s = %d : i64" % (attribute.name, value))
    dictionary = " {%s}" % ", ".join(attributes) if attributes else ""
    return reduction, dictionary


def kernel_text(case):
    """The case as one function named after it, or ValueError."""
    ops = OPS[case.module]
    if case.node.op_type not in ops or len(case.outputs) != 1:
        raise ValueError("%s node with %d outputs not translated" % (
            case.node.op_type, len(case.outputs)))
    op, allowed = ops[case.node.op_type]
    reduction, dictionary = op_attributes(case, allowed)
    types = [mlir_type(array, MLIR_INDEX_TYPES if name == "indices"
                       else MLIR_TYPES)
             for name, array in zip(OPERAND_NAMES, case.inputs)]
    result = mlir_type(case.outputs[0], MLIR_TYPES)
    names = ["%" + name for name in OPERAND_NAMES[:len(case.inputs)]]
    signature = "func.func @%s(%s) -> %s" % (
        case.name, ", ".join("%s: %s" % pair for pair in zip(names, types)),
        result)
    return function(signature, [
        "%%0 = %s %s%s%s : (%s) -> %s" % (
            op, ", ".join(names), reduction, dictionary, ", ".join(types),
            result),
        "return %%0 : %s" % result])


def run(args, case):
    """None if gather-run gives the expected output, else the problem."""
    directory = os.path.join(args.workdir, case.name)
    os.makedirs(directory, exist_ok=True)
    try:
        text = kernel_text(case)
    except ValueError as error:
        return str(error)
    kernel = os.path.join(directory, "kernel.mlir")
    with open(kernel, "w") as f:
        f.write(text)
    command = [args.gather_run, kernel, "-e", case.name]
    for name, array in zip(OPERAND_NAMES, case.inputs):
        path = os.path.join(directory, name + ".npy")
        np.save(path, array)
        command.append("--input=" + path)
    output = os.path.join(directory, "out.npy")
    if os.path.exists(output):
        os.remove(output)
    command.append("--output=" + output)
    proc = subprocess.run(command, stdout=subprocess.PIPE,
                          stderr=subprocess.PIPE, timeout=120)
    if proc.returncode != 0:
        return "exit status %d: %s" % (
            proc.returncode, proc.stderr.decode(errors="replace").strip())
    got, want = np.load(output), case.outputs[0]
    if got.dtype != want.dtype or got.shape != want.shape or \
            got.tobytes() != want.tobytes():
        return "result differs:\n got  %r\n want %r" % (got, want)
    return None


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--gather-run", default="gather-run")
    parser.add_argument("--workdir", required=True)
    args = parser.parse_args()
    print("onnx-node-tests: onnx %s" % onnx.__version__)
    cases = collect_cases()
    failed = 0
    for case in cases:
        problem = run(args, case)
        print("%s %s (%s)" % ("FAIL" if problem else "PASS", case.name,
                              case.node.op_type))
        if problem:
            failed += 1
            print("  " + problem.replace("\n", "\n  "))
    print("onnx-node-tests: %d cases, %d passed, %d failed" % (
        len(cases), len(cases) - failed, failed))
    return 1 if failed or not cases else 0


if __name__ == "__main__":
    sys.exit(main())
