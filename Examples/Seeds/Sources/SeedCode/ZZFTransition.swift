import UIKit

// Seed 2, "iOS自定义转场动画": ZZFTransition.h and ZZFTransition.m, line by line.

/// typedef NS_ENUM(NSUInteger, ZZFTransitionType)
enum ZZFTransitionType: UInt {
    case push
    case pop
}

/// 动画管理类ZZFTransition，实现UIViewControllerAnimatedTransitioning，CAAnimationDelegate协议.
class ZZFTransition: NSObject, UIViewControllerAnimatedTransitioning, CAAnimationDelegate {
    /// The animation's type (the class extension's property, not shown in the article).
    var type: ZZFTransitionType = .push
    /// The context the mask's animation completes (the class extension's property).
    var transitionContext: UIViewControllerContextTransitioning?

    /// +(ZZFTransition *)transitionAnimationWithType:(ZZFTransitionType)type
    class func transitionAnimation(with type: ZZFTransitionType) -> ZZFTransition {
        let transition = ZZFTransition()
        transition.type = type
        return transition
    }

    /// 这个方法返回转场动画执行的时间。
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 3
    }

    /// 在这个方法内部实现动画的主要代码。
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        self.transitionContext = transitionContext

        switch type {
        case .push:
            self.pushAnimation(transitionContext)
        case .pop:
            self.popAnimation(transitionContext)
        }
    }

    /// - (void)pushAnimation:(id<UIViewControllerContextTransitioning>)transitionContext
    func pushAnimation(_ transitionContext: UIViewControllerContextTransitioning) {
        // 获得即将消失的vc的v
        let fromeView = transitionContext.view(forKey: .from)
        // 获得即将出现的vc的v
        let toView = transitionContext.view(forKey: .to)
        // 获得容器view
        let containerView = transitionContext.containerView
        containerView.addSubview(fromeView!)
        containerView.addSubview(toView!)
        let startBP = UIBezierPath(
            ovalIn: CGRect(
                x: (containerView.frame.size.width) / 2, y: (containerView.frame.size.height) / 2, width: 12,
                height: 12))
        let radius = containerView.frame.size.height - 100
        let finalBP = UIBezierPath(
            ovalIn: CGRect(x: 150 - radius, y: 150 - radius, width: radius * 2, height: radius * 2))
        let maskLayer = CAShapeLayer()
        maskLayer.path = finalBP.cgPath
        toView!.layer.mask = maskLayer
        //执行动画
        let animation = CABasicAnimation(keyPath: "path")
        animation.fromValue = startBP.cgPath
        animation.toValue = finalBP.cgPath
        animation.duration = self.transitionDuration(using: transitionContext)
        animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        animation.delegate = self
        maskLayer.add(animation, forKey: "path")
    }

    /// The article calls popAnimation: but does not show it ("这里只实现了push"); its delegate
    /// never asks for a pop animator, so this is never called. It ends the transition at once.
    func popAnimation(_ transitionContext: UIViewControllerContextTransitioning) {
        transitionContext.completeTransition(true)
    }

    /// 在动画执行完成后把遮罩去掉
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        self.transitionContext?.completeTransition(true)
        //清除相应控制器视图的mask
        self.transitionContext?.view(forKey: .from)?.layer.mask = nil
        self.transitionContext?.view(forKey: .to)?.layer.mask = nil
    }
}

/// 在需要执行自定义动画的控制器中，遵守UINavigationControllerDelegate协议. The delegate method is
/// the article's; the screen around it is the least that runs it.
class ZZFViewController: UIViewController, UINavigationControllerDelegate {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = SeedScreens.firstColor
        SeedScreens.addButton("push", to: view, y: 100) { [unowned self] in pushSecond() }
    }

    /// Pushes the second-level screen with the circle.
    func pushSecond() {
        navigationController?.delegate = self
        navigationController?.pushViewController(SeedScreens.second(), animated: true)
    }

    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation, from fromVC: UIViewController,
        to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        if operation == .push {
            let pushTranstion = ZZFTransition.transitionAnimation(with: .push)
            return pushTranstion
        }
        return nil
    }
}
