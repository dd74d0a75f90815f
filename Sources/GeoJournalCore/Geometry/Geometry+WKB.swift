extension Geometry {
    /// Well-known binary (little endian, ISO Z flags) of this geometry, as GEOS reads it.
    public var wkb: [UInt8] { WKBWriter(srid: nil).write(self) }

    /// Extended WKB with the SRID embedded, as PostGIS reads it.
    public func ewkb(srid: Int32) -> [UInt8] { WKBWriter(srid: srid).write(self) }

    /// Hex text of the EWKB, which PostgreSQL casts straight to `geometry`.
    public func ewkbHex(srid: Int32) -> String {
        let digits = Array("0123456789ABCDEF".utf8)
        let bytes = ewkb(srid: srid)
        var out = [UInt8](repeating: 0, count: bytes.count * 2)
        for (k, b) in bytes.enumerated() {
            out[2 * k] = digits[Int(b >> 4)]
            out[2 * k + 1] = digits[Int(b & 0x0F)]
        }
        return String(decoding: out, as: UTF8.self)
    }
}

private struct WKBWriter {
    let srid: Int32?
    var out: [UInt8] = []

    init(srid: Int32?) { self.srid = srid }

    func write(_ g: Geometry) -> [UInt8] {
        var w = self
        w.out.reserveCapacity(16 + g.vertexCount * 24)
        w.geometry(g, withSRID: true)
        return w.out
    }

    mutating func header(_ code: UInt32, hasZ: Bool, withSRID: Bool) {
        out.append(1)
        var type = code
        if srid != nil {
            // EWKB flags.
            if hasZ { type |= 0x8000_0000 }
            if withSRID { type |= 0x2000_0000 }
        } else if hasZ {
            type += 1000
        }
        u32(type)
        if withSRID, let srid { u32(UInt32(bitPattern: srid)) }
    }

    mutating func u32(_ v: UInt32) {
        withUnsafeBytes(of: v.littleEndian) { out.append(contentsOf: $0) }
    }

    mutating func f64(_ v: Double) {
        withUnsafeBytes(of: v.bitPattern.littleEndian) { out.append(contentsOf: $0) }
    }

    mutating func position(_ p: Position, hasZ: Bool) {
        f64(p.x)
        f64(p.y)
        if hasZ { f64(p.z ?? 0) }
    }

    mutating func sequence(_ ps: [Position], hasZ: Bool) {
        u32(UInt32(ps.count))
        for p in ps { position(p, hasZ: hasZ) }
    }

    mutating func geometry(_ g: Geometry, withSRID: Bool) {
        let z = g.hasZ
        switch g {
        case .point(let p):
            header(1, hasZ: z, withSRID: withSRID)
            position(p, hasZ: z)
        case .lineString(let ps):
            header(2, hasZ: z, withSRID: withSRID)
            sequence(ps, hasZ: z)
        case .polygon(let rings):
            header(3, hasZ: z, withSRID: withSRID)
            u32(UInt32(rings.count))
            for r in rings { sequence(r, hasZ: z) }
        case .multiPoint(let ps):
            header(4, hasZ: z, withSRID: withSRID)
            u32(UInt32(ps.count))
            for p in ps { geometry(.point(p), withSRID: false) }
        case .multiLineString(let ls):
            header(5, hasZ: z, withSRID: withSRID)
            u32(UInt32(ls.count))
            for l in ls { geometry(.lineString(l), withSRID: false) }
        case .multiPolygon(let polys):
            header(6, hasZ: z, withSRID: withSRID)
            u32(UInt32(polys.count))
            for p in polys { geometry(.polygon(p), withSRID: false) }
        }
    }
}

extension Geometry {
    /// Reads WKB as PostGIS's `ST_AsBinary` or `ST_AsEWKB` writes it: either byte order, ISO or
    /// EWKB Z/M flags (M values are dropped), an embedded SRID skipped. Nil when the bytes are not
    /// exactly one geometry of the six GeoJSON types.
    ///
    /// ```swift
    /// let line = Geometry.lineString([Position(0, 0), Position(10, 0)])
    /// Geometry(wkb: line.wkb) == line   // true
    /// ```
    public init?(wkb bytes: UnsafeRawBufferPointer) {
        var reader = WKBReader(bytes: bytes)
        guard let g = reader.geometry(), reader.offset == bytes.count else { return nil }
        self = g
    }

