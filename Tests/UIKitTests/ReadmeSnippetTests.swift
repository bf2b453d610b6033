import UIKit
import XCTest

/// The README's Core Animation example (its block that starts `let card`), compiled here word for
/// word (the test checks the README still shows exactly these lines) and run in a window.
nonisolated final class ReadmeSnippetTests: XCTestCase {
    // README BEGIN
    @discardableResult
    @MainActor static func readmeExample(in window: UIView) -> UIView {
        let card = UIView(frame: CGRect(x: 40, y: 120, width: 310, height: 200))
        window.addSubview(card)
        card.backgroundColor = .systemBlue
        card.layer.cornerRadius = 16
        let reveal = CAShapeLayer()
        reveal.path = UIBezierPath(ovalIn: card.bounds.insetBy(dx: 150, dy: 95)).cgPath
        card.layer.mask = reveal
        let grow = CABasicAnimation(keyPath: "path")
        grow.toValue = UIBezierPath(ovalIn: card.bounds.insetBy(dx: -60, dy: -60)).cgPath
        grow.duration = 0.6
        grow.fillMode = .forwards
        grow.isRemovedOnCompletion = false
        reveal.add(grow, forKey: "reveal")
        UIView.animate(
            withDuration: 0.6, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0, options: []
        ) {
            card.transform = CGAffineTransform(scaleX: 1.05, y: 1.05)
        }
        return card
    }
    // README END

    /// The lines between the markers (less the function's own frame and the line that puts the
    /// card in the window, which the README leaves to the app) are the README's block.
    @MainActor func testTheReadmeShowsThisCode() async throws {
        let here = URL(fileURLWithPath: #filePath)
        let readme = try String(
            contentsOf: here.deletingLastPathComponent().appendingPathComponent("../../README.md").standardized,
            encoding: .utf8)
        let source = try String(contentsOf: here, encoding: .utf8)
        let marked = source.components(separatedBy: "// README BEGIN\n")[1]
        let body = marked.components(separatedBy: "    // README END")[0]
        let lines = body.split(separator: "\n", omittingEmptySubsequences: false).map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        let code = lines.filter {
            !$0.isEmpty && !$0.hasPrefix("@discardableResult") && !$0.hasPrefix("@MainActor static func")
                && !$0.hasPrefix("window.addSubview") && !$0.hasPrefix("return card")
        }.dropLast()
        let block = try XCTUnwrap(
            readme.components(separatedBy: "```swift\nimport UIKit\n\n").first { $0.hasPrefix("let card") },
            "the README's Core Animation block"
        ).components(separatedBy: "```")[0]
        let readmeLines = block.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        XCTAssertEqual(Array(code), readmeLines)
    }

    /// Run in a window: the mask's path grows from its small oval and the card springs larger.
    @MainActor func testTheReadmeExampleAnimates() async {
        let clock = ManualClock()
        let window = WindowView(size: CGSize(width: 390, height: 844), clock: clock)
        let card = Self.readmeExample(in: window)
        for _ in 0..<18 {
            clock.advanceOneFrame()
            window.update()
        }
        guard case .ellipse(let oval)? = card.layer.mask?.node.presentation.maskShape else {
            return XCTFail("the mask is an oval")
        }
        XCTAssertGreaterThan(oval.width, 100, "the reveal grew")
        XCTAssertGreaterThan(card.layer.presentation()!.transform.m11, 1, "the card springs larger")
    }
}
