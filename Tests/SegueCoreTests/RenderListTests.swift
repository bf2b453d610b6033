import XCTest

@testable import SegueCore

/// The render list and tessellator without pixels: what they record and emit.
nonisolated final class RenderListTests: XCTestCase {
    @MainActor private func polygons(_ list: RenderList) -> [[Point]] {
        list.commands.compactMap {
            if case .fill(let first, let count, _) = $0 { return list.polygon(first: first, count: count) }
            return nil
        }
    }

    @MainActor func testPixelScaleMapsPointsToPixels() async {
        let builder = RenderListBuilder()
        builder.pixelScale = 2
        builder.fill(.rect(Rect(x: 10, y: 20, width: 30, height: 40)), transform: .identity, color: .red)
        let polygon = polygons(builder.list)[0]
        XCTAssertEqual(Rect.bounding(polygon), Rect(x: 20, y: 40, width: 60, height: 80))
    }

    @MainActor func testCurvesGetMoreSegmentsWhenLarger() async {
        let builder = RenderListBuilder()
        builder.fill(.ellipse(Rect(x: 0, y: 0, width: 10, height: 10)), transform: .identity, color: .red)
        builder.fill(.ellipse(Rect(x: 0, y: 0, width: 400, height: 400)), transform: .identity, color: .red)
        let counts = polygons(builder.list).map(\.count)
        XCTAssertLessThan(counts[0], counts[1])
        // Scaling the same ellipse up on screen also adds segments.
        builder.reset()
        builder.fill(
            .ellipse(Rect(x: 0, y: 0, width: 10, height: 10)), transform: Transform3D(scaleX: 40, y: 40, z: 1),
            color: .red)
        XCTAssertEqual(polygons(builder.list)[0].count, counts[1])
    }

    @MainActor func testGeometryBehindTheEyeIsClippedAtTheNearPlane() async {
        let builder = RenderListBuilder()
        let t = Transform3D(rotationAngle: -1.2, x: 1, y: 0, z: 0).concatenating(.perspective(eyeDistance: 60))
        builder.fill(.rect(Rect(x: -100, y: -100, width: 200, height: 200)), transform: t, color: .red)
        let polygon = polygons(builder.list)[0]
        XCTAssertTrue(polygon.allSatisfy { $0.x.isFinite && $0.y.isFinite })
        // The far (lower) edge projects below the anchor; the near part stretches far up, not down.
        XCTAssertTrue(polygon.allSatisfy { $0.y < 60 })
        XCTAssertLessThan(polygon.map(\.y).min()!, -1000)
    }

    @MainActor func testNestedStencilsClipToTheirIntersection() async {
        let builder = RenderListBuilder()
        builder.pushStencil(.rect(Rect(x: 0, y: 0, width: 100, height: 100)), transform: .identity)
        builder.pushStencil(.ellipse(Rect(x: 50, y: 50, width: 100, height: 100)), transform: .identity)
        builder.fill(.rect(Rect(x: -500, y: -500, width: 1000, height: 1000)), transform: .identity, color: .red)
        builder.popStencil()
        builder.popStencil()
        XCTAssertEqual(builder.openStencils, 0)
        let buffer = TriangleBuffer()
        Tessellator().tessellate(builder.list, into: buffer)
        let opaque = buffer.vertices.filter { $0.a == 255 }
        XCTAssertFalse(opaque.isEmpty)
        for v in opaque {
            XCTAssertLessThanOrEqual(Double(v.x), 100.5)
            XCTAssertLessThanOrEqual(Double(v.y), 100.5)
            let dx = Double(v.x) - 100
            let dy = Double(v.y) - 100
            XCTAssertLessThanOrEqual((dx * dx + dy * dy).squareRoot(), 50.5)
        }
    }

    @MainActor func testPixelAlignedRectsAreFilledAndSlantedEdgesFeathered() async {
        let builder = RenderListBuilder()
        builder.fill(.rect(Rect(x: 10, y: 10, width: 20, height: 20)), transform: .identity, color: .red)
        builder.fill(
            .rect(Rect(x: -10, y: -10, width: 20, height: 20)),
            transform: Transform3D(rotationAngle: 0.3, x: 0, y: 0, z: 1).concatenating(
                Transform3D(translationX: 100, y: 100, z: 0)), color: .blue)
        let buffer = TriangleBuffer()
        Tessellator().tessellate(builder.list, into: buffer)
        XCTAssertEqual(buffer.batches.first?.fillRect, PixelRect(x: 10, y: 10, width: 20, height: 20))
        let ring = buffer.batches.filter { $0.fillRect == nil && $0.isBlended }
        XCTAssertFalse(ring.isEmpty, "the rotated square's edges are feathered")
        let transparent = buffer.vertices.filter { $0.a == 0 }
        XCTAssertEqual(transparent.count, 4, "one outer corner per corner of the rotated square")
    }
}
