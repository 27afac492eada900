"""Which execution tests a sanitized build runs, for the lit.local.cfg of
a directory of them (GatherRun/, Scatter/).

Every second one in name order, and every one that runs a tool under
%memcheck or is named in `always` (those that read malformed files, say).
Their kernels' results are what the plain build checks; what the
sanitizers add is the compiler's and the runner's own memory, which the
other half, the sanitized fast tier and the fuzzers exercise too.
"""

import os


def sample_execution_tests(config, directory, always=()):
    """Leaves the unsampled tests of `directory` out of `config` in a
    sanitized build."""
    if not config.gather_sanitizer:
        return
    names = sorted(n for n in os.listdir(directory) if n.endswith(".mlir"))
    left_out = set()
    for position, name in enumerate(names):
        with open(os.path.join(directory, name)) as f:
            memcheck = "%memcheck" in f.read()
        if position % 2 and not memcheck and name not in always:
            left_out.add(name)
    config.excludes = set(config.excludes) | left_out
