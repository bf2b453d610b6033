import XCTest

@testable import SegueCore

/// `View.snapshotView(afterScreenUpdates:)` and `resizableSnapshotView` without pixels: what a
/// snapshot is, what it records and what it draws (the pixels are in SegueSDLTests).
nonisolated final class SnapshotViewTests: XCTestCase {
    @MainActor private func makeWindow() -> (WindowView, ManualClock) {
        let clock = ManualClock()
        let window = WindowView(size: Size(width: 200, height: 200), clock: clock)
        return (window, clock)
    }

    @MainActor private func fillColors(of window: WindowView) -> [Color] {
        let builder = RenderListBuilder()
        window.update()
        window.render(into: builder)
        return builder.list.commands.compactMap {
            if case .fill(_, _, let color) = $0 { return color }
            return nil
        }
    }

    @MainActor func testASnapshotIsANewViewTheSizeOfTheBoundsInNoTree() async throws {
        let (window, _) = makeWindow()
        let card = View(frame: Rect(x: 30, y: 40, width: 120, height: 80))
        card.backgroundColor = .red
        card.transitionID = "card-5"
        card.accessibilityTitle = "Card 5"
        card.transform3D = Transform3D(scaleX: 0.5, y: 0.5, z: 1)
        window.addSubview(card)
        let snapshot = try XCTUnwrap(card.snapshotView(afterScreenUpdates: false))
        XCTAssertNil(snapshot.superview)
        XCTAssertTrue(snapshot.subviews.isEmpty)
        XCTAssertEqual(snapshot.bounds, Rect(x: 0, y: 0, width: 120, height: 80))
        XCTAssertEqual(snapshot.transform, .identity, "the original's transform is where it is shown")
        XCTAssertEqual(snapshot.segueTypeName, "SnapshotView")
        let state = ViewSnapshot(snapshot)
        XCTAssertEqual(state.type, "SnapshotView")
        XCTAssertEqual(state.id, "card-5")
        XCTAssertEqual(state.title, "Card 5")
        let label = Label(text: "Hello", frame: Rect(x: 0, y: 0, width: 50, height: 20))
        XCTAssertEqual(label.snapshotView(afterScreenUpdates: false)?.sourceTitle, "Hello")
    }

    @MainActor func testAViewThatCannotBeDrawnHasNoSnapshot() async {
        XCTAssertNil(View(frame: .zero).snapshotView(afterScreenUpdates: false))
        XCTAssertNil(View(frame: Rect(x: 0, y: 0, width: 10, height: 0)).snapshotView(afterScreenUpdates: true))
        let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        XCTAssertNil(view.resizableSnapshotView(from: .zero, afterScreenUpdates: false, withCapInsets: .zero))
    }

    @MainActor func testWithoutScreenUpdatesItShowsThePresentationAndWithThemTheModel() async throws {
        let (window, clock) = makeWindow()
        let view = View(frame: Rect(x: 0, y: 0, width: 50, height: 50))
        view.backgroundColor = Color(r: 0, g: 0, b: 0)
        window.addSubview(view)
        window.update()
        View.animate(withDuration: 1, curve: .linear) { view.backgroundColor = Color(r: 200, g: 0, b: 0) }
        clock.advance(by: 0.5)
        window.update()
        let onScreen = try XCTUnwrap(view.snapshotView(afterScreenUpdates: false))
        let pending = try XCTUnwrap(view.snapshotView(afterScreenUpdates: true))
        view.removeFromSuperview()
        onScreen.frame = Rect(x: 0, y: 0, width: 50, height: 50)
        window.addSubview(onScreen)
        XCTAssertEqual(fillColors(of: window), [Color(r: 100, g: 0, b: 0)])
        onScreen.removeFromSuperview()
        window.addSubview(pending)
        XCTAssertEqual(fillColors(of: window), [Color(r: 200, g: 0, b: 0)])
    }

    @MainActor func testWithScreenUpdatesPendingLayoutIsAppliedFirst() async throws {
        let (window, _) = makeWindow()
        let view = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let child = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        child.backgroundColor = .blue
        view.addSubview(child)
        window.addSubview(view)
        window.update()
        view.layoutHandler = { _ in child.frame = Rect(x: 60, y: 60, width: 10, height: 10) }
        view.setNeedsLayout()
        let snapshot = try XCTUnwrap(view.snapshotView(afterScreenUpdates: true))
        XCTAssertEqual(child.frame.origin, Point(x: 60, y: 60))
        view.removeFromSuperview()
        window.addSubview(snapshot)
        let builder = RenderListBuilder()
        window.render(into: builder)
        guard case .fill(let first, let count, _) = builder.list.commands.first else { return XCTFail("no fill") }
        XCTAssertEqual(Rect.bounding(builder.list.polygon(first: first, count: count)).origin, Point(x: 60, y: 60))
    }

    @MainActor func testLaterChangesToTheOriginalDoNotReachTheSnapshot() async throws {
        let (window, _) = makeWindow()
        let card = View(frame: Rect(x: 10, y: 10, width: 40, height: 40))
        card.backgroundColor = .red
        let title = Label(text: "A", frame: card.bounds)
        card.addSubview(title)
        window.addSubview(card)
        let snapshot = try XCTUnwrap(card.snapshotView(afterScreenUpdates: false))
        let items = snapshot.recording.itemCount
        card.backgroundColor = .blue
        title.text = "B"
        card.isHidden = true
        card.frame = Rect(x: 100, y: 100, width: 10, height: 10)
        card.removeFromSuperview()
        window.addSubview(snapshot)
        XCTAssertEqual(snapshot.recording.itemCount, items)
        XCTAssertEqual(fillColors(of: window), [.red])
    }

    @MainActor func testASnapshotHoldsNoViewAndIsFreedWithItsLastReference() async throws {
        let before = SnapshotView.liveSnapshots
        weak var weakOriginal: View?
        weak var weakSnapshot: SnapshotView?
        do {
            let original = View(frame: Rect(x: 0, y: 0, width: 20, height: 20))
            original.backgroundColor = .red
            original.addSubview(Label(text: "x", frame: original.bounds))
            weakOriginal = original
            let snapshot = try XCTUnwrap(original.snapshotView(afterScreenUpdates: true))
            weakSnapshot = snapshot
            XCTAssertEqual(SnapshotView.liveSnapshots, before + 1)
            let (window, _) = makeWindow()
            window.addSubview(snapshot)
            snapshot.removeFromSuperview()
        }
        XCTAssertNil(weakOriginal)
        XCTAssertNil(weakSnapshot)
        XCTAssertEqual(SnapshotView.liveSnapshots, before)
    }

    @MainActor func testATranslucentSnapshotIsCompositedAsOneGroupAndAnOpaqueOneIsNot() async throws {
        let (window, _) = makeWindow()
        let card = View(frame: Rect(x: 10, y: 10, width: 40, height: 40))
        card.backgroundColor = .red
        card.addSubview(Label(text: "A", frame: card.bounds))
        window.addSubview(card)
        let snapshot = try XCTUnwrap(card.snapshotView(afterScreenUpdates: false))
        card.removeFromSuperview()
        window.addSubview(snapshot)
        func groups() -> Int {
            let builder = RenderListBuilder()
            window.update()
            window.render(into: builder)
            return builder.list.commands.filter { $0 == .beginGroup }.count
        }
        XCTAssertEqual(groups(), 0)
        snapshot.alpha = 0.5
        XCTAssertEqual(groups(), 1)
    }

    @MainActor func testAStretchedSnapshotScalesAndAResizableOneKeepsItsCaps() async throws {
        let (window, _) = makeWindow()
        let card = View(frame: Rect(x: 0, y: 0, width: 40, height: 20))
        card.backgroundColor = .red
        window.addSubview(card)
        let plain = try XCTUnwrap(card.snapshotView(afterScreenUpdates: false))
        let resizable = try XCTUnwrap(
            card.resizableSnapshotView(
                from: Rect(x: 0, y: 0, width: 40, height: 20), afterScreenUpdates: false,
                withCapInsets: EdgeInsets(top: 5, left: 10, bottom: 5, right: 10)))
        card.removeFromSuperview()
        plain.frame = Rect(x: 0, y: 0, width: 80, height: 40)
        window.addSubview(plain)
        let builder = RenderListBuilder()
        window.render(into: builder)
        XCTAssertEqual(builder.list.commands.count, 1)
        XCTAssertEqual(Rect.bounding(builder.list.points), Rect(x: 0, y: 0, width: 80, height: 40))
        plain.removeFromSuperview()
        resizable.frame = Rect(x: 0, y: 0, width: 100, height: 20)
        window.addSubview(resizable)
        window.render(into: builder)
        // The size changed, so the content is drawn in nine slices, each inside a stencil of where
        // it lands: the corners at their own size, the edges and the middle stretched. Edges
        // between slices are on whole pixels; the outer ones reach a pixel beyond the bounds (the
        // content's own edges are drawn as recorded).
        let stencils = builder.list.commands.compactMap { command -> Rect? in
            if case .pushStencil(let first, let count) = command {
                return Rect.bounding(builder.list.polygon(first: first, count: count))
            }
            return nil
        }
        XCTAssertEqual(stencils.count, 9)
        func near(_ a: Rect, _ b: Rect) -> Bool {
            abs(a.minX - b.minX) < 1e-3 && abs(a.minY - b.minY) < 1e-3 && abs(a.maxX - b.maxX) < 1e-3
                && abs(a.maxY - b.maxY) < 1e-3
        }
        for expected in [
            Rect(x: -1, y: -1, width: 11, height: 6), Rect(x: 10, y: -1, width: 80, height: 6),
            Rect(x: 90, y: 15, width: 11, height: 6),
        ] {
            XCTAssertTrue(stencils.contains { near($0, expected) }, "\(expected) in \(stencils)")
        }
        XCTAssertEqual(SnapshotView.slice(0, source: 40, target: 10, low: 10, high: 10).target, 0...5)
    }
}
