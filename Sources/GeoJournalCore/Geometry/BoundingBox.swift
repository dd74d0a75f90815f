/// An axis-aligned rectangle in map units.
public struct BoundingBox: Sendable, Hashable {
    public var minX: Double
    public var minY: Double
    public var maxX: Double
    public var maxY: Double

    public init(minX: Double, minY: Double, maxX: Double, maxY: Double) {
        self.minX = minX
        self.minY = minY
        self.maxX = maxX
        self.maxY = maxY
    }

    public static let empty = BoundingBox(minX: .infinity, minY: .infinity, maxX: -.infinity, maxY: -.infinity)

    public var isEmpty: Bool { minX > maxX || minY > maxY }

    public mutating func extend(_ p: Position) {
        minX = Swift.min(minX, p.x)
        minY = Swift.min(minY, p.y)
        maxX = Swift.max(maxX, p.x)
        maxY = Swift.max(maxY, p.y)
    }

    public func contains(_ other: BoundingBox) -> Bool {
        other.minX >= minX && other.maxX <= maxX && other.minY >= minY && other.maxY <= maxY
    }

    public func intersects(_ other: BoundingBox) -> Bool {
        !(other.minX > maxX || other.maxX < minX || other.minY > maxY || other.maxY < minY)
    }

    /// Parses `minx,miny,maxx,maxy` as used by `bbox=` query parameters (or the 6-number 3-D
    /// form `minx,miny,minz,maxx,maxy,maxz` of OGC API – Features, whose heights are ignored).
    public init?(queryValue: String) {
        let numbers = queryValue.split(separator: ",", omittingEmptySubsequences: false).map { Double($0.filter { $0 != " " }) }
        let parts: [Double?] = numbers.count == 6 ? [numbers[0], numbers[1], numbers[3], numbers[4]] : numbers
        guard parts.count == 4, let a = parts[0], let b = parts[1], let c = parts[2], let d = parts[3],
            [a, b, c, d].allSatisfy(\.isFinite), a <= c, b <= d
        else { return nil }
        self.init(minX: a, minY: b, maxX: c, maxY: d)
    }
}
