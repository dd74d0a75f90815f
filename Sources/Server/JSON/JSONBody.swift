import Foundation
import GeoJournalCore
import HTTPTypes
import Hummingbird
import NIOCore

/// Reading JSON bodies and writing JSON responses: one parser, one serializer, one content type.
public enum JSONBody {
    /// The request body parsed as JSON; malformed JSON is a 400 problem naming the byte offset.
    public static func read(_ request: Request, context: GeoJournalContext) async throws -> (JSONValue, [UInt8]) {
        var request = request
        let buffer = try await request.collectBody(upTo: context.maxUploadSize)
        let bytes = Array(buffer.readableBytesView)
        if bytes.isEmpty { throw Problem.badRequest("the request needs a JSON body", code: "body.missing") }
        do {
            return (try JSONValue.parse(bytes), bytes)
        } catch {
            throw Problem.badRequest(error.description, code: "json.malformed")
        }
    }

    public static func response(_ value: JSONValue, status: HTTPResponse.Status = .ok, headers: HTTPFields = [:]) -> Response {
        response(bytes: value.jsonBytes(), status: status, headers: headers)
    }

    public static func response(bytes: [UInt8], status: HTTPResponse.Status = .ok, contentType: String = "application/json", headers: HTTPFields = [:]) -> Response {
        var headers = headers
        headers[.contentType] = contentType
        return Response(status: status, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: bytes)))
    }

    /// A response of a body already in a buffer (made off the event loops, sent without a copy).
    public static func response(buffer: ByteBuffer, status: HTTPResponse.Status = .ok, contentType: String = "application/json", headers: HTTPFields = [:]) -> Response {
        var headers = headers
        headers[.contentType] = contentType
        return Response(status: status, headers: headers, body: .init(byteBuffer: buffer))
    }

    /// A response assembled from JSON text pieces (stored GeoJSON is sent without re-parsing).
    public static func response(text: String, status: HTTPResponse.Status = .ok, contentType: String = "application/json", headers: HTTPFields = [:]) -> Response {
        var headers = headers
        headers[.contentType] = contentType
        return Response(status: status, headers: headers, body: .init(byteBuffer: ByteBuffer(string: text)))
    }
}


extension Request {
    /// A query parameter as text.
    public func query(_ name: String) -> String? { uri.queryParameters[Substring(name)].map(String.init) }

    /// A `bbox`-style query parameter (``BoundingBox/init(queryValue:)``); nil when absent, a 400
    /// problem when it is not a box.
    public func queryBox(_ name: String) throws -> BoundingBox? {
        guard let text = query(name) else { return nil }
        guard let box = BoundingBox(queryValue: text) else {
            throw Problem.badRequest("\(name) is minx,miny,maxx,maxy (or 6 numbers with heights) with min <= max", path: name, code: "query.bbox")
        }
        return box
    }

    /// A whole-number query parameter within bounds; a bad value is a 400 problem.
    public func queryInt(_ name: String, default value: Int, range: ClosedRange<Int>) throws -> Int {
        guard let text = query(name) else { return value }
        guard let n = Int(text), range.contains(n) else {
            throw Problem.badRequest("\(name) must be a whole number from \(range.lowerBound) to \(range.upperBound)", path: name, code: "query.range")
        }
        return n
    }
}

extension GeoJournalContext {
    /// A path parameter that must be a UUID (400 otherwise).
    public func uuidParameter(_ name: String) throws -> UUID {
        guard let text = parameters.get(name), let id = UUID(uuidString: text) else {
            throw Problem.badRequest("\(name) must be a UUID", path: name, code: "path.uuid")
        }
        return id
    }

    public func parameter(_ name: String) throws -> String {
        guard let text = parameters.get(name) else { throw Problem.badRequest("missing \(name)") }
        return text
    }
}
