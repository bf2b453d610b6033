import Segue

// Two screens; the navigation controller's delegate flips the card between them, and a drag on
// the back of the card flips it back interactively.
let transitions = CardFlipTransitions()

/// The root of a scene: made anew for each one (record, fuzz and the lab make many).
@MainActor func makeRoot() -> ViewController {
    let navigation = NavigationController(rootViewController: CardScreen(side: .front))
    navigation.delegate = transitions
    return navigation
}

// The window, --headless, --script, --out, --size, --slow, --font, the keys and the overlays,
// and the tools: CardFlip record, CardFlip fuzz, CardFlip plot...
SegueApplication.main(rootViewController: makeRoot())
