import SegueCore

/// What a navigation bar shows for one controller, as UINavigationItem: its title, and the
/// title of the back button the screen above it shows.
@preconcurrency @MainActor public final class NavigationItem {
    /// The title in the bar (the controller's `title` unless set apart).
    public var title: String?
    /// The title of the back button of the screen pushed above this one (nil: this item's
    /// title, or "Back" when it has none).
    public var backButtonTitle: String?

    /// Creates an item with a title.
    public init(title: String? = nil) {
        self.title = title
    }
}

extension ViewController: ViewLayoutOwner {}
