/// Shrinks RGBA frames by area averaging: each output pixel is the mean of the source area it
/// covers, partly covered source pixels weighted by their share. Flat areas keep their exact
/// colour; edges blend as a camera would see them. The buffers are made once, so shrinking a
/// frame allocates nothing. Alpha is written opaque.
public final class AreaDownscaler {
    /// The source size in pixels.
    public let sourceWidth: Int
    /// The source height in pixels.
    public let sourceHeight: Int
    /// The output width in pixels: the source width times the scale, rounded, at least 1.
    public let width: Int
    /// The output height in pixels.
    public let height: Int
    /// The output of the last `downscale`: `width` × `height` RGBA pixels, rows `width * 4` bytes.
    public private(set) var pixels: [UInt8]

    private let columns: [Span]
    private let rows: [Span]
    /// The source rows shrunk horizontally: `width` × `sourceHeight` × 3 channels.
    private var intermediate: [Float]

    /// Source pixels `first ..< first + weights.count` with their weights (adding up to 1).
    private struct Span {
        var first: Int
        var weights: [Float]
    }

    /// Prepares to shrink `sourceWidth` × `sourceHeight` frames by `scale` (above 0, at most 1).
    public init(sourceWidth: Int, sourceHeight: Int, scale: Double) throws {
        guard scale > 0, scale <= 1, scale.isFinite else {
            throw GIFError("a downscale factor is above 0 and at most 1, not \(scale)")
        }
        guard sourceWidth > 0, sourceHeight > 0 else {
            throw GIFError("cannot shrink an empty \(sourceWidth)x\(sourceHeight) frame")
        }
        self.sourceWidth = sourceWidth
        self.sourceHeight = sourceHeight
        width = max(1, Int((Double(sourceWidth) * scale).rounded()))
        height = max(1, Int((Double(sourceHeight) * scale).rounded()))
        columns = Self.spans(source: sourceWidth, output: width)
        rows = Self.spans(source: sourceHeight, output: height)
        pixels = [UInt8](repeating: 255, count: width * height * 4)
        intermediate = [Float](repeating: 0, count: width * sourceHeight * 3)
    }

    /// How each of `output` pixels covers `source` pixels.
    private static func spans(source: Int, output: Int) -> [Span] {
        let step = Double(source) / Double(output)
        return (0..<output).map { index in
            let start = Double(index) * step
            let end = min(Double(source), Double(index + 1) * step)
            let first = Int(start)
            let last = min(source - 1, Int((end - 1e-9).rounded(.down)))
            var weights: [Double] = []
            for pixel in first...max(first, last) {
                weights.append(min(end, Double(pixel + 1)) - max(start, Double(pixel)))
            }
            let total = weights.reduce(0, +)
            return Span(first: first, weights: weights.map { Float($0 / total) })
        }
    }

    /// Shrinks one frame of RGBA pixels, rows `bytesPerRow` apart, into `pixels`.
    public func downscale(_ source: UnsafeRawPointer, bytesPerRow: Int) {
        let bytes = source.assumingMemoryBound(to: UInt8.self)
        let width = width
        intermediate.withUnsafeMutableBufferPointer { middle in
            for y in 0..<sourceHeight {
                let row = bytes + y * bytesPerRow
                let out = middle.baseAddress! + y * width * 3
                for (x, span) in columns.enumerated() {
                    var r: Float = 0
                    var g: Float = 0
                    var b: Float = 0
                    for (offset, weight) in span.weights.enumerated() {
                        let pixel = row + (span.first + offset) * 4
                        r += Float(pixel[0]) * weight
                        g += Float(pixel[1]) * weight
                        b += Float(pixel[2]) * weight
                    }
                    out[x * 3] = r
                    out[x * 3 + 1] = g
                    out[x * 3 + 2] = b
                }
            }
            pixels.withUnsafeMutableBufferPointer { output in
                for (y, span) in rows.enumerated() {
                    let out = output.baseAddress! + y * width * 4
                    for x in 0..<width * 3 {
                        var sum: Float = 0
                        for (offset, weight) in span.weights.enumerated() {
                            sum += middle[(span.first + offset) * width * 3 + x] * weight
                        }
                        out[x / 3 * 4 + x % 3] = UInt8(min(255, max(0, sum + 0.5)))
                    }
                }
            }
        }
    }
}
