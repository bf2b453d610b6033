import SegueGIF
import SegueSDL

/// Records frames read back from a renderer into a GIF: one surface that every frame is read
/// into, shrunk by area averaging when `scale` is below 1, then handed to a `GIFWriter`.
package final class GIFFrameRecorder {
    /// The surface frames are read into, at the source's pixel size.
    package let frame: Surface
    /// The writer.
    let writer: GIFWriter
    private let downscaler: AreaDownscaler?

    /// Prepares to record `pixelSize` frames into `path`, shrunk by `scale` (above 0, at most 1).
    /// The file is created now, so an output that cannot be written fails before any frame.
    package init(path: String, pixelSize: PixelSize, scale: Double = 1) throws {
        downscaler =
            scale < 1
            ? try AreaDownscaler(sourceWidth: pixelSize.width, sourceHeight: pixelSize.height, scale: scale) : nil
        writer = try GIFWriter(
            path: path, width: downscaler?.width ?? pixelSize.width, height: downscaler?.height ?? pixelSize.height)
        frame = try Surface(width: pixelSize.width, height: pixelSize.height)
    }

    /// The output file.
    var path: String { writer.path }

    /// Reads `source`'s last frame and adds it, shown for `delayCentiseconds`.
    package func capture(from source: FrameReadback, delayCentiseconds: Int) throws {
        try source.readPixels(into: frame)
        try addFrame(delayCentiseconds: delayCentiseconds)
    }

    /// Adds what `frame` holds now, shown for `delayCentiseconds`.
    package func addFrame(delayCentiseconds: Int) throws {
        try frame.withPixelBytes { pixels, bytesPerRow in
            if let downscaler {
                downscaler.downscale(pixels, bytesPerRow: bytesPerRow)
                try downscaler.pixels.withUnsafeBytes { shrunk in
                    try writer.add(
                        frame: shrunk.baseAddress!, bytesPerRow: downscaler.width * 4,
                        delayCentiseconds: delayCentiseconds)
                }
            } else {
                try writer.add(frame: pixels, bytesPerRow: bytesPerRow, delayCentiseconds: delayCentiseconds)
            }
        }
    }

    /// Writes the GIF.
    @discardableResult
    package func finish() throws -> GIFSummary {
        try writer.finish()
    }
}
