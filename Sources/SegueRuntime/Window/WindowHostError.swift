/// Why a windowed frame host stopped.
enum WindowHostError: Error, Equatable, CustomStringConvertible {
    /// The window was closed (close button, Ctrl+Q, quit): a script driving it stops here, and
    /// the viewer exits with status 0.
    case closed

    /// A short explanation.
    var description: String {
        switch self {
        case .closed: return "the window was closed"
        }
    }
}
