// ONNX tensor types and a hand-written encoder for one-node ModelProtos, so
// that the onnxruntime benchmarks (run.mjs, scatter.mjs, quantized.mjs) and
// the differential tests' runner (evaluate.mjs) need no onnx package: the
// MLIR tensor types of case lists are parsed here, and buildModel() writes
// the protobuf bytes that InferenceSession.create takes.

// MLIR element type -> ONNX TensorProto.DataType, onnxruntime-node type name,
// typed array, bytes per element.
export const ELEMENT_TYPES = {
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
  // Two values a byte, low nibble first, flat over the tensor. onnxruntime-node
  // cannot feed them: they go into models as initializers (raw bytes).
  ui4: { onnx: 21, ort: 'uint4', array: Uint8Array, bytes: 0.5 },
  i4: { onnx: 22, ort: 'int4', array: Uint8Array, bytes: 0.5 },
};

/** "tensor<4x8xf32>" -> {shape: [4, 8], element: 'f32', ...ELEMENT_TYPES.f32}. */
export function parseType(text) {
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

// ---------------------------------------------------------------------------
// Protobuf writer (just what ModelProto needs): varints and length-delimited
// fields, wire types 0 and 2.

class ProtoWriter {
  // Chunks of bytes, joined by finish(): initializers of 4-bit tables take
  // hundreds of MiB, more than a JS array of numbers holds.
  constructor() {
    this.chunks = [];
    this.length = 0;
  }
  push(bytes) {
    this.chunks.push(bytes);
    this.length += bytes.length;
    return this;
  }
  varint(value) {
    // int64 semantics: negative values are their 64-bit two's complement.
    let v = BigInt.asUintN(64, BigInt(value));
    const out = [];
    while (v >= 0x80n) {
      out.push(Number(v & 0x7fn) | 0x80);
      v >>= 7n;
    }
    out.push(Number(v));
    return this.push(Uint8Array.from(out));
  }
  tag(field, wireType) {
    return this.varint((field << 3) | wireType);
  }
  int(field, value) {
    return this.tag(field, 0).varint(value);
  }
  bytesField(field, bytes) {
    return this.tag(field, 2).varint(bytes.length).push(bytes);
  }
  string(field, text) {
    return this.bytesField(field, new TextEncoder().encode(text));
  }
  message(field, build) {
    const inner = new ProtoWriter();
    build(inner);
    return this.bytesField(field, inner.finish());
  }
  finish() {
    const out = new Uint8Array(this.length);
    let at = 0;
    for (const chunk of this.chunks) {
      out.set(chunk, at);
      at += chunk.length;
    }
    return out;
  }
}

// Field numbers from onnx.proto (ONNX IR version 8).
const F = {
  model: { irVersion: 1, graph: 7, opsetImport: 8, producerName: 2 },
  opset: { domain: 1, version: 2 },
  graph: { node: 1, name: 2, initializer: 5, input: 11, output: 12 },
  tensor: { dims: 1, dataType: 2, name: 8, rawData: 9 },
  node: { input: 1, output: 2, name: 3, opType: 4, attribute: 5, domain: 7 },
  attribute: { name: 1, i: 3, s: 4, type: 20 },
  valueInfo: { name: 1, type: 2 },
  type: { tensorType: 1 },
  tensorType: { elemType: 1, shape: 2 },
  shape: { dim: 1 },
  dim: { dimValue: 1 },
};
// AttributeProto.AttributeType values.
const ATTRIBUTE_TYPE_INT = 2;
const ATTRIBUTE_TYPE_STRING = 3;

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

/** An attribute {name, i} (INT) or {name, s} (STRING). */
function attribute(w, { name, i, s }) {
  w.string(F.attribute.name, name);
  if (s !== undefined) {
    w.string(F.attribute.s, s);
    w.int(F.attribute.type, ATTRIBUTE_TYPE_STRING);
  } else {
    w.int(F.attribute.i, i);
    w.int(F.attribute.type, ATTRIBUTE_TYPE_INT);
  }
}

/** A TensorProto of raw little-endian bytes. */
function initializerTensor(w, { name, elemType, shape, rawData }) {
  for (const d of shape) w.int(F.tensor.dims, d);
  w.int(F.tensor.dataType, elemType);
  w.string(F.tensor.name, name);
  w.bytesField(F.tensor.rawData, rawData);
}

/**
 * One-node model. inputs/outputs: [{name, elemType, shape}], an input with
 * `rawData` (a Uint8Array) being an initializer, not a graph input;
 * attributes: [{name, i} or {name, s}]; opset: the version of the ONNX
 * operator set imported; domain: the node's operator set domain ('' = ONNX;
 * 'com.microsoft' is imported at version 1); irVersion: the model's (10
 * for 4-bit tensors). The node is named opType.toLowerCase(), which names
 * its profiler events.
 */
export function buildModel({ opType, inputs, outputs, attributes = [], opset, domain = '', irVersion = 8 }) {
  if (!Number.isInteger(opset)) throw new Error('buildModel needs the opset version');
  const w = new ProtoWriter();
  w.int(F.model.irVersion, irVersion);
  w.string(F.model.producerName, 'gather-bench-onnxruntime');
  w.message(F.model.graph, (g) => {
    g.message(F.graph.node, (n) => {
      for (const i of inputs) n.string(F.node.input, i.name);
      for (const o of outputs) n.string(F.node.output, o.name);
      n.string(F.node.name, opType.toLowerCase());
      n.string(F.node.opType, opType);
      for (const a of attributes) n.message(F.node.attribute, (attr) => attribute(attr, a));
      if (domain) n.string(F.node.domain, domain);
    });
    g.string(F.graph.name, opType.toLowerCase());
    for (const i of inputs) {
      if (i.rawData) g.message(F.graph.initializer, (t) => initializerTensor(t, i));
      else g.message(F.graph.input, (v) => valueInfo(v, i.name, i.elemType, i.shape));
    }
    for (const o of outputs) g.message(F.graph.output, (v) => valueInfo(v, o.name, o.elemType, o.shape));
  });
  w.message(F.model.opsetImport, (o) => {
    o.string(F.opset.domain, '');
    o.int(F.opset.version, opset);
  });
  if (domain === 'com.microsoft') {
    w.message(F.model.opsetImport, (o) => {
      o.string(F.opset.domain, domain);
      o.int(F.opset.version, 1);
    });
  }
  return w.finish();
}
