/// UIKit's name for a view: `UIView.animate`, `UIView.AnimationOptions` and the rest of the view
/// animation API resolve on SegueCore's `View`.
public typealias UIView = View
