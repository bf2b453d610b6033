import Foundation
import SegueCore

/// What a canvas of a size costs in memory, and whether this machine can hold it. Drawing keeps
/// the canvas, its read-back and group layers at 4 bytes a pixel each: a transition with
/// translucent groups peaks at about `peakBytesPerPixel` bytes a pixel (a 16384x16384 circle
/// reveal at 4.2 GB).
public enum CanvasCost {
    /// The most bytes a pixel of the canvas costs at a transition's peak.
    public static let peakBytesPerPixel = 16
    /// Above this peak a run says what its size costs (1 GiB).
    public static let noticeBytes = 1 << 30

    /// The peak memory of a canvas of `size` points, in bytes.
    public static func peakBytes(of size: Size) -> Double {
        max(size.width.rounded(), 1) * max(size.height.rounded(), 1) * Double(peakBytesPerPixel)
    }

    /// A note on what a large size costs, or nil under `noticeBytes`.
    public static func notice(for size: Size) -> String? {
        let bytes = peakBytes(of: size)
        guard bytes > Double(noticeBytes) else { return nil }
        return "a \(describe(size)) canvas may take up to \(gigabytes(bytes)) of memory at a transition's peak "
            + "(\(peakBytesPerPixel) bytes a pixel)"
    }

    /// Why this machine cannot hold a canvas of `size` (its peak is more than its physical
    /// memory), or nil when it can.
    public static func refusal(for size: Size, physicalMemory: UInt64 = ProcessInfo.processInfo.physicalMemory)
        -> String?
    {
        let bytes = peakBytes(of: size)
        guard bytes > Double(physicalMemory) else { return nil }
        return "a \(describe(size)) canvas may take up to \(gigabytes(bytes)) of memory "
            + "(\(peakBytesPerPixel) bytes a pixel), more than this machine's \(gigabytes(Double(physicalMemory))); "
            + "choose a smaller size"
    }

    private static func describe(_ size: Size) -> String {
        "\(Int(size.width.rounded()))x\(Int(size.height.rounded()))"
    }

    private static func gigabytes(_ bytes: Double) -> String {
        "\(DecimalText.oneDecimal(bytes / 1e9)) GB"
    }
}
