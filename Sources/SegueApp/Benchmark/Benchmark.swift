import Foundation

/// The benchmark command (`segue bench`): a placeholder until the benchmark lands.
public enum Benchmark {
    /// Runs the benchmark with its arguments and returns the exit status.
    public static func run(arguments: [String]) -> Int32 {
        FileHandle.standardError.write(Data("segue bench: not available\n".utf8))
        return 2
    }
}
