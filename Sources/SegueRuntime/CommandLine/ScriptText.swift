/// How scripts and the command line quote what the user wrote back in messages.
public enum ScriptText {
    /// The most characters of a word a message repeats.
    public static let excerptLength = 40

    /// `text` as a message repeats it: whole when short, else its first characters, an
    /// ellipsis and its length, so a megabyte-long word gives a one-line message.
    public static func excerpt(_ text: String) -> String {
        guard text.count > excerptLength else { return text }
        return "\(text.prefix(excerptLength - 8))… (\(text.count) characters)"
    }
}
