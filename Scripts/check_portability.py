#!/usr/bin/env python3
"""Checks what CI cannot compile here: that the package builds on the platforms it declares.

Our CI runs on Linux, so nothing compiles the code for iOS or macOS. This script fails (exit 1,
one line per finding, `path:line: message`) when:

1. a platform module (`Glibc`, `Darwin`, `Musl`, `WinSDK`, `UIKit`, Foundation's Linux-only
   `FoundationNetworking`, ...) is imported outside an `#if canImport(ThatModule)` branch;
2. a file uses an API newer than the deployment targets its target must build for (see
   `NEWER_APIS`) without an `@available`/`#available` clause in that file naming a version at
   least as new for each such platform;
3. `swift-tools-version` is lower than a language feature used in the sources needs (see
   `LANGUAGE_FEATURES`), or `Package.swift` declares no `platforms:`.

Which platforms a target must build for: library targets (those in a `.library` product) and
test targets that do not test an executable build for every platform `Package.swift` declares;
executables (HeroesDemo, Benchmarks), the targets only they use, and their tests are terminal
programs that build for macOS and Linux only, so only the macOS deployment target applies to
them. The lists of APIs and features are not exhaustive: they hold what this package has used or
is likely to reach for; extend them when you use something newer.

Run from anywhere: `python3 Scripts/check_portability.py`.
"""

import json
import pathlib
import re
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
SCANNED = ["Sources", "Tests", "Benchmarks", "Fuzz"]

# Modules that exist on some platforms only.
PLATFORM_MODULES = {
    "Glibc", "Musl", "Darwin", "WinSDK", "ucrt", "Android", "Bionic", "WASILibc",
    "FoundationNetworking", "FoundationXML", "UIKit", "AppKit", "WatchKit", "os", "ObjectiveC",
    "Combine", "CoreFoundation", "Dispatch_Darwin", "SwiftUI",
}

SYNCHRONIZATION = {"macOS": 15, "iOS": 18, "tvOS": 18, "watchOS": 11, "visionOS": 2}
SWIFT_5_7_CLOCKS = {"macOS": 13, "iOS": 16, "tvOS": 16, "watchOS": 9, "visionOS": 1}
SWIFT_6_0 = {"macOS": 15, "iOS": 18, "tvOS": 18, "watchOS": 11, "visionOS": 2}
SWIFT_6_2 = {"macOS": 26, "iOS": 26, "tvOS": 26, "watchOS": 26, "visionOS": 26}

# (pattern, what it is, the first OS versions that have it)
NEWER_APIS = [
    (r"^\s*import\s+Synchronization\b", "the Synchronization module", SYNCHRONIZATION),
    (r"\bAtomic\s*<|\bAtomic\s*\(|\bMutex\s*<|\bMutex\s*\(", "Synchronization's Atomic/Mutex", SYNCHRONIZATION),
    (r"\bDuration\b", "Duration", SWIFT_5_7_CLOCKS),
    (r"\b(ContinuousClock|SuspendingClock)\b", "ContinuousClock/SuspendingClock", SWIFT_5_7_CLOCKS),
    (r"\bTask\.sleep\(\s*(for|until):", "Task.sleep(for:)/(until:)", SWIFT_5_7_CLOCKS),
    (r"\bRegex\s*<|\bRegex\s*\(|#/", "Regex", SWIFT_5_7_CLOCKS),
    (r"\bOSAllocatedUnfairLock\b", "OSAllocatedUnfairLock", SWIFT_5_7_CLOCKS),
    (r"\bwith(Throwing)?DiscardingTaskGroup\b", "discarding task groups",
     {"macOS": 14, "iOS": 17, "tvOS": 17, "watchOS": 10, "visionOS": 1}),
    (r"^\s*import\s+Observation\b|@Observable\b", "the Observation module",
     {"macOS": 14, "iOS": 17, "tvOS": 17, "watchOS": 10, "visionOS": 1}),
    (r"\bString\(\s*validating:", "String(validating:as:)", SWIFT_6_0),
    (r"\b(U?Int128)\b", "Int128/UInt128", SWIFT_6_0),
    (r"\b(TaskExecutor|withTaskExecutorPreference)\b", "task executors", SWIFT_6_0),
    (r"\b(InlineArray|MutableSpan|RawSpan|UTF8Span)\b|\bSpan\s*<|\.span\b", "InlineArray/Span", SWIFT_6_2),
    (r"\bTask\.immediate\b", "Task.immediate", SWIFT_6_2),
    (r"\bUIAction\b|\.addAction\(|\bprimaryAction\b", "UIKit's UIAction",
     {"iOS": 14, "tvOS": 14, "visionOS": 1}),
    (r"\breconfigure(Rows|Items)\(", "reconfigureRows/reconfigureItems",
     {"iOS": 15, "tvOS": 15, "visionOS": 1}),
    (r"\.formatted\(", "Foundation's formatted()", {"macOS": 12, "iOS": 15, "tvOS": 15, "watchOS": 8, "visionOS": 1}),
    (r"\bURL\(\s*filePath:|\bURL\.homeDirectory\b", "URL(filePath:)",
     {"macOS": 13, "iOS": 16, "tvOS": 16, "watchOS": 9, "visionOS": 1}),
]

