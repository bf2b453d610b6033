import Segue

/// One "photo" of the library: no image file, a landscape drawn from four colours (sky, sun,
/// the far mountain, the near hill), with a name, a place and a date.
struct Photo: Sendable {
    let number: Int
    let name: String
    let place: String
    let date: String
    let sky: Color
    let sun: Color
    let far: Color
    let near: Color

    /// The shared-element identity of the photo's card on the grid and of its picture on the
    /// detail screen: the same on both, so the card's content flies into the detail.
    var transitionID: String { "photo-\(number)" }

    /// The library, in grid order.
    static let library: [Photo] = [
        Photo(
            1, "Dunes", "Sossusvlei", "2 March",
            sky: (255, 196, 120), sun: (255, 244, 214), far: (230, 140, 70), near: (196, 102, 52)),
        Photo(
            2, "Harbour", "Bergen", "9 March",
            sky: (96, 170, 230), sun: (255, 255, 255), far: (40, 90, 150), near: (20, 60, 110)),
        Photo(
            3, "Glacier", "Jökulsárlón", "14 March",
            sky: (176, 214, 240), sun: (255, 255, 255), far: (232, 242, 250), near: (110, 160, 205)),
        Photo(
            4, "Meadow", "Val d'Orcia", "21 March",
            sky: (140, 200, 250), sun: (255, 230, 110), far: (120, 196, 96), near: (60, 150, 70)),
        Photo(
            5, "Canyon", "Page, Arizona", "3 April",
            sky: (250, 170, 110), sun: (255, 236, 180), far: (200, 90, 60), near: (150, 60, 40)),
        Photo(
            6, "Lagoon", "Bora Bora", "11 April",
            sky: (100, 210, 220), sun: (255, 250, 220), far: (40, 170, 160), near: (20, 120, 130)),
        Photo(
            7, "Summit", "Zermatt", "19 April",
            sky: (70, 90, 160), sun: (240, 240, 255), far: (150, 160, 200), near: (60, 60, 110)),
        Photo(
            8, "Orchard", "Kent", "2 May",
            sky: (255, 220, 170), sun: (255, 120, 90), far: (150, 190, 90), near: (90, 140, 60)),
        Photo(
            9, "Fjord", "Geiranger", "16 May",
            sky: (120, 150, 190), sun: (220, 230, 240), far: (70, 100, 130), near: (40, 60, 90)),
        Photo(
            10, "Prairie", "Saskatchewan", "30 May",
            sky: (250, 210, 120), sun: (255, 250, 230), far: (210, 170, 80), near: (170, 130, 50)),
        Photo(
            11, "Volcano", "Stromboli", "8 June",
            sky: (60, 40, 70), sun: (255, 120, 60), far: (120, 60, 70), near: (40, 30, 40)),
        Photo(
            12, "Reef", "Ningaloo", "21 June",
            sky: (60, 180, 230), sun: (255, 255, 200), far: (250, 130, 120), near: (0, 120, 170)),
    ]

    private init(
        _ number: Int, _ name: String, _ place: String, _ date: String, sky: (Int, Int, Int), sun: (Int, Int, Int),
        far: (Int, Int, Int), near: (Int, Int, Int)
    ) {
        func color(_ c: (Int, Int, Int)) -> Color { Color(r: UInt8(c.0), g: UInt8(c.1), b: UInt8(c.2)) }
        self.number = number
        self.name = name
        self.place = place
        self.date = date
        self.sky = color(sky)
        self.sun = color(sun)
        self.far = color(far)
        self.near = color(near)
    }
}
