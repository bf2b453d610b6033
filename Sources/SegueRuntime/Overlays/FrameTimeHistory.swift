/// The durations of the last frames drawn, in seconds of the real clock, oldest first: what the
/// frame-time meter shows.
struct FrameTimeHistory: Equatable, Sendable {
    /// How many frames are kept.
    let capacity: Int
    private var storage: [Double] = []
    private var next = 0

    /// Creates an empty history keeping `capacity` frames (at least one).
    init(capacity: Int = 60) {
        self.capacity = max(1, capacity)
        storage.reserveCapacity(self.capacity)
    }

    /// Records one frame's duration; the oldest is dropped when full.
    mutating func record(_ seconds: Double) {
        if storage.count < capacity {
            storage.append(seconds)
        } else {
            storage[next] = seconds
        }
        next = (next + 1) % capacity
    }

    /// The recorded durations, oldest first.
    var durations: [Double] {
        storage.count < capacity ? storage : Array(storage[next...] + storage[..<next])
    }

    /// The last recorded duration, or nil when empty.
    var last: Double? {
        storage.isEmpty ? nil : storage[(next - 1 + capacity) % capacity]
    }

    /// The mean of the recorded durations, or nil when empty.
    var average: Double? {
        storage.isEmpty ? nil : storage.reduce(0, +) / Double(storage.count)
    }

    /// The longest recorded duration, or nil when empty.
    var maximum: Double? { storage.max() }
}
