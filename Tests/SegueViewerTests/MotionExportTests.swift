import Foundation
import SegueCore
import SegueUI
import XCTest

/// `segue export`: each format's numbers, parsed back out of the code, give the tuning again.
nonisolated final class MotionExportTests: XCTestCase {
    /// Every number after `label` in `text` (`duration: 0.8`, `omega0: CGFloat = 13.96`).
    @MainActor private func numbers(after pattern: String, in text: String) throws -> [[Double]] {
        let regex = try NSRegularExpression(pattern: pattern)
        let range = NSRange(text.startIndex..., in: text)
        return regex.matches(in: text, range: range).map { match in
            (1..<match.numberOfRanges).compactMap { index in
                Range(match.range(at: index), in: text).flatMap { Double(text[$0]) }
            }
        }
    }

    @MainActor private let number = "(-?[0-9]+(?:\\.[0-9]+)?)"

    /// A tuning that differs from the standard in every style, so nothing passes by default.
    @MainActor private func tuned() throws -> MotionTuning {
        try MotionTuningFile.parse(
            """
            {"system": {"duration": 0.6, "curve": [0.2, 0.1, 0.3, 0.9], "coverDuration": 0.75, "coverCurve": "easeOut",
                        "releaseResponse": 0.3, "flickSpeed": 800, "projectionTime": 0.25},
             "scale": {"duration": 0.7, "curve": "easeIn"}, "circle": {"duration": 1.5, "startSize": 30},
             "fold": {"angle": 0.8, "duration": 1.25}, "fold-affine": {"angle": 0.3},
             "sheet": {"duration": 0.9, "damping": 0.55, "curve": "linear"},
             "zoom": {"duration": 0.65, "damping": 0.8}, "detents": {"response": 0.35, "releaseResponse": 0.6}}
            """)
    }

    /// The parameters read back from UIKit code.
    @MainActor private func fromUIKit(_ text: String, style: TransitionStyle) throws -> StyleMotion {
        var motion = StyleMotion(standardFor: style)
        let curves = try numbers(
            after:
                "duration: \(number),\\s*timingParameters: UICubicTimingParameters\\(\\s*controlPoint1: CGPoint\\(x: \(number), y: \(number)\\),\\s*controlPoint2: CGPoint\\(x: \(number), y: \(number)\\)",
            in: text)
        let springs = try numbers(
            after: "withDuration: \(number), delay: 0, usingSpringWithDamping: \(number)", in: text)
        let omegas = try numbers(after: "omega0: CGFloat = \(number)", in: text).map { $0[0] }
        try apply(
            curves: curves.map { ($0[0], TimingCurve($0[1], $0[2], $0[3], $0[4])) },
            springs: springs.map { ($0[0], $0[1]) },
            responses: omegas.map { 2 * Double.pi / $0 }, constants: text, to: &motion)
        return motion
    }

    /// The parameters read back from SwiftUI code.
    @MainActor private func fromSwiftUI(_ text: String, style: TransitionStyle) throws -> StyleMotion {
        var motion = StyleMotion(standardFor: style)
        let curves = try numbers(
            after: "timingCurve\\(\(number), \(number), \(number), \(number), duration: \(number)\\)", in: text)
        var springs: [(Double, Double)] = []
        var responses: [Double] = []
        for spring in try numbers(after: "\\.spring\\(duration: \(number), bounce: \(number)\\)", in: text) {
            if spring[1] == 0 {
                responses.append(spring[0])
            } else {
                // SwiftUI's duration is the response and bounce is 1 − ζ; UIKit's duration is when
                // that spring has settled.
                let omega = 2 * Double.pi / spring[0]
                let zeta = 1 - spring[1]
                let settled = Spring(mass: 1, stiffness: omega * omega, damping: 2 * zeta * omega).settlingDuration
                springs.append((settled, zeta))
            }
        }
        try apply(
            curves: curves.map { ($0[4], TimingCurve($0[0], $0[1], $0[2], $0[3])) }, springs: springs,
            responses: responses, constants: text, to: &motion)
        return motion
    }

    /// Puts what was read back into the style's keys, in the order the export writes them.
    @MainActor private func apply(
        curves: [(Double, TimingCurve)], springs: [(Double, Double)], responses: [Double], constants text: String,
        to motion: inout StyleMotion
    ) throws {
        var curves = curves[...]
        var springs = springs[...]
        var responses = responses[...]
        let rounded = { (x: Double) in (x * 1000).rounded() / 1000 }
        for key in motion.keys {
            switch key {
            case .duration where motion.keys.contains(.damping):
                let spring = try XCTUnwrap(springs.popFirst())
                try motion.set(.duration, to: .number(rounded(spring.0)))
                try motion.set(.damping, to: .number(rounded(spring.1)))
                if motion.style == .sheet {
                    // The dismissal's curve, written with the same duration.
                    let dismissal = try XCTUnwrap(curves.popFirst())
                    XCTAssertEqual(rounded(dismissal.0), rounded(spring.0))
                    try motion.set(.curve, to: .curve(dismissal.1))
                }
            case .duration, .coverDuration:
                let curve = try XCTUnwrap(curves.popFirst())
                try motion.set(key, to: .number(rounded(curve.0)))
                try motion.set(key == .duration ? .curve : .coverCurve, to: .curve(curve.1))
            case .response, .releaseResponse:
                try motion.set(key, to: .number(rounded(try XCTUnwrap(responses.popFirst()))))
            default: break
            }
        }
        let constants: [(MotionKey, String)] = [
            (.flickSpeed, "flickSpeed"), (.projectionTime, "projectionTime"), (.angle, "foldAngle"),
            (.startSize, "circleStartSize"),
        ]
        for (key, name) in constants where motion.keys.contains(key) {
            let found = try numbers(after: "let \(name): (?:CGFloat|Double) = \(number)", in: text)
            try motion.set(key, to: .number(try XCTUnwrap(found.first?.first, name)))
        }
    }

    @MainActor func testEachFormatsNumbersGiveTheTuningBack() async throws {
        let tuning = try tuned()
        for style in TransitionStyle.builtIn {
            let expected = tuning[style]
            XCTAssertFalse(expected.isStandard, "\(style)")
            let uikit = try fromUIKit(MotionExport.text(for: style, tuning: tuning, format: .uikit), style: style)
            let swiftUI = try fromSwiftUI(MotionExport.text(for: style, tuning: tuning, format: .swiftui), style: style)
            XCTAssertEqual(uikit, expected, "uikit \(style)")
            XCTAssertEqual(swiftUI, expected, "swiftui \(style)")
            let json = MotionExport.text(for: style, tuning: tuning, format: .json)
            XCTAssertEqual(try MotionTuningFile.parse(json)[style], expected, "json \(style)")
        }
    }

    @MainActor func testTheSwiftUISpringFollowsTheDocumentedConversion() async throws {
        let text = MotionExport.text(for: .sheet, tuning: .standard, format: .swiftui)
        let spring = try XCTUnwrap(
            try numbers(after: "\\.spring\\(duration: \(number), bounce: \(number)\\)", in: text).first)
        let uikit = Spring(duration: 0.8, dampingRatio: 0.6)
        // stiffness (2π / duration)² and damping ratio 1 − bounce.
        XCTAssertEqual(pow(2 * Double.pi / spring[0], 2), uikit.stiffness, accuracy: uikit.stiffness * 1e-5)
        XCTAssertEqual(1 - spring[1], 0.6, accuracy: 1e-9)
    }

    @MainActor func testTheCommandPrintsTheTunedStyleAndRefusesBadArguments() async throws {
        let folder = HeadlessRun.temporaryDirectory()
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = (folder as NSString).appendingPathComponent("t.json")
        try #"{"system": {"duration": 1.2}}"#.write(toFile: path, atomically: true, encoding: .utf8)
        let json = try SegueBinary.run(["export", "--style", "system", "--format", "json", "--tuning", path])
        XCTAssertEqual(json.status, 0, json.standardError)
        XCTAssertEqual(try MotionTuningFile.parse(json.standardOutput)[.system].number(.duration), 1.2)
        let uikit = try SegueBinary.run(["export", "--style", "system", "--format", "uikit", "--tuning", path])
        XCTAssertTrue(uikit.standardOutput.contains("duration: 1.2,"), uikit.standardOutput)
        for (arguments, message) in [
            (["export", "--style", "nope", "--format", "json"], "unknown style \"nope\""),
            (["export", "--style", "system", "--format", "kotlin"], "unknown format \"kotlin\""),
            (["export", "--format", "json"], "--style NAME is required"),
            (["export", "--style", "system"], "--format uikit|swiftui|json is required"),
        ] {
            let outcome = try SegueBinary.run(arguments)
            XCTAssertEqual(outcome.status, 2, "\(arguments)")
            XCTAssertTrue(outcome.standardError.contains(message), outcome.standardError)
        }
    }
}
