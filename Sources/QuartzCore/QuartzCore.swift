// Core Animation as UIKit code spells it: layers, 3D transforms and animations are SegueCore's
// own types, so a layer made here is drawn by the same engine as everything else.
@_exported import CoreGraphics
@_exported import SegueCore
