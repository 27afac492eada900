// The driver that the onnxruntime benchmarks (run.mjs, scatter.mjs) share:
// loading onnxruntime-node, command-line options, sessions, the checked
// run, timing, the profiler's kernel times and the TSV output. The scripts
// supply their case list and, per case, a model, its inputs and a check of
// its output against their JS reference; run.mjs's header describes what
// is measured.

import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

import { buildModel } from './onnx-model.mjs';

const here = dirname(fileURLToPath(import.meta.url));

function loadOrt() {
  try {
    return createRequire(import.meta.url)('onnxruntime-node');
  } catch (e) {
    process.stderr.write(
      `cannot load onnxruntime-node (${e.message.split('\n')[0]});\n` +
        `install it with: npm ci --prefix ${here} --ignore-scripts\n`,
    );
    process.exit(1);
  }
}

export const ort = loadOrt();

export function log(message) {
  process.stderr.write(`${message}\n`);
}

// ---------------------------------------------------------------------------
// Options and case lists.

const USAGE = '[--threads=1,2] [--filter=SUBSTRING] [--repetitions=N] [--cases=PATH] [--kernel-time]';
const KNOWN_OPTIONS = ['threads', 'filter', 'repetitions', 'cases', 'kernel-time'];

function parseOptions(argv, script, defaultCases) {
  const usage = (message) => {
    process.stderr.write(`${message}\nusage: node ${script} ${USAGE}\n`);
    process.exit(2);
  };
  const options = { threads: [1, 2], filter: '', repetitions: 9, cases: defaultCases, kernelTime: false };
  for (const arg of argv) {
    const match = /^--([a-z-]+)(?:=(.*))?$/.exec(arg);
    if (!match) usage(`unknown argument: ${arg}`);
    const [, name, value] = match;
    if (!KNOWN_OPTIONS.includes(name)) usage(`unknown option: --${name}`);
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
    } else {
      if (value !== undefined && value !== 'yes' && value !== 'no') usage('--kernel-time takes yes or no');
      options.kernelTime = value !== 'no';
    }
  }
  return options;
}

/**
 * The case lines of a case list: comments (#...) and blank lines dropped,
 * each line as {fields, where} (where = "path:line" for error messages).
 */
export function readCaseLines(path) {
  const lines = [];
  for (const [number, raw] of readFileSync(path, 'utf8').split('\n').entries()) {
    const line = raw.replace(/#.*/, '').trim();
    if (line) lines.push({ fields: line.split(/\s+/), where: `${path}:${number + 1}` });
  }
  return lines;
}

// ---------------------------------------------------------------------------
// Sessions and timing.

export function sessionOptions(threads, profileDir = null) {
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

// Whether onnxruntime wrote into the preallocated output tensor passed as
// fetch; decided on the first checked run (null = not yet known). If not, the
// fetch is dropped and onnxruntime allocates the output (its arena reuses the
// memory from the second run on).
let preallocatedOutputs = null;

function fetchesFor(output) {
  return preallocatedOutputs === false ? undefined : { output };
}

/**
 * One checked run: output and the returned result must both match the
 * reference (matches(typedArray) says whether one does). The output buffer
 * is filled with a sentinel first, so a stale result from the previous
 * session cannot pass.
 */
async function checkedRun(session, feeds, output, matches) {
  const outBytes = new Uint8Array(output.data.buffer, output.data.byteOffset, output.data.byteLength);
  outBytes.fill(0xa5);
  const result = await session.run(feeds, fetchesFor(output));
  const returned = matches(result.output.data);
  if (preallocatedOutputs === false) return returned;
  const written = matches(output.data);
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
    opset: 13,
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

// ---------------------------------------------------------------------------
// Cases.

function errorLine(name, threads, e, options) {
  const message = String(e && e.message ? e.message : e).split('\n')[0];
  return [name, threads, '-', ...(options.kernelTime ? ['-'] : []), `ERROR: ${message}`].join('\t');
}

/** One checked session per thread count, then a warm-up and the timed runs. */
async function timeCase(c, prepareCase, options, out) {
  let prepared;
  try {
    prepared = prepareCase(c);
  } catch (e) {
    for (const threads of options.threads) out(errorLine(c.name, threads, e, options));
    return;
  }
  const { model, what, feeds, output, matches } = prepared;
  log(`#   ${what}`);
  for (const threads of options.threads) {
    let session;
    const profileDir = options.kernelTime ? mkdtempSync(join(tmpdir(), 'gather-ort-')) : null;
    try {
      session = await ort.InferenceSession.create(model, sessionOptions(threads, profileDir));
      const ok = await checkedRun(session, feeds, output, matches);
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

/**
 * The whole benchmark: options from the command line (usage names
 * `script`; --cases defaults to `defaultCases`), cases from
 * readCases(path) (each with a `name`), and per case prepareCase(case) ->
 * {model, what, feeds, output, matches}: the model bytes, what it is (for
 * stderr), its input tensors, the preallocated output tensor (named
 * `output` in the model) and matches(typedArray), whether an output's
 * contents match the JS reference.
 * prepareCase may throw; the case then prints ERROR lines.
 */
export function runBenchmark({ script, defaultCases, readCases, prepareCase }) {
  benchmarkCases(script, defaultCases, readCases, prepareCase).catch((e) => {
    process.stderr.write(`${e && e.stack ? e.stack : e}\n`);
    process.exit(1);
  });
}

async function benchmarkCases(script, defaultCases, readCases, prepareCase) {
  const options = parseOptions(process.argv.slice(2), script, defaultCases);
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
    await timeCase(c, prepareCase, options, out);
  }
}
