// onnxruntime comparison for the gather benchmark cases.
//
// For every case of bench/cases.txt this builds a one-node ONNX model in
// memory (GatherND, GatherElements or Gather, opset 13; the ModelProto is
// encoded by hand in onnx-model.mjs, no onnx package needed), runs it with
// onnxruntime-node's CPU execution provider, checks one result against a
// plain JS gather, and times `session.run` (the driver, shared with
// scatter.mjs, is harness.mjs). ONNX GatherND takes int64 indices only:
// `nd` cases with i32 indices (and batch_dims 0) run onnxruntime's
// com.microsoft GatherND, which takes int32 indices; stderr names the
// operator used for each case.
//
// Install (from the repository root; the install script of onnxruntime-node
// only fetches GPU parts, the CPU build ships inside the package):
//   npm ci --prefix bench/onnxruntime --ignore-scripts
// Run:
//   node bench/onnxruntime/run.mjs [--threads=1,2] [--filter=SUBSTRING]
//        [--repetitions=N] [--cases=PATH] [--kernel-time]
//
//   --threads       intraOpNumThreads values to run, comma-separated (1,2)
//   --filter        only cases whose name contains SUBSTRING
//   --repetitions   timed runs per case and thread count; medians printed (9)
//   --cases         case list (default: bench/cases.txt, beside this folder)
//   --kernel-time   also print kernel_ms (see below)
//
// Output: TSV on stdout, `case  threads  median_ms  result`, one line per
// case and thread count; result is `ok` (output equal, element for element,
// to the JS reference gather), `WRONG`, or `ERROR: message` (times `-`).
// With --kernel-time a `kernel_ms` column comes before `result`. Progress,
// the onnxruntime version and the per-run overhead (median time of
// `session.run` on a 1-element Identity model) go to stderr.
//
// Sessions: intraOpNumThreads = N, interOpNumThreads = 1, sequential
// execution, graphOptimizationLevel 'all', CPU execution provider, other
// options at onnxruntime's defaults (e.g. thread-pool spinning on).
//
// What median_ms measures: the wall time of `await session.run(...)`. The
// output tensor is preallocated once per case and passed as a fetch
// (`run(feeds, {output: tensor})`): onnxruntime-node binds its buffer as the
// output OrtValue, so the gather kernel writes into it and onnxruntime
// allocates no output. But onnxruntime-node 1.30 then still copies every
// output into a NEW ArrayBuffer for the returned result; that allocation and
// copy (page faults included) is inside median_ms and, for outputs of tens of
// MB, can cost several times the kernel itself. The public API has no way
// around it. Hence --kernel-time: it turns on onnxruntime's profiler for the
// session and prints kernel_ms, the median of the profiler's
// `<node>_kernel_time` durations over the same timed runs: the gather
// kernel's own time, without the binding and executor overhead. Profiling
// adds some microseconds per run (it is off without --kernel-time).
//
// Inputs are created once per case and reused (the binding hands their
// memory to onnxruntime without a copy). Each session does one checked run
// (output filled with a sentinel first; both the preallocated buffer and the
// returned copy must equal the reference) and one warm-up run before the
// timed runs. If onnxruntime ever stops writing into the
// preallocated tensor, the script says so on stderr and lets onnxruntime
// allocate the output instead.

import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { ort, readCaseLines, runBenchmark } from './harness.mjs';
import { buildModel, parseType } from './onnx-model.mjs';
import {
  checkedIndex,
  forEachElementOffset,
  forEachTupleOffset,
  indexReader,
  indexWriter,
  product,
  rngForCase,
  sameBytes,
} from './tensor-data.mjs';

// ---------------------------------------------------------------------------
// Case list.

function readCases(path) {
  const cases = [];
  for (const { fields, where } of readCaseLines(path)) {
    // A sixth field names a program that only gather-bench times; here the
    // case is its gather alone.
    if (fields.length !== 5 && fields.length !== 6) throw new Error(`${where}: expected 5 or 6 fields`);
    const [name, op, dataType, indicesType, attribute] = fields;
    if (!['nd', 'elements', 'gather'].includes(op)) throw new Error(`${where}: bad op ${op}`);
    // Types are parsed per case in prepareCase, so one unsupported type gives
    // an ERROR line rather than stopping the run.
    cases.push({ name, op, dataType, indicesType, attribute: Number(attribute) });
  }
  return cases;
}

