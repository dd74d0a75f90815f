"""GDAL's MVT driver and QGIS 3.22 against GeoJournal's vector tiles (Tests/scripts/tiles_gdal_qgis.sh).

    python3 tiles_clients.py --base http://127.0.0.1:PORT --token T --work DIR

Makes a public workspace `tiles` with a point layer through /v1 (400 points in the middle of one
zoom-10 tile, then 60 updated, 40 deleted, 30 added), then:

1. saves the tile of the position before the edits as .mvt and reads it with `ogr2ogr` (GDAL's MVT
   driver, the tile's Z/X/Y as open options): the features are /v1's as-of features of the box;
2. opens the collection's TileJSON `tiles` template in QGIS 3.22 as an XYZ vector tile layer and
   renders the tile through a renderer that keeps what QGIS decoded: the as-of features of the
   box; the tile of now: the current ones.

Prints one line per check and `PASS ...`; exits 1 on the first difference. PyQGIS 3.22 notes
(docs/testing.md, "PyQGIS 3.22"): the process ends with os._exit.
"""

import argparse
import json
import math
import os
import random
import subprocess
import sys
import urllib.parse
import urllib.request

Z = 10


def fail(message):
    print(f"FAIL: {message}", flush=True)
    os._exit(1)


def check(condition, message):
    if not condition:
        fail(message)
    print(f"ok: {message}", flush=True)


class API:
    def __init__(self, base, token):
        self.base, self.token = base, token

    def call(self, method, path, body=None, token=True):
        headers = {"Content-Type": "application/json"} if body is not None else {}
        if token:
            headers["Authorization"] = f"Bearer {self.token}"
        request = urllib.request.Request(self.base + path, method=method, headers=headers,
                                         data=None if body is None else json.dumps(body).encode())
        try:
            with urllib.request.urlopen(request, timeout=120) as answer:
                data = answer.read()
                return answer.status, dict(answer.headers), data
        except urllib.error.HTTPError as error:
            fail(f"{method} {path}: {error.code} {error.read()[:300]!r}")

    def json(self, method, path, body=None, token=True):
        return json.loads(self.call(method, path, body, token)[2] or b"null")


def tile_of(lon, lat, z):
    n = 2 ** z
    r = math.radians(lat)
    return int((lon + 180) / 360 * n), int((1 - math.log(math.tan(r) + 1 / math.cos(r)) / math.pi) / 2 * n)


def lonlat_of(x, y, z):
    """The top-left corner of a tile."""
    n = 2 ** z
    return x / n * 360 - 180, math.degrees(math.atan(math.sinh(math.pi * (1 - 2 * y / n))))


def mercator(lon, lat):
    return lon * 20037508.342789244 / 180, math.log(math.tan(math.pi / 4 + math.radians(lat) / 2)) * 6378137


def v1_features(api, workspace, bbox, as_of=None):
    """Every feature of Points in a lon/lat box (the layer's CRS), now or as of a position: id -> properties."""
    out = {}
    query = {"bbox": ",".join(str(v) for v in bbox), "limit": "1000"}
    if as_of is not None:
        query["asOf"] = str(as_of)
    path = f"/v1/workspaces/{workspace}/layers/Points/features?" + urllib.parse.urlencode(query)
    while path:
        page = api.json("GET", path)
        for f in page["features"]:
            out[f["id"]] = (f["properties"], f["geometry"]["coordinates"])
        cursor = page.get("next")
        path = None
        if cursor:
            query["cursor"] = cursor
            path = f"/v1/workspaces/{workspace}/layers/Points/features?" + urllib.parse.urlencode(query)
    return out


def compare(name, got, expected, object_ids):
    """got: id -> (properties, (x, y) in EPSG:3857); expected: id -> (properties, [lon, lat])."""
    check(set(got) == set(expected), f"{name}: the tile's {len(got)} features are the {len(expected)} of the box "
          f"(missing {sorted(set(expected) - set(got))[:3]}, extra {sorted(set(got) - set(expected))[:3]})")
    pixel = 2 * 20037508.342789244 / 2 ** Z / 4096
    for fid, (props, xy) in got.items():
        want, lonlat = expected[fid]
        if int(props.get("OBJECTID", -1)) != object_ids[fid] or int(props.get("N", -1)) != want["N"] or props.get("NAME") != want["NAME"]:
            fail(f"{name}: feature {fid} has {props}, /v1 says N={want['N']} NAME={want['NAME']} OBJECTID={object_ids[fid]}")
        mx, my = mercator(*lonlat)
        if abs(xy[0] - mx) > pixel or abs(xy[1] - my) > pixel:
            fail(f"{name}: feature {fid} at {xy}, /v1 says {(mx, my)} (more than a tile pixel, {pixel:.1f} m, apart)")
    print(f"ok: {name}: ids, OBJECTIDs, N, NAME and positions match", flush=True)


