import Foundation
import GeoJournalCore
import Testing

@Suite("UUID text")
struct UUIDTextTests {
    @Test func lowercasedIsTheCanonicalTextOfEveryId() {
        var ids = (0..<2000).map { _ in UUID() }
        ids.append(UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)))
        ids.append(UUID(uuid: (255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255)))
        for id in ids {
            #expect(id.lowercased == id.uuidString.lowercased())
        }
        #expect(UUID(uuidString: "0A1B2C3D-4E5F-6071-8293-A4B5C6D7E8F9")!.lowercased == "0a1b2c3d-4e5f-6071-8293-a4b5c6d7e8f9")
    }
}
