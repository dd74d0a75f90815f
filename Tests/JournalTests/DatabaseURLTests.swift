import Journal
import Testing

@Suite("DATABASE_URL, one host or several")
struct DatabaseURLTests {
    @Test func oneHostURLKeepsItsPartsAndDoesNotLocateAPrimary() throws {
        let url = try DatabaseURL("postgres://geojournal:s%40cret@db.example:5433/journal")
        #expect(url.endpoints == [.init(host: "db.example", port: 5433)])
        #expect(url.username == "geojournal")
        #expect(url.password == "s@cret")
        #expect(url.database == "journal")
        #expect(!url.locatesPrimary)
        #expect(url.description == "postgres://geojournal@db.example:5433/journal")
    }

    @Test func severalHostsAreEndpointsInOrderAndThePrimaryIsLocated() throws {
        let url = try DatabaseURL("postgresql://gj:pw@10.0.0.1:5432,10.0.0.2,[::1]:6432/geojournal?target_session_attrs=read-write")
        #expect(url.endpoints == [.init(host: "10.0.0.1", port: 5432), .init(host: "10.0.0.2", port: 5432), .init(host: "::1", port: 6432)])
        #expect(url.password == "pw")
        #expect(url.database == "geojournal")
        #expect(url.targetSessionAttributes == "read-write")
        #expect(url.locatesPrimary)
        #expect(url.description == "postgres://gj@10.0.0.1:5432,10.0.0.2:5432,[::1]:6432/geojournal")
    }

    @Test func oneHostWithReadWriteAttributesIsFollowedToo() throws {
        #expect(try DatabaseURL("postgres://gj@h:5432/db?target_session_attrs=read-write").locatesPrimary)
        #expect(try !DatabaseURL("postgres://gj@h:5432/db?target_session_attrs=any").locatesPrimary)
    }

    @Test func attributesThatWouldSendWritesToAStandbyAreRefused() {
        #expect(throws: JournalError.self) { try DatabaseURL("postgres://gj@h1,h2/db?target_session_attrs=standby") }
        #expect(throws: JournalError.self) { try DatabaseURL("postgres://gj@h1:notaport/db") }
        #expect(throws: JournalError.self) { try DatabaseURL("mysql://gj@h1/db") }
    }

    @Test func defaultsAreLibpqs() throws {
        let url = try DatabaseURL("postgres://h1,h2/")
        #expect(url.endpoints.map(\.port) == [5432, 5432])
        #expect(url.username == "postgres")
        #expect(url.database == "postgres")
    }
}
