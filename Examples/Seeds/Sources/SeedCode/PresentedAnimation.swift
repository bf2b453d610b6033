// swift-format-ignore-file: AlwaysUseLowerCamelCase

import UIKit

// Seed 4, "iOS动画和特效（四）controller间的自定义过渡效果": ViewController.m, PresentedAnimation.m,
// ModalViewController.h and .m, line by line. The buttons' addTarget:action:forControlEvents:
// are UIKit's closure form (addAction(_:for:)), the one rewrite Linux needs.

/// ViewController () <ModalViewControllerDelegate, UIViewControllerTransitioningDelegate>
class ViewController: UIViewController, ModalViewControllerDelegate, UIViewControllerTransitioningDelegate {
    override func viewDidLoad() {
        super.viewDidLoad()

        self.view.backgroundColor = UIColor.white

        let btn = UIButton(type: .custom)
        btn.frame = CGRect(x: 100, y: 100, width: 100, height: 50)
        btn.setTitle("push", for: .normal)
        btn.setTitleColor(UIColor.black, for: .normal)

        btn.addAction(UIAction { [unowned self] _ in self.Transitioning2() }, for: .touchUpInside)
        self.view.addSubview(btn)
    }

    /// - (void)Transitioning2
    func Transitioning2() {
        let modalVC = ModalViewController()

        modalVC.delegate = self
        modalVC.transitioningDelegate = self
        self.present(modalVC, animated: true, completion: nil)
    }

    func modalViewControllerDidClickedDismissButton(_ viewController: ModalViewController) {
        self.dismiss(animated: true, completion: nil)
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        return PresentedAnimation()
    }
}

/// PresentedAnimation : NSObject<UIViewControllerAnimatedTransitioning>
class PresentedAnimation: NSObject, UIViewControllerAnimatedTransitioning {
    override init() {
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.8
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let toVC = transitionContext.viewController(forKey: .to)!

        let screenBounds = UIScreen.main.bounds

        let finalFrame = transitionContext.finalFrame(for: toVC)
        toVC.view.frame = finalFrame.offsetBy(dx: 0, dy: screenBounds.size.height)
        let containerView = transitionContext.containerView

        containerView.addSubview(toVC.view)
        let duration = self.transitionDuration(using: transitionContext)

        UIView.animate(
            withDuration: duration, delay: 0.0, usingSpringWithDamping: 0.6, initialSpringVelocity: 0.0,
            options: .transitionCurlUp,
            animations: {
                toVC.view.frame = finalFrame
            },
            completion: { finished in
                transitionContext.completeTransition(true)
            })
    }

    func animationEnded(_ transitionCompleted: Bool) {
        NSLog("animation ended")
    }
}

/// @protocol ModalViewControllerDelegate <NSObject>
protocol ModalViewControllerDelegate: AnyObject {
    func modalViewControllerDidClickedDismissButton(_ viewController: ModalViewController)
}

/// ModalViewController : UIViewController
class ModalViewController: UIViewController {
    weak var delegate: ModalViewControllerDelegate?

    override func viewDidLoad() {
        super.viewDidLoad()

        self.view.backgroundColor = UIColor.lightGray

        let button = UIButton(type: .roundedRect)
        button.frame = CGRect(x: 80.0, y: 210.0, width: 160.0, height: 40.0)
        button.setTitle("Dismiss me", for: .normal)
        button.addAction(
            UIAction { [unowned self, unowned button] _ in self.buttonClicked(button) }, for: .touchUpInside)
        self.view.addSubview(button)
    }

    /// - (void)buttonClicked:(UIButton *)btn
    func buttonClicked(_ btn: UIButton) {
        // respondsToSelector: the Swift protocol's method is required, so a delegate has it.
        self.delegate?.modalViewControllerDidClickedDismissButton(self)
    }
}
