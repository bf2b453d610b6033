// Core Graphics as UIKit code spells it, on Linux: Foundation already gives `CGFloat`,
// `CGPoint`, `CGSize` and `CGRect`; this module adds what it lacks and re-exports Foundation, so
// `import CoreGraphics` is all a file needs for the geometry it uses.
@_exported import Foundation
