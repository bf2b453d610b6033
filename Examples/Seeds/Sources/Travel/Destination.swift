import UIKit

/// A place the app lists.
struct Destination {
    let name: String
    let country: String
    let color: UIColor
    let summary: String
    let price: Int

    static let all: [Destination] = [
        Destination(
            name: "Lisbon", country: "Portugal", color: UIColor(red: 0.93, green: 0.55, blue: 0.24, alpha: 1),
            summary: "Seven hills, yellow trams and custard tarts.", price: 420),
        Destination(
            name: "Kyoto", country: "Japan", color: UIColor(red: 0.80, green: 0.25, blue: 0.33, alpha: 1),
            summary: "Temples, gardens and quiet lanes of wooden houses.", price: 1280),
        Destination(
            name: "Reykjavik", country: "Iceland", color: UIColor(red: 0.22, green: 0.49, blue: 0.72, alpha: 1),
            summary: "Hot springs, lava fields and the northern lights.", price: 760),
        Destination(
            name: "Marrakesh", country: "Morocco", color: UIColor(red: 0.72, green: 0.36, blue: 0.20, alpha: 1),
            summary: "Souks, riads and the Atlas mountains beyond.", price: 510),
        Destination(
            name: "Queenstown", country: "New Zealand", color: UIColor(red: 0.20, green: 0.60, blue: 0.45, alpha: 1),
            summary: "Lakes, peaks and a gondola over the town.", price: 1640),
    ]
}
