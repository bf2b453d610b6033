// swift-format-ignore-file: AlwaysUseLowerCamelCase, TypeNamesShouldBeCapitalized
import UIKit

// Seed 1, "iOS-总结Demo--Push、Pop 、Present、Dissmiss动画": PP_Transition.h and PP_Transition.m,
// line by line. The article's project defines kScreenW and kScreenH (not shown) as the main
// screen's width and height.

/// The screen's width (the project's kScreenW macro).
var kScreenW: CGFloat { UIScreen.main.bounds.size.width }
/// The screen's height (the project's kScreenH macro).
var kScreenH: CGFloat { UIScreen.main.bounds.size.height }

/// 枚举判断使用场景 (typedef NS_OPTIONS(NSUInteger, AnimatedScene)). The Objective-C switches on
/// the values, so it is an enumeration with the same raw values here.
enum AnimatedScene: UInt {
    case push = 0  // 值为 0
    case pop = 1  // 值为 2 的 0次 (1 << 0)
    case present = 2  // 值为 2 的 1次 (1 << 1)
    case dissmiss = 4  // 值为 2 的 2次 (1 << 2)
}

/// 封装一个实现动画的类, 遵循 UIViewControllerAnimatedTransitioning 协议.
class PP_Transition: NSObject, UIViewControllerAnimatedTransitioning {
    /// 延展一个属性 用来记录初始化的类型
    private var _scenceStyle: AnimatedScene

    /// - (instancetype)initWithStytle:(AnimatedScene)scene
    init(stytle scene: AnimatedScene) {
        _scenceStyle = scene
        super.init()
    }

    /// 转场动画持续时间
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 1.0
    }

    /// 具体去实现转场的动画
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        // 获取到 containerView视图 （我们动画发生的载体）
        let containerView = transitionContext.containerView
        // 我们要去的 View
        let toView = transitionContext.view(forKey: .to)
        // 从哪个 View 去的
        let fromView = transitionContext.view(forKey: .from)
        switch _scenceStyle {
        case .push:
            // Push 动画 这里只是举个例子  动画效果可以自己去使用
            // 注意点： 一定要把目的视图（要去的 View） 添加到容器（containerView）上.
            UIView.animate(
                withDuration: 1.0,
                animations: {
                    fromView?.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
                },
                completion: { finished in
                    containerView.addSubview(toView!)
                    // 这个方法大概就是完成过渡动画，更新内部视图，控制器状态的转变！
                    transitionContext.completeTransition(true)
                })
            NSLog("Push 动画效果")
        case .pop:
            // Pop 动画
            UIView.animate(
                withDuration: 1.0,
                animations: {
                    // 让当前的二级页面  从下方消失
                    fromView?.frame = CGRect(x: 0, y: kScreenH, width: kScreenW, height: kScreenH)
                },
                completion: { finished in
                    containerView.addSubview(toView!)
                    UIView.animate(
                        withDuration: 1.0,
                        animations: {
                            // 让首级页面  由小变大
                            toView?.transform = CGAffineTransform(scaleX: 1, y: 1)
                        },
                        completion: { finished in
                            // 完成过度动画
                            transitionContext.completeTransition(true)
                        })
                })
            NSLog("Pop 动画效果")
        case .present:
            toView?.frame = CGRect(x: kScreenW / 2.0, y: kScreenH / 2.0, width: 0, height: 0)
            containerView.addSubview(toView!)
            UIView.animate(
                withDuration: 1.0,
                animations: {
                    toView?.frame = CGRect(x: 0, y: 0, width: kScreenW, height: kScreenH)
                },
                completion: { finished in
                    transitionContext.completeTransition(true)
                })
            NSLog("Present 动画效果")
        case .dissmiss:
            UIView.animate(
                withDuration: 1.0,
                animations: {
                    // 让当前的二级页面  从上方消失
                    fromView?.frame = CGRect(x: 0, y: -kScreenH, width: kScreenW, height: kScreenH)
                },
                completion: { finished in
                    // Under the custom style the presenter never left the window, so its view is
                    // not handed out: toView is nil, and Objective-C's addSubview: of nil adds
                    // nothing.
                    if let toView { containerView.addSubview(toView) }
                    // 完成过度动画
                    transitionContext.completeTransition(true)
                })
            NSLog("Dissmiss 动画效果")
        }
    }
}
