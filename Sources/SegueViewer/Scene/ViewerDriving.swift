import Segue

extension SceneDriver {
    /// A driver on a new viewer scene of the given size and style (the tests' and the viewer's
    /// own checks).
    public convenience init(size: Size = .defaultWindow, style: TransitionStyle = .system) {
        self.init(content: ViewerScene(style: style), size: size)
    }

    /// The viewer scene played on.
    public var viewer: ViewerScene {
        guard let viewer = content as? ViewerScene else { preconditionFailure("not a viewer scene") }
        return viewer
    }
}

extension Fuzzer {
    /// The fuzzer of the viewer's scenes (`segue fuzz`).
    public static var viewer: Fuzzer { Fuzzer(application: ViewerApplication()) }
}
