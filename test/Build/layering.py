"""Checks the libraries' layering against what CMake records.

usage: layering.py SOURCE_ROOT LIBRARY_LINKS

LIBRARY_LINKS is the file lib/CMakeLists.txt generates: `NAME: LINKS` per
library, LINKS as CMake's LINK_LIBRARIES. Two checks, each difference one
line, exit status 1 if any:
- docs/Embedding.md's library table names, per library, the gather libraries
  it links: exactly those CMake records;
- every `#include "Gather/X/..."` in a library's folder (lib/X/ and
  include/Gather/X/, the table's folder column; X may be nested, as the
  conversions' Conversion/GatherToLinalg/) names a header of its own
  library, of a library it links directly or through others, or of the
  folders above its own (Conversion/Passes.h: what a family of libraries
  shares). A header belongs to the library whose folder holds it most
  closely. The plain C headers of the kernels' status record ABI, which no
  library code stands behind, need no link (the dialect verifies the
  `gather.status` attribute against them).
"""

import os
import re
import sys

ROW = re.compile(r"^\| `(Gather\w+)` \| ([^|]+) \| [^|]+ \| ([^|]+) \|$")
INCLUDE = re.compile(r'^#include "Gather/((\w+)/[\w./]+)"', re.M)
SOURCE_SUFFIXES = (".h", ".cpp", ".td", ".inc")
HEADER_ONLY = {"Runtime/Status.h", "Runtime/StatusCodes.h",
               "Runtime/StatusCodes.inc"}


def read_links(path):
    """{library: [gather libraries it links]} as CMake records them."""
    links = {}
    with open(path) as f:
        for line in f:
            name, _, rest = line.strip().partition(": ")
            links[name] = [l for l in rest.split(";") if l.startswith("Gather")]
    return links


def read_table(path):
    """{library: (folder or None, [gather libraries the row names])}."""
    table = {}
    with open(path) as f:
        for line in f:
            match = ROW.match(line.strip())
            if match:
                name, folder, named = match.groups()
                folder = re.fullmatch(r"`([\w/]+)/`", folder.strip())
                table[name] = (folder.group(1) if folder else None,
                               re.findall(r"`(Gather\w+)`", named))
    return table


def closure(links, name):
    """The gather libraries `name` links, directly or through others."""
    seen, stack = set(), list(links.get(name, []))
    while stack:
        library = stack.pop()
        if library not in seen:
            seen.add(library)
            stack.extend(links.get(library, []))
    return seen


def check_table(table, links):
    problems = []
    for name in sorted(set(table) | set(links)):
        if name not in table:
            problems.append("docs/Embedding.md: no row for %s" % name)
        elif name not in links:
            problems.append("docs/Embedding.md: row for %s, which CMake does "
                            "not build" % name)
        elif sorted(table[name][1]) != sorted(links[name]):
            problems.append("docs/Embedding.md: %s links %s, the row says %s" % (
                name, ", ".join(sorted(links[name])) or "-",
                ", ".join(sorted(table[name][1])) or "-"))
    return problems


def owner(folders, header):
    """The library whose folder holds `header` most closely, if any."""
    holders = [(len(folder), name) for name, folder in folders.items()
               if header.startswith(folder + "/")]
    return max(holders)[1] if holders else None


def check_includes(root, table, links):
    folders = {name: folder for name, (folder, _) in table.items() if folder}
    problems = []
    for name, folder in sorted(folders.items()):
        allowed = {name} | closure(links, name) | {
            other for other, theirs in folders.items()
            if folder.startswith(theirs + "/")}
        for top in (os.path.join(root, "lib", folder),
                    os.path.join(root, "include", "Gather", folder)):
            for directory, _, files in os.walk(top):
                for file in sorted(files):
                    path = os.path.join(directory, file)
                    # A nested library's files are its own, not this one's.
                    inner = os.path.relpath(directory, top)
                    if not file.endswith(SOURCE_SUFFIXES) or owner(
                            folders, os.path.join(folder, inner, file)
                            if inner != "." else folder + "/" + file) != name:
                        continue
                    with open(path) as f:
                        text = f.read()
                    for header, _ in INCLUDE.findall(text):
                        library = owner(folders, header)
                        if header in HEADER_ONLY or library is None or \
                                library in allowed:
                            continue
                        problems.append(
                            "%s: includes Gather/%s, of %s, which %s does not "
                            "link" % (os.path.relpath(path, root), header,
                                      library, name))
    return problems


def main(root, links_path):
    links = read_links(links_path)
    table = read_table(os.path.join(root, "docs", "Embedding.md"))
    problems = check_table(table, links) + check_includes(root, table, links)
    for problem in problems:
        print(problem)
    print("layering: %d problems" % len(problems))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:]))
