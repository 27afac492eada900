#!/usr/bin/env bash
# Sets everything up, builds the benchmarks (every case of bench/cases.txt,
# bench/scatter/cases.txt, bench/quantized/cases.txt and
# bench/embedding_bag/cases.txt compiled by gather-compile: checked,
# unchecked, and checked with --parallel), runs the same cases three times
# through onnxruntime's CPU kernels (npm onnxruntime-node, installed with
# --ignore-scripts into bench/onnxruntime/node_modules), the Gather cases
# through numpy.take, the embedding_bag and scatter cases three times
# through PyTorch 1.13 (Debian's python3-torch), and prints Markdown tables
# of medians:
# gather-bench's, scatter-bench's, quantized-bench's, then
# embedding-bag-bench's.
# Extra arguments go to the four programs (--repetitions=N, --blocks=B,
# --filter=SUBSTRING).
# GATHER_BENCH_SKIP_ONNXRUNTIME=1 leaves onnxruntime out.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/setup.sh
bash scripts/build.sh >/dev/null
cmake --build build --target gather-bench scatter-bench quantized-bench \
  embedding-bag-bench -j "${GATHER_JOBS:-2}" >/dev/null
echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //')"

peer=()
scatter_peer=()
quantized_peer=()
if [ "${GATHER_BENCH_SKIP_ONNXRUNTIME:-0}" != 1 ]; then
  # onnxruntime's kernel times move by tens of percent between runs: three
  # runs, whose median gather-bench compares with.
  for run in 1 2 3; do
    node bench/onnxruntime/run.mjs --threads=1,2 --kernel-time \
      > "build/bench/onnxruntime-$run.tsv"
    peer+=(--onnxruntime="build/bench/onnxruntime-$run.tsv")
    node bench/onnxruntime/scatter.mjs --threads=1,2 --kernel-time \
      > "build/bench/onnxruntime-scatter-$run.tsv"
    scatter_peer+=(--onnxruntime="build/bench/onnxruntime-scatter-$run.tsv")
    node bench/onnxruntime/quantized.mjs --threads=1,2 --kernel-time \
      > "build/bench/onnxruntime-quantized-$run.tsv"
    quantized_peer+=(--onnxruntime="build/bench/onnxruntime-quantized-$run.tsv")
  done
fi
/usr/bin/python3 bench/numpy/take.py > build/bench/numpy.tsv
peer+=(--numpy=build/bench/numpy.tsv)
torch_peer=()
scatter_torch_peer=()
for run in 1 2 3; do
  /usr/bin/python3 bench/torch/embedding_bag.py \
    > "build/bench/torch-embedding-bag-$run.tsv" 2>/dev/null
  torch_peer+=(--torch="build/bench/torch-embedding-bag-$run.tsv")
  /usr/bin/python3 bench/torch/scatter.py \
    > "build/bench/torch-scatter-$run.tsv" 2>/dev/null
  scatter_torch_peer+=(--torch="build/bench/torch-scatter-$run.tsv")
done
build/bin/gather-bench "${peer[@]}" "$@"
echo
build/bin/scatter-bench "${scatter_peer[@]}" "${scatter_torch_peer[@]}" "$@"
echo
build/bin/quantized-bench "${quantized_peer[@]}" "$@"
echo
build/bin/embedding-bag-bench "${torch_peer[@]}" "$@"
