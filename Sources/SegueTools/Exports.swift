// The tools' files see the runtime (and through it the engine and the controller layer).
@_exported import SegueRuntime
