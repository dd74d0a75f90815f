/// The kind of a field's or a literal's values: it decides how literals compared with a field
/// are read, and which operators and functions apply.
public enum FilterKind: Sendable, Hashable, CaseIterable {
    case integer, double, string, boolean, date, uuid

    public var isNumeric: Bool { self == .integer || self == .double }

    /// Whether values of the two kinds can be compared (the same kind, or two numeric kinds).
    public func isComparable(with other: FilterKind) -> Bool { self == other || (isNumeric && other.isNumeric) }
}
