# -*- Python -*- lit configuration of the gather test suite.

import os
import subprocess

import lit.formats
from lit.llvm import llvm_config
from lit.llvm.subst import ToolSubst

config.name = "GATHER"
# A sanitized build (scripts/build-sanitized.sh) reports its tests apart.
if config.gather_sanitizer:
    config.name += "-" + config.gather_sanitizer.replace(";", "-")
config.test_format = lit.formats.ShTest(not llvm_config.use_lit_shell)
config.suffixes = [".mlir"]
# Integration/ is the slow tier (check-gather-integration runs
# `lit build/test/Integration`); check-gather (`lit build/test`) skips it. lit
# applies excludes to a directory's entries only, so naming the directory on
# the command line still runs it, with this same configuration.
config.excludes = ["CMakeLists.txt", "lit.cfg.py", "lit.site.cfg.py", "Inputs",
                   "Integration"]
# A sanitized build installs libraries that call clang's sanitizer runtime,
# which programs built by gcc do not carry: its package is for clang
# consumers (embedding.mlir), and the gcc consumers are tested in the plain
# build only.
if config.gather_sanitizer:
    config.excludes.append("embedding-gcc.mlir")
    # What does not depend on how the build was compiled runs in the plain
    # build alone: the repository's checks of itself (test/Build,
    # test/Docs) and installing the package and building its consumer,
    # whose sanitized variant is the same CMake code (embedding.mlir).
    config.excludes.extend(["Build", "Docs", "embedding.mlir"])
    # MPICH's UCX transport patches the memory functions that
    # AddressSanitizer intercepts, and sanitized gather-run then jumps to a
    # wild address in MPI_Init; without UCX's memory events both work.
    config.environment["UCX_MEM_EVENTS"] = "no"
# lit runs the longest tests first by the times of the last run, which it
# keeps in the build's test/.lit_test_times.txt; before a build has run
# any, by those of test/.lit_test_times.txt (the integration tier as
# measured on 2 cores), so that a fresh build does not start its longest
# tests last, with one worker left busy while the other idles.
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.gather_obj_root, "test")

llvm_config.use_default_substitutions()
llvm_config.with_environment("PATH", config.llvm_tools_dir, append_path=True)

# `lit --param gather_run_cpu=CPU[,CPU...]` JIT-compiles every kernel of the
# execution tests for each CPU, with LLVM's -O3 IR pipeline, as gather-compile
# builds its variant for that CPU, and gather-run checks that every variant
# gives the same outcome (scripts/check.sh runs test/Integration/GatherRun so
# for the default variants this machine can execute).
gather_run_cpu = lit_config.params.get("gather_run_cpu")
gather_run_args = ["--mcpu=" + gather_run_cpu, "-O3"] if gather_run_cpu else None
if gather_run_cpu:
    config.name += "-" + gather_run_cpu.replace(",", "-")
    # Runs whose outcome depends on which thread fails first cannot be
    # compared across variants.
    config.available_features.add("gather-run-variants")

# `host-runs-CPU` for each variant of gather-compile's default output whose
# code this machine can execute (scripts/host-runs.sh asks gather-run): tests
# that force a variant run it where the host can, and elsewhere check that
# it is refused. The probe runs in the tests' environment (a sanitized
# gather-run needs UCX_MEM_EVENTS=no to start at all).
for variant_cpu in ("x86-64-v3", "x86-64-v4"):
    probe = subprocess.run(
        ["bash", os.path.join(config.gather_src_root, "scripts", "host-runs.sh"),
         os.path.join(config.gather_tools_dir, "gather-run"), variant_cpu],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
        env=dict(os.environ, **config.environment))
    if probe.returncode == 0:
        config.available_features.add("host-runs-" + variant_cpu)

tool_dirs = [config.gather_tools_dir, config.llvm_tools_dir]
tools = [
    ToolSubst("gather-opt", unresolved="fatal"),
    ToolSubst("gather-run", unresolved="fatal", extra_args=gather_run_args),
    ToolSubst("gather-compile", unresolved="fatal"),
    "mlir-translate",
    "llvm-as",
    "llvm-nm",
    "split-file",
]
llvm_config.add_tool_substitutions(tools, tool_dirs)

config.substitutions.append(("%gather_src_root", config.gather_src_root))
config.substitutions.append(("%gather_obj_root", config.gather_obj_root))
# C compilers for the programs that link compiled kernels: the system's cc
# (gcc) and LLVM 22's clang; and the system's C++ compiler (g++).
config.substitutions.append(("%cc", "cc"))
config.substitutions.append(("%cxx", "c++"))
config.substitutions.append(("%clang", os.path.join(config.llvm_tools_dir, "clang")))
# Debian's python3, which has python3-numpy (scripts/setup.sh installs it).
config.substitutions.append(("%python", config.python_executable))
# Runs one of gather's own tools under a memory checker: valgrind in a plain
# build; nothing in a sanitized build, whose tools check themselves
# (valgrind cannot run AddressSanitizer binaries), nor for a chosen CPU
# (valgrind's has no AVX-512).
config.substitutions.append(
    ("%memcheck", "" if config.gather_sanitizer or gather_run_cpu
     else "valgrind -q --error-exitcode=9"))
# The share of the differential tests' cases a build runs: all of them, or
# every sixteenth under the sanitizers, where each case runs several times
# slower (every fourth took 18 minutes there, longer than either build;
# their compiler's memory is what the sanitizers watch, and the JIT fuzzer
# searches it further).
config.substitutions.append(
    ("%differential_every", "16" if config.gather_sanitizer else "1"))
# The same for the tiled differential tests, whose every fourth case still
# meets each kind of problem they count (checked in their output).
config.substitutions.append(
    ("%tiled_every", "4" if config.gather_sanitizer else "1"))
# Caps a tool's address space at 4 GiB, so that a test of input that must be
# read only as far as it is needed fails quickly instead of filling memory
# when it regresses; nothing in a sanitized build, whose shadow memory
# reserves more than that (the sanitizers report huge allocations themselves).
config.substitutions.append(
    ("%bounded_memory", "" if config.gather_sanitizer else "prlimit --as=4294967296"))
# Compiles and links a C program against gather's C API (libGatherCAPI.so);
# in a sanitized build the program carries the sanitizers' runtimes, which
# the instrumented library needs.
config.substitutions.append(("%gather_capi_flags", " ".join(
    ["-I" + os.path.join(config.gather_src_root, "include"),
     "-I" + config.llvm_include_dir,
     "-L" + config.gather_lib_dir, "-Wl,-rpath," + config.gather_lib_dir,
     "-lGatherCAPI"]
    + (["-fsanitize=address,undefined"] if config.gather_sanitizer else []))))
# CMake flags of projects that consume an installed gather: LLVM 22's
# compilers, lld, and in a sanitized build the sanitizers (the installed
# libraries are instrumented).
sanitize = " -fsanitize=address,undefined" if config.gather_sanitizer else ""
config.substitutions.append(("%consumer_cmake_flags", " ".join([
    "-DCMAKE_C_COMPILER=clang-22", "-DCMAKE_CXX_COMPILER=clang++-22",
    "'-DCMAKE_C_FLAGS=%s'" % sanitize, "'-DCMAKE_CXX_FLAGS=%s'" % sanitize,
    "'-DCMAKE_EXE_LINKER_FLAGS=-fuse-ld=lld%s'" % sanitize])))
# Links programs with kernels compiled with --parallel (libomp-22-dev).
config.substitutions.append(
    ("%link_openmp", "-L{0} -Wl,-rpath,{0} -lomp".format(config.llvm_library_dir)))
