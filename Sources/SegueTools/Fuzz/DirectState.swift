import SegueCore
import SegueUI

/// The actions that build a scene's state at rest directly, with the commands the runtime has
/// for it rather than the clicks and drags a session took: a `resize` to the window's size, `key
/// m` for reduce motion, a `request push` for each screen above the navigation's root, a `request
/// present` for each presented screen (after `style detents` for a sheet with detents), the style,
/// then a wait until it all settles. The shrinker puts them in place of a long session's history
/// (`Shrinker`): a failure that needs two stacked sheets under reduce motion needs five lines to
/// get there, not the hundreds of actions that happened to.
struct DirectState {
    /// The actions, without the closing wait (`actions(settlingIn:)` adds it).
    var actions: [FuzzAction]

    /// The state of `driver`'s scene as direct actions; nil when it is not at rest (something in
    /// flight or queued, the pointer down, slow motion or pause on) or when the app cannot build
    /// it (screens above the root, or presented ones, without `request OP`).
    init?(of driver: SceneDriver, startSize: Size, acceptsRequests: Bool) {
        let scene = driver.scene
        let window = scene.window
        guard !scene.isBusy, !scene.router.isPointerDown, driver.keysToResumeNormalTime.isEmpty else { return nil }
        var actions: [FuzzAction] = []
        let size = window.bounds.size
        if size != startSize, let width = Int(exactly: size.width), let height = Int(exactly: size.height) {
            actions.append(.resize(width: width, height: height))
        }
        if scene.reduceMotion { actions.append(.key(.toggleReduceMotion)) }
        let pushes = max(0, scene.navigationTitles.count - 1)
        let presents = window.presentations.count
        guard acceptsRequests || pushes + presents == 0 else { return nil }
        actions += Array(repeating: .request(.push), count: pushes)
        let style = driver.content.transitionStyle
        for presentation in window.presentations {
            if style != nil {
                let isSheet = presentation.presentationController is DetentSheetPresentationController
                let presentedIn: TransitionStyle = isSheet ? .detents : (style == .detents ? .system : style!)
                if actions.last != .style(presentedIn) { actions.append(.style(presentedIn)) }
            }
            actions.append(.request(.present))
        }
        if let style, actions.last != .style(style) { actions.append(.style(style)) }
        self.actions = actions
    }

    /// The actions followed by a wait long enough for them to settle on a fresh scene of
    /// `fuzzer`'s app; nil when they do not settle within 60 s.
    func actions(settlingIn fuzzer: Fuzzer, size: Size) -> [FuzzAction]? {
        guard !actions.isEmpty else { return [] }
        let (driver, _) = fuzzer.makeDriver(size: size, extra: [])
        do {
            for action in actions { try driver.play(action) }
            let before = driver.frameCount
            guard try driver.settle(limit: 60) else { return nil }
            let frames = driver.frameCount - before
            guard frames > 0 else { return actions }
            // A wait of `ms` plays `ms · 60 / 1000` frames, rounded: a whole number of frames' worth.
            return actions + [.wait(milliseconds: (frames * 1000 + 59) / 60)]
        } catch {
            return nil
        }
    }
}
