// gather-to-llvm lowers whole modules: nested on functions it is one
// `error:` and exit status 1, not LLVM's abort ("Can't add pass
// 'GatherAddStatusArguments' restricted to 'builtin.module'"). Under the
// assert policy the pipeline has no status pass, and is refused the same.

// RUN: not gather-opt %s '--pass-pipeline=builtin.module(func.func(gather-to-llvm))' 2>&1 | FileCheck %s --check-prefix=NESTED --implicit-check-not='LLVM ERROR' --implicit-check-not='Stack dump'
// RUN: not gather-opt %s '--pass-pipeline=builtin.module(func.func(gather-to-llvm{on-out-of-bounds=assert}))' 2>&1 | FileCheck %s --check-prefix=NESTED --implicit-check-not='LLVM ERROR' --implicit-check-not='Stack dump'
// NESTED: error: gather-to-llvm lowers whole modules: it runs on 'builtin.module' (or 'any'), not nested on 'func.func'

// On the module, and in an op-agnostic pass manager run on it, it lowers.
// RUN: gather-opt %s '--pass-pipeline=builtin.module(gather-to-llvm)' | FileCheck %s --check-prefix=LOWERED
// RUN: gather-opt %s --gather-to-llvm | FileCheck %s --check-prefix=LOWERED
// RUN: gather-opt %s '--pass-pipeline=any(gather-to-llvm)' | FileCheck %s --check-prefix=LOWERED
// LOWERED: llvm.func @rows

// An op-agnostic pass manager nested in the module runs on the ops it can
// be scheduled on: nested modules, not functions, which it leaves alone.
// RUN: gather-opt %s '--pass-pipeline=builtin.module(any(gather-to-llvm))' | FileCheck %s --check-prefix=SKIPPED
// SKIPPED: func.func @rows
// SKIPPED-NEXT: gather.gather_nd

func.func @rows(%table: tensor<16x8xf32>, %ids: tensor<4x1xi64>) -> tensor<4x8xf32> {
  %0 = gather.gather_nd %table, %ids : (tensor<16x8xf32>, tensor<4x1xi64>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}
