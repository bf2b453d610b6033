import Foundation
import XCTest

/// The Segue catalog's articles (moved there from the README) show files in full: "Your own app on
/// Segue" CardFlip's `Package.swift` and `main.swift`, the counter, PhotoGrid's `main.swift`, the
/// registration of its style and its navigation delegate, and "Writing an animator" CardFlip's
/// animator: each code block after a `<!-- PATH -->` marker is the file at PATH.
nonisolated final class ReadmeExampleTests: XCTestCase {
    @MainActor private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The code block that follows `<!-- path -->` in the articles.
    @MainActor private func block(after path: String, in readme: String) throws -> String {
        let marker = "<!-- \(path) -->\n```swift\n"
        let start = try XCTUnwrap(readme.range(of: marker), "no block for \(path) in the articles")
        let end = try XCTUnwrap(readme.range(of: "\n```", range: start.upperBound..<readme.endIndex))
        return String(readme[start.upperBound..<end.lowerBound]) + "\n"
    }

    @MainActor func testTheReadmeShowsTheExampleFilesAsTheyAre() async throws {
        let catalog = root.appendingPathComponent("Sources/Segue/Segue.docc")
        let readme = try ["AppsOnSegue.md", "WritingAnAnimator.md"].map {
            try String(contentsOf: catalog.appendingPathComponent($0), encoding: .utf8)
        }.joined(separator: "\n")
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
