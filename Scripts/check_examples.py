#!/usr/bin/env python3
"""Compiles and runs every ```swift block of README.md and of the DocC articles
(Sources/<Module>/<Module>.docc/*.md), so the examples cannot drift from the code.

Each block becomes a target of a scratch package (in .build/examples) that depends on
this package by path:
- a block that declares an `XCTestCase` subclass is a test file; the script runs `swift test`;
- any other block is the `main.swift` of an executable; the script runs it, and when the next
  fenced block after it is a ```text block and the prose between them says "prints", the
  program's standard output must equal that block exactly.

The catalogs of library targets that are not products (TerminalUI) are left to a test of their
module (`EXAMPLES_RUN_BY_TESTS`), since another package cannot import them. Blocks that
`import UIKit` cannot be built here for Apple platforms, so this run skips them (it says how
many); `Scripts/check_uikit.sh` type-checks them instead against the package built with the
UIKit model, by running this script with `--uikit MODULES MODEL MODULEMAP`: each document's
UIKit blocks become one program, preceded by the document's Swift blocks before its first UIKit
block (which declare what they use). A block with a `// ...` line is an excerpt of a type shown
earlier and is left out. One documented difference of the model is applied to the program
first: the model's registered cell and view initializers are `required`, so an `override init`
of one of them is checked as `required override init`.

Run from anywhere: `python3 Scripts/check_examples.py`. Exits 1 on the first mismatch or build
failure, naming the file and line the block starts on (targets are named `<File><line>`).
"""

import pathlib
import re
import shutil
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
SCRATCH = ROOT / ".build" / "examples"
PRODUCTS = ["RxCore", "RxTest", "Differentiator", "SectionedData"]


def fenced_blocks(text):
    """(language, first line number, code) for every fenced block, in order."""
    blocks = []
    lines = text.splitlines()
    index = 0
    while index < len(lines):
        match = re.match(r"^```(\w*)\s*$", lines[index])
        if match:
            start = index + 1
            end = start
            while end < len(lines) and lines[end].rstrip() != "```":
                end += 1
            blocks.append((match.group(1), start + 1, "\n".join(lines[start:end]) + "\n"))
            index = end + 1
        else:
            index += 1
    return blocks


def write_package(programs, tests):
    if SCRATCH.exists():
        shutil.rmtree(SCRATCH / "Sources", ignore_errors=True)
        shutil.rmtree(SCRATCH / "Tests", ignore_errors=True)
    SCRATCH.mkdir(parents=True, exist_ok=True)
    # A path dependency's identity is the last component of its path, lowercased.
    identity = ROOT.name.lower()
    dependencies = ", ".join(f'.product(name: "{name}", package: "{identity}")' for name in PRODUCTS)
    targets = []
    for name, code in programs:
        folder = SCRATCH / "Sources" / name
        folder.mkdir(parents=True)
        (folder / "main.swift").write_text(code)
        targets.append(f'.executableTarget(name: "{name}", dependencies: [{dependencies}])')
    if tests:
        folder = SCRATCH / "Tests" / "ExampleTests"
        folder.mkdir(parents=True)
        for name, code in tests:
            (folder / f"{name}.swift").write_text(code)
        targets.append(f'.testTarget(name: "ExampleTests", dependencies: [{dependencies}])')
    relative_root = "../.."
    (SCRATCH / "Package.swift").write_text(
        "// swift-tools-version:6.2\n"
        "import PackageDescription\n\n"
        "let package = Package(\n"
        '    name: "Examples",\n'
        f'    dependencies: [.package(path: "{relative_root}")],\n'
        f"    targets: [\n        " + ",\n        ".join(targets) + "\n    ],\n"
        "    swiftLanguageModes: [.v6]\n"
        ")\n")


def run(arguments, **options):
    return subprocess.run(arguments, cwd=SCRATCH, text=True, capture_output=True, **options)


# Catalogs of library targets that are not products: another package cannot import them, so their
# examples are run by a test of the module instead (named here).
EXAMPLES_RUN_BY_TESTS = {
    "TerminalUI": "Tests/TerminalUITests/Table/TerminalListCellTests.swift",
}


def documents():
    yield ROOT / "README.md"
    for catalog in sorted(ROOT.glob("Sources/*/*.docc/*.md")):
        if catalog.parent.parent.name in EXAMPLES_RUN_BY_TESTS:
            test = EXAMPLES_RUN_BY_TESTS[catalog.parent.parent.name]
            if not (ROOT / test).exists():
                sys.exit(f"check_examples: {test}, which runs the examples of {catalog.parent.name}, is missing")
            continue
        yield catalog


