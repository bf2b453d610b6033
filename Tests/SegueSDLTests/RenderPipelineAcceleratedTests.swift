import SegueCore
import XCTest

@testable import SegueSDL

/// The render pipeline's pixel checks (`RenderPipelineChecks`) on SDL's accelerated renderer in
/// a hidden window (`HiddenWindowCanvas`: the geometry path a desktop window takes), on an Xvfb
/// server the class starts (OpenGL through Mesa's llvmpipe), against the rasteriser's goldens
/// allowing for the path's one-pixel edge fringe. Skipped when Xvfb is not installed.
nonisolated final class RenderPipelineAcceleratedTests: XvfbTestCase {
    @MainActor private let checks = RenderPipelineChecks(path: .accelerated)
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
