extension JSONValue {
    /// The compact JSON text of this value. With `sortedKeys`, object members are written in
    /// byte order of their names, so equal values always give equal bytes.
    ///
    /// ```swift
    /// JSONValue.object(["b": 1, "a": true]).jsonString(sortedKeys: true)  // {"a":true,"b":1}
    /// ```
    public func jsonString(sortedKeys: Bool = false) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(64)
        write(into: &out, sortedKeys: sortedKeys)
        return String(decoding: out, as: UTF8.self)
    }

    /// The compact JSON bytes of this value.
    public func jsonBytes(sortedKeys: Bool = false) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(64)
        write(into: &out, sortedKeys: sortedKeys)
        return out
    }

    public func write(into out: inout [UInt8], sortedKeys: Bool = false) {
        switch self {
        case .null: out.append(contentsOf: "null".utf8)
        case .bool(let b): out.append(contentsOf: (b ? "true" : "false").utf8)
        case .integer(let v): out.append(contentsOf: String(v).utf8)
        case .double(let d): JSONValue.writeDouble(d, into: &out)
        case .string(let s): JSONValue.writeString(s, into: &out)
        case .array(let a):
            out.append(UInt8(ascii: "["))
            for (k, v) in a.enumerated() {
                if k > 0 { out.append(UInt8(ascii: ",")) }
                v.write(into: &out, sortedKeys: sortedKeys)
            }
            out.append(UInt8(ascii: "]"))
        case .object(let o):
            out.append(UInt8(ascii: "{"))
            var first = true
            if sortedKeys {
                for key in o.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
                    if !first { out.append(UInt8(ascii: ",")) }
                    first = false
                    JSONValue.writeString(key, into: &out)
                    out.append(UInt8(ascii: ":"))
                    o[key]!.write(into: &out, sortedKeys: true)
                }
            } else {
                for (key, v) in o {
                    if !first { out.append(UInt8(ascii: ",")) }
                    first = false
                    JSONValue.writeString(key, into: &out)
                    out.append(UInt8(ascii: ":"))
                    v.write(into: &out, sortedKeys: false)
                }
            }
            out.append(UInt8(ascii: "}"))
        }
    }

    package static func writeDouble(_ d: Double, into out: inout [UInt8]) {
        guard d.isFinite else {
            out.append(contentsOf: [0x6E, 0x75, 0x6C, 0x6C])
            return
        }
        // Integral values are written as integers, so that a value read back from PostgreSQL's
        // jsonb (which keeps numbers as decimals) serializes to the same bytes.
        if d == d.rounded(), let i = Int64(exactly: d) {
            out.append(contentsOf: String(i).utf8)
            return
        }
        out.append(contentsOf: "\(d)".utf8)
    }

    package static func writeString(_ s: String, into out: inout [UInt8]) {
        out.append(0x22)
        for b in s.utf8 {
            switch b {
            case 0x22: out.append(0x5C); out.append(0x22)
            case 0x5C: out.append(0x5C); out.append(0x5C)
            case 0x0A: out.append(0x5C); out.append(UInt8(ascii: "n"))
            case 0x0D: out.append(0x5C); out.append(UInt8(ascii: "r"))
            case 0x09: out.append(0x5C); out.append(UInt8(ascii: "t"))
            case 0..<0x20:
                let hex: StaticString = "0123456789abcdef"
                out.append(contentsOf: #"\u00"#.utf8)
                out.append(hex.utf8Start[Int(b >> 4)])
                out.append(hex.utf8Start[Int(b & 0xF)])
            default: out.append(b)
            }
        }
        out.append(0x22)
    }
}
