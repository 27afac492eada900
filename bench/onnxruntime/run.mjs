// onnxruntime comparison for the gather benchmark cases.
//
// For every case of bench/cases.txt this builds a one-node ONNX model in
// memory (GatherND, GatherElements or Gather, opset 13; the ModelProto is encoded by
// hand below, no onnx package needed), runs it with onnxruntime-node's CPU
// execution provider, checks one result against a plain JS gather, and times
// `session.run`. ONNX GatherND takes int64 indices only: `nd` cases with i32
// indices (and batch_dims 0) run onnxruntime's com.microsoft GatherND, which
// takes int32 indices; stderr names the operator used for each case.
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

import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
let ort;
try {
  ort = require('onnxruntime-node');
} catch (e) {
  process.stderr.write(
    `cannot load onnxruntime-node (${e.message.split('\n')[0]});\n` +
      `install it with: npm ci --prefix ${here} --ignore-scripts\n`,
  );
  process.exit(1);
}

// ---------------------------------------------------------------------------
// Options.

function parseOptions(argv) {
  const options = {
    threads: [1, 2],
    filter: '',
    repetitions: 9,
    cases: join(here, '..', 'cases.txt'),
    kernelTime: false,
  };
  for (const arg of argv) {
    const match = /^--([a-z-]+)(?:=(.*))?$/.exec(arg);
    if (!match) usage(`unknown argument: ${arg}`);
    const [, name, value] = match;
    const known = ['threads', 'filter', 'repetitions', 'cases', 'kernel-time'];
    if (!known.includes(name)) usage(`unknown option: --${name}`);
    if (value === undefined && name !== 'kernel-time') usage(`--${name} needs a value`);
    if (name === 'threads') {
      options.threads = value.split(',').map((t) => {
        const n = Number(t);
        if (!Number.isInteger(n) || n < 1) usage(`bad thread count: ${t}`);
        return n;
      });
    } else if (name === 'filter') {
      options.filter = value;
    } else if (name === 'repetitions') {
      const n = Number(value);
      if (!Number.isInteger(n) || n < 1) usage(`bad repetitions: ${value}`);
      options.repetitions = n;
    } else if (name === 'cases') {
      options.cases = value;
    } else if (name === 'kernel-time') {
      if (value !== undefined && value !== 'yes' && value !== 'no') usage('--kernel-time takes yes or no');
      options.kernelTime = value !== 'no';
    } else {
      usage(`unknown option: --${name}`);
    }
  }
  return options;
}

function usage(message) {
  process.stderr.write(
    `${message}\nusage: node run.mjs [--threads=1,2] [--filter=SUBSTRING] ` +
      `[--repetitions=N] [--cases=PATH] [--kernel-time]\n`,
  );
  process.exit(2);
}

// ---------------------------------------------------------------------------
// Case list and tensor types.

// MLIR element type -> ONNX TensorProto.DataType, onnxruntime-node type name,
// typed array, bytes per element.
const ELEMENT_TYPES = {
  f32: { onnx: 1, ort: 'float32', array: Float32Array, bytes: 4 },
  ui8: { onnx: 2, ort: 'uint8', array: Uint8Array, bytes: 1 },
  i8: { onnx: 3, ort: 'int8', array: Int8Array, bytes: 1 },
  ui16: { onnx: 4, ort: 'uint16', array: Uint16Array, bytes: 2 },
  i16: { onnx: 5, ort: 'int16', array: Int16Array, bytes: 2 },
  i32: { onnx: 6, ort: 'int32', array: Int32Array, bytes: 4 },
  i64: { onnx: 7, ort: 'int64', array: BigInt64Array, bytes: 8 },
  i1: { onnx: 9, ort: 'bool', array: Uint8Array, bytes: 1 },
  // Stored as raw bits in a Uint16Array (Node 20 has no Float16Array).
  f16: { onnx: 10, ort: 'float16', array: Uint16Array, bytes: 2 },
  f64: { onnx: 11, ort: 'float64', array: Float64Array, bytes: 8 },
  ui32: { onnx: 12, ort: 'uint32', array: Uint32Array, bytes: 4 },
  ui64: { onnx: 13, ort: 'uint64', array: BigUint64Array, bytes: 8 },
};

