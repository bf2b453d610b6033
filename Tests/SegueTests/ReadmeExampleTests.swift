import Foundation
import XCTest

/// The README's "Use Segue in your own package" shows CardFlip's `Package.swift` and `main.swift`
/// in full and PhotoGrid's `main.swift`, the registration of its style and its navigation
/// delegate, and "Animating snapshots" CardFlip's animator: each code block after a
/// `<!-- PATH -->` marker is the file at PATH.
nonisolated final class ReadmeExampleTests: XCTestCase {
    @MainActor private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The code block that follows `<!-- path -->` in the README.
    @MainActor private func block(after path: String, in readme: String) throws -> String {
        let marker = "<!-- \(path) -->\n```swift\n"
        let start = try XCTUnwrap(readme.range(of: marker), "no block for \(path) in the README")
        let end = try XCTUnwrap(readme.range(of: "\n```", range: start.upperBound..<readme.endIndex))
        return String(readme[start.upperBound..<end.lowerBound]) + "\n"
    }

    @MainActor func testTheReadmeShowsTheExampleFilesAsTheyAre() async throws {
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        for path in [
            "Examples/CardFlip/Package.swift", "Examples/CardFlip/Sources/CardFlip/main.swift",
            "Examples/CardFlip/Sources/CardFlip/CardFlipAnimator.swift", "Tests/SegueTests/CounterContent.swift",
            "Examples/PhotoGrid/Sources/PhotoGrid/main.swift", "Examples/PhotoGrid/Sources/PhotoGrid/LiftStyle.swift",
            "Examples/PhotoGrid/Sources/PhotoGrid/PhotoTransitions.swift",
        ] {
            let file = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
            XCTAssertEqual(try block(after: path, in: readme), file, path)
        }
    }
}
