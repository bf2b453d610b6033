// UIKit as iOS code spells it: `import UIKit` brings Core Animation and Core Graphics, Segue's
// views, controllers and transitions under UIKit's names, and the app runtime.
@_exported import QuartzCore
@_exported import Segue
@_exported import SegueUI
