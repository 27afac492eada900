// onnxruntime comparison for the block-quantized gather cases.
//
// For every case of bench/quantized/cases.txt this builds a one-node model
// of com.microsoft GatherBlockQuantized (gather_axis 0, quantize_axis 1,
// `bits` and `block_size` of the case; data, indices, scales and the
// optional zero points as graph inputs, but 4-bit data and zero points, which
// onnxruntime-node cannot feed, as initializers), runs it with onnxruntime-node's
// CPU execution provider, checks the output bit for bit against a JS
// reference, and times `session.run` as run.mjs does (the shared driver is
// harness.mjs; its header says what median_ms and kernel_ms are).
//
// Install: as for run.mjs (npm ci --prefix bench/onnxruntime --ignore-scripts).
// Run:
//   node bench/onnxruntime/quantized.mjs [--threads=1,2] [--filter=SUBSTRING]
//        [--repetitions=N] [--cases=PATH] [--kernel-time]
//
// Inputs, created once per case and seeded by its name: random bytes of
// data and zero points, scales in [-1, 1), ids uniform over the rows.

import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { ort, readCaseLines, runBenchmark } from './harness.mjs';
import { buildModel, parseType } from './onnx-model.mjs';
import { product, rngForCase, sameBytes } from './tensor-data.mjs';

function readCases(path) {
  return readCaseLines(path).map(({ fields, where }) => {
    if (fields.length !== 7) throw new Error(`${where}: expected 7 fields`);
    const [name, data, scales, zeroPoints, bits, blockSize, rows] = fields;
    return { name, data, scales, zeroPoints, bits: Number(bits), blockSize: Number(blockSize), rows: Number(rows) };
  });
}

/** f32 -> the bits of the nearest f16 (ties to even). */
function toHalfBits(value) {
  const f = new Float32Array([value]);
  const x = new Uint32Array(f.buffer)[0];
  const sign = (x >>> 16) & 0x8000;
  const exponent = (x >>> 23) & 0xff;
  let mantissa = x & 0x7fffff;
  if (exponent === 0xff) return sign | 0x7c00 | (mantissa ? 0x200 : 0);
  let e = exponent - 127 + 15;
  if (e >= 0x1f) return sign | 0x7c00;
  if (e <= 0) {
    if (e < -10) return sign;
    mantissa |= 0x800000;
    const shift = 14 - e;
    let half = mantissa >>> shift;
    const rest = mantissa & ((1 << shift) - 1);
    const midpoint = 1 << (shift - 1);
    if (rest > midpoint || (rest === midpoint && half & 1)) ++half;
    return sign | half;
  }
  let half = (e << 10) | (mantissa >>> 13);
  const rest = mantissa & 0x1fff;
  if (rest > 0x1000 || (rest === 0x1000 && half & 1)) ++half;
  return sign | half;
}

function fromHalfBits(h) {
  const exponent = (h >>> 10) & 0x1f;
  const mantissa = h & 0x3ff;
  const magnitude =
    exponent === 0 ? mantissa * 2 ** -24 : exponent === 0x1f ? (mantissa ? NaN : Infinity) : (1024 + mantissa) * 2 ** (exponent - 25);
  return h & 0x8000 ? -magnitude : magnitude;
}

/**
 * Value `j` of row `r` of packed `bytes` of `type`, rows of `rowValues`:
 * ui8 rows hold bit fields of `bits`, lowest first, each row on a byte;
 * 4-bit tensors are packed flat, low nibble first, i4 sign-extended.
 */
function unpack(type, bytes, bits, rowValues, r, j) {
  if (type.bytes === 0.5) {
    const at = r * rowValues + j;
    const nibble = (bytes[Math.floor(at / 2)] >>> ((at % 2) * 4)) & 15;
    return type.element === 'i4' && nibble >= 8 ? nibble - 16 : nibble;
  }
  const perByte = 8 / bits;
  return (bytes[r * type.shape[1] + Math.floor(j / perByte)] >>> ((j % perByte) * bits)) & ((1 << bits) - 1);
}

/** Values per row of the case's data. */
function rowValues(c) {
  return c.dataType.bytes === 0.5 ? c.dataType.shape[1] : c.dataType.shape[1] * (8 / c.bits);
}

