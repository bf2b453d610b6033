import Foundation
import SegueCore

/// The red dot shown in the window's top-right corner while key R records. It is drawn after
/// the frame is read back, so it is never in the recording, and it is never hit-tested.
final class RecordingIndicator: WindowView {
    /// The dot's diameter in points.
    static let diameter = 14.0
    /// Its distance from the window's top and right edges.
    static let margin = 10.0
    /// Its colour.
    static let color = Color(r: 255, g: 59, b: 48)

    let dot = View()

    /// Creates the indicator for a window of `size` points.
    init(size: Size, textMeasurer: TextMeasuring) {
        super.init(size: size, clock: ManualClock(), textMeasurer: textMeasurer)
        isUserInteractionEnabled = false
        dot.backgroundColor = Self.color
        dot.cornerRadius = Self.diameter / 2
        dot.accessibilityTitle = "RecordingDot"
        addSubview(dot)
        resize(to: size)
    }

    /// Segue reads no archives: there is nothing to decode this view from (see `View.init(coder:)`).
    required init?(coder: NSCoder) {
        return nil
    }

    override var segueTypeName: String { "RecordingIndicator" }

    /// Follows the window's size.
    func resize(to size: Size) {
        frame = Rect(origin: .zero, size: size)
        dot.frame = Rect(
            x: size.width - Self.margin - Self.diameter, y: Self.margin, width: Self.diameter, height: Self.diameter)
    }
}
