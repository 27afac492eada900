// Contents of the onnxruntime benchmarks' tensors (run.mjs, scatter.mjs):
// a seeded random generator, so every run of a case sees the same inputs,
// readers and writers of index buffers, and the ONNX indexing ops'
// addressing, which the JS reference gathers and scatters share.

export function product(dims) {
  return dims.reduce((a, b) => a * b, 1);
}

/** Deterministic 32-bit generator (mulberry32); next() in [0, 2^32). */
function makeRng(seed) {
  let state = seed >>> 0;
  return {
    next() {
      state = (state + 0x6d2b79f5) >>> 0;
      let t = state;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return (t ^ (t >>> 14)) >>> 0;
    },
    /** Uniform integer in [0, n), n < 2^32. */
    below(n) {
      return Math.floor((this.next() / 4294967296) * n);
    },
  };
}

/** The generator seeded by a case's name (FNV-1a of its characters). */
export function rngForCase(name) {
  let h = 2166136261;
  for (const ch of name) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return makeRng(h >>> 0);
}

/** Store index value v (0 <= v < 2^31) at position n of the indices buffer. */
export function indexWriter(type, buffer) {
  if (type.element === 'i64') {
    const words = new Int32Array(buffer);
    return (n, v) => {
      words[2 * n] = v;
      words[2 * n + 1] = 0;
    };
  }
  if (type.element === 'i32') {
    const a = new Int32Array(buffer);
    return (n, v) => {
      a[n] = v;
    };
  }
  throw new Error(`unsupported indices element type ${type.element}`);
}

/** Index reader: position n -> number (sign handled for i64 via the high word). */
export function indexReader(type, typed) {
  if (type.element === 'i64') {
    const words = new Int32Array(typed.buffer, typed.byteOffset, typed.length * 2);
    return (n) => words[2 * n + 1] * 4294967296 + (words[2 * n] >>> 0);
  }
  return (n) => typed[n];
}

/** Row-major strides, in elements. */
function strides(shape) {
  const s = new Array(shape.length).fill(1);
  for (let i = shape.length - 2; i >= 0; --i) s[i] = s[i + 1] * shape[i + 1];
  return s;
}

/** Index v (negative counts from the end) made >= 0; throws if out of range. */
export function checkedIndex(v, size) {
  const w = v < 0 ? v + size : v;
  if (w < 0 || w >= size) throw new Error(`index ${v} out of range for dimension ${size}`);
  return w;
}

/**
 * GatherND/ScatterND addressing: for each index tuple t (row-major over
 * indicesShape without its last dimension k), visit(t, offset) with the
 * row-major element offset in data of the slice the tuple selects: batch
 * coordinates from the tuple's position, then its k components (index(n)
 * reads component n of the flattened indices).
 */
export function forEachTupleOffset(dataShape, indicesShape, batchDims, index, visit) {
  const k = indicesShape[indicesShape.length - 1];
  const dataStrides = strides(dataShape);
  const batches = product(indicesShape.slice(0, batchDims));
  const tuplesPerBatch = product(indicesShape.slice(batchDims, -1));
  const batchStride = batchDims === 0 ? 0 : dataStrides[batchDims - 1];
  let t = 0;
  for (let batch = 0; batch < batches; ++batch) {
    for (let end = t + tuplesPerBatch; t < end; ++t) {
      let offset = batch * batchStride;
      for (let j = 0; j < k; ++j) {
        const d = batchDims + j;
        offset += checkedIndex(index(t * k + j), dataShape[d]) * dataStrides[d];
      }
      visit(t, offset);
    }
  }
}

/**
 * GatherElements/ScatterElements addressing: for each position n
 * (row-major) of indicesShape, visit(n, offset) with the row-major element
 * offset in data of that position, its `axis` (>= 0) coordinate replaced by
 * index(n).
 */
export function forEachElementOffset(dataShape, indicesShape, axis, index, visit) {
  const rank = dataShape.length;
  const dataStrides = strides(dataShape);
  const count = product(indicesShape);
  const position = new Array(rank).fill(0);
  for (let n = 0; n < count; ++n) {
    let offset = 0;
    for (let d = 0; d < rank; ++d) {
      const p = d === axis ? checkedIndex(index(n), dataShape[axis]) : position[d];
      offset += p * dataStrides[d];
    }
    visit(n, offset);
    for (let d = rank - 1; d >= 0; --d) {
      if (++position[d] < indicesShape[d]) break;
      position[d] = 0;
    }
  }
}

/** Whether two typed arrays hold the same bytes. */
export function sameBytes(a, b) {
  if (a.byteLength !== b.byteLength) return false;
  return Buffer.from(a.buffer, a.byteOffset, a.byteLength).equals(
    Buffer.from(b.buffer, b.byteOffset, b.byteLength),
  );
}
