import SegueCore
import XCTest

@testable import SegueSDL

/// The render pipeline's pixel checks (`RenderPipelineChecks`) on the geometry path over SDL's
/// software renderer (the tessellator's triangles through SDL_RenderGeometry, as a window that
/// only gets the software renderer draws), against the rasteriser's goldens allowing for the
/// path's two-pixel edge fringe.
nonisolated final class RenderPipelineGeometryTests: XCTestCase {
    @MainActor private let checks = RenderPipelineChecks(path: .softwareGeometry)

    @MainActor func testRotatedRectCoversItsCentreNotItsBoundingCornersAndHasSoftEdges() async throws {
        try checks.rotatedRectCoversItsCentreNotItsBoundingCornersAndHasSoftEdges()
    }

    @MainActor func testPerspectiveRotationDrawsATrapezoidWithTheNearEdgeLonger() async throws {
        try checks.perspectiveRotationDrawsATrapezoidWithTheNearEdgeLonger()
    }

    @MainActor func testGeometryBehindTheEyeIsClippedNotWrapped() async throws {
        try checks.geometryBehindTheEyeIsClippedNotWrapped()
    }

    @MainActor func testEllipseStencilShowsContentInsideAndWhatLiesBeneathOutside() async throws {
        try checks.ellipseStencilShowsContentInsideAndWhatLiesBeneathOutside()
    }

    @MainActor func testNestedStencilsShowOnlyTheirIntersection() async throws {
        try checks.nestedStencilsShowOnlyTheirIntersection()
    }

    @MainActor func testRoundedRectStencilCutsTheCorners() async throws {
        try checks.roundedRectStencilCutsTheCorners()
    }

    @MainActor func testTextScalesAndRotatesWithItsView() async throws {
        try checks.textScalesAndRotatesWithItsView()
    }

    @MainActor func testMaskAnimatedBetweenEllipsesShowsTheInterpolatedCircleAtItsMidpoint() async throws {
        try checks.maskAnimatedBetweenEllipsesShowsTheInterpolatedCircleAtItsMidpoint()
    }

    @MainActor func testAHiDPICanvasDrawsTwoPixelsPerPointWithSharperText() async throws {
        try checks.aHiDPICanvasDrawsTwoPixelsPerPointWithSharperText()
    }
}
