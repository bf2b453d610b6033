import Foundation

/// UIKit's string forms of geometry (`NSCoder.cgPoint(for:)` and the rest, which are
/// `CGPointFromString` and `NSStringFromCGPoint` in Objective-C): `"{x, y}"` for a point,
/// `"{w, h}"` for a size, `"{{x, y}, {w, h}}"` for a rectangle. The numbers are read in order;
/// a string with too few of them gives zero, as Apple documents for a string that is not well
/// formed.
extension NSCoder {
    /// The point a string such as `"{3, 4}"` names (`.zero` when it has fewer than two numbers).
    public static func cgPoint(for string: String) -> CGPoint {
        let n = numbers(in: string, count: 2)
        return n.map { CGPoint(x: $0[0], y: $0[1]) } ?? .zero
    }

    /// The size a string such as `"{30, 40}"` names (`.zero` when it has fewer than two numbers).
    public static func cgSize(for string: String) -> CGSize {
        let n = numbers(in: string, count: 2)
        return n.map { CGSize(width: $0[0], height: $0[1]) } ?? .zero
    }

    /// The rectangle a string such as `"{{1, 2}, {30, 40}}"` names (`.zero` when it has fewer than
    /// four numbers).
    public static func cgRect(for string: String) -> CGRect {
        let n = numbers(in: string, count: 4)
        return n.map { CGRect(x: $0[0], y: $0[1], width: $0[2], height: $0[3]) } ?? .zero
    }

    /// A point as UIKit writes it: `"{3, 4}"`.
    public static func string(for point: CGPoint) -> String {
        "{\(text(point.x)), \(text(point.y))}"
    }

    /// A size as UIKit writes it: `"{30, 40}"`.
    public static func string(for size: CGSize) -> String {
        "{\(text(size.width)), \(text(size.height))}"
    }

    /// A rectangle as UIKit writes it: `"{{1, 2}, {30, 40}}"`.
    public static func string(for rect: CGRect) -> String {
        "{\(string(for: rect.origin)), \(string(for: rect.size))}"
    }

    /// The first `count` numbers of the string, or nil when it has fewer.
    private static func numbers(in string: String, count: Int) -> [Double]? {
        var found: [Double] = []
        var current = ""
        func flush() {
            if let value = Double(current) { found.append(value) }
            current = ""
        }
        for character in string {
            if character.isNumber || "+-.eE".contains(character) {
                current.append(character)
            } else {
                flush()
            }
        }
        flush()
        return found.count >= count ? Array(found.prefix(count)) : nil
    }

    /// A number as UIKit prints one: without a fraction when it is whole.
    private static func text(_ value: CGFloat) -> String {
        let v = Double(value)
        return v.rounded() == v && abs(v) < 1e15 ? String(Int(v)) : String(v)
    }
}
