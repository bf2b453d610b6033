// One `import Segue` gives an app the views, controllers, transitions and animators too.
@_exported import SegueCore
@_exported import SegueUI
