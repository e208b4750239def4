"""What scripts/check-doc-coverage and scripts/docs-symbol-graphs both need to run
swift-symbolgraph-extract on the debug build: the modules a module re-exports, where the build's
modules are, and the flags that let the extractor find the C modules. Not run by itself."""
import os

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def reexported(module):
    """`module` and the modules it re-exports with `@_exported import`, recursively, in the order found."""
    found, todo = [], [module]
    while todo:
        name = todo.pop()
        if name in found:
            continue
        found.append(name)
        for dirpath, _, files in os.walk(os.path.join(ROOT, "Sources", name)):
            for f in sorted(files):
                if f.endswith(".swift"):
                    for line in open(os.path.join(dirpath, f), encoding="utf-8"):
                        if line.startswith("@_exported import "):
                            todo.append(line.split()[-1])
    return found


def debug_build():
    """(the debug build's folder, its Modules folder, the target triple). Read from the folder
    (.build/debug links to .build/<triple>/debug) without asking SwiftPM, whose lock a running
    `swift test` holds."""
    bin_path = os.path.realpath(os.path.join(ROOT, ".build", "debug"))
    return bin_path, os.path.join(bin_path, "Modules"), os.path.basename(os.path.dirname(bin_path))


def c_module_flags():
    """The -Xcc flags that make the C modules the Swift ones import (every system-library target
    in Sources, such as espeak-ng's, MeCab's and ICU's resource calls, and Yams' libyaml) visible."""
    sources = os.path.join(ROOT, "Sources")
    maps = sorted(os.path.join(sources, c, "module.modulemap") for c in os.listdir(sources))
    maps.append(os.path.join(ROOT, ".build/checkouts/Yams/Sources/CYaml/include/module.modulemap"))
    flags = []
    for m in maps:
        if os.path.exists(m):
            flags += ["-Xcc", f"-fmodule-map-file={m}"]
    return flags + ["-Xcc", "-I", "-Xcc", os.path.join(ROOT, ".build/checkouts/Yams/Sources/CYaml/include")]
