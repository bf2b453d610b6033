import SegueCore

/// How an animator wants the shared elements of its transition (views with the same
/// `transitionID` on both screens) to move.
public enum SharedElementMotion: Sendable {
    /// A stand-in morphs from the outgoing element to the incoming one with this timing, over the
    /// animator's duration, above both screens, while both originals are hidden.
    case morph(AnimationTiming)
    /// No stand-in: each original stays in its screen and fades with it (reduce motion).
    case crossFade
}

/// The view that flies in place of a pair of shared elements while a transition runs. It lives
/// on top of the container and is gone once the transition ends.
public final class SharedElementStandIn: View {
    /// The shared identity it stands in for.
    public let identity: String

    init(identity: String, frame: Rect) {
        self.identity = identity
        super.init(frame: frame)
        accessibilityTitle = "SharedElement \(identity)"
        isUserInteractionEnabled = false
    }

    /// The type's name in the inspector and the state JSON.
    public override var typeName: String { "SharedElementStandIn" }
}

/// Matched geometry for one transition: finds the views with the same `transitionID` on the
/// outgoing and incoming screens, hides both (restored exactly when the transition ends,
/// finished or cancelled) and flies a stand-in from the outgoing one's frame, corner radius and
/// colour to the incoming one's, on the transition's timing. The stand-in is an ordinary animated
/// view in the container, so an interaction scrubs it, reverses it and springs it with the rest.
struct SharedElementTransition {
    private struct Pair {
        let identity: String
        let from: View
        let to: View
        let fromFrame: Rect
        let toFrame: Rect
    }

    private let pairs: [Pair]

    /// Finds the pairs and hides their originals (before the animator runs, so it sees them hidden).
    init(context: TransitionContext, motion: SharedElementMotion) {
        guard case .morph = motion, let fromScreen = context.screen(forKey: .from),
            let toScreen = context.screen(forKey: .to)
        else {
            pairs = []
            return
        }
        toScreen.layoutIfNeeded()
        let outgoing = SharedElementTransition.visibleElements(in: fromScreen)
        var found: [Pair] = []
        for incoming in SharedElementTransition.visibleElements(in: toScreen) {
            guard let identity = incoming.transitionID,
                let source = outgoing.first(where: { $0.transitionID == identity }),
                !found.contains(where: { $0.identity == identity })
            else { continue }
            found.append(
                Pair(
                    identity: identity, from: source, to: incoming,
                    fromFrame: context.frame(of: source, forKey: .from),
                    toFrame: context.frame(of: incoming, forKey: .to)))
        }
        pairs = found
        for pair in pairs {
            context.hideUntilTransitionEnds(pair.from)
            context.hideUntilTransitionEnds(pair.to)
        }
    }

    /// True when the transition has shared elements.
    var isEmpty: Bool { pairs.isEmpty }

    /// Adds the stand-ins on top of the container and animates them over `duration`.
    func start(in context: TransitionContext, motion: SharedElementMotion, duration: Double) {
        guard case .morph(let timing) = motion, context.isInFlight else { return }
        for pair in pairs {
            let standIn = SharedElementStandIn(identity: pair.identity, frame: pair.fromFrame)
            View.performWithoutAnimation {
                standIn.backgroundColor = pair.from.backgroundColor
                standIn.cornerRadius = pair.from.cornerRadius
            }
            context.containerView.addSubview(standIn)
            View.animate(
                withDuration: max(duration, 0.001), timing: timing,
                animations: {
                    standIn.frame = pair.toFrame
                    standIn.backgroundColor = pair.to.backgroundColor
                    standIn.cornerRadius = pair.to.cornerRadius
                })
        }
    }

    /// Removes the stand-ins left in a container.
    static func removeStandIns(from container: View) {
        for view in container.subviews where view is SharedElementStandIn { view.removeFromSuperview() }
    }

    /// The views with a transition ID that are visible within a screen, front to back not needed:
    /// in tree order.
    static func visibleElements(in screen: View) -> [View] {
        var result: [View] = []
        collect(screen, into: &result)
        return result
    }

    private static func collect(_ view: View, into result: inout [View]) {
        guard !view.isHidden, view.alpha > 0.01 else { return }
        if view.transitionID != nil, view.bounds.width > 0, view.bounds.height > 0 { result.append(view) }
        for subview in view.subviews { collect(subview, into: &result) }
    }
}
