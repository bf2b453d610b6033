import UIKit

// Seed 1's 跳转的控制器 (the first-level screen): the delegate methods are the article's; the
// screen itself (its colour, its buttons, the second-level screen) is not shown in the article
// and is the least that runs them.

/// 跳转的控制器: 遵守 <UIViewControllerTransitioningDelegate, UINavigationControllerDelegate>.
class PP_FirstViewController: UIViewController, UIViewControllerTransitioningDelegate,
    UINavigationControllerDelegate
{
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = SeedScreens.firstColor
        SeedScreens.addButton("push", to: view, y: 100) { [unowned self] in pushSecond() }
        SeedScreens.addButton("present", to: view, y: 160) { [unowned self] in presentSecond() }
    }

    /// Pushes the second-level screen with the article's animators.
    func pushSecond() {
        // 设置 导航控制器代理完成 push 和 pop
        self.navigationController?.delegate = self
        navigationController?.pushViewController(SeedScreens.second(), animated: true)
    }

    /// Presents the second-level screen with the article's animators.
    func presentSecond() {
        let vc = SeedScreens.second()
        // 设置 模态转场过渡代理
        vc.transitioningDelegate = self
        vc.modalPresentationStyle = .custom
        present(vc, animated: true, completion: nil)
    }

    // 导航控制器的跳转动画代理方法  在这里完成 Push 和 Pop 动画
    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation, from fromVC: UIViewController,
        to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        return operation == .push ? PP_Transition(stytle: .push) : PP_Transition(stytle: .pop)
    }

    // 完成转场 Present 动画代理
    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        NSLog("----------->Present 一级视图控制器中")
        return PP_Transition(stytle: .present)
    }

    // 转场 Dissmiss 动画 代理
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        NSLog("----------->Dissmiss 一级视图控制器中")
        return PP_Transition(stytle: .dissmiss)
    }
}
