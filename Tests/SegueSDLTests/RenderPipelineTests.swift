import SegueCore
import XCTest

@testable import SegueSDL

/// The render pipeline's pixel checks (`RenderPipelineChecks`) on Segue's coverage rasteriser,
/// the path of headless runs, against the goldens recorded on it.
nonisolated final class RenderPipelineTests: XCTestCase {
    @MainActor private let checks = RenderPipelineChecks(path: .rasterizer)

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
