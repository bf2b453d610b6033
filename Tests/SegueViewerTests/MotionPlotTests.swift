import Foundation
import SegueCore
import SegueSDL
import XCTest

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// `segue plot`: the SVG parses as XML, has one series per moving element (position and speed),
/// each monotone in time and ending at rest.
nonisolated final class MotionPlotTests: XCTestCase {
    /// The polylines of an SVG by class and series name, and the zero lines' heights.
    @MainActor private final class SVGReader: NSObject, XMLParserDelegate {
        var polylines: [(kind: String, name: String, points: [(Double, Double)])] = []
        var zeroLines: [Double] = []
        var texts: [String] = []
        private var inText = false

        func parser(
            _ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String]
        ) {
            if element == "polyline", let classes = attributes["class"], let name = attributes["data-series"] {
                let points = (attributes["points"] ?? "").split(separator: " ").map { pair -> (Double, Double) in
                    let xy = pair.split(separator: ",").map { Double($0) ?? .nan }
                    return (xy[0], xy[1])
                }
                polylines.append((classes.replacingOccurrences(of: "series ", with: ""), name, points))
            }
            if element == "line", attributes["class"] == "zero", let y = attributes["y1"].flatMap(Double.init) {
                zeroLines.append(y)
            }
            inText = element == "text"
            if inText { texts.append("") }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if inText { texts[texts.count - 1] += string }
        }

        func parser(_ parser: XMLParser, didEndElement element: String, namespaceURI: String?, qualifiedName: String?) {
            inText = false
        }
    }

    @MainActor private var folder = ""

    @MainActor override func setUp() async throws {
        folder = HeadlessRun.temporaryDirectory()
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    @MainActor override func tearDown() async throws { try? FileManager.default.removeItem(atPath: folder) }

    @MainActor private func plot(_ arguments: [String]) throws -> SVGReader {
        let path = (folder as NSString).appendingPathComponent("plot.svg")
        let outcome = try SegueBinary.run(["plot", "--out", path] + arguments)
        XCTAssertEqual(outcome.status, 0, outcome.standardError)
        let parser = try XCTUnwrap(XMLParser(contentsOf: URL(fileURLWithPath: path)))
        let reader = SVGReader()
        parser.delegate = reader
        XCTAssertTrue(parser.parse(), "the SVG is XML: \(String(describing: parser.parserError))")
        return reader
    }

    @MainActor private func assertSeries(
        _ reader: SVGReader, names: [String], file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertEqual(reader.zeroLines.count, 2, file: file, line: line)
        for kind in ["position", "speed"] {
            let series = reader.polylines.filter { $0.kind == kind }
            XCTAssertEqual(series.map(\.name), names, kind, file: file, line: line)
            for item in series {
                XCTAssertGreaterThan(item.points.count, 10, item.name, file: file, line: line)
                for (a, b) in zip(item.points, item.points.dropFirst()) {
                    XCTAssertLessThan(a.0, b.0, "\(item.name) \(kind): time goes forwards", file: file, line: line)
                }
            }
        }
        // At rest at the end: a screen still in the window ends on the speed panel's zero line with
        // its position flat; one that left the window (the screen underneath a push, the popped
        // one) ends on the transition's last frame, its last step slower than a tenth of its peak.
        let end = reader.polylines.compactMap { $0.points.last?.0 }.max() ?? 0
        for item in reader.polylines where item.kind == "speed" && !item.name.hasPrefix("finger") {
            let zero = reader.zeroLines[1]
            let last = item.points.last?.1 ?? 0
            if (item.points.last?.0 ?? 0) < end - 0.01 {
                let peak = zero - (item.points.map(\.1).min() ?? zero)
                XCTAssertLessThan(zero - last, peak / 10, "\(item.name) leaves slowly", file: file, line: line)
            } else {
                XCTAssertEqual(last, zero, accuracy: 0.01, item.name, file: file, line: line)
                let position = reader.polylines.first { $0.kind == "position" && $0.name == item.name }
                let flat = position?.points.suffix(2).map(\.1) ?? []
                XCTAssertEqual(flat.first ?? 0, flat.last ?? 1, accuracy: 0.01, item.name, file: file, line: line)
            }
        }
        for label in ["position (pt)", "speed (pt/s)", "time (s)"] {
            XCTAssertTrue(reader.texts.contains(label), label, file: file, line: line)
        }
    }

    @MainActor func testAPushPlotsBothScreens() async throws {
        assertSeries(try plot(["--style", "system", "--op", "push"]), names: ["Home x", "Screen 2 x"])
    }

    @MainActor func testASheetPlotsTheCardAndATunedDurationStretchesTheTimeAxis() async throws {
        let standard = try plot(["--style", "sheet", "--op", "present"])
        assertSeries(standard, names: ["Modal 1 y"])
        let tuning = (folder as NSString).appendingPathComponent("t.json")
        try #"{"sheet": {"duration": 1.6}}"#.write(toFile: tuning, atomically: true, encoding: .utf8)
        let slow = try plot(["--style", "sheet", "--op", "present", "--tuning", tuning])
        assertSeries(slow, names: ["Modal 1 y"])
        let frames = { (reader: SVGReader) in reader.polylines.first { $0.kind == "position" }?.points.count ?? 0 }
        XCTAssertGreaterThan(frames(slow), frames(standard) + 30)
    }

    @MainActor func testAScriptedDragPlotsTheFingerWithTheScreens() async throws {
        let script = (folder as NSString).appendingPathComponent("drag.segue")
        try "request push\nsettle\ndrag 2 400 200 400 300\nsettle\n".write(
            toFile: script, atomically: true, encoding: .utf8)
        let reader = try plot(["--style", "system", "--script", script])
        assertSeries(reader, names: ["Home x", "Screen 2 x", "finger x"])
        // Under the finger the screen moves as far as the finger does.
        let finger = try XCTUnwrap(reader.polylines.first { $0.name == "finger x" && $0.kind == "position" })
        let screen = try XCTUnwrap(reader.polylines.first { $0.name == "Screen 2 x" && $0.kind == "position" })
        let fingerRise = finger.points.first!.1 - finger.points.last!.1
        let during = screen.points.filter { $0.0 >= finger.points.first!.0 && $0.0 <= finger.points.last!.0 }
        XCTAssertEqual(during.first!.1 - during.last!.1, fingerRise, accuracy: 3)
    }

    @MainActor func testBadArgumentsExitTwo() async throws {
        for (arguments, message) in [
            (["plot", "--style", "system", "--op", "push"], "--out FILE.svg is required"),
            (["plot", "--op", "push", "--out", "a.txt"], "ending in .svg"),
            (["plot", "--out", "a.svg"], "give one of --op OP or --script FILE"),
            (["plot", "--op", "slide", "--out", "a.svg"], "unknown operation \"slide\""),
        ] {
            let outcome = try SegueBinary.run(arguments, in: folder)
            XCTAssertEqual(outcome.status, 2, "\(arguments)")
            XCTAssertTrue(outcome.standardError.contains(message), outcome.standardError)
        }
    }

    @MainActor func testAPNGPlotIsTheSamePictureDrawnBySeguesRenderer() async throws {
        let script = (folder as NSString).appendingPathComponent("drag.segue")
        try "request push\nsettle\ndrag 2 400 200 400 300\nsettle\n".write(
            toFile: script, atomically: true, encoding: .utf8)
        let path = (folder as NSString).appendingPathComponent("plots/drag.png")
        let outcome = try SegueBinary.run(["plot", "--style", "system", "--script", script, "--out", path], in: folder)
        XCTAssertEqual(outcome.status, 0, outcome.standardError)
        _ = try SDLContext.shared()
        let picture = try Surface.load(path: path)
        XCTAssertEqual(picture.size, PixelSize(width: 900, height: 620), "the SVG's size")
        func count(_ color: Color, in rows: Range<Int> = 0..<620, columns: Range<Int> = 0..<900) -> Int {
            var found = 0
            for y in rows {
                for x in columns {
                    let pixel = picture[x, y]
                    if abs(Int(pixel.r) - Int(color.r)) + abs(Int(pixel.g) - Int(color.g))
                        + abs(Int(pixel.b) - Int(color.b)) < 30
                    {
                        found += 1
                    }
                }
            }
            return found
        }
        let blue = Color(r: 0x0a, g: 0x84, b: 0xff)
        let red = Color(r: 0xff, g: 0x37, b: 0x5f)
        let green = Color(r: 0x30, g: 0xd1, b: 0x58)
        // Each series is drawn in both panels: position (above 300) and speed (below 330).
        for (color, name) in [(blue, "Home x"), (red, "Screen 2 x"), (green, "finger x")] {
            XCTAssertGreaterThan(count(color, in: 60..<291, columns: 80..<671), 50, "\(name) in the position panel")
            XCTAssertGreaterThan(count(color, in: 340..<561, columns: 80..<671), 50, "\(name) in the speed panel")
        }
        // The legend: one line a series, the finger's dashed (gaps of white along it).
        let legend = (690..<714).map { picture[$0, 70 + 2 * 22] }
        XCTAssertTrue(legend.contains { $0.g > 190 && $0.r < 90 }, "the finger's legend is green")
        XCTAssertTrue(legend.contains { $0.r > 240 && $0.g > 240 && $0.b > 240 }, "with gaps")
        XCTAssertTrue((690..<714).allSatisfy { picture[$0, 70].b > 200 && picture[$0, 70].r < 60 }, "Home's is solid")
        // The axes and their labels are dark ink on white.
        XCTAssertEqual(picture[850, 600], Color(r: 255, g: 255, b: 255, a: 255))
        XCTAssertLessThan(Int(picture[80, 200].r), 100, "the position axis")
    }
}
