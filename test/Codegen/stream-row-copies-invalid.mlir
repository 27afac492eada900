// RUN: gather-opt %s --gather-stream-row-copies=prefetch-bytes=-1 -verify-diagnostics
// RUN: gather-opt %s --gather-stream-row-copies=bytes-per-fence=0 -verify-diagnostics

// Options that cannot work are an error on the op the pass runs on.
// expected-error @+1 {{gather-stream-row-copies: prefetch-bytes must be >= 0 and bytes-per-fence >= 1}}
module {
}
