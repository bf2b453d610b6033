import Foundation

/// The fuzzer command (`segue fuzz`): a placeholder until the fuzzer lands.
public enum Fuzzer {
    /// Runs the fuzzer with its arguments and returns the exit status.
    public static func run(arguments: [String]) -> Int32 {
        FileHandle.standardError.write(Data("segue fuzz: not available\n".utf8))
        return 2
    }
}
