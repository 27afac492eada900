// Runs one-node models with onnxruntime-node on inputs read from files and
// writes each output's bytes: the reference runner of the differential
// tests against onnxruntime (test/Integration/BlockQuantized/
// block_quantized.py --onnxruntime), with the benchmarks' session options
// (harness.mjs).
//
//   node bench/onnxruntime/evaluate.mjs JOBS.json
//
// JOBS.json holds a list of jobs, each
//   {opType, domain, opset, irVersion, attributes: [{name, i}],
//    inputs: [{name, type: "tensor<...>", file, initializer}],
//    output: {name, type}, threads: [1, 2], outputFiles: [path per count]}
// Each input file holds the tensor's raw little-endian bytes (4-bit
// tensors packed two a byte, low nibble first); an initializer goes into
// the model (onnxruntime-node feeds no 4-bit tensors). A job that fails
// writes its message to OUTPUT.error for each output file instead.

import { readFileSync, writeFileSync } from 'node:fs';

import { ort, sessionOptions } from './harness.mjs';
import { buildModel, parseType } from './onnx-model.mjs';

function readBytes(path) {
  const bytes = readFileSync(path);
  return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

function buildJobModel(job) {
  const tensor = ({ name, type }, rawData) => {
    const { onnx, shape } = parseType(type);
    return { name, elemType: onnx, shape, rawData };
  };
  return buildModel({
    opType: job.opType,
    inputs: job.inputs.map((i) => tensor(i, i.initializer ? readBytes(i.file) : undefined)),
    outputs: [tensor(job.output)],
    attributes: job.attributes,
    opset: job.opset,
    domain: job.domain,
    irVersion: job.irVersion,
  });
}

function feedsOf(job) {
  const feeds = {};
  for (const input of job.inputs) {
    if (input.initializer) continue;
    const type = parseType(input.type);
    const bytes = readBytes(input.file);
    const data = new type.array(bytes.slice().buffer);
    feeds[input.name] = new ort.Tensor(type.ort, data, type.shape);
  }
  return feeds;
}

async function runJob(job) {
  for (const [n, threads] of job.threads.entries()) {
    try {
      const session = await ort.InferenceSession.create(buildJobModel(job), sessionOptions(threads));
      const results = await session.run(feedsOf(job));
      const data = results[job.output.name].data;
      writeFileSync(job.outputFiles[n], new Uint8Array(data.buffer, data.byteOffset, data.byteLength));
    } catch (e) {
      writeFileSync(`${job.outputFiles[n]}.error`, `${e.message}\n`);
    }
  }
}

const [path] = process.argv.slice(2);
if (!path) {
  process.stderr.write('usage: node evaluate.mjs JOBS.json\n');
  process.exit(2);
}
for (const job of JSON.parse(readFileSync(path, 'utf8'))) await runJob(job);
