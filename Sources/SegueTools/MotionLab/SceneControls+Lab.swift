extension SceneControls {
    /// The motion lab's panel of these controls (nil when the lab is not installed).
    var lab: LabPanel? { toolPanels.lazy.compactMap { $0 as? LabPanel }.first }

    /// True while the motion lab panel is shown.
    public var showsLab: Bool { lab.map(isShown) ?? false }
}
