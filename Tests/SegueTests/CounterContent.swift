import Segue

/// A scene with its own key and panel: C counts one more, G shows or hides the count.
final class CounterContent: SceneContent {
    let rootViewController: ViewController = NavigationController(rootViewController: ViewController())
    private(set) var count = 0

    /// Lists the count in the top right corner of the window.
    lazy var countPanel = TextOverlayPanel(title: "Counter", toggleKey: KeyPress("g"), placement: .topTrailing) {
        [unowned self] scene in ["count: \(count)", "screens: \(scene.navigationTitles.count)"]
    }

    var appKeys: [AppKey] {
        [AppKey(KeyPress("c"), help: "count one more") { [unowned self] _ in count += 1 }]
    }

    var overlayPanels: [OverlayPanel] { [countPanel] }
}