# (pattern, feature, the first swift-tools-version that compiles it)
LANGUAGE_FEATURES = [
    (r"\bweak\s+let\b", "`weak let` (SE-0481)", (6, 2)),
    (r"\bnonisolated\s*\(\s*nonsending\s*\)|@concurrent\b", "nonisolated(nonsending)/@concurrent", (6, 2)),
    (r"~Escapable\b", "~Escapable types", (6, 2)),
    (r"\bInlineArray\b", "InlineArray", (6, 2)),
    (r"\bthrows\s*\(", "typed throws", (6, 0)),
    (r"\bsending\s+\w", "`sending` parameters and results", (6, 0)),
    (r"~Copyable\b", "noncopyable types in generics", (6, 0)),
    (r"\bnonisolated\s*\(\s*unsafe\s*\)", "nonisolated(unsafe)", (5, 10)),
    (r"^\s*package\s+(func|var|let|struct|class|enum|init)\b", "the `package` access level", (5, 9)),
]
PACKAGE_FEATURES = [
    (r"\bswiftLanguageModes\s*:", "swiftLanguageModes", (6, 0)),
    (r"\.visionOS\(", "the visionOS platform", (5, 9)),
]


# The declared versions as Package.swift spells them, for messages ("10.15", not "10").
DISPLAYED_VERSIONS = {}


def shown(os, version):
    return f"{os} {DISPLAYED_VERSIONS.get(os, version)}"


def strip_comments_and_strings(line):
    """Returns `line` without a trailing `//` comment and without string literal contents."""
    line = re.sub(r'"(?:[^"\\]|\\.)*"', '""', line)
    index = line.find("//")
    return line if index < 0 else line[:index]


def swift_files():
    for folder in SCANNED:
        base = ROOT / folder
        if base.exists():
            for path in sorted(base.rglob("*.swift")):
                if ".build" not in path.parts:
                    yield path


def unguarded_imports(path, lines):
    """Platform imports whose enclosing `#if` branch does not test `canImport` of that module."""
    findings = []
    branches = []  # the condition of the current branch at each nesting level
    for number, raw in enumerate(lines, 1):
        line = strip_comments_and_strings(raw).strip()
        if line.startswith("#if "):
            branches.append(line[4:])
        elif line.startswith("#elseif "):
            if branches:
                branches[-1] = line[8:]
        elif line.startswith("#else"):
            if branches:
                branches[-1] = "!(" + branches[-1] + ")"
        elif line.startswith("#endif"):
            if branches:
                branches.pop()
        match = re.match(r"^(?:@testable\s+|@preconcurrency\s+|@_exported\s+)*import\s+(?:\w+\s+)?(\w+)", line)
        if match and match.group(1) in PLATFORM_MODULES:
            module = match.group(1)
            guard = f"canImport({module})"
            if not any(guard in condition and not condition.startswith("!") for condition in branches):
                findings.append(
                    f"{path}:{number}: `import {module}` is not guarded: put it in an `#if {guard}` branch "
                    "(Darwin, Glibc and Musl each in their own `#if canImport(...)`/`#elseif` branch)")
    return findings


def availability_clauses(text):
    """The OS versions named in every `@available(...)` and `#available(...)` of a file."""
    clauses = []
    for match in re.finditer(r"[@#]available\s*\(([^)]*)\)", text):
        versions = {}
        for name, major in re.findall(r"\b(macOS|iOS|tvOS|watchOS|visionOS)\s+(\d+)", match.group(1)):
            versions[name] = int(major)
        clauses.append(versions)
    return clauses


def newer_api_findings(path, lines, floors):
    """One finding per API a file uses too early: its first use, and how many there are."""
    text = "\n".join(lines)
    clauses = availability_clauses(text)
    uses = {}  # API name -> (first line, count, platforms that are too old)
    for number, raw in enumerate(lines, 1):
        if raw.lstrip().startswith("//"):
            continue
        line = strip_comments_and_strings(raw)
        for pattern, name, introduced in NEWER_APIS:
            if not re.search(pattern, line):
                continue
            too_old = [os for os, version in floors.items() if version < introduced.get(os, 0)]
            if not too_old:
                continue
            if any(all(clause.get(os, 0) >= introduced[os] for os in too_old) for clause in clauses):
                continue
            first, count, _ = uses.get(name, (number, 0, too_old))
            uses[name] = (first, count + 1, too_old)
    findings = []
    for pattern, name, introduced in NEWER_APIS:
        if name not in uses:
            continue
        first, count, too_old = uses[name]
        needs = ", ".join(f"{os} {introduced[os]}" for os in too_old)
        floor = ", ".join(shown(os, floors[os]) for os in too_old)
        hint = " (RxCore's own Lock and atomics in Internal/ work everywhere)" if "Synchronization" in name else ""
        findings.append(
            f"{path}:{first}: {name} ({count} use{'s' if count > 1 else ''}) needs {needs}, but this target "
            f"must build for {floor}: use an API that exists there{hint}, or put the uses under "
            "@available/#available for those versions")
    return findings


