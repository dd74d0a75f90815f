/// CQL2 JSON (`filter-lang=cql2-json`) read into a ``CQL2Node`` tree, every part with its JSON
/// path (`$.args[1].args[0]`).
///
/// ```swift
/// let node = try CQL2JSONReader.read(#"{"op":"and","args":[{"op":">","args":[{"property":"N"},5]},{"op":"s_intersects","args":[{"property":"geometry"},{"bbox":[7,50,8,51]}]}]}"#)
/// ```
enum CQL2JSONReader {
    static func read(_ text: String) throws(CQL2Failure) -> CQL2Node {
        let json: JSONValue
        do {
            json = try JSONValue.parse(text, maxDepth: CQL2.maximumDepth * 2 + 8)
        } catch {
            throw .syntax("the filter is not JSON: \(error)", at: .path("$"))
        }
        return try node(json, "$")
    }

    static func node(_ value: JSONValue, _ path: String) throws(CQL2Failure) -> CQL2Node {
        let place = CQL2Place.path(path)
        switch value {
        case .null:
            throw .syntax("null is not a CQL2 value (use {\"op\":\"isNull\",…} to test for null)", at: place)
        case .bool(let b): return CQL2Node(.boolean(b), place)
        case .integer(let i): return CQL2Node(.number(String(i)), place)
        case .double(let d):
            guard d.isFinite else { throw .syntax("the number is not finite", at: place) }
            return CQL2Node(.number(String(d)), place)
        case .string(let s): return CQL2Node(.string(s), place)
        case .array(let items):
            var nodes: [CQL2Node] = []
            for (k, item) in items.enumerated() { nodes.append(try node(item, "\(path)[\(k)]")) }
            return CQL2Node(.list(nodes), place)
        case .object(let o):
            if let op = o["op"] {
                guard case .string(let name) = op else { throw .syntax("\"op\" must be a string", at: .path(path + ".op")) }
                guard case .array(let args)? = o["args"] else { throw .syntax("\(name) needs \"args\", an array", at: place) }
                try only(o, ["op", "args"], path)
                var nodes: [CQL2Node] = []
                for (k, arg) in args.enumerated() { nodes.append(try node(arg, "\(path).args[\(k)]")) }
                return CQL2Node(.op(name.lowercased(), nodes), place)
            }
            if let p = o["property"] {
                guard case .string(let name) = p, !name.isEmpty else { throw .syntax("\"property\" must be a name", at: .path(path + ".property")) }
                try only(o, ["property"], path)
                return CQL2Node(.property(name), place)
            }
            if let t = o["timestamp"] {
                guard case .string(let s) = t else { throw .syntax("\"timestamp\" must be a string", at: .path(path + ".timestamp")) }
                try only(o, ["timestamp"], path)
                return CQL2Node(.timestamp(s), place)
            }
            if let d = o["date"] {
                guard case .string(let s) = d else { throw .syntax("\"date\" must be a string", at: .path(path + ".date")) }
                try only(o, ["date"], path)
                return CQL2Node(.date(s), place)
            }
            if let i = o["interval"] {
                guard case .array(let bounds) = i, bounds.count == 2 else { throw .syntax("\"interval\" must be an array of two bounds", at: .path(path + ".interval")) }
                try only(o, ["interval"], path)
                return CQL2Node(.interval(try node(bounds[0], path + ".interval[0]"), try node(bounds[1], path + ".interval[1]")), place)
            }
            if let b = o["bbox"] {
                let numbers = (b.arrayValue ?? []).compactMap(\.doubleValue)
                guard numbers.count == b.arrayValue?.count, numbers.count == 4 || numbers.count == 6, numbers.allSatisfy(\.isFinite) else {
                    throw .syntax("\"bbox\" must be an array of 4 (or 6) numbers", at: .path(path + ".bbox"))
                }
                let half = numbers.count / 2
                guard numbers[0] <= numbers[half], numbers[1] <= numbers[half + 1] else {
                    throw .syntax("\"bbox\" needs its minimum corner first", at: .path(path + ".bbox"))
                }
                return CQL2Node(.bbox(BoundingBox(minX: numbers[0], minY: numbers[1], maxX: numbers[half], maxY: numbers[half + 1])), place)
            }
            if o["type"] != nil {
                switch Geometry.parse(value) {
                case .success(let g): return CQL2Node(.geometry(g), place)
                case .failure(let problems):
                    let first = problems.violations.first
                    throw .syntax("not a GeoJSON geometry: \(first?.message ?? "invalid")", at: .path(path + (first.map { $0.path.isEmpty ? "" : ".\($0.path)" } ?? "")))
                }
            }
            throw .syntax("an object of CQL2 JSON has \"op\", \"property\", \"timestamp\", \"date\", \"interval\", \"bbox\" or a GeoJSON \"type\"; found \(o.keys.sorted().prefix(5).joined(separator: ", "))",
                          at: place)
        }
    }

    static func only(_ o: [String: JSONValue], _ keys: Set<String>, _ path: String) throws(CQL2Failure) {
        for key in o.keys.sorted() where !keys.contains(key) {
            throw .syntax("unexpected member \"\(key.count > 40 ? String(key.prefix(37)) + "..." : key)\"", at: .path("\(path).\(key)"))
        }
    }
}
