import Segue

/// The colours of the viewer's screens: each pushed or presented screen takes the next one, so
/// neighbours in a transition always differ.
enum Palette {
    static let home = Color(r: 242, g: 242, b: 247)
    static let screens: [Color] = [
        Color(r: 52, g: 120, b: 246), Color(r: 255, g: 149, b: 0), Color(r: 52, g: 199, b: 89),
        Color(r: 175, g: 82, b: 222), Color(r: 255, g: 59, b: 48), Color(r: 90, g: 200, b: 250),
        Color(r: 255, g: 204, b: 0), Color(r: 88, g: 86, b: 214),
    ]
    static let modals: [Color] = [
        Color(r: 255, g: 45, b: 85), Color(r: 48, g: 176, b: 199), Color(r: 162, g: 132, b: 94),
        Color(r: 0, g: 199, b: 190),
    ]

    static func screen(_ number: Int) -> Color { screens[(number - 2 + screens.count * 8) % screens.count] }
    /// The Gallery's card colours: the screens' and the modals' (twelve in all).
    static func card(_ number: Int) -> Color {
        let all = screens + modals
        return all[(number - 1 + all.count * 8) % all.count]
    }
    static func modal(_ number: Int) -> Color { modals[(number - 1 + modals.count * 8) % modals.count] }
}
