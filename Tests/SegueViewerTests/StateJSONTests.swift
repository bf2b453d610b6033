import Foundation
import SegueCore
import SegueUI
import XCTest

@testable import Segue
@testable import SegueRuntime
@testable import SegueTools
@testable import SegueViewer

/// The state JSON (`tree`): written by Segue's JSON codec from `SceneState`, the text
/// `JSONEncoder` writes, with the same keys and shapes as before, sorted keys and proper escaping.
nonisolated final class StateJSONTests: XCTestCase {
    @MainActor private func object(_ json: String) throws -> [String: Any] {
        try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    }

    @MainActor func testKeysAndShapesMidTransition() async throws {
        let run = try HeadlessRun(style: .circle)
        try run.run("click Push\nwait 1500\ntree t.json")
        let text = try run.text("t.json")
        XCTAssertTrue(
            text.hasPrefix(
                "{\"detent\":null,\"focus\":null,\"modalStack\":[],\"motion\":{\"curve\":\"easeInEaseOut\",\"duration\":3,"
            ),
            text)
        let state = try object(text)
        XCTAssertEqual(
            Set(state.keys),
            [
                "size", "style", "reduceMotion", "motion", "transition", "focus", "navigationStack", "modalStack",
                "detent", "root",
            ])
        let motion = try XCTUnwrap(state["motion"] as? [String: Any], "the style's parameters")
        XCTAssertEqual(Set(motion.keys), Set(TransitionStyle.circle.motionKeys.map(\.name)))
        XCTAssertEqual(motion["startSize"] as? Double, 12)
        XCTAssertEqual(state["size"] as? [Double], [390, 844])
        XCTAssertEqual(state["style"] as? String, "circle")
        let transition = try XCTUnwrap(state["transition"] as? [String: Any])
        XCTAssertEqual(transition["kind"] as? String, "push")
        XCTAssertEqual(transition["interactive"] as? Bool, false)
        XCTAssertEqual(try XCTUnwrap(transition["progress"] as? Double), 0.5, accuracy: 0.01)
        let root = try XCTUnwrap(state["root"] as? [String: Any])
        XCTAssertEqual(
            Set(root.keys), ["type", "title", "id", "frame", "alpha", "cornerRadius", "hidden", "mask", "children"])
        XCTAssertTrue(root["id"] is NSNull, "a view without a transitionID has a null id")
        XCTAssertTrue(root["mask"] is NSNull, "a missing mask is null, not left out")
        var masks: [[String: Any]] = []
        func walk(_ node: [String: Any]) {
            if let mask = node["mask"] as? [String: Any] { masks.append(mask) }
            for child in node["children"] as? [[String: Any]] ?? [] { walk(child) }
        }
        walk(root)
        XCTAssertEqual(masks.count, 1, "the circle reveal's mask")
        XCTAssertEqual(masks.first?["kind"] as? String, "ellipse")
        XCTAssertEqual((masks.first?["rect"] as? [Double])?.count, 4)
        XCTAssertFalse(text.contains(".0000"), "numbers have at most three decimals")
    }

    @MainActor func testRoundTripsAndEscapes() async throws {
        let scene = ViewerScene(
            size: Size(width: 300, height: 500), clock: ManualClock(), textMeasurer: ApproximateTextMeasurer())
        let label = Label(text: "a \"quoted\"\nline / \u{1}", fontSize: 12, textColor: .black)
        scene.window.addSubview(label)
        let polygon = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        polygon.maskShape = .polygon([Point(x: 0, y: 0), Point(x: 1.23456, y: 0), Point(x: 0, y: 2)])
        scene.window.addSubview(polygon)
        let json = try scene.stateJSON()
        let decoded = try JSONDecoder().decode(SceneState.self, from: Data(json.utf8))
        XCTAssertEqual(decoded, SceneState(scene.scene))
        XCTAssertTrue(decoded.root.children.contains { $0.title == "a \"quoted\"\nline / \u{1}" })
        let mask = try XCTUnwrap(decoded.root.children.compactMap(\.mask).first)
        XCTAssertEqual(mask.kind, "polygon")
        XCTAssertEqual(mask.points?[1], [1.235, 0])
        XCTAssertNil(decoded.transition)
        XCTAssertEqual(decoded.size, [300, 500])
    }

    /// The codec writes byte for byte what Foundation's encoder writes, mid-transition (a mask,
    /// fractions) and with escapes, masks of every kind and an app's own fields.
    @MainActor func testTheTextIsWhatJSONEncoderWrites() async throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let run = try HeadlessRun(style: .circle)
        try run.run("click Push\nwait 1500\ntree t.json")
        let state = SceneState(run.scene.scene)
        XCTAssertEqual(try state.json(), String(decoding: try encoder.encode(state), as: UTF8.self))
        XCTAssertEqual(try run.text("t.json"), try state.json() + "\n")

        let scene = ViewerScene(
            size: Size(width: 300.5, height: 500), clock: ManualClock(), textMeasurer: ApproximateTextMeasurer())
        let label = Label(
            text: "a \"quoted\"\nline / \u{1}\u{8}\u{C}\t\r\\ \u{7F} é 😀", fontSize: 12, textColor: .black)
        scene.window.addSubview(label)
        let shapes: [Shape] = [
            .rect(Rect(x: 1, y: 2, width: 3, height: 4)),
            .roundedRect(Rect(x: 0, y: 0, width: 10, height: 10), cornerRadius: 2.5, corners: .all),
            .roundedRect(Rect(x: 0, y: 0, width: 10, height: 10), cornerRadius: 2, corners: [.minXMinY]),
            .ellipse(Rect(x: 0.001, y: 1e-5, width: 1e15, height: 123456.789)),
            .polygon([Point(x: 0, y: 0), Point(x: 1.23456, y: -0.0), Point(x: 0, y: 2)]),
        ]
        for shape in shapes {
            let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
            view.maskShape = shape
            view.transitionID = "id/\(shape)"
            scene.window.addSubview(view)
        }
        var sceneState = SceneState(scene.scene)
        sceneState.app = [
            "zeta": .array([.null, .bool(true), .number(1.5), .string("s")]),
            "Alpha": .object(["b": .null, "a": .number(2)]),
            "_": .string(""), "a10": .number(-3), "a2": .object([:]),
        ]
        XCTAssertEqual(try sceneState.json(), String(decoding: try encoder.encode(sceneState), as: UTF8.self))
    }

    @MainActor func testDefaultSizesAreNamedOnce() async {
        XCTAssertEqual(RunOptions().size, Size.defaultWindow)
        XCTAssertEqual(Size.defaultContent, Size(width: 390, height: 844 - NavigationBar.height))
        XCTAssertEqual(SceneDriver().scene.window.bounds.size, Size.defaultWindow)
        XCTAssertTrue(Usage.topic("run", programName: "segue", app: AppUsage())!.contains("(default 390x844)"))
    }
}
