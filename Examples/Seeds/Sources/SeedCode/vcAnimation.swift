// swift-format-ignore-file: TypeNamesShouldBeCapitalized
import UIKit

// Seed 3, the fold (vcAnimation), line by line. The article logs the views with NSLog's %@;
// Swift's string interpolation prints them here.

/// 一个对象实现UIViewControllerAnimatedTransitioning.
class vcAnimation: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 1
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        //暫時我理解為一個容器View 動畫在它內實現
        NSLog("containerView:\(containerView)")
        let fromeVC = transitionContext.viewController(forKey: .from)!
        //字面意思來自哪個VC
        let toVC = transitionContext.viewController(forKey: .to)!
        //字面意思將呈現哪個VC
        NSLog("fromeVC.view:\(fromeVC.view!)\ntoVC.view:\(toVC.view!)")
        toVC.view.frame = containerView.frame
        toVC.view.layer.anchorPoint = CGPoint(x: 0.5, y: 1)
        toVC.view.layer.position = CGPoint(x: containerView.center.x, y: containerView.frame.size.height)
        fromeVC.view.layer.position = CGPoint(x: containerView.center.x, y: containerView.frame.size.height)
        fromeVC.view.layer.anchorPoint = CGPoint(x: 0.5, y: 1)
        containerView.addSubview(toVC.view)
        // 動畫自己
        UIView.animate(
            withDuration: self.transitionDuration(using: transitionContext),
            animations: {
                fromeVC.view.frame = CGRect(
                    x: 20, y: 20, width: containerView.bounds.size.width - 40,
                    height: containerView.frame.size.height - 10)
                toVC.view.transform = CATransform3DGetAffineTransform(CATransform3DMakeRotation(-0.5, 0.3, 0, 0))
            },
            completion: { finished in
                // 結束過渡
                transitionContext.completeTransition(true)
            })
    }
}

/// The screen with the article's button action (presentaction:) and its delegates. The article
/// shows the navigation delegate's method and declares the transitioning delegate's two; the
/// presentation one returns the same animator, as the article says both do.
class FoldViewController: UIViewController, UIViewControllerTransitioningDelegate,
    UINavigationControllerDelegate
{
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = SeedScreens.firstColor
        SeedScreens.addButton("present", to: view, y: 100) { [unowned self] in presentaction() }
    }

    /// - (IBAction)presentaction:(id)sender
    func presentaction() {
        let vc = UIViewController()
        vc.view.backgroundColor = UIColor.yellow
        //將呈現樣式選為定值型 自己定義
        vc.modalPresentationStyle = .custom
        //過度代理設為自己
        vc.transitioningDelegate = self
        NSLog(
            "\(#function)\nvc.view:\(vc.view!)\nself.view:\(self.view!)\n"
                + "self.navigationController.view:\(String(describing: self.navigationController?.view))")
        self.navigationController?.present(
            vc, animated: true,
            completion: {
                for v in self.navigationController?.view.subviews ?? [] {
                    NSLog("\(v)")
                }
            })
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        return vcAnimation()
    }

    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation, from fromVC: UIViewController,
        to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        let animation = vcAnimation()
        return animation
    }
}
