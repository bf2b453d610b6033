// One `import Segue` gives an app the runtime, the tools, the views, controllers, transitions and
// animators.
@_exported import SegueCore
@_exported import SegueRuntime
@_exported import SegueTools
@_exported import SegueUI