/** The dequantized rows `ids` of the packed table, rounded to the scales' type. */
function reference(c, data, scales, zeroPoints, ids, half) {
  const values = rowValues(c);
  const blocks = c.scalesType.shape[1];
  // onnxruntime's default zero points: 2^(bits-1) for ui8, 0 for 4-bit types.
  const defaultZeroPoint = c.dataType.bytes === 0.5 ? 0 : 1 << (c.bits - 1);
  const out = half ? new Uint16Array(ids.length * values) : new Float32Array(ids.length * values);
  for (let m = 0; m < ids.length; ++m) {
    const r = Number(ids[m]);
    for (let j = 0; j < values; ++j) {
      const q = unpack(c.dataType, data, c.bits, values, r, j);
      const b = Math.floor(j / c.blockSize);
      const zp = zeroPoints ? unpack(c.zeroPointsType, zeroPoints, c.bits, blocks, r, b) : defaultZeroPoint;
      const scale = half ? fromHalfBits(scales[r * blocks + b]) : scales[r * blocks + b];
      const value = Math.fround(Math.fround(q - zp) * Math.fround(scale));
      out[m * values + j] = half ? toHalfBits(value) : value;
    }
  }
  return out;
}

/** The packed bytes of a tensor of `type`. */
function byteCount(type) {
  return Math.ceil(product(type.shape) * type.bytes);
}

function prepareCase(c) {
  c = { ...c, dataType: parseType(c.data), scalesType: parseType(c.scales) };
  c.zeroPointsType = c.zeroPoints === '-' ? null : parseType(c.zeroPoints);
  if (!['ui8', 'i4', 'ui4'].includes(c.dataType.element)) throw new Error('data must be ui8, i4 or ui4');
  // onnxruntime-node cannot feed 4-bit tensors: data (and zero points) of
  // i4 / ui4 go into the model as initializers.
  const fourBit = c.dataType.bytes === 0.5;
  const half = c.scalesType.element === 'f16';
  const rng = rngForCase(c.name);
  const data = new Uint8Array(byteCount(c.dataType));
  for (let i = 0; i < data.length; ++i) data[i] = rng.below(256);
  const scales = new c.scalesType.array(product(c.scalesType.shape));
  for (let i = 0; i < scales.length; ++i) {
    const value = Math.fround(rng.next() / 2147483648 - 1);
    scales[i] = half ? toHalfBits(value) : value;
  }
  let zeroPoints = null;
  if (c.zeroPointsType) {
    zeroPoints = new Uint8Array(byteCount(c.zeroPointsType));
    for (let i = 0; i < zeroPoints.length; ++i) zeroPoints[i] = rng.below(256);
  }
  const ids = new BigInt64Array(c.rows);
  for (let m = 0; m < c.rows; ++m) ids[m] = BigInt(rng.below(c.dataType.shape[0]));
  const outShape = [c.rows, rowValues(c)];
  const tensor = (name, type, shape = type.shape) => ({ name, elemType: type.onnx, shape });
  const initializer = (name, type, rawData) => ({ ...tensor(name, type), rawData: fourBit ? rawData : undefined });
  const idsType = parseType(`tensor<${c.rows}xi64>`);
  const inputs = [initializer('data', c.dataType, data), tensor('indices', idsType), tensor('scales', c.scalesType)];
  if (zeroPoints) inputs.push(initializer('zero_points', c.zeroPointsType, zeroPoints));
  const attributes = [
    { name: 'bits', i: c.bits },
    { name: 'block_size', i: c.blockSize },
    { name: 'gather_axis', i: 0 },
    { name: 'quantize_axis', i: 1 },
  ];
  const model = buildModel({
    opType: 'GatherBlockQuantized',
    inputs,
    outputs: [tensor('output', c.scalesType, outShape)],
    attributes,
    opset: 21,
    domain: 'com.microsoft',
    irVersion: fourBit ? 10 : 8,
  });
  const expected = reference(c, data, scales, zeroPoints, ids, half);
  const feeds = {
    indices: new ort.Tensor('int64', ids, [c.rows]),
    scales: new ort.Tensor(c.scalesType.ort, scales, c.scalesType.shape),
  };
  if (!fourBit) {
    feeds.data = new ort.Tensor('uint8', data, c.dataType.shape);
    if (zeroPoints) feeds.zero_points = new ort.Tensor('uint8', zeroPoints, c.zeroPointsType.shape);
  }
  return {
    model,
    what: `com.microsoft GatherBlockQuantized bits=${c.bits} block_size=${c.blockSize}${zeroPoints ? ' zero_points' : ''}`,
    feeds,
    output: new ort.Tensor(c.scalesType.ort, new c.scalesType.array(expected.length), outShape),
    matches: (actual) => sameBytes(actual, expected),
  };
}

runBenchmark({
  script: 'quantized.mjs',
  defaultCases: join(dirname(fileURLToPath(import.meta.url)), '..', 'quantized', 'cases.txt'),
  readCases,
  prepareCase,
});