/** Output shape, and the case's attribute normalised (axis made >= 0). */
function outputShape(c) {
  const data = c.data.shape;
  const indices = c.indices.shape;
  if (c.op === 'nd') {
    const b = c.attribute;
    const k = indices[indices.length - 1];
    if (b < 0 || b + k > data.length) throw new Error(`${c.name}: bad batch_dims/index depth`);
    return [...indices.slice(0, -1), ...data.slice(b + k)];
  }
  if (c.op === 'gather') {
    const axis = c.attribute < 0 ? c.attribute + data.length : c.attribute;
    return [...data.slice(0, axis), ...indices, ...data.slice(axis + 1)];
  }
  if (indices.length !== data.length) throw new Error(`${c.name}: rank mismatch`);
  return indices.slice();
}

// The ONNX operator set version of the models.
const OPSET = 13;

/**
 * The case's model. ONNX GatherND takes int64 indices only, so an `nd` case
 * with i32 indices uses onnxruntime's contrib operator com.microsoft
 * GatherND (version 1: int32 or int64 indices, same CPU kernel, but no
 * batch_dims attribute; batch_dims must then be 0). Returns [model, what].
 */
function caseModel(c, outShape) {
  const io = {
    opset: OPSET,
    inputs: [
      { name: 'data', elemType: c.data.onnx, shape: c.data.shape },
      { name: 'indices', elemType: c.indices.onnx, shape: c.indices.shape },
    ],
    outputs: [{ name: 'output', elemType: c.data.onnx, shape: outShape }],
  };
  if (c.op === 'elements' || c.op === 'gather') {
    const opType = c.op === 'elements' ? 'GatherElements' : 'Gather';
    const model = buildModel({ opType, ...io, attributes: [{ name: 'axis', i: c.attribute }] });
    return [model, `${opType}-${OPSET} axis=${c.attribute}`];
  }
  if (c.indices.element === 'i32') {
    if (c.attribute !== 0) {
      throw new Error('GatherND with int32 indices and batch_dims != 0 exists neither in ONNX nor in com.microsoft');
    }
    return [buildModel({ opType: 'GatherND', ...io, domain: 'com.microsoft' }), 'com.microsoft GatherND-1 (int32 indices)'];
  }
  const model = buildModel({ opType: 'GatherND', ...io, attributes: [{ name: 'batch_dims', i: c.attribute }] });
  return [model, `GatherND-${OPSET} batch_dims=${c.attribute}`];
}

// ---------------------------------------------------------------------------
// Inputs.

/**
 * Distinct-as-possible data values, so a wrong index shows up as a wrong
 * value: element i holds i (mod what the type represents exactly).
 */
function makeData(type) {
  const count = product(type.shape);
  const buffer = new ArrayBuffer(count * type.bytes);
  switch (type.element) {
    case 'f32': {
      const a = new Float32Array(buffer);
      for (let i = 0; i < count; ++i) a[i] = i % 16777216;
      break;
    }
    case 'f64': {
      const a = new Float64Array(buffer);
      for (let i = 0; i < count; ++i) a[i] = i;
      break;
    }
    case 'f16': {
      // Raw bits of finite halves (below 0x7c00 = +inf), both signs.
      const a = new Uint16Array(buffer);
      for (let i = 0; i < count; ++i) {
        const m = i % 0xf800;
        a[i] = m < 0x7c00 ? m : 0x8000 | (m - 0x7c00);
      }
      break;
    }
    case 'i1': {
      const a = new Uint8Array(buffer);
      for (let i = 0; i < count; ++i) a[i] = (i * 2654435761) >>> 31;
      break;
    }
    case 'i64':
    case 'ui64': {
      // Low word i, high word i * 7 (little-endian), without BigInt.
      const a = new Uint32Array(buffer);
      for (let i = 0; i < count; ++i) {
        a[2 * i] = i;
        a[2 * i + 1] = (i * 7) >>> 0;
      }
      break;
    }
    default: {
      // Integer types of 1, 2 or 4 bytes: wrap around.
      const a = new type.array(buffer);
      for (let i = 0; i < count; ++i) a[i] = i;
    }
  }
  return new type.array(buffer);
}

/**
 * Uniformly random valid indices: for nd, tuple component j indexes data
 * dimension batch_dims + j; for elements and gather, the axis dimension. Where an
 * elements case's indices cover the whole last (= gather) axis, each row is
 * a random permutation instead (as bench/GatherBench.cpp does).
 */
