// swift-tools-version:6.2
import PackageDescription

let package = Package(
    name: "Segue",
    products: [
        .executable(name: "segue", targets: ["segue"]),
        // What an app depends on: `import Segue` and `SegueApplication.main(rootViewController:)`.
        .library(name: "Segue", targets: ["Segue"]),
        .library(name: "SegueCore", targets: ["SegueCore"]),
        .library(name: "SegueUI", targets: ["SegueUI"]),
        .library(name: "SegueGIF", targets: ["SegueGIF"]),
    ] + appleNamedProducts,
    targets: [
        // C module over SDL2, SDL2_ttf and SDL2_image, resolved through pkg-config except on Linux
        // (see sdl2PkgConfig).
        .systemLibrary(
            name: "CSDL2",
            pkgConfig: sdl2PkgConfig,
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
        // Cache hints for the per-frame walks over views (header-only C: Swift has no prefetch).
        .target(name: "CSegueMemory"),
        // Geometry, render lists, tessellation, views and the animation engine, in Swift.
        .target(
            name: "SegueCore", dependencies: ["CSegueMemory"] + coreGraphicsDependency,
            swiftSettings: mainActorByDefault),
        // The thin, safe wrapper over SDL and the backend that draws render lists. No product: its
        // API is `package`, for Segue's own modules (PixelSize alone is public, in Segue's API).
        .target(name: "SegueSDL", dependencies: ["CSDL2", "SegueCore"], swiftSettings: mainActorByDefault),
        // Controls, gestures, view controllers, transitions and animators.
        .target(name: "SegueUI", dependencies: ["SegueCore"], swiftSettings: mainActorByDefault),
        // Animated GIFs: palette from the frames' colours, encoding through cgif, downscaling, decoding.
        .target(name: "SegueGIF", dependencies: ["CGIF"]),
        // Counts the process's heap allocations (interposes malloc); used only by the benchmark.
        .target(name: "CMallocCounter"),
        // The app runtime: the command line and its dispatch, the scene, the headless and window
        // hosts, keys, overlays, frame capture, and the extension point the tools join through.
        .target(
            name: "SegueRuntime", dependencies: ["SegueCore", "SegueSDL", "SegueUI", "SegueGIF"],
            swiftSettings: mainActorByDefault),
        // The tools every app gets: scripts, fuzzing and its invariants, `record`, traces, the
        // motion lab (its panel, plot, compare, export) and the soak.
        .target(
            name: "SegueTools", dependencies: ["SegueRuntime", "SegueCore", "SegueSDL", "SegueUI", "SegueGIF"],
            swiftSettings: mainActorByDefault),
        // What an app imports: the runtime and the tools in one module, joined by the one list of
        // tools, and `SegueApplication`'s entry points.
        .target(
            name: "Segue", dependencies: ["SegueRuntime", "SegueTools", "SegueCore", "SegueUI"],
            swiftSettings: mainActorByDefault),
        // The `segue` viewer, one client of Segue: its scene (home, style picker), `record`, the
        // benchmark and the fuzzer that drive that scene.
        .target(
            name: "SegueViewer", dependencies: ["Segue", "SegueSDL", "SegueGIF", "CMallocCounter"],
            swiftSettings: mainActorByDefault),
        .executableTarget(name: "segue", dependencies: ["Segue", "SegueViewer"], swiftSettings: mainActorByDefault),
        // A test app whose animators break UIKit's contract on purpose (the fuzzer's tests run it).
        .executableTarget(name: "segue-faults", dependencies: ["Segue"], swiftSettings: mainActorByDefault),
        .testTarget(name: "SegueCoreTests", dependencies: ["SegueCore"], swiftSettings: mainActorByDefault),
        // The goldens are read from the source tree by path (and failures written beside them).
        .testTarget(
            name: "SegueSDLTests", dependencies: ["SegueSDL", "SegueCore"], exclude: ["Goldens"],
            swiftSettings: mainActorByDefault),
        .testTarget(name: "SegueUITests", dependencies: ["SegueUI", "SegueCore"], swiftSettings: mainActorByDefault),
        .testTarget(name: "SegueGIFTests", dependencies: ["SegueGIF"]),
        // The app runtime's own tests (no tools installed, no viewer).
        .testTarget(
            name: "SegueRuntimeTests", dependencies: ["SegueRuntime", "SegueSDL", "SegueUI", "SegueCore"],
            swiftSettings: mainActorByDefault),
        // The tools' own tests, on scenes of their own (no viewer); `Segue` installs every tool.
        .testTarget(
            name: "SegueToolsTests",
            dependencies: ["SegueTools", "SegueRuntime", "Segue", "SegueSDL", "SegueUI", "SegueCore", "SegueGIF"],
            swiftSettings: mainActorByDefault),
        // An app's view through `import Segue`: the entry points with the runtime and the tools joined.
        .testTarget(
            name: "SegueTests", dependencies: ["Segue", "SegueRuntime", "SegueTools", "SegueSDL", "SegueGIF"],
            swiftSettings: mainActorByDefault),
        .testTarget(
            name: "SegueViewerTests",
            dependencies: [
                "SegueViewer", "Segue", "SegueRuntime", "SegueTools", "SegueSDL", "SegueUI", "SegueCore", "SegueGIF",
            ],
            swiftSettings: mainActorByDefault),
    ] + appleNamedTargets
)

// UIKit, QuartzCore and CoreGraphics: the modules UIKit code imports, under Apple's own names. On
// Apple platforms those names belong to Apple's frameworks, so these exist only on other systems
// (Linux), where `import UIKit` brings Segue's views, layers and controllers spelled as UIKit's.
#if os(Linux)
    /// The shim includes <SDL2/SDL.h> from the system's include path and the module map links the
    /// three libraries, so Linux needs nothing of sdl2.pc, whose flags add only include paths and
    /// -D_REENTRANT, which SwiftPM refuses with a warning on every build (and of every example).
    var sdl2PkgConfig: String? { nil }
    var coreGraphicsDependency: [Target.Dependency] { ["CoreGraphics"] }
    var appleNamedProducts: [Product] {
        [
            .library(name: "UIKit", targets: ["UIKit"]),
            .library(name: "QuartzCore", targets: ["QuartzCore"]),
            .library(name: "CoreGraphics", targets: ["CoreGraphics"]),
        ]
    }
    var appleNamedTargets: [Target] {
        [
            // CGAffineTransform, CGVector, CGPath, CGColor: what Foundation lacks of Core Graphics.
            .target(name: "CoreGraphics"),
            // Core Animation's names over SegueCore's layers, transforms and animations.
            .target(
                name: "QuartzCore", dependencies: ["CoreGraphics", "SegueCore"], swiftSettings: mainActorByDefault),
            // Makes the `@main` app delegate through its class's own init() (Swift's runtime).
            .target(name: "CUIKitRuntime"),
            // UIKit's names over SegueCore, SegueUI and the app runtime.
            .target(
                name: "UIKit", dependencies: ["QuartzCore", "SegueUI", "Segue", "CUIKitRuntime"],
                swiftSettings: mainActorByDefault),
            .testTarget(name: "CoreGraphicsTests", dependencies: ["CoreGraphics"]),
            .testTarget(
                name: "UIKitTests", dependencies: ["UIKit", "Segue", "SegueSDL"], swiftSettings: mainActorByDefault),
            // The seed articles' code as the Seeds example has it (Tests/SeedTests/SeedCode is a
            // link to Examples/Seeds/Sources/SeedCode), drawn beside the built-in styles.
            .testTarget(
                name: "SeedTests", dependencies: ["UIKit", "Segue", "SegueSDL"], swiftSettings: mainActorByDefault),
        ]
    }
#else
    /// Elsewhere (Homebrew's prefix) pkg-config says where the headers are.
    var sdl2PkgConfig: String? { "sdl2" }
    var coreGraphicsDependency: [Target.Dependency] { [] }
    var appleNamedProducts: [Product] { [] }
    var appleNamedTargets: [Target] { [] }
#endif

/// UIKit's types are `@MainActor`, as on Apple's systems: every declaration of the runtime's modules
/// is isolated to the main actor unless it says `nonisolated` (values such as colours and transforms).
var mainActorByDefault: [SwiftSetting] { [.defaultIsolation(MainActor.self)] }
