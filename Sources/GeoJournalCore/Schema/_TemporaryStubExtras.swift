// TEMPORARY: removed when the schema model lands.
extension LayerDefinition {
    public func changeProblems(to new: LayerDefinition) -> [Violation] { [] }
    public func compatibilityProblems(of newDefinition: LayerDefinition, for attributes: Attributes) -> [Violation] { [] }
}
