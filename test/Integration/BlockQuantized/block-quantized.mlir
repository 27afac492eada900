// gather.gather_block_quantized through gather-run (block_quantized.py),
// compared bit for bit: onnxruntime's own test cases for com.microsoft
// GatherBlockQuantized (ui8 data with 4 and 8 bits, int4 and uint4 data
// with rows that share bytes, gather axis 0, 1 (the quantize axis) and 2,
// f32 and f16 scales, i32 and i64 ids, both spellings of the axes, and its
// out-of-range id, reported here under the error policy), then seeded
// random problems against the script's reference (ui8 with bits 2, 4 and 8
// and dynamic shapes, i4 / ui4 with every axis pair, block sizes 16-256,
// with and without zero points, f32, f16 and bf16 scales, negative,
// duplicate and out-of-range ids, every policy), on one thread and, with
// every loop forked, on two. A sanitized build runs a share of the random
// cases (%differential_every).
// Reproduce with
//   /usr/bin/python3 block_quantized.py --vectors --random 200 --seed 20261201 \
//     --gather-run build/bin/gather-run --workdir /tmp/bq

// RUN: %python %S/block_quantized.py --vectors --random 200 --every %differential_every --seed 20261201 --gather-run gather-run --gather-run-flag=--stream-min-bytes=0 --workdir %t | FileCheck %s
// CHECK: block-quantized: [[N:[0-9]+]] cases, [[N]] passed, 0 failed

// RUN: env OMP_NUM_THREADS=2 %python %S/block_quantized.py --random 100 --every %differential_every --seed 20261202 --gather-run gather-run --gather-run-flag=--stream-min-bytes=0 --gather-run-flag=--parallel --gather-run-flag=--parallel-min-bytes=0 --workdir %t-parallel | FileCheck %s

// The random problems tiled through TilingInterface first (--tiled):
// tile_using_for, tile_using_forall, or transform.structured.fuse of a copy
// consuming the gather, with random tile sizes over index and data
// dimensions (tiles along data dimensions decode whole rows and slice them,
// GatherTiling.cpp), every policy, errors included: the whole gather's
// checks stay in front of the tiles. A sanitized build runs every fourth
// case (%tiled_every), which still meets each form.
// RUN: %python %S/block_quantized.py --random 200 --tiled --every %tiled_every --seed 20261203 --gather-run gather-run --gather-opt gather-opt --workdir %t-tiled | FileCheck %s --check-prefix=TILED
// TILED: tiled: for {{[1-9][0-9]*}}, forall {{[1-9][0-9]*}}, fuse {{[1-9][0-9]*}}, untiled {{[0-9]+}}
// TILED-NEXT: block-quantized: [[N:[0-9]+]] cases, [[N]] passed, 0 failed

// The differential against onnxruntime-node 1.30 (--onnxruntime; scripts/
// setup.sh installs it): onnxruntime's own test vectors and random problems
// (bits 2, 4 and 8 and int4 / uint4, block sizes 16-256, with and without
// zero points, f32 and f16 scales, every legal axis pair, both spellings,
// negative and duplicate ids, dynamic shapes, every policy; no id out of
// range, for which onnxruntime writes zeros) as one-node com.microsoft
// models, run on 1 and 2 onnxruntime threads; both, the reference and
// gather-run (on one thread, then on two with every loop forked) agree bit
// for bit.
// RUN: %python %S/block_quantized.py --vectors --random 200 --every %differential_every --seed 20261204 --onnxruntime %gather_src_root/bench/onnxruntime/evaluate.mjs --gather-run gather-run --workdir %t-onnxruntime | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %python %S/block_quantized.py --random 100 --every %differential_every --seed 20261205 --onnxruntime %gather_src_root/bench/onnxruntime/evaluate.mjs --gather-run gather-run --gather-run-flag=--parallel --gather-run-flag=--parallel-min-bytes=0 --workdir %t-onnxruntime-parallel | FileCheck %s
