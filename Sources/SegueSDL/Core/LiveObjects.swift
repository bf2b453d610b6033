import SegueCore

/// Counts of the SDL objects currently owned by wrapper instances, to find leaks in tests.
/// The wrapper is meant to be used from one thread (SDL's video and render APIs require it);
/// the counts are kept under a lock all the same, so reading them is safe from anywhere.
@_spi(Testing) public enum LiveObjects {
    /// The live instances of each wrapper.
    struct Counts: Sendable {
        var windows = 0
        var renderers = 0
        var textures = 0
        var surfaces = 0
        var fonts = 0
    }

    /// The counts, changed by the wrappers' initialisers and deinitialisers.
    static let counts = LockedValue(Counts())

    /// Live `Window` instances.
    package static var windows: Int { counts.value.windows }
    /// Live `Renderer` instances.
    package static var renderers: Int { counts.value.renderers }
    /// Live `Texture` instances.
    package static var textures: Int { counts.value.textures }
    /// Live `Surface` instances.
    package static var surfaces: Int { counts.value.surfaces }
    /// Live `Font` instances.
    package static var fonts: Int { counts.value.fonts }

    /// The sum of all counts.
    package static var total: Int { windows + renderers + textures + surfaces + fonts }
}
