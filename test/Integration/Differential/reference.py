"""The NumPy reference of the differential test (differential.py).

Its one job: what each gather op computes, written from the specifications
(gather_nd, gather_elements, gather, tensor.gather; the out-of-bounds
policies and the errors they expect, as ExpectError), and what each program
shape's kernel returns. Nothing here runs a process or draws a random value.
"""

import collections

import numpy as np

# Program shapes (--structure, see differential.py), each with what its
# kernel returns: the gather's result ("gather") or the data argument
# ("data").
GATHER_ONCE = ("gather",)
STRUCTURE_RETURNS = collections.OrderedDict([
    ("single", GATHER_ONCE), ("twice", GATHER_ONCE * 2),
    ("thrice", GATHER_ONCE * 3), ("with-input", ("gather", "data")),
    ("call", GATHER_ONCE), ("indirect", GATHER_ONCE), ("for", GATHER_ONCE),
    ("while", GATHER_ONCE), ("epilogue", ("epilogue",))])

# ---------------------------------------------------------------------------
# Types
# ---------------------------------------------------------------------------

# MLIR element type -> (.npy dtype, kind, lanes, bits dtype of one lane)
ELEMENT_TYPES = collections.OrderedDict([
    ("i1", ("|b1", "bool", 1, None)),
    ("i8", ("|i1", "int", 1, None)),
    ("i16", ("<i2", "int", 1, None)),
    ("i32", ("<i4", "int", 1, None)),
    ("i64", ("<i8", "int", 1, None)),
    ("ui8", ("|u1", "int", 1, None)),
    ("ui16", ("<u2", "int", 1, None)),
    ("ui32", ("<u4", "int", 1, None)),
    ("ui64", ("<u8", "int", 1, None)),
    ("f16", ("<f2", "float", 1, "<u2")),
    ("bf16", ("<u2", "bfloat", 1, "<u2")),
    ("f32", ("<f4", "float", 1, "<u4")),
    ("f64", ("<f8", "float", 1, "<u8")),
    ("complex<f32>", ("<c8", "float", 2, "<u4")),
    ("complex<f64>", ("<c16", "float", 2, "<u8")),
])


def prod(values):
    result = 1
    for v in values:
        result *= v
    return result


# ---------------------------------------------------------------------------
# Reference implementation (from the spec semantics)
# ---------------------------------------------------------------------------

class ExpectError(Exception):
    pass


def normalise(value, size, policy):
    value = int(value)
    if policy == "clamp":
        if size == 0:
            raise ExpectError("index %d into a dimension of size 0" % value)
        if value < 0:
            value += size
        return min(max(value, 0), size - 1)
    if not -size <= value <= size - 1:
        raise ExpectError("index %d outside [%d, %d]" % (value, -size, size - 1))
    return value + size if value < 0 else value


def as_bytes(array):
    """The raw bytes of each element: shape + (itemsize,)."""
    flat = np.frombuffer(np.ascontiguousarray(array).tobytes(), dtype=np.uint8)
    return flat.reshape(tuple(array.shape) + (array.dtype.itemsize,))


def reference_gather_nd(data, indices, b, policy):
    r, q = data.ndim, indices.ndim
    k = indices.shape[-1]
    assert 0 <= b < min(q, r) and 1 <= k <= r - b
    assert data.shape[:b] == indices.shape[:b]
    src = as_bytes(data)
    out_shape = tuple(indices.shape[:q - 1]) + tuple(data.shape[b + k:])
    out = np.zeros(out_shape + (data.dtype.itemsize,), dtype=np.uint8)
    # Under `error` (and `unchecked`, whose inputs must be valid) every index
    # is checked even if the result is empty; under `clamp` only indices that
    # are used, and then only a size-0 dimension is an error.
    if policy == "clamp" and prod(out_shape) == 0:
        return out
    for pos in np.ndindex(*indices.shape[:q - 1]):
        where = list(pos[:b])
        for j in range(k):
            where.append(normalise(indices[pos + (j,)], data.shape[b + j], policy))
        if prod(out_shape) != 0:
            out[pos] = src[tuple(where)]
    return out


