import UIKit
import XCTest

/// Every way UIKit code spells `UIView.animate` compiles and takes UIKit's form (additive, with
/// the options), while Segue's own forms keep compiling.
nonisolated final class AnimateSpellingTests: AnimationHarness {
    @MainActor func testUIKitSpellingsResolveToUIKitForms() async {
        var completions = 0
        UIView.animate(withDuration: 1) { self.view.alpha = 0.5 }
        UIView.animate(withDuration: 1, animations: { self.view.alpha = 0.4 })
        UIView.animate(withDuration: 1, animations: { self.view.alpha = 0.3 }, completion: { _ in completions += 1 })
        UIView.animate(withDuration: 1, delay: 0) { self.view.alpha = 0.2 }
        UIView.animate(withDuration: 1, delay: 0, animations: { self.view.alpha = 0.1 })
        UIView.animate(withDuration: 1, delay: 0, options: [], animations: { self.view.alpha = 0 }, completion: nil)
        UIView.animate(
            withDuration: 1, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
            animations: { self.view.center.x = 10 })
        UIView.animate(springDuration: 0.5) { self.view.center.x = 20 }
        XCTAssertEqual(view.animations.count, 2, "one animation per property: the later ones blended over the first")
        advance(2)
        XCTAssertEqual(completions, 1)
        XCTAssertEqual(view.presentation.alpha, 0)
    }

    @MainActor func testSegueFormsKeepCompiling() async {
        UIView.animate(withDuration: 1, curve: .linear) { self.view.alpha = 0.5 }
        UIView.animate(withDuration: 1, delay: 0, curve: .easeIn, animations: { self.view.alpha = 0.4 })
        UIView.animate(
            withDuration: 1, delay: 0, dampingRatio: 0.8, initialVelocity: 0, animations: { self.view.center.x = 5 })
        UIView.animate(withDuration: 1, timing: .curve(.linear), animations: { self.view.alpha = 0.3 })
        advance(1.5)
        XCTAssertEqual(view.presentation.alpha, 0.3)
    }
}
