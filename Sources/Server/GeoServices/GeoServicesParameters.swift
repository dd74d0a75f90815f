import Foundation
import GeoJournalCore
import HTTPTypes
import Hummingbird
import NIOCore

/// The parameters of one GeoServices REST request, however the client sent them: the query
/// string, an urlencoded form body or a multipart/form-data body (the ArcGIS API for Python's
/// `edit_features`). Names are matched without regard to case; a body parameter wins over the
/// same name in the query string; parameters no endpoint reads are ignored, as ArcGIS does.
///
/// ```swift
/// let p = try await GeoServicesParameters.read(&request, context: context)
/// let where = p["where"]                         // "1=1"
/// let ids = try p.bool("returnIdsOnly")          // false when absent
/// ```
public struct GeoServicesParameters: Sendable {
    private var values: [String: String] = [:]

    public init(_ pairs: [(String, String)] = []) {
        for (name, value) in pairs { values[name.lowercased()] = value }
    }

    /// A parameter's text; nil when absent or empty (clients send every parameter of a form,
    /// empty ones included: an empty `outSR` means "the layer's own").
    public subscript(_ name: String) -> String? {
        guard let v = values[name.lowercased()], !v.trimmingCharacters(in: .whitespaces).isEmpty else { return nil }
        return v
    }

