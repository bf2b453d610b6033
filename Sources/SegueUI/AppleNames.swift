/// UIKit's name for Segue's control.
public typealias UIControl = Control
/// UIKit's name for Segue's button.
public typealias UIButton = Button
