// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "GeoJournal",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "geojournal", targets: ["geojournal"]),
    ],
    dependencies: [
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.28.1"),
        .package(url: "https://github.com/vapor/postgres-nio.git", from: "1.33.2"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-crypto.git", "3.12.3"..<"5.0.0"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle.git", from: "2.13.0"),
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-nio-extras.git", from: "1.35.2"),
    ],
    targets: [
        .systemLibrary(
            name: "CGEOS",
            pkgConfig: "geos",
            providers: [.apt(["libgeos-dev"])]
        ),
        .target(
            name: "GEOS",
            dependencies: ["CGEOS"]
        ),
        .target(
            name: "GeoJournalCore",
            dependencies: ["GEOS"]
        ),
        // Esri JSON (GeoServices REST): geometries and the where clause read into the filter
        // tree of GeoJournalCore. Pure: no SQL, no I/O.
        .target(
            name: "GeoServices",
            dependencies: ["GeoJournalCore"]
        ),
        // Utility networks: definitions, the in-memory graph, traces.
        .target(
            name: "GeoJournalNetwork",
            dependencies: ["GeoJournalCore"]
        ),
        // Generated sample data and in-process measurements (`geojournal sample-network`,
        // the snap index benchmark): not part of the domain.
        .target(
            name: "GeoJournalSamples",
            dependencies: ["GeoJournalCore", "GeoJournalNetwork"]
        ),
        .target(
            name: "Journal",
            dependencies: [
                "GeoJournalCore",
                "GeoJournalNetwork",
                .product(name: "PostgresNIO", package: "postgres-nio"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "NIOPosix", package: "swift-nio"),
            ]
        ),
        .target(
            name: "Server",
            dependencies: [
                "GeoJournalCore",
                "GeoJournalNetwork",
                "GeoServices",
                "Journal",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
            ]
        ),
        .executableTarget(
            name: "geojournal",
            dependencies: [
                "Server",
                "Journal",
                "GeoJournalCore",
                "GeoJournalNetwork",
                "GeoJournalSamples",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "NIOPosix", package: "swift-nio"),
            ]
        ),
        .testTarget(
            name: "GeoJournalCoreTests",
            dependencies: ["GeoJournalCore", "GeoJournalNetwork", "GeoJournalSamples", "GEOS"]
        ),
        // The Esri parsers, and the where tree as the Journal binds it.
        .testTarget(
            name: "GeoServicesTests",
            dependencies: ["GeoServices", "GeoJournalCore", "Journal"]
        ),
        // The fixtures JournalTests and ServerTests share: the test database (set up once per
        // process), a workspace of its own for each test, the router without sockets.
        .target(
            name: "GeoJournalTestSupport",
            dependencies: [
                "Server",
                "Journal",
                "GeoJournalCore",
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
            ],
            path: "Tests/Support"
        ),
        .testTarget(
            name: "JournalTests",
            dependencies: [
                "GeoJournalTestSupport",
                "Journal",
                "GeoJournalCore",
                "GeoJournalNetwork",
                "GEOS",
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
            ]
        ),
        .testTarget(
            name: "ServerTests",
            dependencies: [
                "GeoJournalTestSupport",
                "Server",
                "Journal",
                "GeoJournalCore",
                "GeoJournalNetwork",
                "GeoJournalSamples",
                "GeoServices",
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
            ]
        ),
    ]
)
