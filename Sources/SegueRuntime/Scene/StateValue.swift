/// A value of an app's own field in the state JSON (`SceneContent.stateFields`): what JSON can
/// hold. Numbers are written rounded to three decimals, as the runtime's own.
public enum StateValue: Codable, Equatable, Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number (non-finite ones as 0).
    case number(Double)
    /// A string.
    case string(String)
    /// An array.
    case array([StateValue])
    /// An object.
    case object([String: StateValue])

    /// Encodes the value as the JSON value it is.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .number(let value): try container.encode(SceneState.rounded(value))
        case .string(let value): try container.encode(value)
        case .array(let values): try container.encode(values)
        case .object(let fields): try container.encode(fields)
        }
    }

    /// Decodes any JSON value.
    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let values = try? container.decode([StateValue].self) {
            self = .array(values)
        } else {
            self = .object(try container.decode([String: StateValue].self))
        }
    }
}
