import SegueCore
import XCTest

@testable import SegueSDL

/// A canvas the render pipeline's pixel tests draw on, whatever the drawing path.
protocol PipelineCanvas: AnyObject {
    /// The text measurer of views drawn here.
    var textMeasurer: TextMeasuring { get }
    /// Draws and ends a frame of `window`.
    func render(_ window: WindowView) throws
    /// The pixels of the last frame.
    func snapshot() throws -> Surface
}

extension OffscreenCanvas: PipelineCanvas {}
extension HiddenWindowCanvas: PipelineCanvas {}

/// The drawing paths the pixel tests run on.
enum PipelinePath: String {
    /// Segue's coverage rasteriser on SDL's software renderer (headless runs); the goldens' path.
    case rasterizer
    /// The tessellator's triangles through SDL_RenderGeometry on SDL's software renderer (a
    /// window that only gets the software renderer).
    case softwareGeometry = "software-geometry"
    /// The tessellator's triangles on SDL's accelerated renderer in a hidden window (a desktop
    /// window; OpenGL, on Xvfb through Mesa).
    case accelerated
    /// Segue's rasteriser in a hidden window on SDL's accelerated renderer, shown through the
    /// window's streaming texture (`WindowCanvas`'s raster path: a window on a renderer that
    /// draws on the CPU). Its frames are read back from the window.
    case windowRaster = "window-raster"

    /// True on the paths Segue's rasteriser draws: the goldens hold exactly (within 2 levels).
    var rasterizes: Bool { self == .rasterizer || self == .windowRaster }

    /// A canvas of `width` × `height` points drawing on this path.
    func makeCanvas(width: Int, height: Int, pixelScale: Int = 1) throws -> PipelineCanvas {
        switch self {
        case .rasterizer:
            return try OffscreenCanvas(width: width, height: height, fontPath: testFontPath, pixelScale: pixelScale)
        case .softwareGeometry:
            let canvas = try OffscreenCanvas(
                width: width, height: height, fontPath: testFontPath, pixelScale: pixelScale)
            canvas.frameRenderer.path = .geometry
            return canvas
        case .accelerated, .windowRaster:
            do {
                return try HiddenWindowCanvas(
                    width: width, height: height, fontPath: testFontPath, pixelScale: pixelScale,
                    path: self == .windowRaster ? .raster : .geometry)
            } catch let unavailable as HiddenWindowCanvas.Unavailable {
                throw XCTSkip("the accelerated renderer is not available: \(unavailable)")
            }
        }
    }
}
