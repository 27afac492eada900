// onnxruntime comparison for the scatter benchmark cases.
//
// For every case of bench/scatter/cases.txt this builds a one-node ONNX
// model in memory (ScatterND or ScatterElements, opset 18, the first with
// reductions max and min; attribute `reduction` unless it is none, `axis`
// for ScatterElements), runs it with onnxruntime-node's CPU execution
// provider, checks one result against a plain JS scatter, and times
// `session.run` exactly as run.mjs does for the gathers: same sessions,
// checked run, warm-up, preallocated output, options and TSV columns, and
// the same caveats about median_ms and kernel_ms (see run.mjs's header;
// the shared driver is harness.mjs).
//
// Install: as for run.mjs (npm ci --prefix bench/onnxruntime --ignore-scripts).
// Run:
//   node bench/onnxruntime/scatter.mjs [--threads=1,2] [--filter=SUBSTRING]
//        [--repetitions=N] [--cases=PATH] [--kernel-time]
// with the options of run.mjs; --cases defaults to bench/scatter/cases.txt.
//
// Inputs, created once per case: data and updates are random f32 in
// [-1, 1); index values are drawn from [0, DISTINCT) (uniformly, or by
// Zipf's law for zipfN: indexSampler) of the
// indexed dimension (dimension 0 for `nd`, whose tuples have one
// component; AXIS for `elements`), all seeded by the case's name.
//
// The reference applies the updates to a copy of data in row-major order of
// updates, in float32: for `none` the last update of a position wins (ONNX
// leaves duplicate indices undefined there; the dialect decides this
// order). The check is bit for bit, except for add and mul at the positions
// that receive updates: there it allows for rounding (bound in
// withinRounding), because with 2 threads onnxruntime 1.30's ScatterND
// splits the updates between threads without synchronisation, so
// duplicates are combined in an order that changes from run to run (float32
// sums then differ in the last bits; with 1 thread they are bit-identical
// to the reference). The same race now and then loses an update (one
// thread's read-modify-write overwrites the other's; seen in about 1 of 5
// sessions of the embedding_grad_add cases, off by O(1)): that is reported
// as WRONG, rightly (cf. microsoft/onnxruntime#18048).
//
// Note on what is timed: an ONNX scatter's output is a new tensor and data
// is a graph input that onnxruntime may not modify, so each run first
// copies all of data into the output, then applies the updates. Both
// median_ms and kernel_ms include that copy (256-512 MiB for the *_dram
// cases), however few the updates.

import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { ort, readCaseLines, runBenchmark } from './harness.mjs';
import { buildModel, parseType } from './onnx-model.mjs';
import {
  forEachElementOffset,
  forEachTupleOffset,
  indexReader,
  indexWriter,
  product,
  rngForCase,
  sameBytes,
} from './tensor-data.mjs';

// The ONNX operator set version of the models.
const OPSET = 18;

// How each reduction combines the old value of a position with an update.
// The results are stored into a Float32Array, which rounds them to float32:
// for + and * that is exactly float32 arithmetic (a double holds more than
// twice float32's precision, so rounding twice changes nothing).
const REDUCTIONS = {
  none: (old, update) => update,
  add: (old, update) => old + update,
  mul: (old, update) => old * update,
  max: (old, update) => Math.max(old, update),
  min: (old, update) => Math.min(old, update),
};

// The reductions whose float32 result depends on the order of the updates.
const ORDER_SENSITIVE = new Set(['add', 'mul']);

// ---------------------------------------------------------------------------
// Case list.

