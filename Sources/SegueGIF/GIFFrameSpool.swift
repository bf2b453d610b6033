/// The frames of a recording kept until the palette is known: each frame as runs of one colour
/// (length, colour index) in scanning order, in one growing array. Flat interface colours make
/// long runs, so a frame takes a few kilobytes instead of width × height × 4 bytes.
struct GIFFrameSpool {
    /// Run lengths and colour indices, interleaved.
    private(set) var runs: [UInt32] = []
    /// Where each frame's runs start in `runs`, and its delay in hundredths of a second.
    private(set) var frames: [(start: Int, delay: Int)] = []
    /// Every colour seen, with its pixel count.
    private(set) var colors = GIFColorTable()

    /// The number of frames.
    var count: Int { frames.count }

    /// Adds a frame of `width` × `height` RGBA pixels, rows `bytesPerRow` apart.
    mutating func append(
        pixels: UnsafeRawPointer, width: Int, height: Int, bytesPerRow: Int, delay: Int
    ) {
        frames.append((runs.count, delay))
        var current = pixels.loadUnaligned(as: UInt32.self) & 0x00FF_FFFF
        var length = 0
        for y in 0..<height {
            let row = pixels + y * bytesPerRow
            for x in 0..<width {
                let color = row.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self) & 0x00FF_FFFF
                if color == current {
                    length += 1
                } else {
                    appendRun(color: current, length: length)
                    current = color
                    length = 1
                }
            }
        }
        appendRun(color: current, length: length)
    }

    private mutating func appendRun(color: UInt32, length: Int) {
        runs.append(UInt32(length))
        runs.append(colors.index(of: color, pixels: length))
    }

    /// Writes frame `index`'s palette indices into `indices` (width × height bytes), through
    /// `map` from colour index to palette index.
    func expand(frame index: Int, map: [UInt8], into indices: UnsafeMutablePointer<UInt8>) {
        let end = index + 1 < frames.count ? frames[index + 1].start : runs.count
        var position = 0
        var run = frames[index].start
        while run < end {
            let length = Int(runs[run])
            let value = map[Int(runs[run + 1])]
            (indices + position).update(repeating: value, count: length)
            position += length
            run += 2
        }
    }
}
