/// The global colour table of a recording and the mapping of every colour seen onto it.
///
/// With at most 256 colours the palette is exactly the colours seen. With more, the colours that
/// cover large areas (the interface's flat fills and text) are kept exactly, and only the rest
/// (anti-aliased edges, blended shadows) are quantised by median cut; each is then drawn with
/// the nearest palette colour.
struct GIFPalette {
    /// The palette's colours (0x00BBGGRR).
    var entries: [UInt32]
    /// The palette index for each colour of the colour table.
    var map: [UInt8]
    /// True when every colour seen is in the palette.
    var isExact: Bool

    /// A colour covering at least this share of all recorded pixels is kept exactly.
    static let flatShare = 1.0 / 5000

    /// Builds the palette for `table`: exact when it has at most `exactLimit` colours, otherwise
    /// quantised to `quantizedLimit` colours.
    static func build(for table: GIFColorTable, exactLimit: Int = 256, quantizedLimit: Int = 255) -> GIFPalette {
        let colors = table.colors
        if colors.count <= exactLimit {
            return GIFPalette(entries: colors, map: colors.indices.map { UInt8($0) }, isExact: true)
        }
        let counts = table.counts
        let total = counts.reduce(0, +)
        let order = colors.indices.sorted { counts[$0] > counts[$1] }
        let flatMinimum = max(2, Int(Double(total) * flatShare))
        let reservedLimit = quantizedLimit * 3 / 4
        let reserved = order.prefix { counts[$0] >= flatMinimum }.prefix(reservedLimit)
        var entries = reserved.map { colors[$0] }
        var map = [UInt8](repeating: 0, count: colors.count)
        for (entry, color) in reserved.enumerated() { map[color] = UInt8(entry) }
        let rest = order.dropFirst(reserved.count)
        entries += MedianCut.colors(
            for: rest.map { colors[$0] }, weights: rest.map { counts[$0] }, boxCount: quantizedLimit - entries.count)
        for color in rest { map[color] = nearest(colors[color], in: entries) }
        return GIFPalette(entries: entries, map: map, isExact: false)
    }

    /// The index of the palette colour closest to `color` (channel differences weighted 2:4:3
    /// for red, green and blue, roughly as the eye weighs them).
    static func nearest(_ color: UInt32, in entries: [UInt32]) -> UInt8 {
        let r = Int(color & 0xFF)
        let g = Int((color >> 8) & 0xFF)
        let b = Int((color >> 16) & 0xFF)
        var best = 0
        var bestDistance = Int.max
        for (index, entry) in entries.enumerated() {
            let dr = r - Int(entry & 0xFF)
            let dg = g - Int((entry >> 8) & 0xFF)
            let db = b - Int((entry >> 16) & 0xFF)
            let distance = 2 * dr * dr + 4 * dg * dg + 3 * db * db
            if distance < bestDistance {
                best = index
                bestDistance = distance
                if distance == 0 { break }
            }
        }
        return UInt8(best)
    }
}
