// Element gathers vectorise where the target has a gather instruction: the
// entry tells the kernel that its result buffer overlaps nothing (noalias),
// and alias scopes carry that into the loops that OpenMP outlines, which
// read their pointers from a closure. The x86-64 baseline has no gather
// instruction: there the loop stays scalar. Of the default variants,
// x86-64-v4 vectorises with gathers (x86-64-v3 has them too, but its generic
// tuning counts them as slow).
// RUN: rm -rf %t && mkdir -p %t
// RUN: gather-compile %s --mcpu=skylake-avx512 -O3 --emit=llvm -o %t/serial.ll
// RUN: FileCheck %s --check-prefix=SERIAL < %t/serial.ll
// RUN: gather-compile %s --mcpu=skylake-avx512 -O3 --parallel --emit=llvm -o %t/parallel.ll
// RUN: FileCheck %s --check-prefix=PARALLEL < %t/parallel.ll
// RUN: gather-compile %s -O3 --target-cpus= --emit=llvm -o %t/baseline.ll
// RUN: FileCheck %s --check-prefix=BASELINE < %t/baseline.ll
// RUN: gather-compile %s -O3 --emit=llvm -o %t/variants.ll
// RUN: FileCheck %s --check-prefix=VARIANTS < %t/variants.ll
// RUN: gather-compile %s -O3 --parallel --emit=llvm -o %t/parallel-variants.ll
// RUN: FileCheck %s --check-prefix=PARALLEL-VARIANTS < %t/parallel-variants.ll

// SERIAL-LABEL: define {{.*}}i32 @pick(ptr {{.*}}, ptr {{.*}}, ptr noalias
// SERIAL:         call <{{[0-9]+}} x float> @llvm.masked.gather

// PARALLEL-LABEL: define internal void @__gather_kernel_pick..omp_par(
// PARALLEL:         call <{{[0-9]+}} x float> @llvm.masked.gather{{.*}}, !noalias
// PARALLEL:         store <{{[0-9]+}} x float> {{.*}}, !alias.scope

// BASELINE-NOT: llvm.masked.gather

// VARIANTS-LABEL: define internal {{.*}}i32 @pick.x86-64(
// VARIANTS-NOT:     llvm.masked.gather
// VARIANTS-LABEL: define internal {{.*}}i32 @pick.x86-64-v4(
// VARIANTS:         call <{{[0-9]+}} x float> @llvm.masked.gather

// Each variant has its own outlined OpenMP regions.
// PARALLEL-VARIANTS-DAG: define internal void @__gather_kernel_pick..omp_par.x86-64(
// PARALLEL-VARIANTS-DAG: define internal void @__gather_kernel_pick..omp_par.x86-64-v3(
// PARALLEL-VARIANTS-DAG: define internal void @__gather_kernel_pick..omp_par.x86-64-v4(

func.func @pick(%data: tensor<1024x1024xf32>, %indices: tensor<1024x512xi64>) -> tensor<1024x512xf32> {
  %0 = gather.gather_elements %data, %indices {axis = 1 : i64} : (tensor<1024x1024xf32>, tensor<1024x512xi64>) -> tensor<1024x512xf32>
  return %0 : tensor<1024x512xf32>
}
