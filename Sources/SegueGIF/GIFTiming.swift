/// GIF frame delays: whole hundredths of a second, shared out so that they add up to a duration.
public enum GIFTiming {
    /// Delays for `frameCount` frames that together last `seconds`: each frame gets an equal
    /// share, and rounding is carried from frame to frame, so the total is `seconds` rounded to
    /// the hundredth and no delay differs from another by more than one. A delay is at least 1.
    public static func delays(frameCount: Int, seconds: Double) -> [Int] {
        guard frameCount > 0 else { return [] }
        let total = max(frameCount, Int((max(0, seconds) * 100).rounded()))
        return (0..<frameCount).map { index in
            total * (index + 1) / frameCount - total * index / frameCount
        }
    }

    /// The delay between two moments measured from the same start: the difference of each
    /// rounded to the hundredth, so successive delays add up to the rounded total time.
    public static func centiseconds(from start: Double, to end: Double) -> Int {
        Int((end * 100).rounded()) - Int((start * 100).rounded())
    }
}
