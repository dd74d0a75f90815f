/// A value handed from a task to the compute threads and back (``ComputePool``): a graph by its
/// only reference, so a derivation changes it in place; a graph builder or an index fed one batch
/// of rows at a time. Used by one of them at a time, each handing over by awaiting the other.
///
/// ```swift
/// let builder = Exclusive(NetworkGraphBuilder(definition: definition))
/// try await journal.compute.run { builder.value.add(part) }
/// ```
final class Exclusive<Value>: @unchecked Sendable {
    var value: Value
    init(_ value: Value) { self.value = value }
}
