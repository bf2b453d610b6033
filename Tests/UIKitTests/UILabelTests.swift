import Foundation
import SegueSDL
import UIKit
import XCTest

@testable import SegueCore

nonisolated final class UILabelTests: XCTestCase {
    /// UIKit's defaults: no text, the 17-point system font, black, natural alignment, one line,
    /// tail truncation, no shrinking, no touches; NSTextAlignment's and NSLineBreakMode's raw
    /// values.
    @MainActor func testDefaults() async {
        let label = UILabel()
        XCTAssertNil(label.text)
        XCTAssertEqual(label.font, UIFont.systemFont(ofSize: 17))
        XCTAssertEqual(label.font.pointSize, 17)
        XCTAssertEqual(label.textColor, UIColor.black)
        XCTAssertEqual(label.textAlignment, .natural)
        XCTAssertEqual(label.numberOfLines, 1)
        XCTAssertEqual(label.lineBreakMode, .byTruncatingTail)
        XCTAssertFalse(label.adjustsFontSizeToFitWidth)
        XCTAssertEqual(label.minimumScaleFactor, 0)
        XCTAssertFalse(label.isUserInteractionEnabled)
        XCTAssertEqual(NSTextAlignment.center.rawValue, 1)
        XCTAssertEqual(NSTextAlignment.natural.rawValue, 4)
        XCTAssertEqual(NSLineBreakMode.byTruncatingTail.rawValue, 4)
        label.font = nil
        XCTAssertEqual(label.font.pointSize, 17, "nil restores the default font")
    }

    /// UIKit's fonts: sizes and weights; bold from semibold up.
    @MainActor func testFonts() async {
        XCTAssertEqual(UIFont.boldSystemFont(ofSize: 20).pointSize, 20)
        XCTAssertTrue(UIFont.boldSystemFont(ofSize: 20).isBold)
        XCTAssertFalse(UIFont.systemFont(ofSize: 12, weight: .medium).isBold)
        XCTAssertTrue(UIFont.systemFont(ofSize: 12, weight: .semibold).isBold)
        XCTAssertEqual(UIFont.Weight.bold.rawValue, 0.4)
        XCTAssertEqual(UIFont.systemFont(ofSize: 12).withSize(30).pointSize, 30)
        XCTAssertEqual(UIFont(name: "Helvetica-Bold", size: 11)?.isBold, true)
    }

    /// The approximate measurer: a character 0.6 em, a line 1.2 em; at 10 points a character is
    /// 6 points and a line 12.
    @MainActor private func lines(
        _ text: String, width: Double, lines: Int = 0, mode: NSLineBreakMode = .byWordWrapping
    ) -> [String] {
        let label = UILabel()
        label.text = text
        label.font = .systemFont(ofSize: 10)
        label.numberOfLines = lines
        label.lineBreakMode = mode
        return label.breakLines(width: width, maxLines: lines, fontSize: 10, measurer: ApproximateTextMeasurer())
    }

    /// UIKit: word wrapping breaks between words; a word wider than the line breaks between its
    /// characters; newlines end lines; character wrapping breaks anywhere.
    @MainActor func testWrapping() async {
        XCTAssertEqual(lines("hello world again", width: 60), ["hello", "world", "again"])
        XCTAssertEqual(lines("hi there you", width: 60), ["hi there", "you"])
        XCTAssertEqual(lines("abcdefghijkl", width: 30), ["abcde", "fghij", "kl"])
        XCTAssertEqual(lines("one\ntwo", width: 600), ["one", "two"])
        XCTAssertEqual(lines("abcdefghijkl", width: 30, mode: .byCharWrapping), ["abcde", "fghij", "kl"])
        XCTAssertEqual(lines("ab cdefg", width: 30, mode: .byCharWrapping), ["ab cd", "efg"])
    }

    /// UIKit: with a line limit, the last line shown takes the rest of its paragraph, shortened by
    /// the mode: tail, head and middle truncation with an ellipsis; word wrapping just cuts.
    @MainActor func testTruncation() async {
        XCTAssertEqual(
            lines("hello world again", width: 60, lines: 2, mode: .byTruncatingTail), ["hello", "world aga…"])
        XCTAssertEqual(lines("hello world again", width: 60, lines: 2, mode: .byWordWrapping), ["hello", "world"])
        XCTAssertEqual(lines("abcdefghijkl", width: 30, lines: 1, mode: .byTruncatingTail), ["abcd…"])
        XCTAssertEqual(lines("abcdefghijkl", width: 30, lines: 1, mode: .byTruncatingHead), ["…ijkl"])
        XCTAssertEqual(lines("abcdefghijkl", width: 30, lines: 1, mode: .byTruncatingMiddle), ["ab…kl"])
        XCTAssertEqual(lines("short", width: 60, lines: 1, mode: .byTruncatingTail), ["short"])
        XCTAssertEqual(
            lines("one\ntwo", width: 600, lines: 1, mode: .byTruncatingTail), ["one…"],
            "text left out after a newline is shown by the ellipsis")
    }

    /// UIKit: `sizeThatFits` of a one-line label is its text's size; a multi-line label wraps
    /// to the width offered; `sizeToFit` keeps the origin; no text is zero.
    @MainActor func testSizing() async {
        let label = UILabel(frame: CGRect(x: 5, y: 6, width: 10, height: 10))
        label.font = .systemFont(ofSize: 10)
        XCTAssertEqual(label.intrinsicContentSize, .zero)
        label.text = "hello world"
        XCTAssertEqual(label.sizeThatFits(CGSize(width: 30, height: 100)), CGSize(width: 66, height: 12))
        label.sizeToFit()
        XCTAssertEqual(label.frame, CGRect(x: 5, y: 6, width: 66, height: 12))
        label.numberOfLines = 0
        XCTAssertEqual(label.sizeThatFits(CGSize(width: 40, height: 100)), CGSize(width: 30, height: 24))
        label.preferredMaxLayoutWidth = 40
        XCTAssertEqual(label.intrinsicContentSize, CGSize(width: 30, height: 24))
    }

    /// UIKit: lines are centred vertically in the bounds and aligned by `textAlignment`; only the
    /// lines the height holds are shown.
    @MainActor func testLinePlacement() async {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        label.font = .systemFont(ofSize: 10)
        label.text = "ab"
        let measurer = ApproximateTextMeasurer()
        var lines = label.layoutLines(in: label.bounds, measurer: measurer)
        XCTAssertEqual(lines.map(\.rect), [CGRect(x: 0, y: 24, width: 12, height: 12)])
        label.textAlignment = .right
        lines = label.layoutLines(in: label.bounds, measurer: measurer)
        XCTAssertEqual(lines.first?.rect.minX, 88)
        label.textAlignment = .center
        label.numberOfLines = 0
        label.text = "a b c d e f g"
        lines = label.layoutLines(in: CGRect(x: 0, y: 0, width: 12, height: 30), measurer: measurer)
        XCTAssertEqual(lines.count, 2, "a height of 30 holds two lines of 12")
        XCTAssertEqual(lines.last?.key.string, "b…")
    }

    /// UIKit: `adjustsFontSizeToFitWidth` shrinks a one-line label's text to fit, not below
    /// `minimumScaleFactor`; a factor of 0 means no shrinking.
    @MainActor func testAdjustsFontSizeToFitWidth() async {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 60, height: 20))
        label.font = .systemFont(ofSize: 10)
        label.text = "abcdefghijklmnopqrst"
        label.adjustsFontSizeToFitWidth = true
        let measurer = ApproximateTextMeasurer()
        XCTAssertEqual(label.layoutLines(in: label.bounds, measurer: measurer).first?.key.fontSize, 10)
        label.minimumScaleFactor = 0.25
        XCTAssertEqual(label.layoutLines(in: label.bounds, measurer: measurer).first?.key.fontSize, 5)
        label.minimumScaleFactor = 0.8
        let line = label.layoutLines(in: label.bounds, measurer: measurer).first
        XCTAssertEqual(line?.key.fontSize, 8)
        XCTAssertEqual(line?.key.string.last, "…", "below the minimum the text is truncated")
    }

    /// Lines are laid out once: a steady frame reuses them (no new strings or keys).
    @MainActor func testLinesAreLaidOutOnce() async {
        @MainActor final class CountingMeasurer: TextMeasuring {
            var calls = 0
            func measure(_ string: String, fontSize: Double) -> Size {
                calls += 1
                return Size(width: Double(string.count) * 6, height: 12)
            }
        }
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        label.text = "hello"
        let measurer = CountingMeasurer()
        _ = label.layoutLines(in: label.bounds, measurer: measurer)
        let calls = measurer.calls
        for _ in 0..<5 { _ = label.layoutLines(in: label.bounds, measurer: measurer) }
        XCTAssertEqual(measurer.calls, calls)
        label.text = "other"
        _ = label.layoutLines(in: label.bounds, measurer: measurer)
        XCTAssertGreaterThan(measurer.calls, calls, "a new text is laid out anew")
    }

    /// Text is drawn through SDL_ttf: a bold font is wider than the regular one, and the text's
    /// pixels are in the text colour.
    @MainActor func testBoldTextIsDrawnWider() async throws {
        let screen = try TestScreen(width: 300, height: 80)
        let regular = UILabel(frame: CGRect(x: 0, y: 0, width: 300, height: 40))
        regular.text = "Segue"
        regular.font = .systemFont(ofSize: 24)
        let bold = UILabel(frame: CGRect(x: 0, y: 40, width: 300, height: 40))
        bold.text = "Segue"
        bold.font = .boldSystemFont(ofSize: 24)
        bold.textColor = .systemRed
        screen.window.addSubview(regular)
        screen.window.addSubview(bold)
        XCTAssertGreaterThan(bold.intrinsicContentSize.width, regular.intrinsicContentSize.width)
        let pixels = try screen.render()
        func inkWidth(rows: Range<Int>) -> Int {
            var columns = Set<Int>()
            for y in rows {
                for x in 0..<300 where pixels[x, y] != .white { columns.insert(x) }
            }
            return (columns.max() ?? 0) - (columns.min() ?? 0)
        }
        XCTAssertGreaterThan(inkWidth(rows: 40..<80), inkWidth(rows: 0..<40))
        var reddest = Color.white
        for y in 40..<80 {
            for x in 0..<300 where Int(pixels[x, y].g) < Int(reddest.g) { reddest = pixels[x, y] }
        }
        XCTAssertGreaterThan(Int(reddest.r) - Int(reddest.g), 150, "glyphs drawn in systemRed")
    }
}
