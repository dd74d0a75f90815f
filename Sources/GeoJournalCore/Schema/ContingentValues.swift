
/// One allowed combination of values of a field group, for every subtype or for one.
///
/// ```swift
/// let buffer = Contingency(values: [.code(2), .range(min: 100, max: 500)])
/// let closure = Contingency(subtype: 3, values: [.code(2), .code(7)])
/// ```
public struct Contingency: Sendable, Hashable {
    /// When set, the combination applies only to features of this subtype.
    public var subtype: Int64?
    /// One value per field of the group, in the group's field order.
    public var values: [ContingencyValue]

    public init(subtype: Int64? = nil, values: [ContingencyValue]) {
        self.subtype = subtype
        self.values = values
    }
}
