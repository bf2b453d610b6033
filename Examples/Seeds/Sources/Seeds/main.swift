import SeedCode
import UIKit

// The four seed articles' transitions: a menu with a button per seed. Until UIKit's app entry
// (UIApplicationMain with a UIApplicationDelegate and a UIWindow) is on Linux, the app starts
// through Segue's entry, which also gives it the headless runs and the tools.
SegueApplication.main(rootViewController: makeSeedsRoot())
