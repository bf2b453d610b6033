/// What `GIFWriter.finish()` wrote.
public struct GIFSummary: Equatable {
    /// The file's path.
    public var path: String
    /// The number of frames.
    public var frameCount: Int
    /// The frames' delays added up, in hundredths of a second.
    public var totalDelayCentiseconds: Int
    /// The number of distinct colours in the frames.
    public var distinctColors: Int
    /// The number of colours in the global palette.
    public var paletteColors: Int
    /// True when the palette holds every colour exactly (at most 256 were seen).
    public var isExact: Bool
    /// The file's size in bytes.
    public var byteCount: Int
}