    public init?(wkb bytes: [UInt8]) {
        guard let g = bytes.withUnsafeBytes({ Geometry(wkb: $0) }) else { return nil }
        self = g
    }
}

private struct WKBReader {
    let bytes: UnsafeRawBufferPointer
    var offset = 0
    var little = true

    init(bytes: UnsafeRawBufferPointer) { self.bytes = bytes }

    mutating func u32() -> UInt32? {
        guard offset + 4 <= bytes.count else { return nil }
        let v = bytes.loadUnaligned(fromByteOffset: offset, as: UInt32.self)
        offset += 4
        return little ? UInt32(littleEndian: v) : UInt32(bigEndian: v)
    }

    mutating func f64() -> Double? {
        guard offset + 8 <= bytes.count else { return nil }
        let v = bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
        offset += 8
        return Double(bitPattern: little ? UInt64(littleEndian: v) : UInt64(bigEndian: v))
    }

    /// Byte order and type of the next geometry: the base type code (1 point ... 6 multipolygon) and its dimensions.
    mutating func header() -> (code: UInt32, z: Bool, m: Bool)? {
        guard offset < bytes.count, bytes[offset] <= 1 else { return nil }
        little = bytes[offset] == 1
        offset += 1
        guard var type = u32() else { return nil }
        var z = type & 0x8000_0000 != 0, m = type & 0x4000_0000 != 0
        if type & 0x2000_0000 != 0, u32() == nil { return nil }
        type &= 0x0FFF_FFFF
        switch type / 1000 {
        case 0: break
        case 1: z = true
        case 2: m = true
        case 3: (z, m) = (true, true)
        default: return nil
        }
        return (type % 1000, z, m)
    }

    /// A count of items that each take at least `size` bytes, checked against what is left.
    mutating func count(_ size: Int) -> Int? {
        guard let n = u32(), Int(n) <= (bytes.count - offset) / size else { return nil }
        return Int(n)
    }

    mutating func position(_ z: Bool, _ m: Bool) -> Position? {
        guard let x = f64(), let y = f64() else { return nil }
        var height: Double?
        if z { guard let v = f64() else { return nil }; height = v }
        if m, f64() == nil { return nil }
        return Position(x, y, height)
    }

    mutating func sequence(_ z: Bool, _ m: Bool) -> [Position]? {
        guard let n = count(8 * (2 + (z ? 1 : 0) + (m ? 1 : 0))) else { return nil }
        var ps: [Position] = []
        ps.reserveCapacity(n)
        for _ in 0..<n {
            guard let p = position(z, m) else { return nil }
            ps.append(p)
        }
        return ps
    }

    mutating func rings(_ z: Bool, _ m: Bool) -> [[Position]]? {
        guard let n = count(4) else { return nil }
        var rs: [[Position]] = []
        rs.reserveCapacity(n)
        for _ in 0..<n {
            guard let r = sequence(z, m) else { return nil }
            rs.append(r)
        }
        return rs
    }

    mutating func geometry() -> Geometry? {
        guard let (code, z, m) = header() else { return nil }
        switch code {
        case 1: return position(z, m).map(Geometry.point)
        case 2: return sequence(z, m).map(Geometry.lineString)
        case 3: return rings(z, m).map(Geometry.polygon)
        case 4, 5, 6:
            guard let n = count(5) else { return nil }
            var points: [Position] = [], lines: [[Position]] = [], polygons: [[[Position]]] = []
            for _ in 0..<n {
                switch (code, geometry()) {
                case (4, .point(let p)?): points.append(p)
                case (5, .lineString(let l)?): lines.append(l)
                case (6, .polygon(let p)?): polygons.append(p)
                default: return nil
                }
            }
            return code == 4 ? .multiPoint(points) : code == 5 ? .multiLineString(lines) : .multiPolygon(polygons)
        default:
            return nil
        }
    }
}
