#!/usr/bin/env python3
"""Writes a .npy file for a test: make_npy.py OUT.npy DTYPE LITERAL

DTYPE is a NumPy dtype name (bool, int8 ... uint64, float16, float32,
float64, complex64, complex128) or bfloat16, which is written as the raw
16-bit words gather-run exchanges for bf16 (`<u2`, a float32's upper half).
LITERAL is a Python literal such as '[[0, 1], [2, 3]]'; `--shape=2,0`
makes an empty array of that shape instead (any shape with a 0 in it, even
one NumPy cannot allocate, such as 0,288230376151711744). `--fortran`
writes Fortran order.

The file is what numpy.save writes (format 1.0), built with the standard
library alone: a test writes many small inputs, and importing NumPy would
take most of each one's time.
"""

import ast
import struct
import sys

# dtype name: (.npy descr, struct format of one element).
TYPES = {
    "bool": ("|b1", "?"), "int8": ("|i1", "b"), "uint8": ("|u1", "B"),
    "int16": ("<i2", "h"), "uint16": ("<u2", "H"), "int32": ("<i4", "i"),
    "uint32": ("<u4", "I"), "int64": ("<i8", "q"), "uint64": ("<u8", "Q"),
    "float16": ("<f2", "e"), "float32": ("<f4", "f"), "float64": ("<f8", "d"),
    "complex64": ("<c8", "ff"), "complex128": ("<c16", "dd"),
    "bfloat16": ("<u2", "H"),
}


def shape_of(value):
    """The shape of a nested list literal (a scalar has shape ())."""
    shape = []
    while isinstance(value, (list, tuple)):
        shape.append(len(value))
        value = value[0] if value else None
    return tuple(shape)


def elements(value, shape, fortran):
    """The scalars of the nested list `value` of `shape`, in C order, or in
    Fortran order (the first index varying fastest)."""
    if 0 in shape:
        return []
    flat = [value]
    for size in shape:
        if any(not isinstance(row, (list, tuple)) or len(row) != size
               for row in flat):
            raise SystemExit("make_npy.py: a ragged literal")
        flat = [scalar for row in flat for scalar in row]
    if not fortran:
        return flat
    strides = [1] * len(shape)
    for d in reversed(range(len(shape) - 1)):
        strides[d] = strides[d + 1] * shape[d + 1]
    order = [0]
    for size, stride in zip(shape, strides):
        order = [base + i * stride for i in range(size) for base in order]
    return [flat[i] for i in order]


def pack(dtype, scalar):
    """The little-endian bytes of one element."""
    code = TYPES[dtype][1]
    if dtype == "bfloat16":
        bits = struct.unpack("<I", struct.pack("<f", scalar))[0]
        return struct.pack("<H", bits >> 16)
    if code in ("ff", "dd"):
        scalar = complex(scalar)
        return struct.pack("<" + code, scalar.real, scalar.imag)
    if code in "efd":
        scalar = float(scalar)
    elif code != "?":
        scalar = int(scalar)
    return struct.pack("<" + code, scalar)


def header(descr, fortran, shape):
    """numpy.lib.format's version 1.0 header, padded to 64 bytes."""
    text = "{'descr': '%s', 'fortran_order': %s, 'shape': %s, }" % (
        descr, fortran, "(%s)" % (str(shape[0]) + ","
                                  if len(shape) == 1 else
                                  ", ".join(map(str, shape))))
    padding = 64 - (10 + len(text) + 1) % 64
    text += " " * padding + "\n"
    return b"\x93NUMPY\x01\x00" + struct.pack("<H", len(text)) + text.encode()


def main(argv):
    flags = [a for a in argv if a.startswith("--")]
    path, dtype, *rest = [a for a in argv if not a.startswith("--")]
    if dtype not in TYPES:
        raise SystemExit("make_npy.py: unknown dtype " + dtype)
    shape = None
    for flag in flags:
        if flag.startswith("--shape="):
            text = flag[len("--shape="):]
            shape = tuple(int(d) for d in text.split(",")) if text else ()
    if shape is None:
        value = ast.literal_eval(rest[0])
        shape = shape_of(value)
    elif 0 in shape:
        value = []  # Only a header, however large the other sizes.
    else:
        value = 0
        for size in reversed(shape):
            value = [value] * size
    # NumPy writes an array that is C-contiguous (as any with at most one
    # dimension longer than 1 is) in C order, whatever order was asked for.
    fortran = ("--fortran" in flags and 0 not in shape
               and sum(size > 1 for size in shape) > 1)
    with open(path, "wb") as f:
        f.write(header(TYPES[dtype][0], fortran, shape))
        f.write(b"".join(pack(dtype, scalar)
                         for scalar in elements(value, shape, fortran)))


if __name__ == "__main__":
    main(sys.argv[1:])
