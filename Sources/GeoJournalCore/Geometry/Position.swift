/// A coordinate: x and y in the layer's spatial reference, with an optional z.
public struct Position: Sendable, Hashable {
    public var x: Double
    public var y: Double
    public var z: Double?

    public init(_ x: Double, _ y: Double, _ z: Double? = nil) {
        self.x = x
        self.y = y
        self.z = z
    }
}
