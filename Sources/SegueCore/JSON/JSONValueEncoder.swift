/// Turns an `Encodable` value into a `JSONValue` through its `encode(to:)`, as `JSONEncoder`
/// does: keyed containers become objects (a key encoded twice keeps the last value, in the first
/// one's place), unkeyed ones arrays, a value that encodes nothing an empty object, and a number
/// that is not finite is refused. `Date`, `Data` and `URL` are written as their own `Codable`
/// forms (`JSONEncoder` has strategies for them; Segue's JSON has none of them).
nonisolated enum JSONValueEncoder {
    /// The JSON value of `value`.
    static func value<T: Encodable>(of value: T) throws -> JSONValue {
        let slot = Slot()
        try encode(value, into: slot, codingPath: [])
        return slot.value
    }

    fileprivate static func encode<T: Encodable>(_ value: T, into slot: Slot, codingPath: [CodingKey]) throws {
        if let scalar = value as? any JSONScalar {
            let json = scalar.jsonValue
            if case .number(let number) = json, !number.isFinite {
                throw EncodingError.invalidValue(
                    value, EncodingError.Context(codingPath: codingPath, debugDescription: "\(number) is not JSON"))
            }
            slot.content = .value(json)
        } else {
            try value.encode(to: SlotEncoder(slot: slot, codingPath: codingPath))
        }
    }
}

/// The values written as JSON scalars rather than through `encode(to:)`.
nonisolated private protocol JSONScalar {
    var jsonValue: JSONValue { get }
}

extension Bool: JSONScalar { fileprivate var jsonValue: JSONValue { .bool(self) } }
extension String: JSONScalar { fileprivate var jsonValue: JSONValue { .string(self) } }
extension Double: JSONScalar { fileprivate var jsonValue: JSONValue { .number(self) } }
// As its description reads (0.1, not 0.10000000149011612), as `JSONEncoder` writes it.
extension Float: JSONScalar { fileprivate var jsonValue: JSONValue { .number(Double(description) ?? Double(self)) } }
extension JSONScalar where Self: BinaryInteger {
    fileprivate var jsonValue: JSONValue { .number(Double(self)) }
}
extension Int: JSONScalar {}
extension Int8: JSONScalar {}
extension Int16: JSONScalar {}
extension Int32: JSONScalar {}
extension Int64: JSONScalar {}
extension UInt: JSONScalar {}
extension UInt8: JSONScalar {}
extension UInt16: JSONScalar {}
extension UInt32: JSONScalar {}
extension UInt64: JSONScalar {}

/// A place a value is encoded into, filled in by the containers made on it.
nonisolated private final class Slot {
    enum Content {
        case unset
        case value(JSONValue)
        case object(ObjectNode)
        case array(ArrayNode)
    }

    var content = Content.unset

    /// What was encoded here.
    var value: JSONValue {
        switch content {
        case .unset: return .object([])
        case .value(let value): return value
        case .object(let node): return .object(node.members.map { ($0.key, $0.slot.value) })
        case .array(let node): return .array(node.elements.map(\.value))
        }
    }

    /// The object encoded here (made on first use).
    func object() -> ObjectNode {
        if case .object(let node) = content { return node }
        let node = ObjectNode()
        content = .object(node)
        return node
    }

    /// The array encoded here (made on first use).
    func array() -> ArrayNode {
        if case .array(let node) = content { return node }
        let node = ArrayNode()
        content = .array(node)
        return node
    }
}

nonisolated private final class ObjectNode {
    var members: [(key: String, slot: Slot)] = []

    /// The slot of `key`: a new one (replacing an earlier value) unless `reusing`.
    func slot(_ key: String, reusing: Bool = false) -> Slot {
        let slot = Slot()
        guard let index = members.firstIndex(where: { $0.key == key }) else {
            members.append((key, slot))
            return slot
        }
        if reusing { return members[index].slot }
        members[index].slot = slot
        return slot
    }
}

nonisolated private final class ArrayNode {
    var elements: [Slot] = []

    func append() -> Slot {
        let slot = Slot()
        elements.append(slot)
        return slot
    }
}

nonisolated private struct IndexKey: CodingKey {
    var intValue: Int?
    var stringValue: String { "Index \(intValue ?? 0)" }
    init(intValue: Int) { self.intValue = intValue }
    init?(stringValue: String) { nil }
}

nonisolated private struct SlotEncoder: Encoder {
    let slot: Slot
    var codingPath: [CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(KeyedSlots<Key>(node: slot.object(), codingPath: codingPath))
    }

    func unkeyedContainer() -> UnkeyedEncodingContainer { UnkeyedSlots(node: slot.array(), codingPath: codingPath) }

    func singleValueContainer() -> SingleValueEncodingContainer { SingleSlot(slot: slot, codingPath: codingPath) }
}

nonisolated private struct KeyedSlots<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let node: ObjectNode
    var codingPath: [CodingKey]

    mutating func encodeNil(forKey key: Key) throws { node.slot(key.stringValue).content = .value(.null) }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        try JSONValueEncoder.encode(value, into: node.slot(key.stringValue), codingPath: codingPath + [key])
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
        -> KeyedEncodingContainer<NestedKey>
    {
        let object = node.slot(key.stringValue, reusing: true).object()
        return KeyedEncodingContainer(KeyedSlots<NestedKey>(node: object, codingPath: codingPath + [key]))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> UnkeyedEncodingContainer {
        UnkeyedSlots(node: node.slot(key.stringValue, reusing: true).array(), codingPath: codingPath + [key])
    }

    mutating func superEncoder() -> Encoder { SlotEncoder(slot: node.slot("super"), codingPath: codingPath) }

    mutating func superEncoder(forKey key: Key) -> Encoder {
        SlotEncoder(slot: node.slot(key.stringValue), codingPath: codingPath + [key])
    }
}

nonisolated private struct UnkeyedSlots: UnkeyedEncodingContainer {
    let node: ArrayNode
    var codingPath: [CodingKey]
    var count: Int { node.elements.count }

    private var nextPath: [CodingKey] { codingPath + [IndexKey(intValue: count)] }

    mutating func encodeNil() throws { node.append().content = .value(.null) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        let path = nextPath
        try JSONValueEncoder.encode(value, into: node.append(), codingPath: path)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
        -> KeyedEncodingContainer<NestedKey>
    {
        let path = nextPath
        return KeyedEncodingContainer(KeyedSlots<NestedKey>(node: node.append().object(), codingPath: path))
    }

    mutating func nestedUnkeyedContainer() -> UnkeyedEncodingContainer {
        let path = nextPath
        return UnkeyedSlots(node: node.append().array(), codingPath: path)
    }

    mutating func superEncoder() -> Encoder {
        let path = nextPath
        return SlotEncoder(slot: node.append(), codingPath: path)
    }
}

nonisolated private struct SingleSlot: SingleValueEncodingContainer {
    let slot: Slot
    var codingPath: [CodingKey]

    mutating func encodeNil() throws { slot.content = .value(.null) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        try JSONValueEncoder.encode(value, into: slot, codingPath: codingPath)
    }
}