def tools_version_findings(lines_by_path, tools, package_text):
    findings = []
    for path, lines in lines_by_path.items():
        for number, raw in enumerate(lines, 1):
            if raw.lstrip().startswith("//"):
                continue
            line = strip_comments_and_strings(raw)
            for pattern, name, needed in LANGUAGE_FEATURES:
                if re.search(pattern, line) and tools < needed:
                    findings.append(
                        f"{path}:{number}: {name} needs swift-tools-version {needed[0]}.{needed[1]}, "
                        f"but Package.swift declares {tools[0]}.{tools[1]}")
    for pattern, name, needed in PACKAGE_FEATURES:
        if re.search(pattern, package_text) and tools < needed:
            findings.append(
                f"Package.swift: {name} needs swift-tools-version {needed[0]}.{needed[1]}, "
                f"but it declares {tools[0]}.{tools[1]}")
    return findings


def describe_package():
    output = subprocess.run(
        ["swift", "package", "dump-package"], cwd=ROOT, check=True, capture_output=True, text=True).stdout
    return json.loads(output)


def target_floors(package):
    """Maps each target's folder to the OS versions it must build for."""
    declared = {}
    for platform in package.get("platforms", []):
        name = {"macos": "macOS", "ios": "iOS", "tvos": "tvOS", "watchos": "watchOS", "visionos": "visionOS"}.get(
            platform["platformName"])
        if name:
            # Compared with whole major versions: macOS 10.15 counts as 10, which is older than
            # every entry of NEWER_APIS.
            declared[name] = int(platform["version"].split(".")[0])
            DISPLAYED_VERSIONS[name] = platform["version"].removesuffix(".0")
    library_targets = set()
    executable_targets = set()
    for product in package["products"]:
        if "library" in product["type"]:
            library_targets.update(product["targets"])
    for target in package["targets"]:
        if target["type"] == "executable":
            executable_targets.add(target["name"])

    def dependencies(target):
        names = []
        for dependency in target.get("dependencies", []):
            for value in dependency.values():
                if isinstance(value, list) and value and isinstance(value[0], str):
                    names.append(value[0])
        return names

    floors = {}
    for target in package["targets"]:
        name = target["name"]
        path = target.get("path") or (f"Tests/{name}" if target["type"] == "test" else f"Sources/{name}")
        # Test support targets under Tests/ build wherever the tests that use them do.
        apple_everywhere = name in library_targets or (
            target["type"] in ("test", "regular")
            and path.startswith("Tests/")
            and not any(d in executable_targets for d in dependencies(target)))
        if apple_everywhere:
            floors[path] = declared
        else:
            floors[path] = {os: v for os, v in declared.items() if os == "macOS"}
    return declared, floors


def main():
    package_text = (ROOT / "Package.swift").read_text()
    findings = []
    first = package_text.splitlines()[0]
    match = re.match(r"//\s*swift-tools-version\s*:\s*(\d+)\.(\d+)", first)
    if not match:
        print("Package.swift: the first line must be `// swift-tools-version:X.Y`")
        return 1
    tools = (int(match.group(1)), int(match.group(2)))
    if "platforms:" not in package_text:
        findings.append("Package.swift: no `platforms:`; declare the deployment targets the package supports")

    package = describe_package()
    declared, floors = target_floors(package)

    lines_by_path = {}
    for path in swift_files():
        relative = path.relative_to(ROOT)
        lines = path.read_text().splitlines()
        lines_by_path[relative] = lines
        findings += unguarded_imports(relative, lines)
        owner = next((folder for folder in floors if str(relative).startswith(folder.rstrip("/") + "/")), None)
        # Files outside the package's targets (the separate fuzzing package) build on Linux only.
        if owner is not None:
            findings += newer_api_findings(relative, lines, floors[owner])
    findings += tools_version_findings(lines_by_path, tools, package_text)

    for finding in findings:
        print(finding)
    if findings:
        print(f"\ncheck_portability: {len(findings)} finding(s); platforms declared: "
              + ", ".join(shown(os, v) for os, v in declared.items()) + f"; tools version {tools[0]}.{tools[1]}")
        return 1
    print(f"check_portability: {len(lines_by_path)} files portable to "
          + ", ".join(shown(os, v) for os, v in declared.items()) + f" with swift-tools-version {tools[0]}.{tools[1]}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
