import SegueCore
import XCTest

@testable import SegueSDL

/// The render pipeline's pixel checks (`RenderPipelineChecks`) on SDL's accelerated renderer in
/// a hidden window (`HiddenWindowCanvas`: the geometry path a desktop window takes), on an Xvfb
/// server the class starts (OpenGL through Mesa's llvmpipe), against the rasteriser's goldens
/// allowing for the path's one-pixel edge fringe. Skipped when Xvfb is not installed.
final class RenderPipelineAcceleratedTests: XvfbTestCase {
    private let checks = RenderPipelineChecks(path: .accelerated)
    func testRotatedRectCoversItsCentreNotItsBoundingCornersAndHasSoftEdges() throws {
        try checks.rotatedRectCoversItsCentreNotItsBoundingCornersAndHasSoftEdges()
    }

    func testPerspectiveRotationDrawsATrapezoidWithTheNearEdgeLonger() throws {
        try checks.perspectiveRotationDrawsATrapezoidWithTheNearEdgeLonger()
    }

    func testGeometryBehindTheEyeIsClippedNotWrapped() throws {
        try checks.geometryBehindTheEyeIsClippedNotWrapped()
    }

    func testEllipseStencilShowsContentInsideAndWhatLiesBeneathOutside() throws {
        try checks.ellipseStencilShowsContentInsideAndWhatLiesBeneathOutside()
    }

    func testNestedStencilsShowOnlyTheirIntersection() throws {
        try checks.nestedStencilsShowOnlyTheirIntersection()
    }

    func testRoundedRectStencilCutsTheCorners() throws {
        try checks.roundedRectStencilCutsTheCorners()
    }

    func testTextScalesAndRotatesWithItsView() throws {
        try checks.textScalesAndRotatesWithItsView()
    }

    func testMaskAnimatedBetweenEllipsesShowsTheInterpolatedCircleAtItsMidpoint() throws {
        try checks.maskAnimatedBetweenEllipsesShowsTheInterpolatedCircleAtItsMidpoint()
    }

    func testAHiDPICanvasDrawsTwoPixelsPerPointWithSharperText() throws {
        try checks.aHiDPICanvasDrawsTwoPixelsPerPointWithSharperText()
    }
}
