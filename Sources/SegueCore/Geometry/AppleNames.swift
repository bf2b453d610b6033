import Foundation

/// UIKit's name for Segue's view: a `UIView` is the view Segue draws, with its backing layer.
public typealias UIView = View
/// UIKit's name for Segue's colour (components kept as bytes: a component reads back as the
/// nearest n/255).
public typealias UIColor = Color
/// UIKit's name for Segue's edge insets.
public typealias UIEdgeInsets = EdgeInsets
/// Core Animation's name for Segue's 3D transform (row vectors, `m34` perspective).
public typealias CATransform3D = Transform3D
/// UIKit's name for Segue's image (decoded pixels and their scale).
public typealias UIImage = Image
/// UIKit's name for Segue's image view.
public typealias UIImageView = ImageView
/// UIKit's name for Segue's gesture recognizer base class.
public typealias UIGestureRecognizer = GestureRecognizer
/// UIKit's name for the gesture recognizer delegate protocol.
public typealias UIGestureRecognizerDelegate = GestureRecognizerDelegate
/// UIKit's name for Segue's touch.
public typealias UITouch = Touch
