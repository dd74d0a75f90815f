#!/usr/bin/env bash
# CQL2 filters on the OGC face (OGC API – Features Part 3) with real clients and against PostGIS,
# on a 100,000-point layer loaded with `geojournal import`:
#
#  1. queryables and schema: the collection links both; types, coded values (enum), ranges;
#  2. 200 random predicates (numbers, strings with LIKE and CASEI, coded values, IN, BETWEEN, nulls,
#     dates, S_INTERSECTS/S_WITHIN/S_DISJOINT) as CQL2 text or JSON: GeoJournal's numberMatched
#     equals PostGIS's count of the same predicate written by hand in SQL over the layer's typed
#     view (gj_<ws>."Poles"), and a page of features holds only features the SQL selects;
#  3. bad filters (unknown field, wrong type, unbalanced parentheses, injection attempts): a 400
#     problem naming the place, and the journal's head unchanged;
#  4. GDAL's OAPIF driver with -where and -spat: what it sends (CPL_CURL_VERBOSE) is stated, and
#     the features it reads are exactly the SQL's either way;
#  5. OWSLib's OGC API Features client with a CQL2 filter (and its queryables).
#
# OWSLib is installed with pip once into a virtual environment under /var/tmp (kept between runs).
# Needs GEOJOURNAL_BIN, GEOJOURNAL_TEST_DATABASE_URL, GEOJOURNAL_TEST_SERVICE_URL (Deploy/test.sh
# sets them), gdal-bin, curl, jq and python3 with venv. Works in its own database, dropped at the end.
set -euo pipefail

pins=(OWSLib==0.32.0 requests==2.34.2)
ws="cql2test"
count=100000
predicates=200

root="$(cd "$(dirname "$0")/../.." && pwd)"
# shellcheck source=Tests/scripts/lib/service_test.sh
source "$root/Tests/scripts/lib/service_test.sh"
service_test ogc_cql2_clients cql2test

for tool in ogrinfo jq curl python3; do
  command -v "$tool" >/dev/null || fail "$tool is missing (Deploy/install-packages.sh --tests installs gdal-bin, jq, curl and python3-venv)"
done

# ---------------------------------------------------------------- pinned clients
python_minor="$(python3 -c 'import sys; print("%d.%d" % sys.version_info[:2])')"
tools="/var/tmp/geojournal-pytools-cql2-$(printf '%s\n' "${pins[@]}" | sha256sum | cut -c1-12)-py${python_minor}"
if ! "$tools/bin/python" -c "import owslib, requests" 2>/dev/null; then
  log "installing ${pins[*]} into $tools"
  rm -rf "$tools"
  python3 -m venv "$tools" || fail "python3 -m venv (Debian: python3-venv)"
  "$tools/bin/pip" install --quiet --disable-pip-version-check "${pins[@]}" >"$work_dir/pip.log" 2>&1 ||
    { tail -n 20 "$work_dir/pip.log"; rm -rf "$tools"; fail "pip install ${pins[*]}"; }
fi

# ---------------------------------------------------------------- service and data
start_service cql2test warning

echo "{\"id\":\"$ws\",\"title\":\"CQL2 clients\"}" >"$work_dir/ws.json"
api POST /v1/workspaces "$work_dir/ws.json" >/dev/null
cat >"$work_dir/poles.json" <<'JSON'
{"geometryType":"Point","srid":3857,"fields":[{"name":"N","type":"integer","nullable":false},{"name":"HEIGHT","type":"double","domain":"Heights"},
 {"name":"NAME","type":"string","length":40},{"name":"STATUS","type":"smallint","domain":"Status"},{"name":"ACTIVE","type":"boolean"},
 {"name":"BUILT","type":"date"}],
 "domains":{"Status":{"type":"codedValue","codedValues":[{"code":1,"name":"Open"},{"code":2,"name":"Closed"},{"code":3,"name":"Planned"},{"code":4,"name":"Removed"}]},
            "Heights":{"type":"range","min":0,"max":100}}}
