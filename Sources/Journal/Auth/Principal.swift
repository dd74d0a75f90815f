import Crypto
import Foundation
import GeoJournalCore
import PostgresNIO
import Synchronization

/// The holder of a valid token: the actor written into operations, the role, and the workspaces
/// it may reach (nil: all). A request without a token on a public workspace is an anonymous
/// principal: a viewer of that workspace alone, whose actor is `anonymous`.
///
/// ```swift
/// let reader = Principal.anonymous(workspaces: ["opendata"], client: "192.0.2.7")
/// reader.role            // .viewer
/// reader.may(reach: "opendata")   // true
/// ```
public struct Principal: Sendable, Hashable {
    public var tokenId: UUID
    public var actor: String
    public var role: Role
    public var workspaces: [String]?
    /// Without a token: never more than a viewer of public workspaces.
    public var isAnonymous: Bool = false

    public init(tokenId: UUID, actor: String, role: Role, workspaces: [String]?, isAnonymous: Bool = false) {
        self.tokenId = tokenId
        self.actor = actor
        self.role = role
        self.workspaces = workspaces
        self.isAnonymous = isAnonymous
    }

    public func may(reach workspace: String) -> Bool { workspaces?.contains(workspace) ?? true }

    /// The actor of every request made without a token.
    public static let anonymousActor = "anonymous"

    /// A caller without a token, allowed to read `workspaces` (the public ones it asked for). Its
    /// `tokenId` is derived from the client's address, so the per-token request rate and stream
    /// limits hold per anonymous client as they hold per token.
    public static func anonymous(workspaces: [String], client: String?) -> Principal {
        var bytes = Array(SHA256.hash(data: Array("geojournal anonymous \(client ?? "")".utf8)).prefix(16))
        bytes[6] = (bytes[6] & 0x0F) | 0x50
        bytes[8] = (bytes[8] & 0x3F) | 0x80
        let id = UUID(uuid: (bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
                             bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]))
        return Principal(tokenId: id, actor: anonymousActor, role: .viewer, workspaces: workspaces, isAnonymous: true)
    }
}
