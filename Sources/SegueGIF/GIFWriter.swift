import CGIF
import Foundation

/// Writes an animated GIF with one global palette built from the frames' own colours.
///
/// Frames are kept (as runs of colour) until `finish()`, because the palette depends on all of
/// them: up to 256 distinct colours are written exactly; beyond that the colours covering large
/// areas stay exact and the rest are quantised (see `GIFPalette`). `finish()` then encodes with
/// cgif, each frame as the rectangle that changed since the one before, with unchanged pixels
/// transparent when the palette leaves an index free.
///
/// ```swift
/// let writer = try GIFWriter(path: "push.gif", width: 390, height: 844)
/// try writer.add(frame: pixels, bytesPerRow: 390 * 4, delayCentiseconds: 3)
/// let summary = try writer.finish()
/// ```
public final class GIFWriter {
    /// The largest width or height a GIF can have.
    public static let maximumDimension = 65535

    /// The output file.
    public let path: String
    /// The frame width in pixels.
    public let width: Int
    /// The frame height in pixels.
    public let height: Int
    /// Whether the animation repeats forever (the NETSCAPE2.0 loop extension) or plays once.
    public let loop: Bool

    private var spool = GIFFrameSpool()
    private var isFinished = false

    /// Prepares to write `path`: the file is created now (empty), so an output that cannot be
    /// written fails here, before any frame is rendered. Throws `GIFError` for a bad size or a
    /// file that cannot be created.
    public init(path: String, width: Int, height: Int, loop: Bool = true) throws {
        guard (1...Self.maximumDimension).contains(width), (1...Self.maximumDimension).contains(height) else {
            throw GIFError(
                "cannot write \(path): a GIF is 1 to \(Self.maximumDimension) pixels a side, not \(width)x\(height)")
        }
        guard let file = fopen(path, "wb") else {
            throw GIFError("cannot write \(path): \(String(cString: strerror(errno)))")
        }
        fclose(file)
        self.path = path
        self.width = width
        self.height = height
        self.loop = loop
    }

    deinit {
        // Never finished: leave no empty or partial file behind.
        if !isFinished { unlink(path) }
    }

    /// The number of frames added.
    public var frameCount: Int { spool.count }

    /// Adds a frame of `width` × `height` RGBA pixels (bytes R, G, B, A; alpha is ignored),
    /// rows `bytesPerRow` apart, shown for `delayCentiseconds` hundredths of a second (1 to 65535).
    public func add(frame pixels: UnsafeRawPointer, bytesPerRow: Int, delayCentiseconds: Int) throws {
        guard !isFinished else { throw GIFError("cannot add a frame to \(path): it is already written") }
        guard bytesPerRow >= width * 4 else {
            throw GIFError("a row of \(width) pixels needs \(width * 4) bytes, not \(bytesPerRow)")
        }
        guard (1...65535).contains(delayCentiseconds) else {
            throw GIFError("a frame delay is 1 to 65535 hundredths of a second, not \(delayCentiseconds)")
        }
        spool.append(pixels: pixels, width: width, height: height, bytesPerRow: bytesPerRow, delay: delayCentiseconds)
    }

    /// Adds a frame from an array of `width` × `height` × 4 RGBA bytes.
    public func add(frame rgba: [UInt8], delayCentiseconds: Int) throws {
        guard rgba.count == width * height * 4 else {
            throw GIFError("a \(width)x\(height) frame has \(width * height * 4) bytes, not \(rgba.count)")
        }
        try rgba.withUnsafeBytes { bytes in
            try add(frame: bytes.baseAddress!, bytesPerRow: width * 4, delayCentiseconds: delayCentiseconds)
        }
    }

    /// Builds the palette, encodes every frame and closes the file.
    @discardableResult
    public func finish() throws -> GIFSummary {
        guard !isFinished else { throw GIFError("\(path) is already written") }
        guard spool.count > 0 else { throw GIFError("cannot write \(path): no frames were added") }
        isFinished = true
        let palette = GIFPalette.build(for: spool.colors)
        do {
            try encode(palette: palette)
        } catch {
            unlink(path)
            throw error
        }
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        return GIFSummary(
            path: path, frameCount: spool.count, totalDelayCentiseconds: spool.frames.reduce(0) { $0 + $1.delay },
            distinctColors: spool.colors.count, paletteColors: palette.entries.count, isExact: palette.isExact,
            byteCount: (attributes?[.size] as? NSNumber)?.intValue ?? 0)
    }

    private func encode(palette: GIFPalette) throws {
        // Unchanged pixels can be transparent only if an index is left for transparency, and
        // cgif picks the one after the palette, which must fit in the table's power-of-two size.
        let usesTransparency = palette.entries.count < 256
        var entryCount = palette.entries.count
        while usesTransparency && entryCount & (entryCount - 1) == 0 { entryCount += 1 }
        var table = [UInt8](repeating: 0, count: entryCount * 3)
        for (index, color) in palette.entries.enumerated() {
            table[index * 3] = UInt8(color & 0xFF)
            table[index * 3 + 1] = UInt8((color >> 8) & 0xFF)
            table[index * 3 + 2] = UInt8((color >> 16) & 0xFF)
        }
        var indices = [UInt8](repeating: 0, count: width * height)
        var generation = UInt32(CGIF_FRAME_GEN_USE_DIFF_WINDOW)
        if usesTransparency { generation |= UInt32(CGIF_FRAME_GEN_USE_TRANSPARENCY) }
        try path.withCString { cPath in
            try table.withUnsafeMutableBufferPointer { tableBytes in
                var config = CGIF_Config()
                config.pGlobalPalette = tableBytes.baseAddress
                config.numGlobalPaletteEntries = UInt16(entryCount)
                config.path = cPath
                config.attrFlags = UInt32(CGIF_ATTR_IS_ANIMATED) | (loop ? 0 : UInt32(CGIF_ATTR_NO_LOOP))
                config.width = UInt16(width)
                config.height = UInt16(height)
                config.numLoops = UInt16(CGIF_INFINITE_LOOP)
                guard let gif = cgif_newgif(&config) else {
                    throw GIFError("cannot write \(path): \(String(cString: strerror(errno)))")
                }
                var status = Int32(CGIF_OK.rawValue)
                try indices.withUnsafeMutableBufferPointer { buffer in
                    for frame in 0..<spool.count where status == CGIF_OK.rawValue {
                        spool.expand(frame: frame, map: palette.map, into: buffer.baseAddress!)
                        var frameConfig = CGIF_FrameConfig()
                        frameConfig.pImageData = buffer.baseAddress
                        frameConfig.delay = UInt16(spool.frames[frame].delay)
                        frameConfig.genFlags = generation
                        status = cgif_addframe(gif, &frameConfig)
                    }
                    let closed = cgif_close(gif)
                    if status == CGIF_OK.rawValue { status = closed }
                    guard status == CGIF_OK.rawValue else {
                        throw GIFError("cannot write \(path): \(Self.describe(status))")
                    }
                }
            }
        }
    }

    private static func describe(_ status: Int32) -> String {
        switch status {
        case CGIF_EWRITE.rawValue: return "writing failed"
        case CGIF_EALLOC.rawValue: return "out of memory"
        case CGIF_ECLOSE.rawValue: return "closing the file failed"
        case CGIF_EOPEN.rawValue: return "the file cannot be opened"
        case CGIF_EINDEX.rawValue: return "a colour index is outside the palette"
        default: return "cgif error \(status)"
        }
    }
}