/** "tensor<4x8xf32>" -> {shape: [4, 8], element: 'f32', ...ELEMENT_TYPES.f32}. */
function parseType(text) {
  const match = /^tensor<(.*)>$/.exec(text);
  if (!match) throw new Error(`not a tensor type: ${text}`);
  const parts = match[1].split('x');
  const element = parts.pop();
  const info = ELEMENT_TYPES[element];
  if (!info) throw new Error(`unsupported element type ${element} in ${text}`);
  const shape = parts.map((d) => {
    const n = Number(d);
    if (!Number.isInteger(n) || n < 0) throw new Error(`bad dimension ${d} in ${text}`);
    return n;
  });
  return { shape, element, ...info };
}

function product(dims) {
  return dims.reduce((a, b) => a * b, 1);
}

function readCases(path) {
  const cases = [];
  for (const [number, raw] of readFileSync(path, 'utf8').split('\n').entries()) {
    const line = raw.replace(/#.*/, '').trim();
    if (!line) continue;
    const fields = line.split(/\s+/);
    // A sixth field names a program that only gather-bench times; here the
    // case is its gather alone.
    if (fields.length !== 5 && fields.length !== 6) throw new Error(`${path}:${number + 1}: expected 5 or 6 fields`);
    const [name, op, dataType, indicesType, attribute] = fields;
    if (!['nd', 'elements', 'gather'].includes(op)) throw new Error(`${path}:${number + 1}: bad op ${op}`);
    // Types are parsed per case in runCase, so one unsupported type gives
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

// ---------------------------------------------------------------------------
// Protobuf writer (just what ModelProto needs): varints and length-delimited
// fields, wire types 0 and 2.

class ProtoWriter {
  constructor() {
    this.bytes = [];
  }
  varint(value) {
    // int64 semantics: negative values are their 64-bit two's complement.
    let v = BigInt.asUintN(64, BigInt(value));
    while (v >= 0x80n) {
      this.bytes.push(Number(v & 0x7fn) | 0x80);
      v >>= 7n;
    }
    this.bytes.push(Number(v));
    return this;
  }
  tag(field, wireType) {
    return this.varint((field << 3) | wireType);
  }
  int(field, value) {
    return this.tag(field, 0).varint(value);
  }
  bytesField(field, bytes) {
    this.tag(field, 2).varint(bytes.length);
    for (const b of bytes) this.bytes.push(b);
    return this;
  }
  string(field, text) {
    return this.bytesField(field, new TextEncoder().encode(text));
  }
  message(field, build) {
    const inner = new ProtoWriter();
    build(inner);
    return this.bytesField(field, inner.bytes);
  }
  finish() {
    return Uint8Array.from(this.bytes);
  }
}

// Field numbers from onnx.proto (ONNX IR version 8).
const F = {
  model: { irVersion: 1, graph: 7, opsetImport: 8, producerName: 2 },
  opset: { domain: 1, version: 2 },
  graph: { node: 1, name: 2, input: 11, output: 12 },
  node: { input: 1, output: 2, name: 3, opType: 4, attribute: 5, domain: 7 },
  attribute: { name: 1, i: 3, type: 20 },
  valueInfo: { name: 1, type: 2 },
  type: { tensorType: 1 },
  tensorType: { elemType: 1, shape: 2 },
  shape: { dim: 1 },
  dim: { dimValue: 1 },
};
const ATTRIBUTE_TYPE_INT = 2;

function valueInfo(w, name, elemType, shape) {
  w.string(F.valueInfo.name, name);
  w.message(F.valueInfo.type, (t) =>
    t.message(F.type.tensorType, (tt) => {
      tt.int(F.tensorType.elemType, elemType);
      tt.message(F.tensorType.shape, (s) => {
        for (const d of shape) s.message(F.shape.dim, (dim) => dim.int(F.dim.dimValue, d));
      });
    }),
  );
}

/**
 * One-node model. inputs/outputs: [{name, elemType, shape}];
 * attributes: [{name, i}] (INT attributes only); domain: the node's operator
 * set domain ('' = ONNX; its version is 13; 'com.microsoft': version 1).
 */
function buildModel({ opType, inputs, outputs, attributes = [], domain = '' }) {
  const w = new ProtoWriter();
  w.int(F.model.irVersion, 8);
  w.string(F.model.producerName, 'gather-bench-onnxruntime');
  w.message(F.model.graph, (g) => {
    g.message(F.graph.node, (n) => {
      for (const i of inputs) n.string(F.node.input, i.name);
      for (const o of outputs) n.string(F.node.output, o.name);
      n.string(F.node.name, opType.toLowerCase());
      n.string(F.node.opType, opType);
      for (const a of attributes) {
        n.message(F.node.attribute, (attr) => {
          attr.string(F.attribute.name, a.name);
          attr.int(F.attribute.i, a.i);
          attr.int(F.attribute.type, ATTRIBUTE_TYPE_INT);
        });
      }
      if (domain) n.string(F.node.domain, domain);
    });
    g.string(F.graph.name, opType.toLowerCase());
    for (const i of inputs) g.message(F.graph.input, (v) => valueInfo(v, i.name, i.elemType, i.shape));
    for (const o of outputs) g.message(F.graph.output, (v) => valueInfo(v, o.name, o.elemType, o.shape));
  });
  w.message(F.model.opsetImport, (o) => {
    o.string(F.opset.domain, '');
    o.int(F.opset.version, 13);
  });
  if (domain === 'com.microsoft') {
    w.message(F.model.opsetImport, (o) => {
      o.string(F.opset.domain, domain);
      o.int(F.opset.version, 1);
    });
  }
  return w.finish();
}

/**
 * The case's model. ONNX GatherND takes int64 indices only, so an `nd` case
 * with i32 indices uses onnxruntime's contrib operator com.microsoft
 * GatherND (version 1: int32 or int64 indices, same CPU kernel, but no
 * batch_dims attribute; batch_dims must then be 0). Returns [model, what].
 */
function caseModel(c, outShape) {
  const io = {
    inputs: [
      { name: 'data', elemType: c.data.onnx, shape: c.data.shape },
      { name: 'indices', elemType: c.indices.onnx, shape: c.indices.shape },
    ],
    outputs: [{ name: 'output', elemType: c.data.onnx, shape: outShape }],
  };
  if (c.op === 'elements' || c.op === 'gather') {
    const opType = c.op === 'elements' ? 'GatherElements' : 'Gather';
    const model = buildModel({ opType, ...io, attributes: [{ name: 'axis', i: c.attribute }] });
    return [model, `${opType}-13 axis=${c.attribute}`];
  }
  if (c.indices.element === 'i32') {
    if (c.attribute !== 0) {
      throw new Error('GatherND with int32 indices and batch_dims != 0 exists neither in ONNX nor in com.microsoft');
    }
    return [buildModel({ opType: 'GatherND', ...io, domain: 'com.microsoft' }), 'com.microsoft GatherND-1 (int32 indices)'];
  }
  const model = buildModel({ opType: 'GatherND', ...io, attributes: [{ name: 'batch_dims', i: c.attribute }] });
  return [model, `GatherND-13 batch_dims=${c.attribute}`];
}

// ---------------------------------------------------------------------------
// Inputs.

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

function seedOf(name) {
  let h = 2166136261;
  for (const ch of name) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return h >>> 0;
}

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

/** Store index value v (0 <= v < 2^31) at position n of the indices buffer. */
function indexWriter(type, buffer) {
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

/** Index reader: position n -> number (sign handled for i64 via the high word). */
function indexReader(type, typed) {
  if (type.element === 'i64') {
    const words = new Int32Array(typed.buffer, typed.byteOffset, typed.length * 2);
    return (n) => words[2 * n + 1] * 4294967296 + (words[2 * n] >>> 0);
  }
  return (n) => typed[n];
}

function strides(shape) {
  const s = new Array(shape.length).fill(1);
  for (let i = shape.length - 2; i >= 0; --i) s[i] = s[i + 1] * shape[i + 1];
  return s;
}

function checkedIndex(v, size) {
  const w = v < 0 ? v + size : v;
  if (w < 0 || w >= size) throw new Error(`index ${v} out of range for dimension ${size}`);
  return w;
}

function referenceGather(c, data, indices, outShape) {
  const [src, upe] = unitView(data, c.data.bytes);
  const out = new src.constructor(product(outShape) * upe);
  const index = indexReader(c.indices, indices);
  const dShape = c.data.shape;
  const dStrides = strides(dShape);
  const iShape = c.indices.shape;
  if (c.op === 'nd') {
    const b = c.attribute;
    const k = iShape[iShape.length - 1];
    const slice = product(dShape.slice(b + k)) * upe;
    const batches = product(iShape.slice(0, b));
    const tuplesPerBatch = product(iShape.slice(b, -1));
    const batchStride = b === 0 ? 0 : dStrides[b - 1];
    let o = 0;
    let n = 0;
    for (let batch = 0; batch < batches; ++batch) {
      for (let t = 0; t < tuplesPerBatch; ++t) {
        let offset = batch * batchStride;
        for (let j = 0; j < k; ++j, ++n) offset += checkedIndex(index(n), dShape[b + j]) * dStrides[b + j];
        out.set(src.subarray(offset * upe, offset * upe + slice), o);
        o += slice;
      }
    }
    return out;
  }
  if (c.op === 'gather') return referenceGatherAxis(c, src, upe, index, out);
  const rank = dShape.length;
  const axis = c.attribute < 0 ? c.attribute + rank : c.attribute;
  const count = product(iShape);
  const position = new Array(rank).fill(0); // multi-index into indices
  for (let n = 0; n < count; ++n) {
    let offset = 0;
    for (let d = 0; d < rank; ++d) {
      const p = d === axis ? checkedIndex(index(n), dShape[axis]) : position[d];
      offset += p * dStrides[d];
    }
    for (let u = 0; u < upe; ++u) out[n * upe + u] = src[offset * upe + u];
    for (let d = rank - 1; d >= 0; --d) {
      if (++position[d] < iShape[d]) break;
      position[d] = 0;
    }
  }
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

function sameBytes(a, b) {
  if (a.byteLength !== b.byteLength) return false;
  return Buffer.from(a.buffer, a.byteOffset, a.byteLength).equals(
    Buffer.from(b.buffer, b.byteOffset, b.byteLength),
  );
}

// ---------------------------------------------------------------------------
// Sessions and timing.

function sessionOptions(threads, profileDir = null) {
  const options = {
    executionProviders: ['cpu'],
    intraOpNumThreads: threads,
    interOpNumThreads: 1,
    executionMode: 'sequential',
    graphOptimizationLevel: 'all',
  };
  if (profileDir) {
    options.enableProfiling = true;
    options.profileFilePrefix = join(profileDir, 'profile');
  }
  return options;
}

function median(values) {
  const s = [...values].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

async function timeRuns(session, feeds, fetches, repetitions) {
  const times = [];
  for (let r = 0; r < repetitions; ++r) {
    const start = performance.now();
    await session.run(feeds, fetches);
    times.push(performance.now() - start);
  }
  return median(times);
}

function log(message) {
  process.stderr.write(`${message}\n`);
}

// Whether onnxruntime wrote into the preallocated output tensor passed as
// fetch; decided on the first checked run (null = not yet known). If not, the
// fetch is dropped and onnxruntime allocates the output (its arena reuses the
// memory from the second run on).
let preallocatedOutputs = null;

function fetchesFor(output) {
  return preallocatedOutputs === false ? undefined : { output };
}

/**
 * One checked run: output and the returned result must both equal the
 * expected bits. The output buffer is filled with a sentinel first, so a
 * stale result from the previous session cannot pass.
 */
async function checkedRun(session, feeds, output, expected, bytesPerElement) {
  const outBytes = new Uint8Array(output.data.buffer, output.data.byteOffset, output.data.byteLength);
  outBytes.fill(0xa5);
  const result = await session.run(feeds, fetchesFor(output));
  const returned = sameBytes(unitView(result.output.data, bytesPerElement)[0], expected);
  if (preallocatedOutputs === false) return returned;
  const written = sameBytes(unitView(output.data, bytesPerElement)[0], expected);
  if (preallocatedOutputs === null) {
    preallocatedOutputs = written;
    const aliased = result.output.data.buffer === output.data.buffer;
    log(
      written
        ? `# preallocated output: onnxruntime writes into it; the returned tensor is ${
            aliased ? 'the same buffer' : 'a copy in a new buffer (made by the binding, inside the timed run)'
          }`
        : '# preallocated output: NOT written by onnxruntime; letting onnxruntime allocate outputs',
    );
    if (!written) return returned;
  }
  return returned && written;
}

/**
 * Kernel times (ms) of the last `count` runs from onnxruntime's profile of
 * this session (JSON trace events named `<node name>_kernel_time`, dur in us).
 */
function profiledKernelTimes(session, profileDir, count) {
  session.endProfiling(); // writes the profile file
  const files = readdirSync(profileDir).filter((f) => f.endsWith('.json'));
  if (files.length !== 1) throw new Error(`expected one profile file in ${profileDir}`);
  const events = JSON.parse(readFileSync(join(profileDir, files[0]), 'utf8'));
  rmSync(join(profileDir, files[0]));
  const kernels = events
    .filter((e) => e.cat === 'Node' && typeof e.name === 'string' && e.name.endsWith('_kernel_time'))
    .sort((a, b) => a.ts - b.ts);
  if (kernels.length < count) throw new Error('profile holds fewer kernel events than runs');
  return kernels.slice(-count).map((e) => e.dur / 1000);
}

async function measureOverhead(threads, repetitions) {
  const model = buildModel({
    opType: 'Identity',
    inputs: [{ name: 'x', elemType: 1, shape: [1] }],
    outputs: [{ name: 'y', elemType: 1, shape: [1] }],
  });
  const session = await ort.InferenceSession.create(model, sessionOptions(threads));
  const feeds = { x: new ort.Tensor('float32', new Float32Array([42]), [1]) };
  const result = await session.run(feeds);
  if (result.y.data[0] !== 42) throw new Error('Identity model gave a wrong result');
  for (let r = 0; r < 100; ++r) await session.run(feeds);
  const ms = await timeRuns(session, feeds, undefined, repetitions);
  await session.release();
  return ms;
}

async function runCase(c, options, out) {
  let outShape, model, feeds, output, expected;
  try {
    if (!Number.isInteger(c.attribute)) throw new Error(`bad attribute ${c.attribute}`);
    c = { ...c, data: parseType(c.dataType), indices: parseType(c.indicesType) };
    outShape = outputShape(c);
    let what;
    [model, what] = caseModel(c, outShape);
    log(`#   ${what}`);
    const rng = makeRng(seedOf(c.name));
    const data = makeData(c.data);
    const indices = makeIndices(c, rng);
    expected = referenceGather(c, data, indices, outShape);
    feeds = {
      data: new ort.Tensor(c.data.ort, data, c.data.shape),
      indices: new ort.Tensor(c.indices.ort, indices, c.indices.shape),
    };
    output = new ort.Tensor(c.data.ort, new c.data.array(product(outShape)), outShape);
  } catch (e) {
    for (const threads of options.threads) out(errorLine(c.name, threads, e, options));
    return;
  }
  for (const threads of options.threads) {
    let session;
    const profileDir = options.kernelTime ? mkdtempSync(join(tmpdir(), 'gather-ort-')) : null;
    try {
      session = await ort.InferenceSession.create(model, sessionOptions(threads, profileDir));
      const ok = await checkedRun(session, feeds, output, expected, c.data.bytes);
      await session.run(feeds, fetchesFor(output)); // warm-up
      const ms = await timeRuns(session, feeds, fetchesFor(output), options.repetitions);
      const fields = [c.name, threads, ms.toFixed(3)];
      if (profileDir) fields.push(median(profiledKernelTimes(session, profileDir, options.repetitions)).toFixed(3));
      fields.push(ok ? 'ok' : 'WRONG');
      out(fields.join('\t'));
    } catch (e) {
      out(errorLine(c.name, threads, e, options));
    } finally {
      if (session) await session.release();
      if (profileDir) rmSync(profileDir, { recursive: true, force: true });
    }
  }
}

function errorLine(name, threads, e, options) {
  const message = String(e && e.message ? e.message : e).split('\n')[0];
  return [name, threads, '-', ...(options.kernelTime ? ['-'] : []), `ERROR: ${message}`].join('\t');
}

async function main() {
  const options = parseOptions(process.argv.slice(2));
  const cases = readCases(options.cases).filter((c) => c.name.includes(options.filter));
  if (cases.length === 0) log(`# no case matches filter '${options.filter}'`);
  log(`# onnxruntime-node ${ort.env.versions.node} (common ${ort.env.versions.common}), CPU EP`);
  for (const threads of options.threads) {
    const ms = await measureOverhead(threads, Math.max(options.repetitions, 1001));
    log(`# overhead: session.run of a 1-element Identity model, threads=${threads}: median ${ms.toFixed(4)} ms`);
  }
  const out = (line) => process.stdout.write(`${line}\n`);
  out(['case', 'threads', 'median_ms', ...(options.kernelTime ? ['kernel_ms'] : []), 'result'].join('\t'));
  for (const c of cases) {
    log(`# ${c.name}`);
    await runCase(c, options, out);
  }
}

main().catch((e) => {
  process.stderr.write(`${e && e.stack ? e.stack : e}\n`);
  process.exit(1);
});
