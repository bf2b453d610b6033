import UIKit

/// The app's first screen: a button per seed, each showing that seed's screen.
final class SeedMenuViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = SeedScreens.firstColor
        let seeds: [(String, () -> UIViewController)] = [
            ("scale", { PP_FirstViewController() }), ("circle", { ZZFViewController() }),
            ("fold", { FoldViewController() }), ("sheet", { ViewController() }),
        ]
        for (index, (title, make)) in seeds.enumerated() {
            SeedScreens.addButton(title, to: view, y: 100 + 60 * CGFloat(index)) { [unowned self] in
                navigationController?.pushViewController(make(), animated: true)
            }
        }
    }
}

/// The root of the Seeds app: a navigation controller showing the menu of seeds.
public func makeSeedsRoot() -> UIViewController {
    UINavigationController(rootViewController: SeedMenuViewController())
}
