import Foundation
import SegueCore
import SegueUI

/// The scene's state as the `tree` command writes it: `Codable` values that Segue's `JSON` codec
/// writes with sorted keys, as `JSONEncoder` would (the Scripts and testing article shows the
/// shape). Numbers are rounded to three decimals.
public struct SceneState: Codable, Equatable {
    /// The window's size in points: `[width, height]`.
    public var size: [Double]
    /// The name of the app's transition style (`SceneContent.transitionStyle`), or nil (`null`).
    public var style: String?
    /// True while reduce motion is on (`SceneContent.reduceMotion`).
    public var reduceMotion: Bool
    /// The style's motion parameters in the tuning in force (`SceneContent.motionTuning`), by key:
    /// numbers, and curves as a name or four numbers; nil (`null`) without a style.
    public var motion: [String: Parameter]?
    /// The transition in flight, or nil (`null`).
    public var transition: Transition?
    /// The focused button's title, or nil (`null`).
    public var focus: String?
    /// The navigation stack's titles, root first.
    public var navigationStack: [String]
    /// The presented screens' titles, bottom first.
    public var modalStack: [String]
    /// The detent the front-most sheet (`detents` style) rests at: `medium` or `large`; nil
    /// (`null`) without a sheet in front or while it is between detents.
    public var detent: String?
    /// The view tree from the window down.
    public var root: Node
    /// The app's own fields (`SceneContent.stateFields`), or nil (left out) when it has none.
    public var app: [String: StateValue]?

    /// A motion parameter's value: a number, or a curve (a name or four numbers).
    public enum Parameter: Codable, Equatable {
        /// A number.
        case number(Double)
        /// A named curve.
        case curveName(String)
        /// A curve's four cubic-Bézier numbers.
        case curvePoints([Double])

        /// The value of a `MotionValue`.
        public init(_ value: MotionValue) {
            switch value {
            case .number(let number): self = .number(number)
            case .curve(let curve):
                if let name = MotionValue.curveName(curve) {
                    self = .curveName(name)
                } else {
                    let p1 = curve.controlPoint1
                    let p2 = curve.controlPoint2
                    self = .curvePoints([p1.x, p1.y, p2.x, p2.y])
                }
            }
        }

        /// Reads a number, a string or an array of numbers.
        public init(from decoder: Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let number = try? container.decode(Double.self) {
                self = .number(number)
            } else if let name = try? container.decode(String.self) {
                self = .curveName(name)
            } else {
                self = .curvePoints(try container.decode([Double].self))
            }
        }

        /// Writes a number, a string or an array of numbers.
        public func encode(to encoder: Encoder) throws {
            var container = encoder.singleValueContainer()
            switch self {
            case .number(let number): try container.encode(number)
            case .curveName(let name): try container.encode(name)
            case .curvePoints(let points): try container.encode(points)
            }
        }

        /// The number, or nil for a curve.
        public var number: Double? {
            if case .number(let number) = self { return number }
            return nil
        }
    }

    /// A transition in flight.
    public struct Transition: Codable, Equatable {
        /// `push`, `pop`, `present` or `dismiss`.
        public var kind: String
        /// True while a finger or the keyboard drives it.
        public var interactive: Bool
        /// 0...1.
        public var progress: Double
    }

    /// One view of the tree, with its presentation in window points.
    public struct Node: Codable, Equatable {
        /// The view's type name.
        public var type: String
        /// Its accessibility title or a label's text, or nil (`null`).
        public var title: String?
        /// Its shared-element identity (`View.transitionID`), or nil (`null`).
        public var id: String?
        /// The axis-aligned frame in window points: `[x, y, width, height]`.
        public var frame: [Double]
        /// The presentation's own alpha.
        public var alpha: Double
        /// The presentation's corner radius.
        public var cornerRadius: Double
        /// True when hidden.
        public var hidden: Bool
        /// The presentation's mask, or nil (`null`).
        public var mask: Mask?
        /// The subviews, back to front.
        public var children: [Node]

        /// The node of a snapshot and its subtree.
        public init(_ snapshot: ViewSnapshot) {
            type = snapshot.type
            title = snapshot.title
            id = snapshot.id
            frame = SceneState.numbers(snapshot.frame)
            alpha = SceneState.rounded(snapshot.alpha)
            cornerRadius = SceneState.rounded(snapshot.cornerRadius)
            hidden = snapshot.hidden
            mask = snapshot.mask.map(Mask.init)
            children = snapshot.children.map(Node.init)
        }

