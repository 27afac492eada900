# -*- Python -*- lit configuration of gather's Google Test unit tests.
#
# A nested suite of test/ (as upstream MLIR's test/Unit): `lit build/test`,
# hence check-gather, finds build/test/Unit/lit.site.cfg.py and runs every
# test of the build tree's unittests/*Tests executables.

import os

import lit.formats

config.name = "GATHER-Unit"
# A sanitized build (scripts/build-sanitized.sh) reports its tests apart.
if config.gather_sanitizer:
    config.name += "-" + config.gather_sanitizer.replace(";", "-")

# The test executables are the build tree's unittests/*Tests.
config.suffixes = []
config.test_exec_root = os.path.join(config.gather_obj_root, "unittests")
config.test_source_root = config.test_exec_root
config.test_format = lit.formats.GoogleTest(".", "Tests")

# Without the executables lit would find no unit tests and still pass.
for name in ("GatherIRUnitTests", "GatherUnitTests"):
    unit_tests = os.path.join(config.test_exec_root, name)
    if not os.access(unit_tests, os.X_OK):
        lit_config.fatal("%s is missing; build the %s target" % (unit_tests, name))
