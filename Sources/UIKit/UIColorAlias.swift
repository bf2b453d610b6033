// Temporary: SegueCore will declare `UIColor` as the name of its `Color`; until then UIKit's colour
// API (UIColor.swift) is reachable under that name from here.

/// UIKit's colour type: Segue's 8-bit sRGB `Color`.
public typealias UIColor = Color