        // Written by hand only so that a nil title and mask are `null`, as before, rather than
        // left out.
        /// Encodes the node, writing a nil title and mask as `null` rather than leaving them out.
        public func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(type, forKey: .type)
            try container.encode(title, forKey: .title)
            try container.encode(id, forKey: .id)
            try container.encode(frame, forKey: .frame)
            try container.encode(alpha, forKey: .alpha)
            try container.encode(cornerRadius, forKey: .cornerRadius)
            try container.encode(hidden, forKey: .hidden)
            try container.encode(mask, forKey: .mask)
            try container.encode(children, forKey: .children)
        }
    }

    /// A mask shape: `kind` (`rect`, `roundedRect`, `ellipse`, `polygon`) with `rect`
    /// (`[x, y, width, height]`, and `cornerRadius` for a rounded rect) or `points` (`[[x, y], ...]`).
    public struct Mask: Codable, Equatable {
        /// The shape's kind.
        public var kind: String
        /// The rectangle of a rect, rounded rect or ellipse.
        public var rect: [Double]?
        /// The corner radius of a rounded rect.
        public var cornerRadius: Double?
        /// The rounded corners of a rounded rect when not all four (`CACornerMask`'s bits).
        public var maskedCorners: Int?
        /// The corners of a polygon.
        public var points: [[Double]]?

        /// The mask of a shape.
        public init(_ shape: Shape) {
            switch shape {
            case .rect(let r):
                kind = "rect"
                rect = SceneState.numbers(r)
            case .roundedRect(let r, let radius, let corners):
                kind = "roundedRect"
                rect = SceneState.numbers(r)
                cornerRadius = SceneState.rounded(radius)
                if corners != .all { maskedCorners = Int(corners.rawValue) }
            case .ellipse(let r):
                kind = "ellipse"
                rect = SceneState.numbers(r)
            case .polygon(let corners):
                kind = "polygon"
                points = corners.map { [SceneState.rounded($0.x), SceneState.rounded($0.y)] }
            }
        }
    }

    /// The state of `scene` now.
    public init(_ scene: AppScene) {
        let window = scene.window
        size = [Self.rounded(window.bounds.width), Self.rounded(window.bounds.height)]
        style = scene.transitionStyleName
        reduceMotion = scene.reduceMotion
        if let content = scene.content, let style = content.transitionStyle {
            let values = content.motionTuning[style]
            var motion: [String: Parameter] = [:]
            for key in style.motionKeys {
                if let value = values[key] { motion[key.name] = Parameter(value) }
            }
            self.motion = motion
        }
        transition = window.activeTransition.map {
            Transition(
                kind: $0.context.operation.rawValue, interactive: $0.context.isInteractive,
                progress: Self.rounded($0.progress))
        }
        focus = scene.focus.focusedButton?.currentTitle
        navigationStack = scene.navigationTitles
        modalStack = scene.modalTitles
        detent = scene.frontDetent?.rawValue
        root = Node(ViewSnapshot(window))
        let fields = scene.content?.stateFields ?? [:]
        app = fields.isEmpty ? nil : fields
    }

    /// Encodes the state, writing a nil motion, transition, focus and detent as `null` rather than leaving them out.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(size, forKey: .size)
        try container.encode(style, forKey: .style)
        try container.encode(reduceMotion, forKey: .reduceMotion)
        try container.encode(motion, forKey: .motion)
        try container.encode(transition, forKey: .transition)
        try container.encode(focus, forKey: .focus)
        try container.encode(navigationStack, forKey: .navigationStack)
        try container.encode(modalStack, forKey: .modalStack)
        try container.encode(detent, forKey: .detent)
        try container.encode(root, forKey: .root)
        try container.encodeIfPresent(app, forKey: .app)
    }

    /// The state as JSON text: sorted keys, no whitespace, slashes as they are.
    public func json() throws -> String { try JSON.encode(self) }

    /// `value` rounded to three decimals (non-finite values as 0).
    static func rounded(_ value: Double) -> Double {
        guard value.isFinite else { return 0 }
        return (value * 1000).rounded() / 1000
    }

    static func numbers(_ r: Rect) -> [Double] {
        [r.minX, r.minY, r.width, r.height].map(rounded)
    }
}
