// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "SectionedData",
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
        .target(name: "RxCore", path: "Sources/RxCore"),
        .target(name: "RxTest", dependencies: ["RxCore"], path: "Sources/RxTest"),
        .target(name: "RxBlocking", dependencies: ["RxCore"], path: "Sources/RxBlocking"),
        .target(name: "Differentiator", path: "Sources/Differentiator"),
        .target(name: "SectionedData", dependencies: ["Differentiator", "RxCore"], path: "Sources/SectionedData"),
        .executableTarget(
            name: "HeroesDemo",
            dependencies: ["RxCore", "RxTest", "SectionedData"],
            path: "Sources/HeroesDemo",
            resources: [.copy("Resources/heroes.json")]
        ),
        .target(name: "MallocCounter", path: "Benchmarks/MallocCounter"),
        .executableTarget(
            name: "Benchmarks",
            dependencies: ["RxCore", "SectionedData", "MallocCounter"],
            path: "Benchmarks",
            exclude: ["MallocCounter"]
        ),
        .testTarget(name: "RxCoreTests", dependencies: ["RxCore", "RxTest"], path: "Tests/RxCoreTests"),
        .testTarget(
            name: "RxBlockingTests", dependencies: ["RxBlocking", "RxCore", "RxTest"], path: "Tests/RxBlockingTests"),
        .testTarget(
            name: "SectionedDataTests",
            dependencies: ["Differentiator", "SectionedData", "RxCore", "RxTest"],
            path: "Tests/SectionedDataTests"
        ),
        .testTarget(
            name: "HeroesDemoTests",
            dependencies: ["HeroesDemo", "SectionedData", "RxCore", "RxTest"],
            path: "Tests/HeroesDemoTests",
            exclude: ["Snapshots"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
