// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "PhotoGrid",
    dependencies: [
        .package(name: "Segue", path: "../..")
    ],
    targets: [
        .executableTarget(
            name: "PhotoGrid",
            dependencies: [.product(name: "Segue", package: "Segue")]
        )
    ]
)
