"""Checks README.md's folder map against the repository.

usage: folder_map.py SOURCE_ROOT

Every library folder (include/Gather/X/, lib/X/) has a row `X/` in the
map, and every tracked entry at the root a row of its own; each missing row
is one line, and the exit status is 1 if any is missing.
"""

import os
import re
import subprocess
import sys


def main(root):
    with open(os.path.join(root, "README.md")) as f:
        readme = f.read()
    section = readme[readme.index("## Folder map"):]
    rows = set(re.findall(r"^\| `([^`]+)`", section, re.M))
    rows |= {name for row in re.findall(r"^\| (.*?) \|", section, re.M)
             for name in re.findall(r"`([^`]+)`", row)}
    libraries = {name + "/" for top in ("include/Gather", "lib")
                 for name in os.listdir(os.path.join(root, top))
                 if os.path.isdir(os.path.join(root, top, name))}
    tracked = subprocess.run(["git", "-C", root, "ls-files"], check=True,
                             capture_output=True, text=True).stdout.split()
    top = {path.split("/")[0] + ("/" if "/" in path else "")
           for path in tracked}
    top = {".ci/run" if entry == ".ci/" else entry for entry in top}
    missing = sorted((libraries | top) - rows - {"README.md"})
    for name in missing:
        print("README.md: the folder map has no row for %s" % name)
    print("folder map: %d missing" % len(missing))
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
