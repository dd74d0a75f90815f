/// A scalar function a filter may apply to a value.
public enum FilterFunction: Sendable, Hashable {
    case upper, lower
    /// The number of characters.
    case characterLength

    /// The kind of the function's value (its argument is a string).
    public var kind: FilterKind { self == .characterLength ? .integer : .string }
}
