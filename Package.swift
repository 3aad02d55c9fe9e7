// swift-tools-version:6.2
import PackageDescription

let package = Package(
    name: "SectionedData",
    // The libraries use nothing newer than iOS 14 / tvOS 14 / watchOS 6 / visionOS 1
    // (Scripts/check_portability.py checks it); iOS/tvOS 14 because the UIKit bindings use `UIAction`. macOS is 15 because the HeroesDemo executable uses
    // `Duration`, `Synchronization` and `String(validating:as:)`, and a package has one deployment
    // target per platform.
    platforms: [.macOS(.v15), .iOS(.v14), .tvOS(.v14), .watchOS(.v6), .visionOS(.v1)],
    products: [
        .library(name: "RxCore", targets: ["RxCore"]),
        .library(name: "RxTest", targets: ["RxTest"]),
        .library(name: "RxBlocking", targets: ["RxBlocking"]),
        .library(name: "Differentiator", targets: ["Differentiator"]),
        .library(name: "SectionedData", targets: ["SectionedData"]),
        .executable(name: "HeroesDemo", targets: ["HeroesDemo"]),
        .executable(name: "Benchmarks", targets: ["Benchmarks"]),
    ],
    targets: [
        .target(name: "RxCoreAtomics", path: "Sources/RxCoreAtomics"),
        .target(name: "RxCore", dependencies: ["RxCoreAtomics"], path: "Sources/RxCore"),
        .target(name: "RxTest", dependencies: ["RxCore"], path: "Sources/RxTest"),
        .target(name: "RxBlocking", dependencies: ["RxCore"], path: "Sources/RxBlocking"),
        .target(name: "Differentiator", path: "Sources/Differentiator"),
        // The seeded generator of the demo's synthetic heroes, the benchmarks and the tests.
        .target(name: "SeededRandom", path: "Sources/SeededRandom"),
        .target(name: "SectionedData", dependencies: ["Differentiator", "RxCore"], path: "Sources/SectionedData"),
        // The terminal layer and a ListRenderer for terminals; knows no heroes.
        .target(name: "TerminalUI", dependencies: ["RxCore", "SectionedData"], path: "Sources/TerminalUI"),
        // The heroes' model, loading and search index; knows no terminal.
        .target(
            name: "HeroCatalog",
            dependencies: ["Differentiator", "SeededRandom"],
            path: "Sources/HeroCatalog",
            resources: [.copy("Resources/heroes.json")]
        ),
        // What the demo needs from the C library that Swift does not offer: SIGQUIT blocked before the runtime starts.
        .target(name: "HeroesDemoSystem", path: "Sources/HeroesDemoSystem"),
        .executableTarget(
            name: "HeroesDemo",
            dependencies: ["RxCore", "SectionedData", "TerminalUI", "HeroCatalog", "HeroesDemoSystem"],
            path: "Sources/HeroesDemo"
        ),
        .target(name: "MallocCounter", path: "Benchmarks/MallocCounter"),
        // Starting a program in a pseudo-terminal, for the `heroes` suite.
        .target(name: "PseudoTerminalSpawn", path: "Benchmarks/PseudoTerminalSpawn"),
        .executableTarget(
            name: "Benchmarks",
            dependencies: [
                "RxCore", "SectionedData", "TerminalUI", "MallocCounter", "PseudoTerminalSpawn", "SeededRandom",
            ],
            path: "Benchmarks",
            exclude: ["MallocCounter", "PseudoTerminalSpawn"]
        ),
        // Helpers every test target may share (the seeded random number generator).
        .target(name: "TestSupport", dependencies: ["SeededRandom"], path: "Tests/TestSupport"),
        .testTarget(name: "SeededRandomTests", dependencies: ["SeededRandom"], path: "Tests/SeededRandomTests"),
        // Where the machine stack is, which the tests cannot learn from Swift under the address sanitizer.
        .target(name: "StackProbe", path: "Tests/StackProbe"),
        .testTarget(
            name: "RxCoreTests", dependencies: ["RxCore", "RxTest", "TestSupport", "StackProbe"],
            path: "Tests/RxCoreTests"
        ),
        .target(
            name: "DiffTestSupport", dependencies: ["Differentiator", "TestSupport"], path: "Tests/DiffTestSupport"),
        .testTarget(
            name: "DifferentiatorTests",
            dependencies: ["Differentiator", "DiffTestSupport"],
            path: "Tests/DifferentiatorTests"
        ),
        .testTarget(
            name: "RxBlockingTests", dependencies: ["RxBlocking", "RxCore", "RxTest"], path: "Tests/RxBlockingTests"),
        .testTarget(
            name: "SectionedDataTests",
            dependencies: ["Differentiator", "DiffTestSupport", "SectionedData", "RxCore", "RxTest"],
            path: "Tests/SectionedDataTests"
        ),
        // Tests of the UIKit model (UIKitModel/UIKit, built only by Scripts/check_uikit.sh): empty unless the model
        // is on the search path and UIKIT_MODEL is defined.
        .testTarget(name: "UIKitModelTests", dependencies: ["TestSupport"], path: "Tests/UIKitModelTests"),
        // Helpers the terminal tests of TerminalUITests and HeroesDemoTests share.
        .target(name: "TerminalTestSupport", dependencies: ["TerminalUI"], path: "Tests/TerminalTestSupport"),
        // Heroes the tests of HeroCatalogTests and HeroesDemoTests share.
        .target(name: "HeroTestSupport", dependencies: ["HeroCatalog"], path: "Tests/HeroTestSupport"),
        .testTarget(
            name: "TerminalUITests",
            dependencies: ["TerminalUI", "TerminalTestSupport", "SectionedData", "RxCore", "TestSupport"],
            path: "Tests/TerminalUITests"
        ),
        .testTarget(
            name: "HeroCatalogTests",
            dependencies: ["HeroCatalog", "HeroTestSupport", "TestSupport", "TerminalUI"],
            path: "Tests/HeroCatalogTests"
        ),
        .testTarget(
            name: "HeroesDemoTests",
            dependencies: [
                "HeroesDemo", "TerminalUI", "HeroCatalog", "TerminalTestSupport", "HeroTestSupport", "SectionedData",
                "RxCore", "RxTest", "TestSupport",
            ],
            path: "Tests/HeroesDemoTests",
            exclude: ["Snapshots"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
