extension View {
    /// True while an animation that blocks interaction runs on the view (a UIKit block without
    /// `.allowUserInteraction`): hit testing then skips the view and its subtree, as UIKit's.
    var isInteractionBlockedByAnimation: Bool {
        guard !animations.isEmpty else { return false }
        return animations.contains { $0.blocksInteraction }
    }
}
