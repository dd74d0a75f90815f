import Foundation

/// The journal's gauges for `/metrics`, read from its rooms: the heads this process knows (the
/// feed), heads taken by other writers and the writers' lag (``Edits``' appenders), how far the
/// in-memory projections lag behind the head (``Reads``' snap indexes, ``Networks``' graphs), the
/// primary and the streaming standbys.
///
/// ```swift
/// let text = await JournalGauges(journal).prometheusText()
/// ```
public struct JournalGauges: Sendable {
    let journal: Journal

    public init(_ journal: Journal) { self.journal = journal }

    /// Prometheus text for the journal's own state: the heads this process knows, heads taken by
    /// other writers, and how far the in-memory projections (snap indexes, network graphs) lag behind the head.
    public func prometheusText() async -> String {
        let notifier = journal.notifier, primary = journal.primary
        let heads = notifier.knownHeads
        let appenders = journal.edits.allAppenders
        let snaps = journal.reads.snapIndexes.positions
        let graphs = await journal.networks.graphs.positions
        var out = "# HELP geojournal_durable_position Highest (committed, durable) position of each workspace this process has heard of.\n"
        out += "# TYPE geojournal_durable_position gauge\n"
        for (ws, head) in heads.sorted(by: { $0.key < $1.key }) {
            out += "geojournal_durable_position{workspace=\"\(ws)\"} \(head)\n"
        }
        out += "# HELP geojournal_batches_decided_again_total Edit batches decided again because another writer had moved the workspace's head.\n"
        out += "# TYPE geojournal_batches_decided_again_total counter\n"
        for (ws, appender) in appenders.sorted(by: { $0.key < $1.key }) {
            let taken = await appender.headsTaken
            out += "geojournal_batches_decided_again_total{workspace=\"\(ws)\"} \(taken)\n"
        }
        out += "# HELP geojournal_projection_lag_positions Positions an in-memory projection is behind the durable head.\n"
        out += "# TYPE geojournal_projection_lag_positions gauge\n"
        for (ws, position) in snaps.sorted(by: { $0.key < $1.key }) {
            out += "geojournal_projection_lag_positions{projection=\"snap\",workspace=\"\(ws)\"} \(max(0, (heads[ws] ?? position) - position))\n"
        }
        for g in graphs.sorted(by: { ($0.workspace, $0.network) < ($1.workspace, $1.network) }) {
            out += "geojournal_projection_lag_positions{projection=\"network\",workspace=\"\(g.workspace)\",network=\"\(g.network)\"} \(max(0, (heads[g.workspace] ?? g.position) - g.position))\n"
        }
        let history = journal.networks.graphs.history
        let past = await journal.networks.graphs.pastGraphFootprint
        out += "# HELP geojournal_network_history_window_positions How far from a graph in memory a past moment's network graph is derived in memory (older: built from the feature versions).\n"
        out += "# TYPE geojournal_network_history_window_positions gauge\ngeojournal_network_history_window_positions \(history.window)\n"
        out += "# HELP geojournal_network_past_graphs Graphs of past moments kept in memory, and the bytes of their arrays (shared with the head's graph where unchanged: an upper bound).\n"
        out += "# TYPE geojournal_network_past_graphs gauge\ngeojournal_network_past_graphs \(past.count)\n"
        out += "# TYPE geojournal_network_past_graph_bytes gauge\ngeojournal_network_past_graph_bytes \(past.bytes)\n"
        // How far each workspace appender's head is behind the latest head this process has
        // heard of (0 when it is current or not known).
        for (ws, heard) in heads.sorted(by: { $0.key < $1.key }) {
            guard let appender = appenders[ws] else { continue }
            let lag = max(0, heard - (await appender.head?.position ?? heard))
            out += "geojournal_projection_lag_positions{projection=\"writer_head\",workspace=\"\(ws)\"} \(lag)\n"
        }
        out += "# HELP geojournal_change_feed_listening Whether the LISTEN connection for change notifications is up.\n"
        out += "# TYPE geojournal_change_feed_listening gauge\ngeojournal_change_feed_listening \(notifier.isListening ? 1 : 0)\n"
        out += "# HELP geojournal_primary_accepts_writes Whether the last check found the database server in use accepting writes (0 while a failover is looked for).\n"
        out += "# TYPE geojournal_primary_accepts_writes gauge\ngeojournal_primary_accepts_writes \(primary.acceptsWrites ? 1 : 0)\n"
        out += "# HELP geojournal_primary_switches_total Switches to another database server that accepts writes (failovers followed).\n"
        out += "# TYPE geojournal_primary_switches_total counter\ngeojournal_primary_switches_total \(primary.switches)\n"
        if let readReplicas = journal.reads.readReplicas { out += readReplicas.prometheusText(primaryHeads: heads) }
        return out
    }
}
