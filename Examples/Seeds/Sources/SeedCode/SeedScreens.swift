import UIKit

/// What the articles leave out and the seeds need to run: the screens' colours, a titled button,
/// the second-level screen. The seeds' own lines are in the other files.
enum SeedScreens {
    /// The first-level screens' colour.
    static let firstColor = UIColor.white
    /// The second-level screen's colour.
    static let secondColor = UIColor(red: 0.2, green: 0.4, blue: 0.8, alpha: 1)

    /// Adds a button titled `title` at (100, y, 100, 50) that runs `action` on touch up inside
    /// (the articles' `addTarget:action:forControlEvents:` as UIKit's closure form).
    static func addButton(_ title: String, to view: UIView, y: CGFloat, action: @escaping () -> Void) {
        let btn = UIButton(type: .custom)
        btn.frame = CGRect(x: 100, y: y, width: 100, height: 50)
        btn.setTitle(title, for: .normal)
        btn.setTitleColor(.black, for: .normal)
        btn.addAction(UIAction { _ in action() }, for: .touchUpInside)
        view.addSubview(btn)
    }

    /// The second-level screen: a blue screen with a white square and a title.
    static func second() -> UIViewController {
        let screen = UIViewController()
        screen.view.backgroundColor = secondColor
        let square = UIView(frame: CGRect(x: 40, y: 200, width: 120, height: 120))
        square.backgroundColor = .white
        screen.view.addSubview(square)
        return screen
    }
}
