import Foundation
import GeoJournalCore
import GeoJournalNetwork

/// What ``SnapIndex/benchmark(lines:vertices:queries:tolerance:seed:)`` measured.
public struct SnapBenchmarkResult: Sendable, Hashable {
    public var vertices: Int
    public var buildSeconds: Double
    public var medianMs: Double
    public var p99Ms: Double
    public var bytesPerVertex: Double
    /// How many queries snapped to a vertex, to an edge, to nothing.
    /// Feature updates after the build (each re-indexes one line): mean and worst time, the worst
    /// being a delta rebuild or a compaction.
    public var updateMeanMs: Double
    public var updateMaxMs: Double
    public var vertexHits: Int
    public var edgeHits: Int
    public var misses: Int
}

extension SnapIndex {
    /// Builds an index of `lines` generated lines of `vertices` vertices each (random walks with
    /// 10-unit steps over a square that keeps the density of a city network) and times `queries`
    /// snap requests, half next to a random vertex and half anywhere, then `updates` feature updates. Deterministic for a seed.
    /// Meaningful only in a release build.
    ///
    /// ```swift
    /// let r = SnapIndex.benchmark(lines: 100_000, vertices: 10, queries: 100_000)
    /// print(r.buildSeconds, r.medianMs, r.p99Ms)
    /// ```
    public static func benchmark(lines: Int, vertices: Int, queries: Int, updates: Int = 10_000, tolerance: Double = 5, seed: UInt64 = 42) -> SnapBenchmarkResult {
        var random = SeededRandom(seed: seed)
        let side = (Double(lines)).squareRoot() * 60
        var features: [(id: UUID, geometry: Geometry)] = []
        features.reserveCapacity(lines)
        for _ in 0..<lines {
            var x = random.unit() * side, y = random.unit() * side
            var positions: [Position] = []
            positions.reserveCapacity(vertices)
            for _ in 0..<vertices {
                positions.append(Position(x, y))
                let angle = random.unit() * 2 * Double.pi
                x += 10 * cos(angle)
                y += 10 * sin(angle)
            }
            features.append((id: random.uuid(), geometry: .lineString(positions)))
        }
        let clock = ContinuousClock()
        var index = SnapIndex()
        let start = clock.now
        index.insert(layer: "Lines", features: features)
        let build = clock.now - start
        let footprint = index.footprint

        let sources = [SnapSource(layer: "Lines")]
        var requests: [SnapRequest] = []
        requests.reserveCapacity(queries)
        for q in 0..<queries {
            let point: Position
            if q % 2 == 0, case .lineString(let ps) = features[Int(random.next() % UInt64(lines))].geometry {
                let p = ps[Int(random.next() % UInt64(ps.count))]
                point = Position(p.x + (random.unit() - 0.5) * 4 * tolerance, p.y + (random.unit() - 0.5) * 4 * tolerance)
            } else {
                point = Position(random.unit() * side, random.unit() * side)
            }
            requests.append(SnapRequest(point: point, tolerance: tolerance, sources: sources))
        }
        var times: [Double] = []
        times.reserveCapacity(queries)
        var counts: [SnapKind: Int] = [:]
        for request in requests {
            let t0 = clock.now
            let result = index.snap(request)
            let t = clock.now - t0
            times.append(Double(t.components.seconds) * 1e3 + Double(t.components.attoseconds) * 1e-15)
            counts[result.kind, default: 0] += 1
        }
        var updateTotal = 0.0, updateMax = 0.0
        for _ in 0..<(lines > 0 ? updates : 0) {
            let f = features[Int(random.next() % UInt64(lines))]
            guard case .lineString(let ps) = f.geometry else { continue }
            let dx = random.unit() * 20 - 10, dy = random.unit() * 20 - 10
            let moved = Geometry.lineString(ps.map { Position($0.x + dx, $0.y + dy) })
            let t0 = clock.now
            index.upsert(featureId: f.id, layer: "Lines", geometry: moved)
            let t = clock.now - t0
            let ms = Double(t.components.seconds) * 1e3 + Double(t.components.attoseconds) * 1e-15
            updateTotal += ms
            updateMax = Swift.max(updateMax, ms)
        }
        times.sort()
        let median = times.isEmpty ? 0 : times[times.count / 2]
        let p99 = times.isEmpty ? 0 : times[Swift.min(times.count - 1, Int(Double(times.count) * 0.99))]
        let total = lines * vertices
        return SnapBenchmarkResult(
            vertices: total,
            buildSeconds: Double(build.components.seconds) + Double(build.components.attoseconds) * 1e-18,
            medianMs: median, p99Ms: p99,
            bytesPerVertex: total == 0 ? 0 : Double(footprint) / Double(total),
            updateMeanMs: updates > 0 ? updateTotal / Double(updates) : 0, updateMaxMs: updateMax,
            vertexHits: counts[.vertex] ?? 0, edgeHits: counts[.edge] ?? 0, misses: counts[.none] ?? 0)
    }
}

