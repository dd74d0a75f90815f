/// A comparison operator of a ``FeatureFilter``.
public enum FilterComparison: Sendable, Hashable, CaseIterable {
    case equal, notEqual, less, lessOrEqual, greater, greaterOrEqual

    /// Whether `order` (negative, zero, positive: how the left side compares with the right)
    /// satisfies the comparison.
    public func holds(order: Int) -> Bool {
        switch self {
        case .equal: return order == 0
        case .notEqual: return order != 0
        case .less: return order < 0
        case .lessOrEqual: return order <= 0
        case .greater: return order > 0
        case .greaterOrEqual: return order >= 0
        }
    }
}
