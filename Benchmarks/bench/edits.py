"""Edit sections: edit operations/s, two serve processes, bulk operations, the validation share, undo/redo."""

import json
import os
import threading

from .common import (ROOT, Rounds, awk_print, die, fmt_int, head_bytes, lower_median, median, met, note, num, rate, ratio,
                     step, stop_process, verdict)

INSERT_SQL = """\\set n random(1, 1000000000)
INSERT INTO baseline_features (id, layer, geom, attributes, version, position)
VALUES (gen_random_uuid(), 'Points', ST_SetSRID(ST_MakePoint(:n % 100000, :n / 100000), 3857),
        jsonb_build_object('N', :n), 1, :n);
"""


def bench_edit_operations(b):
    c, duration, rounds = b.connections, b.duration, b.rounds
    step(f"Edit operations/s: HTTP, 1 feature per operation, {c} connections, {duration} s")
    insert = b.write("insert.sql", INSERT_SQL)
    threads = min(c, 2)
    if b.warmup > 0:
        b.wrk("edit.lua", b.base_url, c, b.warmup)
        b.pgbench_tps(insert, "-c", c, "-j", threads, "-T", b.warmup)
    # The machine's speed drifts within minutes: the two are measured in turns, and each figure
    # is the median of its rounds (the ratio, the median of the rounds' ratios).
    r = Rounds()
    for round_ in range(1, rounds + 1):
        step(f"Round {round_} of {rounds}: GeoJournal (wrk), then single-row INSERT transactions (pgbench), {c} clients, {duration} s each")
        w = b.wrk("edit.lua", b.base_url, c, duration, out="wrk.out")
        if w["ok"] <= 0:
            die(f"no edit operation succeeded: {head_bytes(b.path('wrk.out'), 500)}")
        ours = rate(w["ok"], w["seconds"])
        baseline = b.pgbench_tps(insert, "-c", c, "-j", threads, "-T", duration)
        r.record(ours, baseline)
        note(f"round {round_}: geojournal {w['ok']} operations acknowledged (200), {w['other']} other responses, {w['errors']} socket errors in {w['seconds']} s "
             f"({ours}/s; latency p50 {w['p50']} ms, p99 {w['p99']} ms); baseline {baseline} transactions/s; ratio {r.ratios[-1]}")
    m = median(r.ratios)
    b.add_row(f"Edit operations/s (1 feature each, {c} connections{r.note(rounds)})",
              fmt_int(median(r.rates)), f"{fmt_int(median(r.baselines))} single-row INSERT tx/s", m,
              f"≥ 0.50 of baseline: {verdict(m, 0.50)}")


def bench_two_nodes(b):
    c, duration, rounds = b.connections, b.duration, b.rounds
    step(f"Edit operations/s with two serve processes on one workspace ({c} connections split between them) against one process")
    b.second, second_url = b.start_serve(b.bin, "second.log", what="the second geojournal serve")
    half = c // 2
    if half < 1:
        die("BENCH_CONNECTIONS must be at least 2 for the two-node section")
    if b.warmup > 0:
        b.wrk("edit.lua", second_url, c, b.warmup, threads=2)
    r, refused = Rounds(), 0
    for round_ in range(1, rounds + 1):
        step(f"Round {round_} of {rounds}: two nodes ({half} + {half} connections), then one node ({c} connections), {duration} s each")
        results = {}
        other = threading.Thread(target=lambda: results.update(a=b.wrk_edits(b.base_url, half, "two-a.raw")))
        other.start()
        results["b"] = b.wrk_edits(second_url, half, "two-b.raw")
        other.join()
        if "a" not in results:
            die("wrk printed no result")
        a, bb = results["a"], results["b"]
        one = b.wrk_edits(b.base_url, c, "one.raw")
        refused += a["other"] + bb["other"] + one["other"]
        ours = f"{a['ok'] / num(a['seconds']) + bb['ok'] / num(bb['seconds']):.1f}"
        baseline = rate(one["ok"], one["seconds"])
        r.record(ours, baseline)
        note(f"round {round_}: two nodes {a['ok']} + {bb['ok']} operations ({a['other']} + {bb['other']} other answers), {ours}/s; "
             f"one node {one['ok']} ({one['other']} other answers), {baseline}/s; ratio {r.ratios[-1]}")
    stop_process(b.second)
    b.second = None
    if refused:
        die(f"{refused} edits were refused (false conflicts) with two nodes writing")
    m = median(r.ratios)
    b.add_row(f"Edit operations/s, two serve processes on one workspace ({half} + {half} connections, 0 refused{r.note(rounds)})",
              fmt_int(median(r.rates)), f"{fmt_int(median(r.baselines))} with one process ({c} connections)", m,
              f"≥ 0.80 of one process: {verdict(m, 0.80)}")


