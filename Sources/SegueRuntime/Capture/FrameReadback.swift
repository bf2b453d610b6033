import SegueSDL

/// A frame host whose drawn frame can be read back into a surface without allocating: what the
/// `gif` script command records from (the headless host, the window).
package protocol FrameReadback: FrameHost {
    /// The size of a frame in pixels.
    var pixelSize: PixelSize { get }
    /// Reads the last drawn frame into `surface`, which has `pixelSize`.
    func readPixels(into surface: Surface) throws
}