JSON
api PUT "/v1/workspaces/$ws/layers/Poles" "$work_dir/poles.json" >/dev/null
python3 - "$count" >"$work_dir/poles.geojsonl" <<'EOF'
import datetime, json, sys
base = datetime.datetime(2020, 1, 1, tzinfo=datetime.timezone.utc)
for i in range(int(sys.argv[1])):
    p = {"N": i,
         "HEIGHT": None if i % 13 == 0 else (i * 7 % 1000) / 10,
         "NAME": None if i % 11 == 0 else f"pole {i % 5000}",
         "STATUS": None if i % 17 == 0 else 1 + i % 4,
         "ACTIVE": None if i % 19 == 0 else i % 3 == 0,
         "BUILT": None if i % 23 == 0 else (base + datetime.timedelta(days=i % 1500, hours=i % 24)).strftime("%Y-%m-%dT%H:%M:%SZ")}
    print(json.dumps({"type": "Feature", "properties": p,
                      "geometry": {"type": "Point", "coordinates": [780000 + (i % 1000) * 10, 6570000 + (i // 1000) * 10]}}))
EOF
DATABASE_URL="$service_url" LOG_LEVEL=warning "$GEOJOURNAL_BIN" import --quiet --workspace "$ws" --layer Poles "$work_dir/poles.geojsonl" >"$work_dir/import.out" 2>&1 ||
  { cat "$work_dir/import.out"; fail "geojournal import"; }
pg_psql "$owner_url" -c "ANALYZE features" >/dev/null
items="$base_url/ogc/$ws/collections/Poles/items"
log "setup: $count points imported ($((SECONDS - started)) s)"

# ---------------------------------------------------------------- 1. queryables and schema
api GET "/ogc/$ws/collections/Poles" >"$work_dir/collection.json"
q_href="$(jq -r '.links[] | select(.rel == "http://www.opengis.net/def/rel/ogc/1.0/queryables") | .href' "$work_dir/collection.json")"
s_href="$(jq -r '.links[] | select(.rel == "http://www.opengis.net/def/rel/ogc/1.0/schema") | .href' "$work_dir/collection.json")"
[[ "$q_href" == */collections/Poles/queryables && "$s_href" == */collections/Poles/schema ]] || fail "collection links: queryables $q_href, schema $s_href"
api GET "${q_href#"$base_url"}" >"$work_dir/queryables.json"
jq -e '.properties.STATUS.enum == [1,2,3,4] and (.properties.STATUS.oneOf | map(.title)) == ["Open","Closed","Planned","Removed"]
       and .properties.HEIGHT.minimum == 0 and .properties.HEIGHT.maximum == 100 and .properties.N.type == "integer"
       and .properties.BUILT.format == "date-time" and .properties.geometry.format == "geometry-point"
       and .properties.id["x-ogc-role"] == "id" and .additionalProperties == false' "$work_dir/queryables.json" >/dev/null ||
  fail "queryables: $(head -c 600 "$work_dir/queryables.json")"
api GET "${s_href#"$base_url"}" | jq -e '.properties.geometry["x-ogc-role"] == "primary-geometry" and .properties.id["x-ogc-role"] == "id"' >/dev/null ||
  fail "schema: no x-ogc-role for id and geometry"
api GET "/ogc/$ws/conformance" | jq -e '.conformsTo | index("http://www.opengis.net/spec/ogcapi-features-3/1.0/conf/filter") and index("http://www.opengis.net/spec/cql2/1.0/conf/cql2-text")' >/dev/null ||
  fail "conformance lists no filter classes"
log "ok: queryables (types, coded values with names, range, geometry, id) and schema (x-ogc-role) linked from the collection"

# ---------------------------------------------------------------- 2. random predicates against PostGIS
cat >"$work_dir/random_predicates.py" <<'EOF'
"""Random predicates as CQL2 (text or JSON) and as hand-written SQL over the typed view; the counts compared."""
import concurrent.futures, json, os, random, subprocess, sys, urllib.error, urllib.parse, urllib.request

items, token, owner_url, view, n = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4], int(sys.argv[5])
rng = random.Random(48)
PSQL = os.environ.get("PSQL", "psql")
OPS = ["=", "<>", "<", "<=", ">", ">="]

def sql_str(s):
    return "'" + s.replace("'", "''") + "'"

def leaf():
    """(cql2 text, cql2 json, sql)"""
    k = rng.randrange(14)
    if k == 0:
        op, v = rng.choice(OPS), rng.randrange(-10, 100010)
        return f"N {op} {v}", {"op": op, "args": [{"property": "N"}, v]}, f'"N" {op} {v}'
    if k == 1:
        op, v = rng.choice(OPS), rng.randrange(0, 1000) / 10
        return f"HEIGHT {op} {v}", {"op": op, "args": [{"property": "HEIGHT"}, v]}, f'"HEIGHT" {op} {v}'
    if k == 2:
        p = rng.choice(["pole 1%", "pole 12_", "%7", "pole 4999", "x%", "%", "pole _"])
        neg = rng.random() < 0.3
        j = {"op": "like", "args": [{"property": "NAME"}, p]}
        return (f"NAME {'NOT ' if neg else ''}LIKE {sql_str(p)}", {"op": "not", "args": [j]} if neg else j,
                f'"NAME" {"NOT " if neg else ""}LIKE {sql_str(p)}')
    if k == 3:
        p = rng.choice(["POLE 1%", "Pole 3_", "%77"])
        return (f"CASEI(NAME) LIKE CASEI({sql_str(p)})", {"op": "like", "args": [{"op": "casei", "args": [{"property": "NAME"}]}, {"op": "casei", "args": [p]}]},
                f'lower("NAME") LIKE lower({sql_str(p)})')
    if k == 4:
        vs = sorted({rng.randrange(0, 6) for _ in range(rng.randrange(1, 4))})
        neg = rng.random() < 0.3
        j = {"op": "in", "args": [{"property": "STATUS"}, vs]}
        return (f"STATUS {'NOT ' if neg else ''}IN ({', '.join(map(str, vs))})", {"op": "not", "args": [j]} if neg else j,
                f'"STATUS" {"NOT " if neg else ""}IN ({", ".join(map(str, vs))})')
    if k == 5:
        v = rng.randrange(1, 5)
        return f"STATUS = {v}", {"op": "=", "args": [{"property": "STATUS"}, v]}, f'"STATUS" = {v}'
    if k == 6:
        f = rng.choice(["NAME", "HEIGHT", "STATUS", "ACTIVE", "BUILT"])
        neg = rng.random() < 0.5
        j = {"op": "isNull", "args": [{"property": f}]}
        return (f"{f} IS {'NOT ' if neg else ''}NULL", {"op": "not", "args": [j]} if neg else j, f'"{f}" IS {"NOT " if neg else ""}NULL')
    if k == 7:
        a = rng.randrange(0, 100000)
        b = a + rng.randrange(0, 20000)
        return f"N BETWEEN {a} AND {b}", {"op": "between", "args": [{"property": "N"}, a, b]}, f'"N" BETWEEN {a} AND {b}'
    if k == 8:
        v = rng.random() < 0.5
        t = "TRUE" if v else "FALSE"
        return f"ACTIVE = {t}", {"op": "=", "args": [{"property": "ACTIVE"}, v]}, f'"ACTIVE" = {t}'
    if k == 9:
        d = f"202{rng.randrange(0, 4)}-{rng.randrange(1, 13):02d}-{rng.randrange(1, 28):02d}T{rng.randrange(0, 24):02d}:00:00Z"
        op = rng.choice(["<", ">", "<=", ">="])
        return (f"BUILT {op} TIMESTAMP('{d}')", {"op": op, "args": [{"property": "BUILT"}, {"timestamp": d}]},
                f"\"BUILT\" {op} timestamptz '{d}'")
    if k == 10:
        d = f"202{rng.randrange(0, 4)}-{rng.randrange(1, 13):02d}-{rng.randrange(1, 28):02d}"
        fn = rng.choice(["T_BEFORE", "T_AFTER"])
        return (f"{fn}(BUILT, DATE('{d}'))", {"op": fn.lower(), "args": [{"property": "BUILT"}, {"date": d}]},
                f"\"BUILT\" {'<' if fn == 'T_BEFORE' else '>'} timestamptz '{d}T00:00:00Z'")
    x0, y0 = 780000 + rng.randrange(0, 9000), 6570000 + rng.randrange(0, 900)
    x1, y1 = x0 + rng.randrange(10, 3000), y0 + rng.randrange(10, 300)
    if k == 11:
        return (f"S_INTERSECTS(geometry, BBOX({x0},{y0},{x1},{y1}))",
                {"op": "s_intersects", "args": [{"property": "geometry"}, {"bbox": [x0, y0, x1, y1]}]},
                f"ST_Intersects(geom, ST_MakeEnvelope({x0},{y0},{x1},{y1},3857))")
    if k == 12:
        ring = [[x0, y0], [x1, y0], [x0, y1], [x0, y0]]
        wkt = "POLYGON((" + ", ".join(f"{x} {y}" for x, y in ring) + "))"
        return (f"S_WITHIN(geometry, {wkt})", {"op": "s_within", "args": [{"property": "geometry"}, {"type": "Polygon", "coordinates": [ring]}]},
                f"ST_Within(geom, ST_GeomFromText('{wkt}', 3857))")
    return (f"S_DISJOINT(geometry, BBOX({x0},{y0},{x1},{y1}))",
            {"op": "s_disjoint", "args": [{"property": "geometry"}, {"bbox": [x0, y0, x1, y1]}]},
            f"NOT ST_Intersects(geom, ST_MakeEnvelope({x0},{y0},{x1},{y1},3857))")

def predicate(depth=0):
    if depth >= 2 or rng.random() < 0.45:
        return leaf()
    k = rng.randrange(3)
    if k == 2:
        t, j, s = predicate(depth + 1)
        return f"NOT ({t})", {"op": "not", "args": [j]}, f"NOT ({s})"
    parts = [predicate(depth + 1) for _ in range(rng.randrange(2, 4))]
    word = "AND" if k == 0 else "OR"
    return ("(" + f" {word} ".join(p[0] for p in parts) + ")", {"op": word.lower(), "args": [p[1] for p in parts]},
            "(" + f" {word} ".join(p[2] for p in parts) + ")")

def get(url):
    req = urllib.request.Request(url, headers={"Authorization": f"Bearer {token}"})
    try:
        with urllib.request.urlopen(req, timeout=120) as r:
            return json.load(r)
    except urllib.error.HTTPError as e:
        sys.exit(f"{url}: HTTP {e.code} {e.read()[:400]!r}")

cases = [predicate() for _ in range(n)]
# PostGIS counts (one psql, in the background) while GeoJOURNAL answers (two requests at a time).
sql = "".join(f"SELECT count(*) FROM {view} WHERE {s};\n" for _, _, s in cases)
psql = subprocess.Popen([PSQL, owner_url, "-X", "-q", "-A", "-t", "-v", "ON_ERROR_STOP=1"], stdin=subprocess.PIPE,
                        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)

def ask(k):
    text, js, _ = cases[k]
    lang, filt = ("cql2-json", json.dumps(js)) if k % 2 else ("cql2-text", text)
    # Every tenth: a page of features too, each checked against the SQL by its N.
    limit = 50 if k % 10 == 0 else 1
    page = get(f"{items}?limit={limit}&crs=http://www.opengis.net/def/crs/EPSG/0/3857&filter-crs=http://www.opengis.net/def/crs/EPSG/0/3857"
               f"&filter-lang={lang}&filter={urllib.parse.quote(filt)}")
    return lang, filt, page

with concurrent.futures.ThreadPoolExecutor(2) as pool:
    answers = list(pool.map(ask, range(n)))
out, err = psql.communicate(sql)
if psql.returncode != 0:
    sys.exit(f"psql: {err[:400]}")
expected = [int(line) for line in out.split()]
assert len(expected) == n, (len(expected), n)
partial = 0
for k, ((text, js, s), want, (lang, filt, page)) in enumerate(zip(cases, expected, answers)):
    got = page.get("numberMatched")
    if got != want:
        sys.exit(f"predicate {k} ({lang}): GeoJournal matches {got}, PostGIS counts {want}\n  CQL2: {filt}\n  SQL: {s}")
    if len(page["features"]) > 1:
        ns = [f["properties"]["N"] for f in page["features"]]
        check = f"SELECT count(*) FROM {view} WHERE \"N\" IN ({', '.join(map(str, ns))}) AND ({s});"
        c = subprocess.run([PSQL, owner_url, "-X", "-q", "-A", "-t", "-c", check], text=True, capture_output=True).stdout.strip()
        if c != str(len(ns)):
            sys.exit(f"predicate {k}: {len(ns) - int(c or 0)} of the page's {len(ns)} features do not meet the SQL: {s}")
    if 0 < want < 100000:
        partial += 1
if partial < n // 2:
    sys.exit(f"only {partial} of {n} predicates selected some but not all features: the generator is too coarse")
print(f"{n} predicates, {partial} selecting some but not all, every count equal to PostGIS's")
EOF
t=$SECONDS
result="$(PSQL="$PG_BIN/psql" python3 "$work_dir/random_predicates.py" "$items" "$token" "$owner_url" "gj_$ws.\"Poles\"" "$predicates")" ||
  fail "random predicates: $result"
log "ok: $result ($((SECONDS - t)) s)"

# ---------------------------------------------------------------- 3. bad filters
head_before="$(api GET "/v1/workspaces/$ws" | jq -r .headPosition)"
bad() {  # bad FILTER LANG EXPECTED-CODE EXPECTED-PLACE
  local status
  status="$(curl -sS -o "$work_dir/bad.json" -w '%{http_code}' -G -H "Authorization: Bearer $token" "$items" \
    --data-urlencode "filter=$1" --data-urlencode "filter-lang=$2")"
  [[ "$status" == 400 ]] || fail "filter $1 answered $status: $(head -c 300 "$work_dir/bad.json")"
  jq -e --arg code "$3" --arg place "$4" '.violations[0].code == $code and (.violations[0].message | endswith($place)) and .violations[0].path == "filter"' \
    "$work_dir/bad.json" >/dev/null || fail "filter $1: $(head -c 400 "$work_dir/bad.json"), expected $3 ending $4"
}
bad "COLOUR = 'red'" cql2-text filter.field "(at 0)"
bad "N = 'five'" cql2-text filter.type "(at 4)"
bad "(N > 5 AND (HEIGHT < 2)" cql2-text filter.syntax "(at 23)"
bad "NAME = 'x'; DELETE FROM features" cql2-text filter.syntax "(at 10)"
bad "N = 1 OR 1=1 --" cql2-text filter.syntax "(at 13)"
bad "N = (SELECT N FROM features)" cql2-text filter.syntax "(at 4)"
bad "S_CROSSES(geometry, POINT(1 2))" cql2-text filter.function "(at 0)"
bad '{"op":"=","args":[{"property":"N\u0027 OR 1=1"},1]}' cql2-json filter.field "(at \$.args[0])"
bad '{"op":"and","args":[{"op":"=","args":[{"property":"N"},1]},{"op":">","args":[{"property":"NAME"},2]}]}' cql2-json filter.type "(at \$.args[1].args[1])"
# A quote inside a string is a value: the filter runs and matches nothing.
n_quote="$(curl -sS -G -H "Authorization: Bearer $token" "$items" --data-urlencode "filter=NAME = 'x'' OR ''1''=''1'" --data-urlencode limit=1 | jq .numberMatched)"
[[ "$n_quote" == 0 ]] || fail "NAME = 'x'' OR ''1''=''1' matched $n_quote features"
status="$(curl -sS -o "$work_dir/bad.json" -w '%{http_code}' -G -H "Authorization: Bearer $token" "$items" --data-urlencode "sortby=-COLOUR")"
[[ "$status" == 400 ]] || fail "sortby on an unknown field answered $status"
[[ "$(api GET "/v1/workspaces/$ws" | jq -r .headPosition)" == "$head_before" ]] || fail "a bad filter moved the head"
api GET "/v1/workspaces/$ws" >/dev/null
log "ok: bad filters are 400s naming the place (offset or JSON path); quotes in strings are values; the head did not move"

# sortby and paging with a filter: every page in order, the features of the SQL.
sorted="$(curl -sS -G -H "Authorization: Bearer $token" "$items" --data-urlencode "filter=N < 300 AND STATUS = 2" --data-urlencode "sortby=-HEIGHT,+N" --data-urlencode limit=20)"
want="$(pg_psql "$owner_url" -c "SELECT string_agg(\"N\"::text, ',' ORDER BY \"HEIGHT\" DESC NULLS LAST, \"N\") FROM (SELECT \"N\", \"HEIGHT\" FROM gj_$ws.\"Poles\" WHERE \"N\" < 300 AND \"STATUS\" = 2 ORDER BY \"HEIGHT\" DESC NULLS LAST, \"N\" LIMIT 20) t")"
got="$(jq -r '[.features[].properties.N] | map(tostring) | join(",")' <<<"$sorted")"
[[ "$got" == "$want" ]] || fail "sortby=-HEIGHT,+N: $got, PostGIS orders $want"
log "ok: sortby=-HEIGHT,+N with a filter is PostGIS's order"

# ---------------------------------------------------------------- 4. GDAL's OAPIF driver
echo "Authorization: Bearer $token" >"$work_dir/headers"
export GDAL_HTTP_HEADER_FILE="$work_dir/headers"
where="STATUS = 2 AND N < 20000"
want="$(pg_psql "$owner_url" -c "SELECT count(*) FROM gj_$ws.\"Poles\" WHERE \"STATUS\" = 2 AND \"N\" < 20000")"
CPL_CURL_VERBOSE=YES ogrinfo -ro -al -q -oo PAGE_SIZE=10000 "OAPIF:$base_url/ogc/$ws" Poles -where "$where" >"$work_dir/gdal.txt" 2>"$work_dir/gdal.err" ||
  { tail -n 20 "$work_dir/gdal.err"; fail "ogrinfo -where"; }
read_n="$(grep -c '^OGRFeature(Poles)' "$work_dir/gdal.txt" || true)"
if grep -q 'GET /ogc/[^ ]*/items?[^ ]*filter=' "$work_dir/gdal.err"; then
  sent="GDAL $(ogrinfo --version | cut -d, -f1 | cut -d' ' -f2) sends the attribute filter to the server (filter=)"
else
  sent="GDAL $(ogrinfo --version | cut -d, -f1 | cut -d' ' -f2) does not send the attribute filter: it pages the layer and filters client-side"
fi
[[ "$read_n" == "$want" ]] || fail "ogrinfo -where '$where' read $read_n features, PostGIS counts $want ($sent)"
log "ok: ogrinfo -where '$where': $read_n features, PostGIS's count; $sent"

# GDAL up to 3.6 knows the draft's filter-lang=cql-text only, and sends it where the OpenAPI document
# lists it for /collections/{id}/items (GeoJournal's paths are /ogc/{ws}/…) or when told to with
# OGR_OAPIF_ALLOW_CQL_TEXT=YES; then it reads the draft's queryables list (which GeoJournal's
# queryables document carries too) and puts the queryable parts of -where into filter=.
where="STATUS = 2 AND N < 20000 AND NAME ILIKE 'POLE 1%'"
want="$(pg_psql "$owner_url" -c "SELECT count(*) FROM gj_$ws.\"Poles\" WHERE \"STATUS\" = 2 AND \"N\" < 20000 AND \"NAME\" ILIKE 'POLE 1%'")"
OGR_OAPIF_ALLOW_CQL_TEXT=YES CPL_CURL_VERBOSE=YES ogrinfo -ro -al -q -oo PAGE_SIZE=10000 "OAPIF:$base_url/ogc/$ws" Poles -where "$where" >"$work_dir/gdal.txt" 2>"$work_dir/gdal.err" ||
  { tail -n 20 "$work_dir/gdal.err"; fail "ogrinfo -where with OGR_OAPIF_ALLOW_CQL_TEXT"; }
read_n="$(grep -c '^OGRFeature(Poles)' "$work_dir/gdal.txt" || true)"
sent_filter="$(grep -o 'GET /ogc/[^ ]*/items?[^ ]*filter=[^ ]*' "$work_dir/gdal.err" | head -n 1 || true)"
[[ -n "$sent_filter" && "$sent_filter" == *filter-lang=cql-text* ]] || fail "with OGR_OAPIF_ALLOW_CQL_TEXT=YES GDAL sent no filter: $(grep -o 'GET /ogc/[^ ]*' "$work_dir/gdal.err" | head -n 5 | tr '\n' ' ')"
pages="$(grep -c 'GET /ogc/[^ ]*/items?' "$work_dir/gdal.err" || true)"
[[ "$read_n" == "$want" ]] || fail "ogrinfo -where '$where' (filter sent) read $read_n features, PostGIS counts $want"
log "ok: with OGR_OAPIF_ALLOW_CQL_TEXT=YES GDAL sends the filter ($sent_filter) and reads $read_n features in $pages request(s), PostGIS's count"

# -spat in CRS84 (the layer's OAPIF CRS), with -where: GDAL sends bbox=.
read -r lon0 lat0 lon1 lat1 < <(pg_psql "$owner_url" -F ' ' -c "SELECT ST_XMin(b), ST_YMin(b), ST_XMax(b), ST_YMax(b) FROM (SELECT ST_Transform(ST_MakeEnvelope(781005, 6570205, 784005, 6571505, 3857), 4326)::box2d::geometry AS b) t")
want="$(pg_psql "$owner_url" -c "SELECT count(*) FROM gj_$ws.\"Poles\" WHERE ST_Intersects(ST_Transform(geom, 4326), ST_MakeEnvelope($lon0, $lat0, $lon1, $lat1, 4326)) AND \"STATUS\" = 2")"
CPL_CURL_VERBOSE=YES ogrinfo -ro -al -q -oo PAGE_SIZE=10000 "OAPIF:$base_url/ogc/$ws" Poles -spat "$lon0" "$lat0" "$lon1" "$lat1" -where "STATUS = 2" >"$work_dir/gdal.txt" 2>"$work_dir/gdal.err" ||
  { tail -n 20 "$work_dir/gdal.err"; fail "ogrinfo -spat"; }
grep -q 'GET /ogc/[^ ]*/items?[^ ]*bbox=' "$work_dir/gdal.err" || fail "ogrinfo -spat sent no bbox"
read_n="$(grep -c '^OGRFeature(Poles)' "$work_dir/gdal.txt" || true)"
[[ "$read_n" == "$want" ]] || fail "ogrinfo -spat … -where 'STATUS = 2' read $read_n features, PostGIS counts $want"
log "ok: ogrinfo -spat (bbox sent) -where 'STATUS = 2': $read_n features, PostGIS's count"

# ---------------------------------------------------------------- 5. OWSLib
cat >"$work_dir/owslib_filter.py" <<'EOF'
import json, sys
from owslib.ogcapi.features import Features
url, token = sys.argv[1], sys.argv[2]
api = Features(url, headers={"Authorization": f"Bearer {token}"})
queryables = api.collection_queryables("Poles")
text = api.collection_items("Poles", limit=1, filter="STATUS IN (1, 3) AND CASEI(NAME) LIKE 'pole 2%'", **{"filter-lang": "cql2-text"})
js = api.collection_items("Poles", limit=1, **{"filter-lang": "cql2-json", "filter": json.dumps(
    {"op": "and", "args": [{"op": "in", "args": [{"property": "STATUS"}, [1, 3]]},
                           {"op": "like", "args": [{"op": "casei", "args": [{"property": "NAME"}]}, "pole 2%"]}]})})
print(json.dumps({"queryables": sorted(queryables["properties"]), "text": text.get("numberMatched"), "json": js.get("numberMatched")}))
EOF
owslib="$("$tools/bin/python" "$work_dir/owslib_filter.py" "$base_url/ogc/$ws" "$token" 2>"$work_dir/owslib.err")" || fail "OWSLib: $(tail -n 5 "$work_dir/owslib.err")"
want="$(pg_psql "$owner_url" -c "SELECT count(*) FROM gj_$ws.\"Poles\" WHERE \"STATUS\" IN (1, 3) AND lower(\"NAME\") LIKE 'pole 2%'")"
jq -e --argjson n "$want" '.text == $n and .json == $n and (.queryables | index("STATUS")) != null and (.queryables | index("geometry")) != null' <<<"$owslib" >/dev/null ||
  fail "OWSLib: $owslib, PostGIS counts $want"
log "ok: OWSLib read the queryables and matched $want features with CQL2 text and JSON, PostGIS's count"
log "PASS ($((SECONDS - started)) s)"
