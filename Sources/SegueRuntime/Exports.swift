// The runtime's files and its clients see the engine and the controller layer as the runtime does.
@_exported import SegueCore
@_exported import SegueUI
