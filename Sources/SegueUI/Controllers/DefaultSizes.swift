import SegueCore

extension Size {
    /// The size a window starts with when none is given, and the size a controller's view is
    /// made at before its first layout: an iPhone's screen in points, 390x844.
    public static let defaultWindow = Size(width: 390, height: 844)
    /// The area under a navigation bar in the default window (390x788): the size a screen's
    /// view is made at before its first layout.
    public static let defaultContent = Size(
        width: defaultWindow.width, height: defaultWindow.height - NavigationBar.height)
}
