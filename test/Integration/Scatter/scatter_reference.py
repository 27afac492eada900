"""The NumPy reference of gather.scatter_nd and gather.scatter_elements,
shared by the scatter differential test (differential.py) and the
distributed test (../Distributed/distributed.py).

Assignment for reduction none (with duplicate indices the last update in
row-major order wins), np.add.at, np.multiply.at, np.maximum.at and
np.minimum.at for add, mul, max and min, which apply updates one after
another in row-major order, as the lowering does (docs/Dialect.md,
"Scatters"). The arithmetic reductions are NumPy's only on the values
random_values draws: the element types NumPy computes in (no bf16), and
one canonical NaN (with two NaN operands, which payload survives is up to
the hardware). Nothing here runs a process.
"""

import numpy as np

TYPES = {
    "i1": np.bool_, "i8": np.int8, "i16": np.int16, "i32": np.int32,
    "i64": np.int64, "ui8": np.uint8, "ui16": np.uint16, "ui32": np.uint32,
    "ui64": np.uint64, "f16": np.float16, "f32": np.float32,
    "f64": np.float64, "complex<f32>": np.complex64,
    "complex<f64>": np.complex128,
}
REDUCTIONS = ["none", "add", "mul", "max", "min"]
UFUNCS = {"add": np.add, "mul": np.multiply, "max": np.maximum,
          "min": np.minimum}


def random_values(rng, shape, mlir_type):
    dtype = TYPES[mlir_type]
    if mlir_type == "i1":
        return rng.integers(0, 2, size=shape).astype(np.bool_)
    if mlir_type.startswith("complex"):
        parts = rng.standard_normal(size=shape + (2,)) * 4
        return (parts[..., 0] + 1j * parts[..., 1]).astype(dtype)
    if mlir_type.startswith("f"):
        values = (rng.standard_normal(size=shape) * 8).astype(dtype)
        if values.size and rng.random() < 0.2:
            values.flat[rng.integers(values.size)] = np.nan
        return values
    info = np.iinfo(dtype)
    return rng.integers(info.min, info.max, size=shape, dtype=dtype,
                        endpoint=True)


def indexed_sizes(op, data_shape, indices_shape, axis):
    """The size of the data dimension each index value addresses, per
    position of indices (scatter_nd: data dimension j for the j-th entry of
    a tuple; scatter_elements: the axis)."""
    if op == "scatter_nd":
        sizes = list(data_shape[:indices_shape[-1]])
        return np.broadcast_to(np.array(sizes, dtype=np.int64), indices_shape)
    return np.full(indices_shape, data_shape[axis % len(data_shape)],
                   dtype=np.int64)


def first_bad_index(op, data_shape, indices, axis=0):
    """The report of the first index out of range in row-major order of
    `indices`, as the op's error and assert policies word it (every index
    is checked before anything is written), or None."""
    values = indices.astype(np.int64)
    sizes = indexed_sizes(op, data_shape, values.shape, axis)
    bad = np.flatnonzero(((values < -sizes) | (values >= sizes)).ravel())
    if not len(bad):
        return None
    position = np.unravel_index(bad[0], values.shape)
    size = int(sizes[position])
    dimension = position[-1] if op == "scatter_nd" else \
        axis % len(data_shape)
    return ("index %d is outside the valid range [%d, %d] of data dimension "
            "%d (element %d of indices, row-major)" % (
                values[position], -size, size - 1, dimension, bad[0]))


def scatter_targets(op, data_shape, indices, updates, axis=0):
    """The data coordinates (one array per dimension) and updates of the
    updates that apply, in row-major order: those whose indices are in
    range (the clamp policy skips the others)."""
    data_shape = tuple(data_shape)
    if op == "scatter_nd":
        k = indices.shape[-1]
        tuples = indices.reshape(-1, k).astype(np.int64)
        updates = updates.reshape((tuples.shape[0],) + data_shape[k:])
        sizes = np.array(data_shape[:k], dtype=np.int64)
        ok = np.all((tuples >= -sizes) & (tuples < sizes), axis=1)
        tuples, updates = tuples[ok], updates[ok]
        coords = tuple(np.where(tuples[:, j] < 0, tuples[:, j] + sizes[j],
                                tuples[:, j]) for j in range(k))
        return coords, updates
    axis = axis % len(data_shape)
    size = data_shape[axis]
    values = indices.astype(np.int64)
    ok = ((values >= -size) & (values < size)).ravel()
    coords = [c.ravel() for c in np.indices(indices.shape)]
    coords[axis] = np.where(values < 0, values + size, values).ravel()
    return tuple(c[ok] for c in coords), updates.ravel()[ok]


def reference_scatter(op, data, indices, updates, reduction, axis=0):
    """What the op computes (`op`: "scatter_nd" or "scatter_elements"),
    skipping updates whose indices are out of range (the clamp policy; the
    caller decides whether such an index is an error instead)."""
    out = data.copy()
    coords, applied = scatter_targets(op, data.shape, indices, updates, axis)
    if reduction == "none":
        # The last update to each target wins. NumPy does not promise an
        # order for an assignment through repeated indices (nor keeps one:
        # through reversed index arrays the first wins), so only the last
        # update of each target is assigned.
        targets = np.ravel_multi_index(coords, data.shape[:len(coords)])
        _, from_end = np.unique(targets[::-1], return_index=True)
        last = len(targets) - 1 - from_end
        out[tuple(c[last] for c in coords)] = applied[last]
    elif reduction == "mul" and np.iscomplexobj(out):
        multiply_complex_at(out, coords, applied)
    else:
        UFUNCS[reduction].at(out, coords, applied)
    return out


def multiply_complex_at(out, coords, updates):
    """np.multiply.at for complex numbers as the lowering defines the
    product: (ac - bd) + (ad + bc)i, each operation rounded once. (NumPy's
    vectorised loops may fuse a multiply and an add, which rounds
    differently.)"""
    part = out.real.dtype.type
    for n in range(updates.shape[0] if updates.ndim else 0):
        target = tuple(c[n] for c in coords)
        for slot in np.ndindex(*out[target].shape):
            x, v = out[target][slot], updates[n][slot]
            a, b, c, d = part(x.real), part(x.imag), part(v.real), part(v.imag)
            out[target + slot] = out.dtype.type(
                complex(part(a * c - b * d), part(a * d + b * c)))
