// Core Graphics' geometry (CGFloat, CGPoint, CGSize, CGRect, CGAffineTransform) is SegueCore's own:
// every module above sees it through SegueCore.
#if canImport(CoreGraphics)
    @_exported import CoreGraphics
#else
    @_exported import Foundation
#endif