function makeIndices(c, rng) {
  const type = c.indices;
  const count = product(type.shape);
  const buffer = new ArrayBuffer(count * type.bytes);
  const store = indexWriter(type, buffer);
  const data = c.data.shape;
  if (c.op === 'nd') {
    const k = type.shape[type.shape.length - 1];
    const sizes = data.slice(c.attribute, c.attribute + k);
    for (let n = 0; n < count; ++n) store(n, rng.below(sizes[n % k]));
  } else {
    const rank = data.length;
    const axis = c.attribute < 0 ? c.attribute + rank : c.attribute;
    const size = data[axis];
    if (c.op === 'elements' && axis === rank - 1 && type.shape[axis] === size) {
      const row = new Int32Array(size);
      for (let start = 0; start < count; start += size) {
        for (let i = 0; i < size; ++i) row[i] = i;
        for (let i = size - 1; i > 0; --i) {
          const j = rng.below(i + 1);
          const t = row[i];
          row[i] = row[j];
          row[j] = t;
        }
        for (let i = 0; i < size; ++i) store(start + i, row[i]);
      }
    } else {
      for (let n = 0; n < count; ++n) store(n, rng.below(size));
    }
  }
  return new type.array(buffer);
}

// ---------------------------------------------------------------------------
// Reference gather, on raw element bits (a gather only moves elements).

/** A view of `typed`'s bytes in units of 1, 2 or 4 bytes; and units per element. */
function unitView(typed, elementBytes) {
  const { buffer, byteOffset, byteLength } = typed;
  if (elementBytes === 1) return [new Uint8Array(buffer, byteOffset, byteLength), 1];
  if (elementBytes === 2) return [new Uint16Array(buffer, byteOffset, byteLength / 2), 1];
  return [new Uint32Array(buffer, byteOffset, byteLength / 4), elementBytes / 4];
}

function referenceGather(c, data, indices, outShape) {
  const [src, upe] = unitView(data, c.data.bytes);
  const out = new src.constructor(product(outShape) * upe);
  const index = indexReader(c.indices, indices);
  const dShape = c.data.shape;
  const iShape = c.indices.shape;
  if (c.op === 'nd') {
    const slice = product(dShape.slice(c.attribute + iShape[iShape.length - 1])) * upe;
    forEachTupleOffset(dShape, iShape, c.attribute, index, (t, offset) =>
      out.set(src.subarray(offset * upe, offset * upe + slice), t * slice),
    );
    return out;
  }
  if (c.op === 'gather') return referenceGatherAxis(c, src, upe, index, out);
  const axis = c.attribute < 0 ? c.attribute + dShape.length : c.attribute;
  forEachElementOffset(dShape, iShape, axis, index, (n, offset) => {
    for (let u = 0; u < upe; ++u) out[n * upe + u] = src[offset * upe + u];
  });
  return out;
}

/** Gather along the axis: for each position before the axis and each index,
 * the contiguous slice after the axis. */
function referenceGatherAxis(c, src, upe, index, out) {
  const dShape = c.data.shape;
  const axis = c.attribute < 0 ? c.attribute + dShape.length : c.attribute;
  const outer = product(dShape.slice(0, axis));
  const size = dShape[axis];
  const slice = product(dShape.slice(axis + 1)) * upe;
  const count = product(c.indices.shape);
  let o = 0;
  for (let p = 0; p < outer; ++p) {
    for (let n = 0; n < count; ++n) {
      const start = (p * size + checkedIndex(index(n), size)) * slice;
      out.set(src.subarray(start, start + slice), o);
      o += slice;
    }
  }
  return out;
}

// ---------------------------------------------------------------------------
// Cases.

/** The case's model, inputs, output tensor and reference result (see runBenchmark). */
function prepareCase(c) {
  if (!Number.isInteger(c.attribute)) throw new Error(`bad attribute ${c.attribute}`);
  c = { ...c, data: parseType(c.dataType), indices: parseType(c.indicesType) };
  const outShape = outputShape(c);
  const [model, what] = caseModel(c, outShape);
  const data = makeData(c.data);
  const indices = makeIndices(c, rngForCase(c.name));
  const expected = referenceGather(c, data, indices, outShape);
  return {
    model,
    what,
    feeds: {
      data: new ort.Tensor(c.data.ort, data, c.data.shape),
      indices: new ort.Tensor(c.indices.ort, indices, c.indices.shape),
    },
    output: new ort.Tensor(c.data.ort, new c.data.array(product(outShape)), outShape),
    matches: (actual) => sameBytes(actual, expected),
  };
}

runBenchmark({
  script: 'run.mjs',
  defaultCases: join(dirname(fileURLToPath(import.meta.url)), '..', 'cases.txt'),
  readCases,
  prepareCase,
});
