/// The distinct colours seen in a recording, each with the number of pixels that had it (over
/// all frames). Colours are 0x00BBGGRR: the red, green and blue bytes of an RGBA pixel read as
/// a little-endian word, alpha dropped.
struct GIFColorTable {
    /// The colours in the order they were first seen.
    private(set) var colors: [UInt32] = []
    /// Pixels per colour, parallel to `colors`.
    private(set) var counts: [Int] = []
    private var indices: [UInt32: UInt32] = [:]

    /// The index of `color`, added when new; `pixels` more pixels are counted for it.
    mutating func index(of color: UInt32, pixels: Int) -> UInt32 {
        if let index = indices[color] {
            counts[Int(index)] += pixels
            return index
        }
        let index = UInt32(colors.count)
        indices[color] = index
        colors.append(color)
        counts.append(pixels)
        return index
    }

    /// The number of distinct colours.
    var count: Int { colors.count }
}
