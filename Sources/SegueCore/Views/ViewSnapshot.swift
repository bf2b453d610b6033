/// A view tree's presentation at one moment: what state dumps, tests and the inspector compare.
public struct ViewSnapshot: Equatable, Sendable {
    /// The view's type name ("View", "Label", "Button"...).
    public var type: String
    /// Its accessibility title, or a label's text.
    public var title: String?
    /// The axis-aligned bounds of the presentation in root (window) points.
    public var frame: Rect
    /// The presentation's own alpha.
    public var alpha: Double
    /// The presentation's corner radius.
    public var cornerRadius: Double
    /// True when hidden.
    public var hidden: Bool
    /// The presentation's mask, if any.
    public var mask: Shape?
    /// The presentation transform.
    public var transform: Transform3D
    /// The subviews' snapshots, back to front.
    public var children: [ViewSnapshot]

    /// Takes a snapshot of a view and its subtree.
    public init(_ view: View) {
        type = view.typeName
        title = (view as? Label)?.text ?? view.accessibilityTitle
        frame = view.presentationFrameInRoot
        alpha = view.presentation.alpha
        cornerRadius = view.presentation.cornerRadius
        hidden = view.isHidden
        mask = view.presentation.maskShape
        transform = view.presentation.transform
        children = view.subviews.map(ViewSnapshot.init)
    }

    /// The number of views in the snapshot.
    public var count: Int { 1 + children.reduce(0) { $0 + $1.count } }

    /// The snapshot as JSON: `{"type", "title", "frame":[x,y,w,h], "alpha", "cornerRadius", "hidden",
    /// "mask", "children"}`.
    public var json: String {
        var out = ""
        appendJSON(to: &out)
        return out
    }

    func appendJSON(to out: inout String) {
        out += "{\"type\":" + JSON.string(type)
        out += ",\"title\":" + (title.map(JSON.string) ?? "null")
        out +=
            ",\"frame\":["
            + [frame.minX, frame.minY, frame.width, frame.height].map(JSON.number).joined(separator: ",")
        out += "],\"alpha\":" + JSON.number(alpha)
        out += ",\"cornerRadius\":" + JSON.number(cornerRadius)
        out += ",\"hidden\":" + (hidden ? "true" : "false")
        out += ",\"mask\":" + (mask.map(JSON.shape) ?? "null")
        out += ",\"children\":["
        for (i, child) in children.enumerated() {
            if i > 0 { out += "," }
            child.appendJSON(to: &out)
        }
        out += "]}"
    }
}

/// Small JSON writing helpers (the project writes JSON by hand; no dependency needed).
public enum JSON {
    /// A quoted, escaped JSON string.
    public static func string(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// A number with at most three decimals (integers without a fraction).
    public static func number(_ v: Double) -> String {
        guard v.isFinite else { return "0" }
        let rounded = (v * 1000).rounded() / 1000
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        return String(rounded)
    }

    /// A shape as JSON: `{"kind":"ellipse","rect":[x,y,w,h]}` and so on.
    public static func shape(_ shape: Shape) -> String {
        func rect(_ r: Rect) -> String {
            "[" + [r.minX, r.minY, r.width, r.height].map(number).joined(separator: ",") + "]"
        }
        switch shape {
        case .rect(let r): return "{\"kind\":\"rect\",\"rect\":\(rect(r))}"
        case .roundedRect(let r, let radius):
            return "{\"kind\":\"roundedRect\",\"rect\":\(rect(r)),\"cornerRadius\":\(number(radius))}"
        case .ellipse(let r): return "{\"kind\":\"ellipse\",\"rect\":\(rect(r))}"
        case .polygon(let points):
            return "{\"kind\":\"polygon\",\"points\":["
                + points.map { "[\(number($0.x)),\(number($0.y))]" }
                .joined(separator: ",") + "]}"
        }
    }
}