def reference_gather_elements(data, indices, axis, policy):
    r = data.ndim
    assert indices.ndim == r and -r <= axis < r
    axis = axis + r if axis < 0 else axis
    for d in range(r):
        assert d == axis or indices.shape[d] <= data.shape[d]
    src = as_bytes(data)
    out = np.zeros(tuple(indices.shape) + (data.dtype.itemsize,), dtype=np.uint8)
    for pos in np.ndindex(*indices.shape):
        where = list(pos)
        where[axis] = normalise(indices[pos], data.shape[axis], policy)
        out[pos] = src[tuple(where)]
    return out


def normalise_gather_attributes(r, q, attr):
    """gather's (axis, batch_dims) as spelled -> (a, b), both >= 0."""
    axis, batch_dims = attr
    return (axis + r if axis < 0 else axis,
            batch_dims + q if batch_dims < 0 else batch_dims)


def reference_gather_axis(data, indices, attr, policy):
    """gather with attr = (axis, batch_dims): np.take along the axis, once
    per batch position when b > 0."""
    r, q = data.ndim, indices.ndim
    assert -r <= attr[0] < r and -q <= attr[1] <= q
    a, b = normalise_gather_attributes(r, q, attr)
    assert 0 <= b <= a < r and data.shape[:b] == indices.shape[:b]
    out_shape = (tuple(data.shape[:a]) + tuple(indices.shape[b:])
                 + tuple(data.shape[a + 1:]))
    out = np.zeros(out_shape + (data.dtype.itemsize,), dtype=np.uint8)
    # As gather_nd's: `error` checks every index even if the result is
    # empty, in row-major order; `clamp` only indices that are used.
    if policy == "clamp" and prod(out_shape) == 0:
        return out
    s = data.shape[a]
    taken = np.zeros(indices.shape, dtype=np.int64)
    for pos in np.ndindex(*indices.shape):
        taken[pos] = normalise(indices[pos], s, policy)
    if prod(out_shape) == 0:
        return out
    src = as_bytes(data)
    if b == 0:
        return np.take(src, taken, axis=a)
    for batch in np.ndindex(*data.shape[:b]):
        out[batch] = np.take(src[batch], taken[batch], axis=a - b)
    return out


def tensor_coordinates(data, indices, dims, policy, out_size):
    """tensor.gather's `indices` [I..., K] as coordinates >= 0 along the data
    dims `dims` under `policy`, or raises ExpectError as the gather_nd of
    convert-tensor-to-gather does: under `error` it checks every completed
    tuple, and there are none when a data dim below max(dims) that `dims`
    leave out has size 0; under `clamp` only used coordinates (out_size: the
    result's elements), and only a size-0 dimension is an error."""
    values = indices.astype(np.int64)
    sizes = np.array([data.shape[d] for d in dims], dtype=np.int64)
    if policy == "clamp":
        if out_size != 0 and (sizes == 0).any():
            raise ExpectError("index into a dimension of size 0")
        values = np.where(values < 0, values + sizes, values)
        return np.clip(values, 0, np.maximum(sizes - 1, 0))
    skipped = [d for d in range(dims[-1]) if d not in dims]
    if prod(data.shape[d] for d in skipped) != 0:
        bad = np.argwhere((values < -sizes) | (values >= sizes))
        if len(bad):
            pos = tuple(bad[0])
            size = int(sizes[pos[-1]])
            raise ExpectError("index %d outside [%d, %d]" % (
                values[pos], -size, size - 1))
    return np.where(values < 0, values + sizes, values)


def reference_tensor_gather(data, indices, dims, policy):
    """tensor.gather along `dims` (NumPy advanced indexing): the raw bytes of
    the rank-reducing result [I..., data dims not in dims]."""
    batch = tuple(indices.shape[:-1])
    rest = [d for d in range(data.ndim) if d not in dims]
    out_shape = batch + tuple(data.shape[d] for d in rest)
    coords = tensor_coordinates(data, indices, dims, policy, prod(out_shape))
    if prod(out_shape) == 0:
        return np.zeros(out_shape + (data.dtype.itemsize,), dtype=np.uint8)
    arrays = []
    for d, size in enumerate(data.shape):
        if d in dims:
            arrays.append(coords[..., dims.index(d)].reshape(
                batch + (1,) * len(rest)))
        else:
            j = rest.index(d)
            arrays.append(np.arange(size).reshape(
                (1,) * (len(batch) + j) + (size,) + (1,) * (len(rest) - j - 1)))
    return as_bytes(data)[tuple(arrays)]


