/// Counts of the SDL objects currently owned by wrapper instances, to find leaks in tests.
/// The wrapper is meant to be used from one thread (SDL's video and render APIs require it).
@_spi(Testing) public enum LiveObjects {
    /// Live `Window` instances.
    public internal(set) static var windows = 0
    /// Live `Renderer` instances.
    public internal(set) static var renderers = 0
    /// Live `Texture` instances.
    public internal(set) static var textures = 0
    /// Live `Surface` instances.
    public internal(set) static var surfaces = 0
    /// Live `Font` instances.
    public internal(set) static var fonts = 0

    /// The sum of all counts.
    public static var total: Int { windows + renderers + textures + surfaces + fonts }
}