function readCases(path) {
  const cases = [];
  for (const { fields, where } of readCaseLines(path)) {
    // A ninth field names a program of our own around the scatter (bench/scatter/CMakeLists.txt).
    if (fields.length !== 8 && fields.length !== 9) throw new Error(`${where}: expected 8 or 9 fields`);
    const [name, op, dataType, indicesType, updatesType, axis, reduction, distinct] = fields;
    if (!['nd', 'elements'].includes(op)) throw new Error(`${where}: bad op ${op}`);
    if (!(reduction in REDUCTIONS)) throw new Error(`${where}: bad reduction ${reduction}`);
    // Types and numbers are checked per case in prepareCase, so one bad
    // case gives an ERROR line rather than stopping the run.
    cases.push({
      name,
      op,
      dataType,
      indicesType,
      updatesType,
      axis: Number(axis),
      reduction,
      zipf: distinct.startsWith('zipf'),
      distinct: Number(distinct.replace(/^zipf/, '')),
    });
  }
  return cases;
}

/**
 * The case with its types parsed and checked, and indexedDim: the dimension
 * of data that the index values address (0 for nd, AXIS made >= 0 for
 * elements).
 */
function checkedCase(c) {
  const data = parseType(c.dataType);
  const indices = parseType(c.indicesType);
  const updates = parseType(c.updatesType);
  if (data.element !== 'f32' || updates.element !== 'f32') throw new Error('data and updates must be f32');
  const rank = data.shape.length;
  if (!Number.isInteger(c.axis) || c.axis < -rank || c.axis >= rank) throw new Error(`bad axis ${c.axis}`);
  const indexedDim = c.op === 'nd' ? 0 : (c.axis + rank) % rank;
  let updatesShape;
  if (c.op === 'nd') {
    if (indices.shape[indices.shape.length - 1] !== 1) throw new Error('nd cases take index tuples of one component');
    updatesShape = [...indices.shape.slice(0, -1), ...data.shape.slice(1)];
  } else {
    if (indices.shape.length !== rank || indices.shape.some((n, d) => d !== indexedDim && n > data.shape[d])) {
      throw new Error('indices must have the rank of data and fit in it off the axis');
    }
    updatesShape = indices.shape;
  }
  if (updatesShape.join('x') !== updates.shape.join('x')) {
    throw new Error(`updates must have shape ${updatesShape.join('x')}`);
  }
  const size = data.shape[indexedDim];
  if (!Number.isInteger(c.distinct) || c.distinct < 1 || c.distinct > size) {
    throw new Error(`DISTINCT must be in [1, ${size}]`);
  }
  return { ...c, data, indices, updates, indexedDim };
}

/** The case's model; returns [model, what]. */
function caseModel(c) {
  const tensor = (name, type) => ({ name, elemType: type.onnx, shape: type.shape });
  const attributes = c.op === 'elements' ? [{ name: 'axis', i: c.axis }] : [];
  if (c.reduction !== 'none') attributes.push({ name: 'reduction', s: c.reduction });
  const opType = c.op === 'nd' ? 'ScatterND' : 'ScatterElements';
  const model = buildModel({
    opType,
    inputs: [tensor('data', c.data), tensor('indices', c.indices), tensor('updates', c.updates)],
    outputs: [tensor('output', c.data)],
    attributes,
    opset: OPSET,
  });
  const what = attributes.map((a) => `${a.name}=${a.s ?? a.i}`).join(' ');
  return [model, `${opType}-${OPSET} ${what}`.trimEnd()];
}

// ---------------------------------------------------------------------------
// Inputs and the reference scatter.

/** Random f32 in [-1, 1) (multiples of 2^-31 before rounding). */
function randomFloats(type, rng) {
  const a = new Float32Array(product(type.shape));
  for (let i = 0; i < a.length; ++i) a[i] = rng.next() / 2147483648 - 1;
  return a;
}

/**
 * A draw of an index value in [0, DISTINCT): uniform, or for zipfN value i
 * with a weight of 1 / (i + 1) (by bisection of the cumulative weights).
 */
