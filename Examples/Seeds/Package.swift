// swift-tools-version:6.0
import PackageDescription

// The four seed articles' Objective-C, translated line by line into Swift UIKit: the seeds
// (SeedCode, which Segue's SeedTests also compile to compare them with the built-in styles) and
// an app that shows them (Seeds, launched by its UIApplicationDelegate). Travel is a second app,
// written as for iOS: a list that pushes with a custom animator and pops by an edge swipe, a card
// presented with a spring and dragged down, a sheet with detents (README.md).
let package = Package(
    name: "Seeds",
    dependencies: [
        .package(name: "Segue", path: "../..")
    ],
    targets: [
        // The seeds' code is what iOS projects of their time compiled: the Swift 5 language mode,
        // where UIKit's main-actor isolation is not yet enforced on free functions and globals.
        .target(
            name: "SeedCode",
            dependencies: [.product(name: "UIKit", package: "Segue")],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .executableTarget(
            name: "Seeds",
            dependencies: ["SeedCode", .product(name: "UIKit", package: "Segue")]
        ),
        .executableTarget(
            name: "Travel",
            dependencies: [.product(name: "UIKit", package: "Segue")]
        ),
    ]
)
