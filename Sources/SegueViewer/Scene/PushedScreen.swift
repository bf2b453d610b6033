import Segue

/// A pushed screen ("Screen 2", "Screen 3", ...) with Push, Pop, Present and Pop to root.
final class PushedScreen: ScreenController {
    init(number: Int, scene: ViewerScene?) {
        super.init(
            title: "Screen \(number)", color: Palette.screen(number), caption: "Swipe from the left edge to go back",
            scene: scene)
    }

    /// Segue reads no archives (see `ViewController.init(coder:)`).
    required init?(coder: NSCoder) {
        nil
    }

    override func viewDidLoad() {
        addButtonWithSource("Push") { [weak self] button in self?.scene?.push(from: button) }
        addButton("Pop") { [weak self] in self?.scene?.pop() }
        addButtonWithSource("Present") { [weak self] button in self?.scene?.present(from: self, sourceView: button) }
        addButton("Pop to root") { [weak self] in self?.scene?.popToRoot() }
    }
}