def main():
    programs, tests, expectations, origins = [], [], {}, {}
    skipped = 0
    for document in documents():
        text = document.read_text()
        blocks = fenced_blocks(text)
        stem = re.sub(r"\W", "", document.stem.title())
        for position, (language, line, code) in enumerate(blocks):
            if language != "swift":
                continue
            if re.search(r"^import UIKit$", code, re.MULTILINE):
                skipped += 1
                continue
            name = f"{stem}{line}"
            origins[name] = f"{document.relative_to(ROOT)}:{line}"
            if re.search(r"\bclass\s+\w+\s*:\s*XCTestCase\b", code):
                tests.append((name, code))
                continue
            programs.append((name, code))
            if position + 1 < len(blocks) and blocks[position + 1][0] == "text":
                following = blocks[position + 1]
                # A text block is the program's output when the prose between them says "prints".
                between = text.splitlines()[line - 1 + code.count("\n") : following[1] - 2]
                if re.search(r"\bprints\b", " ".join(between)):
                    expectations[name] = (f"{document.relative_to(ROOT)}:{following[1]}", following[2])
    if not programs and not tests:
        print("check_examples: no ```swift blocks found")
        return 1
    write_package(programs, tests)

    build = run(["swift", "build", "-j", "2", "--build-tests"] if tests else ["swift", "build", "-j", "2"])
    if build.returncode != 0:
        print(build.stdout[-6000:], build.stderr[-3000:])
        print("check_examples: the Swift blocks do not compile (targets are named <File><line>)")
        return 1
    for name, _ in programs:
        result = run(["swift", "run", "--skip-build", name])
        if result.returncode != 0:
            print(result.stdout, result.stderr)
            print(f"{origins[name]}: the example exits with status {result.returncode}")
            return 1
        if name in expectations:
            text_line, expected = expectations[name]
            if result.stdout != expected:
                print(f"{origins[name]}: the example prints\n{result.stdout}\nbut {text_line} shows\n{expected}")
                return 1
    if tests:
        result = run(["swift", "test", "--skip-build"])
        if result.returncode != 0 or re.search(r"Executed 0 tests", result.stdout + result.stderr):
            print(result.stdout[-6000:], result.stderr[-3000:])
            print("check_examples: a test block fails, or none ran")
            return 1
    checked = len(expectations)
    print(f"check_examples: {len(programs)} program(s) ran ({checked} with their output checked), "
          f"{len(tests)} test block(s) passed, {skipped} UIKit block(s) skipped")
    return 0


# The model's initializers that are `required` where UIKit's are not (see UIKitModel/README.md).
MODEL_REQUIRED_INITIALIZERS = re.compile(r"(?<!required )\boverride init\((frame|reuseIdentifier|style)\b")


def uikit_program(text):
    """One program of a document's UIKit blocks and the Swift blocks before the first of them,
    imports first; `None` when the document has no UIKit block."""
    swift = [(line, code) for language, line, code in fenced_blocks(text) if language == "swift"]
    first = next((index for index, (_, code) in enumerate(swift) if re.search(r"^import UIKit$", code, re.M)), None)
    if first is None:
        return None
    chosen = swift[:first] + [block for block in swift[first:] if re.search(r"^import UIKit$", block[1], re.M)]
    imports, body = [], []
    for line, code in chosen:
        if re.search(r"^\s*// \.\.\.", code, re.M) or re.search(r"\bclass\s+\w+\s*:\s*XCTestCase\b", code):
            continue
        body.append(f"// line {line}")
        for source_line in code.splitlines():
            if re.match(r"^import \w+$", source_line):
                if source_line not in imports:
                    imports.append(source_line)
            else:
                body.append(source_line)
    return MODEL_REQUIRED_INITIALIZERS.sub(r"required override init(\1", "\n".join(imports + body) + "\n")


def typecheck_uikit(modules, model, modulemap):
    folder = ROOT / ".build" / "uikit-examples"
    folder.mkdir(parents=True, exist_ok=True)
    checked = 0
    for document in [ROOT / "README.md", *sorted(ROOT.glob("Sources/*/*.docc/*.md"))]:
        program = uikit_program(document.read_text())
        if program is None:
            continue
        source = folder / (re.sub(r"\W", "", str(document.relative_to(ROOT))) + ".swift")
        source.write_text(program)
        result = subprocess.run(
            ["swiftc", "-typecheck", "-swift-version", "6", "-I", modules, "-I", model,
             "-Xcc", f"-fmodule-map-file={modulemap}", str(source)], text=True, capture_output=True)
        if result.returncode != 0:
            print(result.stderr[-6000:])
            print(f"check_examples: the UIKit blocks of {document.relative_to(ROOT)} do not type-check against the "
                  f"UIKit model (the program is {source}; '// line N' marks where each block starts)")
            return 1
        checked += 1
    if checked == 0:
        print("check_examples: no document has a UIKit block")
        return 1
    print(f"check_examples: the UIKit blocks of {checked} document(s) type-check against the UIKit model")
    return 0


if __name__ == "__main__":
    if len(sys.argv) == 5 and sys.argv[1] == "--uikit":
        sys.exit(typecheck_uikit(*sys.argv[2:]))
    sys.exit(main())