function indexSampler(c, rng) {
  if (!c.zipf) return () => rng.below(c.distinct);
  const cumulative = new Float64Array(c.distinct);
  let total = 0;
  for (let i = 0; i < c.distinct; ++i) cumulative[i] = total += 1 / (i + 1);
  return () => {
    const u = (rng.next() / 4294967296) * total;
    let low = 0;
    let high = c.distinct - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (cumulative[middle] <= u) low = middle + 1;
      else high = middle;
    }
    return low;
  };
}

/** Index values drawn by indexSampler. */
function makeIndices(c, rng) {
  const type = c.indices;
  const count = product(type.shape);
  const buffer = new ArrayBuffer(count * type.bytes);
  const store = indexWriter(type, buffer);
  const draw = indexSampler(c, rng);
  for (let n = 0; n < count; ++n) store(n, draw());
  return new type.array(buffer);
}

/**
 * {expected, counts}: data with the updates applied in row-major order of
 * updates, and, for the order-sensitive reductions, how many updates each
 * position received (else null).
 */
function referenceScatter(c, data, indices, updates) {
  const expected = data.slice();
  const counts = ORDER_SENSITIVE.has(c.reduction) ? new Uint32Array(expected.length) : null;
  const combine = REDUCTIONS[c.reduction];
  const apply = (offset, update) => {
    expected[offset] = combine(expected[offset], update);
    if (counts) ++counts[offset];
  };
  const index = indexReader(c.indices, indices);
  if (c.op === 'nd') {
    const slice = product(c.data.shape.slice(1));
    forEachTupleOffset(c.data.shape, c.indices.shape, 0, index, (t, offset) => {
      for (let j = 0; j < slice; ++j) apply(offset + j, updates[t * slice + j]);
    });
  } else {
    forEachElementOffset(c.data.shape, c.indices.shape, c.indexedDim, index, (n, offset) => apply(offset, updates[n]));
  }
  return { expected, counts };
}

/**
 * Whether actual equals expected up to the order in which each position's
 * m = counts[i] updates were combined with its data value: at most
 * (m + 1)^2 * 2^-23 apart (exactly equal where m = 0). Why: all m + 1
 * values have magnitude at most 1, so float32 sums of them in any order are
 * within (m + 1)^2 * 2^-24 of the exact sum (the classic bound
 * (n - 1) u / (1 - (n - 1) u) times the sum of magnitudes, u = 2^-24), and
 * products within far less; the reference and onnxruntime may each be off
 * by that much. A lost or doubled update (a race) is off by far more.
 */
function withinRounding(actual, expected, counts) {
  for (let i = 0; i < expected.length; ++i) {
    const terms = counts[i] + 1;
    const bound = counts[i] === 0 ? 0 : terms * terms * 2 ** -23;
    if (!(Math.abs(actual[i] - expected[i]) <= bound)) return false;
  }
  return true;
}

// ---------------------------------------------------------------------------
// Cases.

/** The case's model, inputs, output tensor and reference result (see runBenchmark). */
function prepareCase(c) {
  c = checkedCase(c);
  const [model, what] = caseModel(c);
  const rng = rngForCase(c.name);
  const data = randomFloats(c.data, rng);
  const indices = makeIndices(c, rng);
  const updates = randomFloats(c.updates, rng);
  const { expected, counts } = referenceScatter(c, data, indices, updates);
  return {
    model,
    what,
    feeds: {
      data: new ort.Tensor(c.data.ort, data, c.data.shape),
      indices: new ort.Tensor(c.indices.ort, indices, c.indices.shape),
      updates: new ort.Tensor(c.updates.ort, updates, c.updates.shape),
    },
    output: new ort.Tensor(c.data.ort, new Float32Array(data.length), c.data.shape),
    matches: (actual) => (counts ? withinRounding(actual, expected, counts) : sameBytes(actual, expected)),
  };
}

runBenchmark({
  script: 'scatter.mjs',
  defaultCases: join(dirname(fileURLToPath(import.meta.url)), '..', 'scatter', 'cases.txt'),
  readCases,
  prepareCase,
});
