import Foundation
import GeoJournalCore
import Testing

@testable import Journal

/// A graph load reads each network member of a feature's attributes as a small JSON text; integers
/// skip the parser, and every text reads as the full parser reads it.
@Suite("Network member values")
struct NetworkMemberValueTests {
    @Test func eachTextReadsAsTheParserReadsIt() throws {
        for text in ["3", "0", "-12", "123456789012345678", "1234567890123456789012", "1.5", "-0.25", "1e3", #""12""#, #""a, b""#,
                     "true", "null", "[1, 2]", #"{"x": 1}"#, "-", "--1", "1-"] {
            let parsed = (try? JSONValue.parse(text)) ?? .null
            #expect(NetworkGraphs.memberValue(text) == parsed, "\(text)")
        }
        #expect(NetworkGraphs.memberValue("-12") == .integer(-12))
    }
}