def bench_bulk_operation(b):
    count, repeats, rounds = b.bulk_features, b.bulk_repeats, b.rounds
    step(f"Features/s: one operation of {count} features, {repeats} times per round, {rounds} rounds")
    body = {"edits": [{"layer": "Points", "adds": [
        {"attributes": {"N": i}, "geometry": {"type": "Point", "coordinates": [i % 1000, i // 1000]}} for i in range(count)]}]}
    b.write("bulk.json", json.dumps(body, separators=(",", ":")))

    def post():
        return b.curl("POST", f"{b.base_url}/v1/workspaces/bench/edits", "@" + b.path("bulk.json"), out="bulk.response", max_time=120)

    post()  # warm-up, not counted
    # Baseline: the same rows, one multi-row INSERT per transaction, one client.
    script = b.write("bulk_insert.sql", f"""INSERT INTO baseline_features (id, layer, geom, attributes, version, position)
SELECT gen_random_uuid(), 'Points', ST_SetSRID(ST_MakePoint(i % 1000, i / 1000), 3857),
       jsonb_build_object('N', i), 1, i
FROM generate_series(1, {count}) AS i;
""")
    # A round is a few seconds, and the machine's speed drifts: as for the edit operations, the
    # two are measured in turns and each figure is the median of its rounds.
    r = Rounds()
    for round_ in range(1, rounds + 1):
        ok, total = 0, 0.0
        for i in range(1, repeats + 1):
            code, seconds = post()
            if code == "200":
                ok += 1
                total += num(seconds)
            else:
                note(f"bulk operation {i}: HTTP {code} {head_bytes(b.path('bulk.response'))}")
        if ok <= 0:
            die("no bulk operation succeeded")
        ours = rate(ok * count, total)
        baseline = f"{num(b.pgbench_tps(script, '-c', 1, '-t', repeats)) * count:.1f}"
        r.record(ours, baseline)
        note(f"round {round_}: geojournal {ok} of {repeats} operations of {count} features in {awk_print(total)} s ({ours} features/s); "
             f"baseline {baseline} rows/s; ratio {r.ratios[-1]}")
    fps = median(r.rates)
    rounds_note = f" (median of {rounds} rounds of {repeats}, ratios {r.joined()})" if rounds > 1 else ""
    b.add_row(f"Features/s in one {fmt_int(count)}-feature operation{rounds_note}",
              fmt_int(fps), f"{fmt_int(median(r.baselines))} rows/s (one INSERT of {fmt_int(count)} rows per tx)",
              median(r.ratios), f"≥ 20,000 features/s: {verdict(fps, 20000)}")


def bench_validation_share(b):
    features = int(os.environ.get("BENCH_VALIDATION_FEATURES") or 10000)
    repeats = int(os.environ.get("BENCH_VALIDATION_REPEATS") or 5)
    step(f"Validation share: one operation of {features} BirdNest features with contingent values, {repeats} times")
    with open(os.path.join(ROOT, "Fixtures/BirdNest.json")) as f:
        b.create("PUT", "/v1/workspaces/bench/layers/BirdNest", f.read(), "create layer BirdNest", accept=("200", "201"))

    # Every feature passes the restrictive group; every 10th draws a non-restrictive warning.
    def attributes(i):
        if i % 3 == 0:
            return {"Status": 1, "Protection": 2, "BufferSize": 100 + i % 400, "Visits": 0 if i % 10 == 0 else 1 + i % 49}
        if i % 3 == 1:
            return {"Status": 3, "Protection": 1, "BufferSize": None, "Visits": i % 50, "Species": "Pandion haliaetus"}
        return {"Status": 1, "Protection": 3, "BufferSize": 500 + i % 500, "Visits": 1 + i % 49}

    body = {"edits": [{"layer": "BirdNest", "adds": [
        {"attributes": attributes(i), "geometry": {"type": "Point", "coordinates": [i % 1000, i // 1000]}} for i in range(features)]}]}
    b.write("nests.json", json.dumps(body, separators=(",", ":")))

    def post(query=""):
        return b.curl("POST", f"{b.base_url}/v1/workspaces/bench/edits{query}", "@" + b.path("nests.json"), out="nests.response", max_time=120)

    # Validation alone, measured by the server (?dryRun=true validates exactly as an append and writes nothing).
    validation, total = 0.0, 0.0
    post("?dryRun=true")  # warm-up
    for _ in range(repeats):
        code, _seconds = post("?dryRun=true")
        if code != "200":
            die(f"dry run: HTTP {code} {head_bytes(b.path('nests.response'))}")
        validation += float(b.response_json("nests.response")["validationSeconds"])
    # The whole append of the same operation.
    for _ in range(repeats):
        code, seconds = post()
        if code != "200":
            die(f"append: HTTP {code} {head_bytes(b.path('nests.response'))}")
        total += num(seconds)
    validation_ms = f"{validation * 1000 / repeats:.1f}"
    total_ms = f"{total * 1000 / repeats:.1f}"
    share = f"{num(validation_ms) / num(total_ms):.3f}"
    note(f"geojournal: validation {validation_ms} ms of a {total_ms} ms append (mean of {repeats})")
    b.add_row(f"Validation share of a {fmt_int(features)}-feature operation (contingent values)",
              f"{validation_ms} ms of {total_ms} ms", "—", share, f"< 0.20 of append time: {met(num(share) < 0.20)}")


def bench_undo(b):
    features = int(os.environ.get("BENCH_UNDO_FEATURES") or 100)
    repeats = int(os.environ.get("BENCH_UNDO_REPEATS") or 10)
    step(f"Undo/redo of a {features}-feature operation, {repeats} times each")
    b.create("POST", "/v1/workspaces", '{"id":"undobench"}', "create workspace undobench")
    b.create("PUT", "/v1/workspaces/undobench/layers/Points",
             '{"geometryType":"Point","srid":3857,"fields":[{"name":"N","type":"integer","nullable":false}]}', "create layer")
    b.create("POST", "/v1/workspaces/undobench/sessions", '{"title":"bench"}', "create session")
    session = b.response_json()["id"]
    # One operation adding the features, then one changing every one of them (attributes and geometry).
    adds = {"sessionId": session, "edits": [{"layer": "Points", "adds": [
        {"attributes": {"N": i}, "geometry": {"type": "Point", "coordinates": [i, i]}} for i in range(features)]}]}
    status = b.api("POST", "/v1/workspaces/undobench/edits", json.dumps(adds))
    if status != "200":
        die(f"adds: HTTP {status} {head_bytes(b.path('response'))}")
    updates = {"sessionId": session, "edits": [{"layer": "Points", "updates": [
        {"id": r["id"], "expectedVersion": r["version"], "attributes": {"N": -1}, "geometry": {"type": "Point", "coordinates": [0, 1]}}
        for r in b.response_json()["results"]]}]}
    status = b.api("POST", "/v1/workspaces/undobench/edits", json.dumps(updates))
    if status != "200":
        die(f"updates: HTTP {status} {head_bytes(b.path('response'))}")
    times = {"undo": [], "redo": []}
    for i in range(repeats + 1):
        for kind in ("undo", "redo"):
            code, seconds = b.curl("POST", f"{b.base_url}/v1/workspaces/undobench/sessions/{session}/{kind}")
            if code not in ("200", "201"):
                die(f"{kind}: HTTP {code} {head_bytes(b.path('response'))}")
            if i > 0:  # the first pair warms up
                times[kind].append(seconds)
    undo_ms = f"{lower_median(times['undo']) * 1000:.1f}"
    redo_ms = f"{lower_median(times['redo']) * 1000:.1f}"
    note(f"undo: median {undo_ms} ms, redo: median {redo_ms} ms (end to end, {repeats} each)")
    b.add_row(f"Undo / redo of a {features}-feature operation (median, HTTP end to end)", f"{undo_ms} / {redo_ms} ms", "—",
              ratio(max(num(undo_ms), num(redo_ms)), 50), f"< 50 ms each: {met(num(undo_ms) < 50 and num(redo_ms) < 50)}")


def bench_bulk_updates(b):
    """One operation of 10,000 attribute updates and one of 10,000 moves of the same points, beside
    the operation of 10,000 adds that made them, on a layer of their own: what a nightly job that
    recalculates a field, or the post of a large work order, waits for."""
    count = int(os.environ.get("BENCH_BULK_UPDATES") or 10000)
    rounds = b.rounds
    step(f"Features/s: one operation of {count} adds, then {count} attribute updates, then {count} moves of them, {rounds} rounds")
    b.create("PUT", "/v1/workspaces/bench/layers/Updated", json.dumps({"geometryType": "Point", "srid": 3857, "fields": [
        {"name": "N", "type": "integer"}, {"name": "Status", "type": "integer"}, {"name": "Name", "type": "string"}]}),
        "create layer Updated", accept=("200", "201"))

    def operation(name, edits):
        b.write(f"{name}.json", json.dumps({"edits": [dict(layer="Updated", **edits)]}, separators=(",", ":")))
        code, seconds = b.curl("POST", f"{b.base_url}/v1/workspaces/bench/edits", "@" + b.path(f"{name}.json"), out=f"{name}.response", max_time=600)
        if code != "200":
            die(f"{name}: HTTP {code} {head_bytes(b.path(f'{name}.response'))}")
        return num(seconds), b.response_json(f"{name}.response")["results"]

    adds_rates, update_ratios, move_ratios, updates_rates, moves_rates = [], [], [], [], []
    for round_ in range(0, rounds + 1):  # round 0 warms up
        adds = [{"attributes": {"N": i, "Status": 0, "Name": f"p{i}"},
                 "geometry": {"type": "Point", "coordinates": [(i * 7919) % 100000 + round_, (i * 104729) % 100000]}} for i in range(count)]
        added_s, results = operation("adds", {"adds": adds})
        updated_s, results = operation("updates", {"updates": [
            {"id": r["id"], "expectedVersion": r["version"], "attributes": {"Status": 1 + round_}} for r in results]})
        moved_s, results = operation("moves", {"updates": [
            {"id": r["id"], "expectedVersion": r["version"], "geometry": {"type": "Point", "coordinates": [i % 1000 + 0.5, i // 1000 + round_]}}
            for i, r in enumerate(results)]})
        if round_ == 0:
            continue
        adds_rates.append(count / added_s)
        updates_rates.append(count / updated_s)
        moves_rates.append(count / moved_s)
        update_ratios.append(added_s / updated_s)
        move_ratios.append(added_s / moved_s)
        note(f"round {round_}: adds {count / added_s:,.0f}/s, attribute updates {count / updated_s:,.0f}/s ({added_s / updated_s:.2f}x), "
             f"moves {count / moved_s:,.0f}/s ({added_s / moved_s:.2f}x)")
    adds = median(adds_rates)
    b.add_row(f"Features/s in one operation of {fmt_int(count)} attribute updates (median of {rounds} rounds)",
              fmt_int(median(updates_rates)), f"one operation of {fmt_int(count)} adds on the same layer: {fmt_int(adds)}/s",
              f"{num(median(update_ratios)):.2f}", f"≥ 0.7x the adds: {met(num(median(update_ratios)) >= 0.7)}")
    b.add_row(f"Features/s in one operation of {fmt_int(count)} moves (median of {rounds} rounds)",
              fmt_int(median(moves_rates)), f"one operation of {fmt_int(count)} adds on the same layer: {fmt_int(adds)}/s",
              f"{num(median(move_ratios)):.2f}", f"≥ 0.7x the adds: {met(num(median(move_ratios)) >= 0.7)}")
