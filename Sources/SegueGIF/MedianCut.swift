/// Median-cut colour quantisation, weighted by pixel counts: the box of colours that spans the
/// widest channel range times the most pixels is split at its weighted median along that
/// channel, until there are as many boxes as wanted; each box becomes its weighted mean colour.
enum MedianCut {
    /// Up to `boxCount` colours (0x00BBGGRR) standing for `colors`, weighted by `weights`.
    static func colors(for colors: [UInt32], weights: [Int], boxCount: Int) -> [UInt32] {
        guard !colors.isEmpty, boxCount > 0 else { return [] }
        var boxes = [Box(members: Array(colors.indices), colors: colors, weights: weights)]
        while boxes.count < boxCount {
            var best = -1
            var bestScore = 0
            for (index, box) in boxes.enumerated() where box.members.count > 1 {
                let score = box.widestRange.range * box.weight
                if score > bestScore {
                    best = index
                    bestScore = score
                }
            }
            guard best >= 0 else { break }
            let (low, high) = boxes[best].split(colors: colors, weights: weights)
            boxes[best] = low
            boxes.append(high)
        }
        return boxes.map { $0.mean(colors: colors, weights: weights) }
    }

    private static func channel(_ color: UInt32, _ channel: Int) -> Int {
        Int((color >> (8 * UInt32(channel))) & 0xFF)
    }

    /// Colours (indices into the colour list) with their total weight and channel ranges.
    private struct Box {
        var members: [Int]
        var weight = 0
        var minimum = [255, 255, 255]
        var maximum = [0, 0, 0]

        init(members: [Int], colors: [UInt32], weights: [Int]) {
            self.members = members
            for member in members {
                weight += max(1, weights[member])
                for c in 0..<3 {
                    let value = MedianCut.channel(colors[member], c)
                    minimum[c] = min(minimum[c], value)
                    maximum[c] = max(maximum[c], value)
                }
            }
        }

        /// The channel with the widest range, and that range.
        var widestRange: (channel: Int, range: Int) {
            var best = (channel: 0, range: -1)
            for c in 0..<3 where maximum[c] - minimum[c] > best.range {
                best = (c, maximum[c] - minimum[c])
            }
            return best
        }

        /// Two boxes, split at the weighted median of the widest channel (both non-empty).
        func split(colors: [UInt32], weights: [Int]) -> (Box, Box) {
            let c = widestRange.channel
            let sorted = members.sorted { MedianCut.channel(colors[$0], c) < MedianCut.channel(colors[$1], c) }
            var running = 0
            var cut = 1
            for (position, member) in sorted.enumerated() {
                running += max(1, weights[member])
                if running * 2 >= weight {
                    cut = position + 1
                    break
                }
            }
            cut = min(max(cut, 1), sorted.count - 1)
            return (
                Box(members: Array(sorted[..<cut]), colors: colors, weights: weights),
                Box(members: Array(sorted[cut...]), colors: colors, weights: weights)
            )
        }

        /// The weighted mean colour.
        func mean(colors: [UInt32], weights: [Int]) -> UInt32 {
            var sums = [0, 0, 0]
            for member in members {
                for c in 0..<3 { sums[c] += MedianCut.channel(colors[member], c) * max(1, weights[member]) }
            }
            var result: UInt32 = 0
            for c in 0..<3 {
                let value = (sums[c] + weight / 2) / weight
                result |= UInt32(min(255, value)) << (8 * UInt32(c))
            }
            return result
        }
    }
}
