// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "CardFlip",
    dependencies: [
        .package(name: "Segue", path: "../..")
    ],
    targets: [
        .executableTarget(
            name: "CardFlip",
            dependencies: [.product(name: "Segue", package: "Segue")]
        )
    ]
)
