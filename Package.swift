// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "SectionedData",
    products: [
        .library(name: "RxCore", targets: ["RxCore"]),
        .library(name: "SectionedData", targets: ["SectionedData"]),
        .executable(name: "HeroesDemo", targets: ["HeroesDemo"]),
        .executable(name: "Benchmarks", targets: ["Benchmarks"]),
    ],
    targets: [
        .target(name: "RxCore", path: "Sources/RxCore"),
        .target(name: "SectionedData", dependencies: ["RxCore"], path: "Sources/SectionedData"),
        .executableTarget(
            name: "HeroesDemo",
            dependencies: ["RxCore", "SectionedData"],
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
        .testTarget(name: "RxCoreTests", dependencies: ["RxCore"], path: "Tests/RxCoreTests"),
        .testTarget(
            name: "SectionedDataTests",
            dependencies: ["SectionedData", "RxCore"],
            path: "Tests/SectionedDataTests"
        ),
        .testTarget(
            name: "HeroesDemoTests",
            dependencies: ["HeroesDemo", "SectionedData", "RxCore"],
            path: "Tests/HeroesDemoTests",
            exclude: ["Snapshots"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
