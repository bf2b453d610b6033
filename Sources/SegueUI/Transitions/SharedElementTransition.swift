import Foundation
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

/// The view that flies in place of a pair of shared elements while a transition runs: it carries
/// a snapshot of each element (`View.snapshotView`), the outgoing one's underneath and the
/// incoming one's on top fading in, both scaled to fill it as it morphs from one element's frame
/// and corner radius to the other's. It lives on top of the container and is gone, with its
/// snapshots, once the transition ends.
@preconcurrency @MainActor public final class SharedElementStandIn: View {
    /// The shared identity it stands in for.
    public let identity: String
    /// The outgoing element as it looked when the transition began (nil for an element that
    /// cannot be drawn; the stand-in then morphs its colour instead).
    public let sourceSnapshot: SnapshotView?
    /// The incoming element as it will look once the transition ends.
    public let destinationSnapshot: SnapshotView?

    init(identity: String, frame: Rect, source: SnapshotView?, destination: SnapshotView?) {
        self.identity = identity
        sourceSnapshot = source
        destinationSnapshot = destination
        super.init(frame: frame)
        accessibilityTitle = "SharedElement \(identity)"
        isUserInteractionEnabled = false
        for snapshot in [source, destination].compactMap({ $0 }) { addSubview(snapshot) }
    }

    /// Segue reads no archives: there is nothing to decode this view from (see `View.init(coder:)`).
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The type's name in the inspector and the state JSON.
    public override var segueTypeName: String { "SharedElementStandIn" }

    /// True when both elements could be snapshotted (otherwise the stand-in is a plain morph).
    var carriesContent: Bool { sourceSnapshot != nil && destinationSnapshot != nil }

    /// Puts the stand-in at `frame` with `cornerRadius`, each snapshot centred and scaled
    /// uniformly to fill it (as model values: inside an animate block they animate).
    func place(at frame: Rect, cornerRadius: Double) {
        self.frame = frame
        self.cornerRadius = cornerRadius
        let size = frame.size
        // The clip reaches a point beyond the element so that at either end the visible snapshot
        // draws its own edges, exactly as the element does; between them it trims the snapshot
        // that overflows.
        maskShape = .roundedRect(
            Rect(x: -1, y: -1, width: size.width + 2, height: size.height + 2), cornerRadius: cornerRadius + 1)
        for snapshot in [sourceSnapshot, destinationSnapshot].compactMap({ $0 }) {
            let captured = snapshot.capturedSize
            let scale = max(size.width / captured.width, size.height / captured.height)
            snapshot.center = Point(x: size.width / 2, y: size.height / 2)
            snapshot.transform3D = Transform3D(scaleX: scale, y: scale, z: 1)
        }
    }
}

/// Matched geometry for one transition: finds the views with the same `transitionID` on the
/// outgoing and incoming screens, snapshots both (the outgoing one as it is on screen, the
/// incoming one as it will be), hides both (restored exactly when the transition ends, finished
/// or cancelled) and flies a stand-in carrying the snapshots from the outgoing one's frame and
/// corner radius to the incoming one's, on the transition's timing: the incoming snapshot fades
/// in over the outgoing one with the motion, and the outgoing one fades out under it over the
/// last 15% of the time (so the element hardly ever shows what is behind it). At the start the
/// stand-in shows exactly the outgoing element, at the end exactly the incoming one. The
/// stand-in is an ordinary animated view in the container, so an interaction scrubs it,
/// reverses it and springs it with the rest.
struct SharedElementTransition {
    private struct Pair {
        let identity: String
        let from: View
        let to: View
        let fromFrame: Rect
        let toFrame: Rect
        let fromSnapshot: SnapshotView?
        let toSnapshot: SnapshotView?
    }

    private let pairs: [Pair]

    /// The fraction of the duration after which the outgoing snapshot fades out, linearly, under
    /// the incoming one (by then nearly opaque on every timing the animators use).
    static let sourceFadeStart = 0.85

    /// Finds the pairs, snapshots them and hides their originals (before the animator runs, so it
    /// sees them hidden).
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
        let measurer = context.containerView.window?.textMeasurer
        for incoming in SharedElementTransition.visibleElements(in: toScreen) {
            guard let identity = incoming.transitionID,
                let source = outgoing.first(where: { $0.transitionID == identity }),
                !found.contains(where: { $0.identity == identity })
            else { continue }
            found.append(
                Pair(
                    identity: identity, from: source, to: incoming,
                    fromFrame: context.frame(of: source, forKey: .from),
                    toFrame: context.frame(of: incoming, forKey: .to),
                    fromSnapshot: source.snapshotView(afterScreenUpdates: false, textMeasurer: measurer),
                    toSnapshot: incoming.snapshotView(afterScreenUpdates: true, textMeasurer: measurer)))
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
        let duration = max(duration, 0.001)
        for pair in pairs {
            let standIn = SharedElementStandIn(
                identity: pair.identity, frame: pair.fromFrame, source: pair.fromSnapshot, destination: pair.toSnapshot)
            let carriesContent = standIn.carriesContent
            View.performWithoutAnimation {
                if carriesContent {
                    standIn.place(at: pair.fromFrame, cornerRadius: pair.from.cornerRadius)
                    pair.toSnapshot?.alpha = 0
                } else {
                    standIn.sourceSnapshot?.isHidden = true
                    standIn.destinationSnapshot?.isHidden = true
                    standIn.backgroundColor = pair.from.backgroundColor
                    standIn.cornerRadius = pair.from.cornerRadius
                }
            }
            context.containerView.addSubview(standIn)
            View.animate(
                withDuration: duration, timing: timing,
                animations: {
                    if carriesContent {
                        standIn.place(at: pair.toFrame, cornerRadius: pair.to.cornerRadius)
                        pair.toSnapshot?.alpha = 1
                    } else {
                        standIn.frame = pair.toFrame
                        standIn.backgroundColor = pair.to.backgroundColor
                        standIn.cornerRadius = pair.to.cornerRadius
                    }
                })
            if carriesContent {
                // The outgoing snapshot goes only once the incoming one covers it (near the end),
                // so the element never shows what is behind it.
                View.animate(
                    withDuration: duration * (1 - SharedElementTransition.sourceFadeStart),
                    delay: duration * SharedElementTransition.sourceFadeStart, curve: .linear,
                    animations: { pair.fromSnapshot?.alpha = 0 })
            }
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
