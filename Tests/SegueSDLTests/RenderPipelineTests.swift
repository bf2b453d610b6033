import SegueCore
import XCTest

@testable import SegueSDL

/// The render pipeline's pixel checks (`RenderPipelineChecks`) on Segue's coverage rasteriser,
/// the path of headless runs, against the goldens recorded on it.
final class RenderPipelineTests: XCTestCase {
    private let checks = RenderPipelineChecks(path: .rasterizer)

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
