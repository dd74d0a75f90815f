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
