import CGIF

/// A GIF read back with giflib: its size, global palette, loop setting and every frame composed
/// onto the canvas as a viewer shows it. Used to check what `GIFWriter` wrote.
public struct GIFAnimation {
    /// The canvas width in pixels.
    public var width: Int
    /// The canvas height in pixels.
    public var height: Int
    /// The number of colours in the global palette (0 when there is none).
    public var globalPaletteColors: Int
    /// The NETSCAPE2.0 loop count (0 repeats forever), or nil without the extension (plays once).
    public var loopCount: Int?
    /// The frames in order.
    public var frames: [GIFAnimationFrame]

    /// The frames' delays added up, in hundredths of a second.
    public var totalDelayCentiseconds: Int { frames.reduce(0) { $0 + $1.delayCentiseconds } }

    /// Reads and decodes the GIF at `path`. Throws `GIFError` when it cannot be opened or is
    /// malformed.
    public static func read(path: String) throws -> GIFAnimation {
        var error: Int32 = 0
        guard let file = DGifOpenFileName(path, &error) else {
            throw GIFError("cannot read \(path): \(describe(error))")
        }
        defer { DGifCloseFile(file, &error) }
        guard DGifSlurp(file) == GIF_OK else {
            throw GIFError("cannot decode \(path): \(describe(file.pointee.Error))")
        }
        let gif = file.pointee
        let width = Int(gif.SWidth)
        let height = Int(gif.SHeight)
        var animation = GIFAnimation(
            width: width, height: height, globalPaletteColors: Int(gif.SColorMap?.pointee.ColorCount ?? 0),
            loopCount: nil, frames: [])
        var canvas = [UInt8](repeating: 0, count: width * height * 4)
        for index in 0..<Int(gif.ImageCount) {
            let image = gif.SavedImages[index]
            animation.loopCount =
                animation.loopCount ?? loopCount(in: image.ExtensionBlocks, count: image.ExtensionBlockCount)
            var control = GraphicsControlBlock()
            DGifSavedExtensionToGCB(file, Int32(index), &control)
            let descriptor = image.ImageDesc
            guard let map = descriptor.ColorMap ?? gif.SColorMap else {
                throw GIFError("cannot decode \(path): frame \(index) has no colour table")
            }
            let colors = map.pointee.Colors!
            let left = Int(descriptor.Left)
            let top = Int(descriptor.Top)
            let regionWidth = Int(descriptor.Width)
            let regionHeight = Int(descriptor.Height)
            guard left + regionWidth <= width, top + regionHeight <= height else {
                throw GIFError("cannot decode \(path): frame \(index) lies outside the canvas")
            }
            for y in 0..<regionHeight {
                for x in 0..<regionWidth {
                    let value = Int(image.RasterBits[y * regionWidth + x])
                    if value == Int(control.TransparentColor) { continue }
                    guard value < Int(map.pointee.ColorCount) else {
                        throw GIFError("cannot decode \(path): frame \(index) uses colour \(value) outside its table")
                    }
                    let offset = ((top + y) * width + left + x) * 4
                    canvas[offset] = colors[value].Red
                    canvas[offset + 1] = colors[value].Green
                    canvas[offset + 2] = colors[value].Blue
                    canvas[offset + 3] = 255
                }
            }
            animation.frames.append(
                GIFAnimationFrame(
                    delayCentiseconds: Int(control.DelayTime), region: (left, top, regionWidth, regionHeight),
                    pixels: canvas))
        }
        if animation.loopCount == nil {
            animation.loopCount = loopCount(in: gif.ExtensionBlocks, count: gif.ExtensionBlockCount)
        }
        return animation
    }

    /// The loop count of a NETSCAPE2.0 application extension among `blocks`, if there is one.
    private static func loopCount(in blocks: UnsafeMutablePointer<ExtensionBlock>?, count: Int32) -> Int? {
        guard let blocks, count > 0 else { return nil }
        for index in 0..<Int(count) where blocks[index].Function == APPLICATION_EXT_FUNC_CODE {
            let block = blocks[index]
            guard block.ByteCount == 11, let bytes = block.Bytes,
                String(decoding: UnsafeBufferPointer(start: bytes, count: 11), as: UTF8.self) == "NETSCAPE2.0",
                index + 1 < Int(count)
            else { continue }
            let data = blocks[index + 1]
            guard data.ByteCount >= 3, let loop = data.Bytes, loop[0] == 1 else { continue }
            return Int(loop[1]) | Int(loop[2]) << 8
        }
        return nil
    }

    private static func describe(_ error: Int32) -> String {
        guard let text = GifErrorString(error) else { return "giflib error \(error)" }
        return String(cString: text)
    }
}
