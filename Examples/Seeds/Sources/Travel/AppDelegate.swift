import UIKit

/// The Travel app: a list of destinations in a navigation controller, launched as iOS launches an
/// app. Each destination's screen zooms out of its row and an edge swipe takes it back; a booking
/// card springs up and drags down; the filters open in a sheet with two detents.
@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let navigationController = UINavigationController(rootViewController: DestinationListViewController())
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = navigationController
        window?.makeKeyAndVisible()
        return true
    }
}
