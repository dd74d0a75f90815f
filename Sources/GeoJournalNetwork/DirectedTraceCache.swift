import Foundation
import GeoJournalCore

/// What directed traces (upstream, downstream, subnetwork) derive from the whole network rather than
/// from their starting locations, kept for the next trace on the same graph: which subnetwork area
/// each node lies in with the controllers that bound it, and the hop levels from a set of
/// controllers. Both depend on the trace's barriers, so each is kept under the exact barrier bits
/// it was computed with. A graph that changes gets a fresh, empty cache (``NetworkGraph/update``),
/// so copies of the graph taken before the change keep the cache that is true for them.
final class DirectedTraceCache: @unchecked Sendable {
    private let lock = NSLock()

    /// Areas found under one set of stop nodes and blocked elements.
    private final class Areas {
        let stop: [UInt64]
        let blocked: [UInt64]
        /// Area number per node (-1: not yet found, or a stop node, which bounds areas).
        var areaOf: [Int32]
        /// The controllers of each area, sorted.
        var controllers: [[Int32]] = []

        init(stop: [UInt64], blocked: [UInt64], nodes: Int) {
            self.stop = stop
            self.blocked = blocked
            areaOf = [Int32](repeating: -1, count: nodes)
        }
    }

    private final class Levels {
        let stop: [UInt64]
        let blocked: [UInt64]
        let controllers: [Int32]
        let withFlow: Bool
        let level: [Int32]
        let label: [Int32]
        /// Per walking direction: one bit per adjacency entry that a walk with these levels may take.
        var steps: [Int: [UInt64]] = [:]

        init(stop: [UInt64], blocked: [UInt64], controllers: [Int32], withFlow: Bool, level: [Int32], label: [Int32]) {
            (self.stop, self.blocked, self.controllers, self.withFlow, self.level, self.label) = (stop, blocked, controllers, withFlow, level, label)
        }
    }

    private var controllerSets: [(endpoints: [CompiledNetwork.Endpoint], slots: Bitset, stops: [Int32])] = []
    private var areas: [Areas] = []
    private var levels: [Levels] = []
    /// Barrier sets and controller sets kept at once; the oldest goes first.
    private let areaSets = 2, levelSets = 3

    /// The features that are controllers for `endpoints` and the nodes of their upstream terminals
    /// (`make` finds them the first time).
    func controllers(of endpoints: [CompiledNetwork.Endpoint], make: () -> (Bitset, [Int32])) -> (Bitset, [Int32]) {
        if let known = lock.withLock({ controllerSets.first { $0.endpoints == endpoints } }) { return (known.slots, known.stops) }
        let (slots, stops) = make()
        lock.withLock {
            controllerSets.append((endpoints, slots, stops))
            if controllerSets.count > 4 { controllerSets.removeFirst() }
        }
        return (slots, stops)
    }

    /// The areas kept under these barrier bits (call with the lock held).
    private func areas(stop: [UInt64], blocked: [UInt64]) -> Areas? {
        areas.last { $0.stop == stop && $0.blocked == blocked }
    }

    /// The levels kept for these controllers and barrier bits (call with the lock held).
    private func levels(controllers: [Int32], withFlow: Bool, stop: [UInt64], blocked: [UInt64]) -> Levels? {
        levels.last { $0.withFlow == withFlow && $0.controllers == controllers && $0.stop == stop && $0.blocked == blocked }
    }

    /// The controllers of the area that holds node `n` (a node no stop node bounds), if known.
    func controllers(ofAreaAt n: Int32, stop: [UInt64], blocked: [UInt64]) -> [Int32]? {
        lock.withLock {
            guard let a = areas(stop: stop, blocked: blocked) else { return nil }
            let k = a.areaOf[Int(n)]
            return k >= 0 ? a.controllers[Int(k)] : nil
        }
    }

    /// Remembers one area: every node a walk from a node inside it reached, and its controllers.
    func remember(area nodes: [Int32], controllers: [Int32], stop: [UInt64], blocked: [UInt64], nodeCount: Int, isStop: (Int32) -> Bool) {
        lock.withLock {
            let a: Areas
            if let existing = areas(stop: stop, blocked: blocked) {
                a = existing
            } else {
                a = Areas(stop: stop, blocked: blocked, nodes: nodeCount)
                areas.append(a)
                if areas.count > areaSets { areas.removeFirst() }
            }
            let k = Int32(a.controllers.count)
            a.controllers.append(controllers)
            for n in nodes where !isStop(n) { a.areaOf[Int(n)] = k }
        }
    }

    func knownLevels(controllers: [Int32], withFlow: Bool, stop: [UInt64], blocked: [UInt64]) -> (level: [Int32], label: [Int32])? {
        lock.withLock { levels(controllers: controllers, withFlow: withFlow, stop: stop, blocked: blocked).map { ($0.level, $0.label) } }
    }

    /// The adjacency entries a walk over remembered hop levels may take, for one walking direction
    /// (`make` computes them the first time); nil when those levels are not remembered.
    func steps(controllers: [Int32], withFlow: Bool, stop: [UInt64], blocked: [UInt64], direction: Int, make: ([Int32]) -> [UInt64]) -> [UInt64]? {
        let entry = lock.withLock { levels(controllers: controllers, withFlow: withFlow, stop: stop, blocked: blocked) }
        guard let entry else { return nil }
        if let known = lock.withLock({ entry.steps[direction] }) { return known }
        let made = make(entry.level)
        lock.withLock { entry.steps[direction] = made }
        return made
    }

    func remember(level: [Int32], label: [Int32], controllers: [Int32], withFlow: Bool, stop: [UInt64], blocked: [UInt64]) {
        lock.withLock {
            levels.append(Levels(stop: stop, blocked: blocked, controllers: controllers, withFlow: withFlow, level: level, label: label))
            if levels.count > levelSets { levels.removeFirst() }
        }
    }

    /// Bytes held (area numbers, hop levels and labels, and the barrier bits they are kept under).
    var bytes: Int {
        lock.withLock {
            var total = controllerSets.reduce(0) { $0 + $1.slots.words.count * 8 + $1.stops.count * 4 }
            for a in areas { total += a.areaOf.count * 4 + (a.stop.count + a.blocked.count) * 8 + a.controllers.reduce(0) { $0 + $1.count * 4 + 32 } }
            for l in levels {
                total += (l.level.count + l.label.count + l.controllers.count) * 4 + (l.stop.count + l.blocked.count) * 8
                total += l.steps.values.reduce(0) { $0 + $1.count * 8 }
            }
            return total
        }
    }
}
