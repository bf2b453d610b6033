import SeedCode
import UIKit

/// The app: a window showing the menu of seeds, a button per seed, launched as iOS launches an
/// app (UIKit's `@main` entry runs on Segue's runtime, with its headless runs and tools).
@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = makeSeedsRoot()
        window?.makeKeyAndVisible()
        return true
    }
}
