import Segue

// Two screens; the navigation controller's delegate flips the card between them, and a drag on
// the back of the card flips it back interactively.
let transitions = CardFlipTransitions()
let front = CardScreen(side: .front)
let navigation = NavigationController(rootViewController: front)
navigation.delegate = transitions

// The window, --headless, --script, --out, --size, --slow, --font, the keys and the overlays.
SegueApplication.main(rootViewController: navigation)