def gdal_features(path, x, y):
    out_path = path + ".geojson"
    subprocess.run(["ogr2ogr", "-f", "GeoJSON", "-t_srs", "EPSG:3857", out_path, path, "-oo", f"X={x}", "-oo", f"Y={y}", "-oo", f"Z={Z}", "Points"],
                   check=True, capture_output=True)
    with open(out_path) as f:
        collection = json.load(f)
    return {f["properties"]["id"]: (f["properties"], f["geometry"]["coordinates"]) for f in collection["features"]}


def qgis_features(template, x, y, work):
    from qgis.core import (QgsApplication, QgsMapRendererSequentialJob, QgsMapSettings, QgsRectangle,
                           QgsVectorTileLayer, QgsVectorTileBasicRenderer, QgsVectorTileBasicRendererStyle, QgsWkbTypes,
                           QgsMarkerSymbol, QgsCoordinateReferenceSystem)
    from qgis.PyQt.QtCore import QSize

    kept = {}

    class KeepingRenderer(QgsVectorTileBasicRenderer):
        """Keeps the features QGIS decoded from each tile (and draws them as the basic renderer
        does). QGIS 3.22 decodes only the attributes a renderer's styles name: one style's filter
        names them all."""

        def clone(self):
            copy = KeepingRenderer()
            copy.setStyles(self.styles())
            return copy

        def renderTile(self, tile, context):
            if os.environ.get("TILES_DEBUG"):
                print("renderTile", tile.id().zoomLevel(), tile.id().column(), tile.id().row(), len(tile.layerFeatures("Points")), flush=True)
            for feature in tile.layerFeatures("Points"):
                props = {n: feature.attribute(n) for n in feature.fields().names()}
                point = feature.geometry().asPoint()
                kept[(tile.id().zoomLevel(), tile.id().column(), tile.id().row(), str(props.get("id")))] = (props, (point.x(), point.y()))

    url = urllib.parse.quote(template, safe=":/?{}=&")
    # zmin = zmax: QGIS reads the tiles of that zoom whatever the map's scale.
    layer = QgsVectorTileLayer(f"type=xyz&url={url}&zmin={Z}&zmax={Z}", "tiles")
    error = layer.error()
    check(layer.isValid(), f"QGIS opens the TileJSON template as an XYZ vector tile layer ({error.summary() if not layer.isValid() else 'valid'})")
    check(layer.crs().authid() == "EPSG:3857", f"the layer's CRS is {layer.crs().authid()}")
    style = QgsVectorTileBasicRendererStyle("points", "Points", QgsWkbTypes.PointGeometry)
    style.setFilterExpression('"id" IS NOT NULL OR "OBJECTID" IS NOT NULL OR "N" IS NOT NULL OR "NAME" IS NOT NULL')
    style.setSymbol(QgsMarkerSymbol.createSimple({"name": "circle", "size": "1"}))
    renderer = KeepingRenderer()
    renderer.setStyles([style])
    layer.setRenderer(renderer)
    # One tile at zoom 10 fills a 256-pixel map: QGIS fetches and decodes exactly that tile.
    left, top = mercator(*lonlat_of(x, y, Z))
    right, bottom = mercator(*lonlat_of(x + 1, y + 1, Z))
    inset = (right - left) * 0.01
    settings = QgsMapSettings()
    settings.setLayers([layer])
    settings.setDestinationCrs(QgsCoordinateReferenceSystem("EPSG:3857"))
    settings.setOutputSize(QSize(256, 256))
    settings.setExtent(QgsRectangle(left + inset, bottom + inset, right - inset, top - inset))
    job = QgsMapRendererSequentialJob(settings)
    job.start()
    job.waitForFinished()
    if os.environ.get("TILES_DEBUG"):
        print("errors", [(e.layerID, e.message) for e in job.errors()], "kept", len(kept), flush=True)
    return {key[3]: value for key, value in kept.items() if key[:3] == (Z, x, y)}


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--base", required=True)
    parser.add_argument("--token", required=True)
    parser.add_argument("--work", required=True)
    args = parser.parse_args()
    api = API(args.base, args.token)
    ws = "tiles"

    from qgis.core import QgsApplication
    app = QgsApplication([], False)
    app.initQgis()

    api.json("POST", "/v1/workspaces", {"id": ws, "title": "Vector tiles"})
    api.json("PUT", f"/v1/workspaces/{ws}/layers/Points", {"geometryType": "Point", "srid": 4326, "fields": [
        {"name": "N", "type": "integer", "nullable": False}, {"name": "NAME", "type": "string", "length": 20}]})
    api.json("PATCH", f"/v1/workspaces/{ws}", {"public": True})

    # 400 points within the middle half of one tile at zoom 10 (none near its edges or buffer).
    x, y = tile_of(7.3, 50.3, Z)
    (west, north), (east, south) = lonlat_of(x, y, Z), lonlat_of(x + 1, y + 1, Z)
    rng = random.Random(66)
    def point():
        return [west + (east - west) * rng.uniform(0.25, 0.75), south + (north - south) * rng.uniform(0.25, 0.75)]
    adds = [{"attributes": {"N": n, "NAME": f"p{n}"}, "geometry": {"type": "Point", "coordinates": point()}} for n in range(400)]
    added = api.json("POST", f"/v1/workspaces/{ws}/edits", {"edits": [{"layer": "Points", "adds": adds}]})
    ids = [r["id"] for r in added["results"]]
    object_ids = {r["id"]: r["objectId"] for r in added["results"]}
    before = api.json("GET", f"/v1/workspaces/{ws}")["headPosition"]
    updates = [{"id": i, "expectedVersion": 1, "attributes": {"N": 1000 + k, "NAME": f"changed{k}"}} for k, i in enumerate(ids[:60])]
    deletes = [{"id": i, "expectedVersion": 1} for i in ids[60:100]]
    more = [{"attributes": {"N": 2000 + n, "NAME": f"new{n}"}, "geometry": {"type": "Point", "coordinates": point()}} for n in range(30)]
    edited = api.json("POST", f"/v1/workspaces/{ws}/edits", {"edits": [{"layer": "Points", "adds": more, "updates": updates, "deletes": deletes}]})
    object_ids.update({r["id"]: r["objectId"] for r in edited["results"] if r.get("objectId") is not None})
    box = [west, south, east, north]
    then = v1_features(api, ws, box, as_of=before)
    now = v1_features(api, ws, box)
    check(len(then) == 400 and len(now) == 390 and then != now, f"/v1: {len(then)} features as of {before}, {len(now)} now")

    # 1. GDAL's MVT driver, on the tile as of the position before the edits (read without a token).
    tile_path = f"/ogc/{ws}/collections/Points/tiles/WebMercatorQuad/{Z}/{y}/{x}?asOf={before}"
    status, headers, data = api.call("GET", tile_path, token=False)
    check(status == 200 and headers.get("Content-Type") == "application/vnd.mapbox-vector-tile", f"GET {tile_path} without a token: {status}")
    check(headers.get("Cache-Control") == "public, max-age=31536000, immutable", f"a past tile of a public workspace: {headers.get('Cache-Control')}")
    mvt = os.path.join(args.work, f"{Z}-{x}-{y}.mvt")
    with open(mvt, "wb") as f:
        f.write(data)
    compare("GDAL MVT driver, as of the position before the edits", gdal_features(mvt, x, y), then, object_ids)

    # 2. QGIS, from the TileJSON of that moment, and of now.
    for name, query, expected in [("QGIS as of the position before the edits", f"&asOf={before}", then), ("QGIS now", "", now)]:
        tilejson = api.json("GET", f"/ogc/{ws}/collections/Points/tiles/WebMercatorQuad?f=tilejson{query}", token=False)
        check(tilejson["tilejson"] == "3.0.0" and tilejson["vector_layers"][0]["id"] == "Points", "TileJSON 3.0.0 names the layer Points")
        template = tilejson["tiles"][0]
        compare(name, qgis_features(template, x, y, args.work), expected, object_ids)

    print("PASS tiles: GDAL and QGIS read the tiles of a past moment and of now", flush=True)
    os._exit(0)


if __name__ == "__main__":
    try:
        main()
    except Exception as error:
        import traceback
        traceback.print_exc()
        fail(f"{type(error).__name__}: {error}")
