import SegueCore
import XCTest

@testable import SegueSDL

/// The render pipeline's pixel checks (`RenderPipelineChecks`) on the geometry path over SDL's
/// software renderer (the tessellator's triangles through SDL_RenderGeometry, as a window that
/// only gets the software renderer draws), against the rasteriser's goldens allowing for the
/// path's two-pixel edge fringe.
final class RenderPipelineGeometryTests: XCTestCase {
    private let checks = RenderPipelineChecks(path: .softwareGeometry)

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
