// May be removed once SegueCore declares `CATransform3D` as the name of its `Transform3D`.
import SegueCore

/// Core Animation's 4×4 transform: Segue's `Transform3D`, with the same fields (`m11` … `m44`),
/// layout (row vectors, translation in `m41 m42 m43`) and conventions.
public typealias CATransform3D = Transform3D
