import GeoJournalCore

/// A layer that takes part in the network, and the fields that hold its asset group and type.
public struct NetworkSource: Sendable, Hashable {
    public var layer: String
    public var role: SourceRole
    public var domainNetwork: String
    public var assetGroupField: String
    public var assetTypeField: String

    public init(layer: String, role: SourceRole, domainNetwork: String, assetGroupField: String = "ASSETGROUP", assetTypeField: String = "ASSETTYPE") {
        self.layer = layer
        self.role = role
        self.domainNetwork = domainNetwork
        self.assetGroupField = assetGroupField
        self.assetTypeField = assetTypeField
    }
}
