/// Writes numbers for the overlays without Foundation.
package enum DecimalText {
    /// `value` rounded to one decimal: "16.7", "-0.5", "3.0".
    static func oneDecimal(_ value: Double) -> String {
        guard value.isFinite else { return "–" }
        let tenths = Int((abs(value) * 10).rounded())
        let sign = value < 0 && tenths > 0 ? "-" : ""
        return "\(sign)\(tenths / 10).\(tenths % 10)"
    }

    /// `value` rounded to two decimals: "0.35", "1.20".
    package static func twoDecimals(_ value: Double) -> String {
        guard value.isFinite else { return "–" }
        let hundredths = Int((abs(value) * 100).rounded())
        let sign = value < 0 && hundredths > 0 ? "-" : ""
        let cents = hundredths % 100
        return "\(sign)\(hundredths / 100).\(cents < 10 ? "0" : "")\(cents)"
    }

    /// `value` rounded to a whole number: "390".
    static func whole(_ value: Double) -> String {
        guard value.isFinite else { return "–" }
        let rounded = Int(value.rounded())
        return rounded == 0 ? "0" : String(rounded)
    }
}