def from_bytes(raw, dtype):
    return np.frombuffer(raw.tobytes(), dtype=dtype).reshape(raw.shape[:-1])


def self_test():
    """The reference against the examples of the specifications."""
    def check(reference, data, indices, attribute, want):
        data = np.array(data, dtype="<i4")
        got = from_bytes(reference(
            data, np.array(indices, dtype="<i8"), attribute, "error"), data.dtype)
        assert np.array_equal(got, np.array(want)) and got.shape == np.shape(want), \
            (reference.__name__, "self-test", data, indices, attribute, got, want)

    def nd(data, indices, b, want):
        check(reference_gather_nd, data, indices, b, want)

    def el(data, indices, axis, want):
        check(reference_gather_elements, data, indices, axis, want)

    def tg(data, indices, dims, want):
        check(reference_tensor_gather, data, indices, dims, want)

    def ga(data, indices, axis, batch_dims, want):
        check(reference_gather_axis, data, indices, (axis, batch_dims), want)

    cube = [[[0, 1], [2, 3]], [[4, 5], [6, 7]]]
    nd([[0, 1], [2, 3]], [[0, 0], [1, 1]], 0, [0, 3])          # ONNX example 1
    nd([[0, 1], [2, 3]], [[1], [0]], 0, [[2, 3], [0, 1]])      # ONNX example 2
    nd(cube, [[0, 1], [1, 0]], 0, [[2, 3], [4, 5]])            # ONNX example 3
    nd(cube, [[[0, 1]], [[1, 0]]], 0, [[[2, 3]], [[4, 5]]])    # ONNX example 4
    nd(cube, [[1], [0]], 1, [[2, 3], [4, 5]])                  # ONNX example 5
    nd([[1, 2], [3, 4]], [[1], [0]], 1, [2, 3])                # OpenVINO example 4
    nd(np.arange(1, 25).reshape(2, 3, 4), [[1], [0]], 1,       # OpenVINO example 5
       [[5, 6, 7, 8], [13, 14, 15, 16]])
    nd([[0, 1], [2, 3]], [[-1, -2], [-2, -1]], 0, [2, 1])      # negative indices
    nd([[0, 1], [2, 3]], [0, 1], 0, 1)                          # rank-0 result
    el([[1, 2], [3, 4]], [[0, 0], [1, 0]], 1, [[1, 1], [4, 3]])  # ONNX example 1
    nine = [[1, 2, 3], [4, 5, 6], [7, 8, 9]]
    el(nine, [[1, 2, 0], [2, 0, 0]], 0, [[4, 8, 3], [7, 2, 3]])  # ONNX example 2
    el(nine, [[-1, -2, 0], [-2, 0, 0]], 0, [[7, 5, 3], [4, 2, 3]])  # negative
    el(nine, [[-1], [0], [-3]], -1, [[3], [4], [7]])           # negative axis
    six = [[1, 2], [3, 4], [5, 6]]
    ga(six, [[0, 1], [1, 2]], 0, 0, [[[1, 2], [3, 4]], [[3, 4], [5, 6]]])  # ONNX 1
    ga(nine, [[0, 2]], 1, 0, [[[1, 3]], [[4, 6]], [[7, 9]]])   # ONNX example 2
    ga(nine, [[0, 2]], -1, 0, [[[1, 3]], [[4, 6]], [[7, 9]]])  # negative axis
    ga(nine, [-1, -3], 0, 0, [[7, 8, 9], [1, 2, 3]])           # negative indices
    ga(nine, 1, 1, 0, [2, 5, 8])                               # 0-d indices
    ten = [[1, 2, 3, 4, 5], [6, 7, 8, 9, 10]]
    ga(ten, [[0, 0, 4], [4, 0, 0]], 1, 1, [[1, 1, 5], [10, 6, 6]])  # OpenVINO 2
    ga(ten, [[0, 0, 4], [4, 0, 0]], -1, -1, [[1, 1, 5], [10, 6, 6]])  # negative
    ga(ten, [4, -5], 1, 1, [5, 6])                             # b = q = a = 1
    ga(cube, [[1], [0]], 2, 1, [[[1], [3]], [[4], [6]]])       # b < a
    ga(cube, [[1, 0], [0, 1]], 2, 2, [[1, 2], [4, 7]])        # b = q = a = 2
    tg(cube, [[1, 0]], (0, 1), [[4, 5]])                       # leading dims
    tg(cube, [[1], [0]], (1,), [[[2, 3], [6, 7]], [[0, 1], [4, 5]]])  # middle
    tg(cube, [[-1, 0]], (0, 2), [[4, 6]])                      # apart, negative
    tg(cube, [1, 1, 0], (0, 1, 2), 6)                          # rank-0 result
    tg(np.zeros((2, 0, 3)), [[5, 9]], (0, 2), np.zeros((1, 0)))  # no tuples
    try:
        reference_tensor_gather(np.zeros((2, 1, 3)), np.array([[5, 0]]),
                                (0, 2), "error")
        raise AssertionError("tensor.gather self-test: index 5 accepted")
    except ExpectError:
        pass
    clamped = from_bytes(reference_gather_elements(
        np.array(nine, dtype="<i4"), np.array([[5, -7, -1]], dtype="<i8"), 0,
        "clamp"), "<i4")
    assert np.array_equal(clamped, [[7, 2, 9]]), ("clamp self-test", clamped)
    clamped = from_bytes(reference_gather_axis(
        np.array(nine, dtype="<i4"), np.array([5, -7, -1], dtype="<i8"),
        (1, 0), "clamp"), "<i4")
    assert np.array_equal(clamped, [[3, 1, 3], [6, 4, 6], [9, 7, 9]]), (
        "gather clamp self-test", clamped)


