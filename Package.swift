// swift-tools-version:5.10
import PackageDescription

let package = Package(
    name: "Segue",
    products: [
        .executable(name: "segue", targets: ["segue"]),
        .library(name: "SegueCore", targets: ["SegueCore"]),
        .library(name: "SegueUI", targets: ["SegueUI"]),
        .library(name: "SegueGIF", targets: ["SegueGIF"]),
    ],
    targets: [
        // C module over SDL2, SDL2_ttf and SDL2_image, resolved through pkg-config.
        .systemLibrary(
            name: "CSDL2",
            pkgConfig: "sdl2",
            providers: [
                .apt(["libsdl2-dev", "libsdl2-ttf-dev", "libsdl2-image-dev"]),
                .brew(["sdl2", "sdl2_ttf", "sdl2_image"]),
            ]
        ),
        // C module over cgif (encoding animated GIFs) and giflib (decoding them).
        .systemLibrary(
            name: "CGIF",
            pkgConfig: "cgif",
            providers: [
                .apt(["libcgif-dev", "libgif-dev"]),
                .brew(["cgif", "giflib"]),
            ]
        ),
        // Pure Swift: geometry, render lists, tessellation, views and the animation engine.
        .target(name: "SegueCore"),
        // The thin, safe wrapper over SDL and the backend that draws render lists.
        .target(name: "SegueSDL", dependencies: ["CSDL2", "SegueCore"]),
        // Controls, gestures, view controllers, transitions and animators.
        .target(name: "SegueUI", dependencies: ["SegueCore"]),
        // Animated GIFs: palette from the frames' colours, encoding through cgif, downscaling, decoding.
        .target(name: "SegueGIF", dependencies: ["CGIF"]),
        // Counts the process's heap allocations (interposes malloc); used only by the benchmark.
        .target(name: "CMallocCounter"),
        // The viewer, the command line, the script runner, the benchmark and the fuzzer.
        .target(
            name: "SegueApp", dependencies: ["SegueCore", "SegueSDL", "SegueUI", "SegueGIF", "CMallocCounter"]),
        .executableTarget(name: "segue", dependencies: ["SegueApp"]),
        .testTarget(name: "SegueCoreTests", dependencies: ["SegueCore"]),
        .testTarget(name: "SegueSDLTests", dependencies: ["SegueSDL", "SegueCore"]),
        .testTarget(name: "SegueUITests", dependencies: ["SegueUI", "SegueCore"]),
        .testTarget(name: "SegueGIFTests", dependencies: ["SegueGIF"]),
        .testTarget(
            name: "SegueAppTests", dependencies: ["SegueApp", "SegueSDL", "SegueUI", "SegueCore", "SegueGIF"]),
    ]
)
