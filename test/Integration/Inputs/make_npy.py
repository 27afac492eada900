#!/usr/bin/env python3
"""Writes a .npy file for a test: make_npy.py OUT.npy DTYPE LITERAL

DTYPE is a NumPy dtype name (bool, int8 ... uint64, float16, float32,
float64, complex64, complex128) or bfloat16, which is written as the raw
16-bit words gather-run exchanges for bf16 (`<u2`). LITERAL is a Python
literal such as '[[0, 1], [2, 3]]'; `--shape=2,0` makes an empty array of
that shape instead (any shape with a 0 in it, even one NumPy cannot
allocate, such as 0,288230376151711744). `--fortran` writes Fortran order.
"""

import ast
import sys

import numpy as np


def main(argv):
    flags = [a for a in argv if a.startswith("--")]
    path, dtype, *rest = [a for a in argv if not a.startswith("--")]
    shape = None
    for flag in flags:
        if flag.startswith("--shape="):
            text = flag[len("--shape="):]
            shape = tuple(int(d) for d in text.split(",")) if text else ()
    # Values go straight to their dtype: through a float64 intermediate,
    # large 64-bit integers would lose bits.
    value_dtype = np.float32 if dtype == "bfloat16" else dtype
    if shape is not None and 0 in shape:
        # Only a header: NumPy refuses empty arrays of huge shapes.
        stored = np.dtype("<u2" if dtype == "bfloat16" else dtype)
        with open(path, "wb") as f:
            np.lib.format.write_array_header_1_0(f, {
                "descr": np.lib.format.dtype_to_descr(stored),
                "fortran_order": False, "shape": shape})
        return
    if shape is not None:
        values = np.zeros(shape, dtype=value_dtype)
    else:
        values = np.array(ast.literal_eval(rest[0]), dtype=value_dtype)
    if dtype == "bfloat16":
        array = (values.view(np.uint32) >> 16).astype(np.uint16)
    else:
        array = values
    if "--fortran" in flags:
        array = np.asfortranarray(array)
    np.save(path, array)


if __name__ == "__main__":
    main(sys.argv[1:])