def reference_gather(case, data):
    """The raw bytes of the case's gather applied to `data`, or raises
    ExpectError."""
    policy = "error" if case.policy == "unchecked" else case.policy
    if case.op == "tensor":
        gathered = reference_tensor_gather(data, case.indices, case.attr,
                                           policy)
        # The rank-preserving form has the same elements.
        return gathered.reshape(tuple(case.result_shape) + gathered.shape[-1:])
    if case.op == "nd":
        return reference_gather_nd(data, case.indices, case.attr, policy)
    if case.op == "ga":
        return reference_gather_axis(data, case.indices, case.attr, policy)
    return reference_gather_elements(data, case.indices, case.attr, policy)


def epilogue_op(etype):
    """The elementwise op of the `epilogue` structure for `etype`, or None
    (arith and math take no unsigned or complex tensors; abs of i1 is not
    NumPy's)."""
    _, kind, lanes, _ = ELEMENT_TYPES[etype]
    if kind in ("float", "bfloat") and lanes == 1:
        return "arith.negf"
    if kind == "int" and etype.startswith("i"):
        return "math.absi"
    return None


def reference_epilogue(etype, gathered):
    """epilogue_op(etype) applied to raw gathered bytes."""
    op = epilogue_op(etype)
    dtype, _, _, bits = ELEMENT_TYPES[etype]
    if op == "arith.negf":
        lanes = from_bytes(gathered, bits).copy()
        lanes ^= np.array(1 << (8 * lanes.dtype.itemsize - 1), dtype=bits)
        return as_bytes(lanes)
    if op == "math.absi":
        return as_bytes(np.abs(from_bytes(gathered, dtype)))
    return gathered


def reference(case):
    """The expected raw bytes of each result of the case's kernel, or raises
    ExpectError."""
    carried = case.data
    for _ in range(case.iterations):  # loops gather from the last result
        gathered = reference_gather(case, carried)
        carried = from_bytes(gathered, case.data.dtype)
    returned = {"gather": gathered, "data": as_bytes(case.data)}
    if "epilogue" in STRUCTURE_RETURNS[case.structure]:
        returned["epilogue"] = reference_epilogue(case.etype, gathered)
    return [returned[value] for value in STRUCTURE_RETURNS[case.structure]]