    /// Every parameter but the token, sorted, in one text: what decides an answer (a page cache key).
    public var canonical: String {
        values.filter { $0.key != "token" }.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: "\u{0}")
    }

    /// The same parameters with `name` set to `value`.
    public func with(_ name: String, _ value: String) -> GeoServicesParameters {
        var copy = self
        copy.values[name.lowercased()] = value
        return copy
    }

    /// The token given as a parameter (the form ArcGIS clients use when they do not send a header).
    public var token: String? { self["token"] }

    /// `true`/`false` in any letter case (absent: `defaultValue`).
    public func bool(_ name: String, default defaultValue: Bool = false) throws -> Bool {
        guard let text = self[name] else { return defaultValue }
        switch text.lowercased() {
        case "true", "1", "yes": return true
        case "false", "0", "no": return false
        default: throw Problem.badRequest("\(name) must be true or false, got \"\(text)\"", path: name, code: "parameter.type")
        }
    }

    /// A whole number parameter (absent: nil).
    public func int(_ name: String, range: ClosedRange<Int> = 0...Int.max) throws -> Int? {
        guard let text = self[name] else { return nil }
        guard let n = Int(text.trimmingCharacters(in: .whitespaces)), range.contains(n) else {
            throw Problem.badRequest("\(name) must be a whole number from \(range.lowerBound)\(range.upperBound == .max ? " up" : " to \(range.upperBound)"), got \"\(text)\"",
                                     path: name, code: "parameter.type")
        }
        return n
    }

    /// A JSON parameter (absent: nil).
    public func json(_ name: String) throws -> JSONValue? {
        guard let text = self[name] else { return nil }
        do {
            return try JSONValue.parse(Array(text.utf8))
        } catch {
            throw Problem.badRequest("\(name) is not valid JSON: \(error)", path: name, code: "json.malformed")
        }
    }

    /// A comma-separated list of whole numbers (`objectIds=1,2,3`, also as a JSON array).
    public func integers(_ name: String) throws -> [Int64]? {
        guard let text = self[name] else { return nil }
        let trimmed = text.trimmingCharacters(in: CharacterSet(charactersIn: "[] \t"))
        var out: [Int64] = []
        for part in trimmed.split(separator: ",") {
            guard let n = Int64(part.trimmingCharacters(in: .whitespaces)) else {
                throw Problem.badRequest("\(name) must be whole numbers separated by commas, got \"\(part)\"", path: name, code: "parameter.type")
            }
            out.append(n)
        }
        return out
    }

    /// The output format: `json` (also `pjson`), or `geojson` where an endpoint offers it.
    public enum Format: Sendable { case json, pjson, geojson }

    public func format(allowingGeoJSON: Bool = false) throws -> Format {
        switch self["f"]?.lowercased() {
        case nil, "json": return .json
        case "pjson": return .pjson
        case "geojson" where allowingGeoJSON: return .geojson
        case let other?:
            throw Problem.badRequest("f=\(other) is not served here; use f=json or f=pjson\(allowingGeoJSON ? " or f=geojson" : "")", path: "f", code: "parameter.f")
        }
    }

    /// Reads the query string and, for a form body, the body (which stays readable for the route).
    public static func read(_ request: inout Request, context: some RequestContext, maxBytes: Int) async throws -> GeoServicesParameters {
        // The raw query, decoded as a form is (`+` is a space, as Python's requests and HTML forms send it).
        var pairs = urlencoded(request.uri.query ?? "")
        if request.method == .post {
            let type = request.headers[.contentType]?.lowercased() ?? ""
            if type.hasPrefix("application/x-www-form-urlencoded") || type.isEmpty {
                let body = try await request.collectBody(upTo: maxBytes)
                pairs += urlencoded(String(buffer: body))
            } else if type.hasPrefix("multipart/form-data") {
                let body = try await request.collectBody(upTo: maxBytes)
                guard let boundary = boundary(of: request.headers[.contentType] ?? "") else {
                    throw Problem.badRequest("a multipart/form-data body needs a boundary in its Content-Type", path: "", code: "body.type")
                }
                pairs += try multipart(Array(body.readableBytesView), boundary: boundary)
            }
        }
        return GeoServicesParameters(pairs)
    }

    /// `a=1&b=x+y%21` → [("a", "1"), ("b", "x y!")].
    static func urlencoded(_ text: String) -> [(String, String)] {
        text.split(separator: "&", omittingEmptySubsequences: true).map { part in
            let pieces = part.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            func decode(_ s: Substring) -> String {
                let spaced = s.replacingOccurrences(of: "+", with: " ")
                return spaced.removingPercentEncoding ?? spaced
            }
            return (decode(pieces[0]), pieces.count > 1 ? decode(pieces[1]) : "")
        }
    }

    static func boundary(of contentType: String) -> String? {
        for part in contentType.split(separator: ";") {
            let p = part.trimmingCharacters(in: .whitespaces)
            if p.lowercased().hasPrefix("boundary=") {
                return String(p.dropFirst("boundary=".count)).trimmingCharacters(in: CharacterSet(charactersIn: "\""))
            }
        }
        return nil
    }

    /// The text fields of a multipart/form-data body (parts with a file name are skipped).
    static func multipart(_ body: [UInt8], boundary: String) throws -> [(String, String)] {
        let delimiter = Array("--\(boundary)".utf8)
        var out: [(String, String)] = []
        var starts: [Int] = []
        var i = 0
        while let found = find(delimiter, in: body, from: i) {
            starts.append(found)
            i = found + delimiter.count
        }
        guard starts.count >= 2 else { throw Problem.badRequest("the multipart/form-data body has no parts", path: "", code: "body.malformed") }
        for (a, b) in zip(starts, starts.dropFirst()) {
            var partStart = a + delimiter.count
            // The line break after the delimiter.
            if partStart + 1 < body.count, body[partStart] == 13, body[partStart + 1] == 10 { partStart += 2 }
            var partEnd = b
            if partEnd >= 2, body[partEnd - 2] == 13, body[partEnd - 1] == 10 { partEnd -= 2 }
            guard partStart <= partEnd, let split = find([13, 10, 13, 10], in: body, from: partStart), split <= partEnd else { continue }
            let headers = String(decoding: body[partStart..<split], as: UTF8.self)
            let value = String(decoding: body[(split + 4)..<partEnd], as: UTF8.self)
            var name: String?
            var isFile = false
            for line in headers.split(whereSeparator: { $0 == "\r" || $0 == "\n" }) where line.lowercased().hasPrefix("content-disposition:") {
                for attribute in line.split(separator: ";").dropFirst() {
                    let kv = attribute.trimmingCharacters(in: .whitespaces).split(separator: "=", maxSplits: 1)
                    guard kv.count == 2 else { continue }
                    let key = kv[0].lowercased()
                    let v = kv[1].trimmingCharacters(in: CharacterSet(charactersIn: "\""))
                    if key == "name" { name = v }
                    if key == "filename" { isFile = true }
                }
            }
            if let name, !isFile { out.append((name, value)) }
        }
        return out
    }

    private static func find(_ needle: [UInt8], in haystack: [UInt8], from start: Int) -> Int? {
        guard !needle.isEmpty, haystack.count >= needle.count, start <= haystack.count - needle.count else { return nil }
        let first = needle[0]
        var i = start
        let last = haystack.count - needle.count
        while i <= last {
            if haystack[i] == first {
                var k = 1
                while k < needle.count && haystack[i + k] == needle[k] { k += 1 }
                if k == needle.count { return i }
            }
            i += 1
        }
        return nil
    }
}
