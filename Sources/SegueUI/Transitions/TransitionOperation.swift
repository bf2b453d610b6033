/// Which way a transition goes.
nonisolated public enum TransitionOperation: String, Sendable, CaseIterable {
    /// A navigation push.
    case push
    /// A navigation pop.
    case pop
    /// A modal presentation.
    case present
    /// A modal dismissal.
    case dismiss
}

/// Keys for the two controllers of a transition, as UITransitionContextViewControllerKey.
nonisolated public enum TransitionKey: Sendable {
    /// The controller (or view) visible when the transition starts.
    case from
    /// The controller (or view) visible when it ends.
    case to
}
