// The map of a journal too long to hold in the browser, drawn from GeoJournal's vector tiles:
// every layer of the workspace in one Mapbox Vector Tile per tile of the view
// (/ogc/{ws}/tiles/WebMercatorQuad/{z}/{y}/{x}?asOf=<position>, in the version shown), decoded
// here into the features the map and the table draw. A tile of a past position never changes, so
// it is kept here once decoded; a tile of now is asked again (the service answers 304 while no
// edit touched it).

import { tileRequest } from "./api.js";
import { compileGeometry } from "./journal.js";

const HALF = 20037508.342789244;
/// The deepest tiles read: past it, the map's zoom reads these (few features each).
export const MAX_TILE_ZOOM = 16;
const KEPT_TILES = 600;

/// Decodes a Mapbox Vector Tile (vector_tile.proto 2.1): [{ name, extent, features: [{ id, type,
/// properties, parts }] }], each part a flat [x0, y0, x1, y1, …] in tile coordinates.
export function decodeMVT(buffer) {
  const data = new Uint8Array(buffer);
  const layers = [];
  const tile = reader(data, 0, data.length);
  while (tile.more()) {
    const [field, wire] = tile.key();
    if (field === 3 && wire === 2) layers.push(decodeLayer(tile.sub()));
    else tile.skip(wire);
  }
  return layers;
}

function reader(data, start, end) {
  let at = start;
  const r = {
    more: () => at < end,
    varint() {
      let out = 0, shift = 1, b;
      do {
        if (at >= end) throw new Error("truncated tile");
        b = data[at++];
        out += (b & 0x7f) * shift;
        shift *= 128;
      } while (b & 0x80);
      return out;
    },
    key() { const k = r.varint(); return [Math.floor(k / 8), k % 8]; },
    sub() { const n = r.varint(); const s = reader(data, at, at + n); at += n; return s; },
    bytes() { const n = r.varint(); const s = data.subarray(at, at + n); at += n; return s; },
    fixed(n) { const view = new DataView(data.buffer, data.byteOffset + at, n); at += n; return view; },
    packed() { const s = r.sub(); const out = []; while (s.more()) out.push(s.varint()); return out; },
    skip(wire) {
      if (wire === 0) r.varint();
      else if (wire === 1) at += 8;
      else if (wire === 2) at += r.varint();
      else if (wire === 5) at += 4;
      else throw new Error(`unknown wire type ${wire}`);
    },
  };
  return r;
}

const text = new TextDecoder();
const zigzag = (n) => (n % 2 ? -(n + 1) / 2 : n / 2);

function decodeLayer(r) {
  const layer = { name: "", extent: 4096, features: [] };
  const keys = [], values = [], raw = [];
  while (r.more()) {
    const [field, wire] = r.key();
    if (field === 1 && wire === 2) layer.name = text.decode(r.bytes());
    else if (field === 5 && wire === 0) layer.extent = r.varint();
    else if (field === 3 && wire === 2) keys.push(text.decode(r.bytes()));
    else if (field === 4 && wire === 2) values.push(decodeValue(r.sub()));
    else if (field === 2 && wire === 2) raw.push(r.sub());
    else r.skip(wire);
  }
  for (const f of raw) {
    const feature = { id: null, type: 0, properties: {}, parts: [] };
    let tags = [], geometry = [];
    while (f.more()) {
      const [field, wire] = f.key();
      if (field === 1 && wire === 0) feature.id = f.varint();
      else if (field === 3 && wire === 0) feature.type = f.varint();
      else if (field === 2 && wire === 2) tags = tags.concat(f.packed());
      else if (field === 4 && wire === 2) geometry = geometry.concat(f.packed());
      else f.skip(wire);
    }
    for (let i = 0; i + 1 < tags.length; i += 2) feature.properties[keys[tags[i]]] = values[tags[i + 1]];
    let x = 0, y = 0, part = null;
    for (let i = 0; i < geometry.length;) {
      const command = geometry[i] & 7, count = geometry[i] >> 3;
      i++;
      if (command === 7) { if (part) part.push(part[0], part[1]); continue; }
      for (let k = 0; k < count; k++, i += 2) {
        x += zigzag(geometry[i]);
        y += zigzag(geometry[i + 1]);
        if (command === 1 && feature.type !== 1) feature.parts.push((part = []));
        else if (!part) feature.parts.push((part = []));
        part.push(x, y);
      }
    }
    layer.features.push(feature);
  }
  return layer;
}

function decodeValue(r) {
  let value = null;
  while (r.more()) {
    const [field, wire] = r.key();
    if (field === 1) value = text.decode(r.bytes());
    else if (field === 2) value = r.fixed(4).getFloat32(0, true);
    else if (field === 3) value = r.fixed(8).getFloat64(0, true);
    else if (field === 4 || field === 5) value = r.varint();
    else if (field === 6) value = zigzag(r.varint());
    else if (field === 7) value = r.varint() !== 0;
    else r.skip(wire);
  }
  return value;
}

/// The tiles of a box (Web Mercator metres) at zoom `z`.
export function tilesOf(box, z) {
  const n = 2 ** z, size = 2 * HALF / n;
  const clamp = (v) => Math.max(0, Math.min(n - 1, v));
  const x0 = clamp(Math.floor((box[0] + HALF) / size)), x1 = clamp(Math.floor((box[2] + HALF) / size));
  const y0 = clamp(Math.floor((HALF - box[3]) / size)), y1 = clamp(Math.floor((HALF - box[1]) / size));
  const out = [];
  for (let y = y0; y <= y1; y++) for (let x = x0; x <= x1; x++) out.push({ z, x, y });
  return out;
}

/// The tiles a model reads: decoded tiles of past positions are kept (they never change).
export class TileSource {
  constructor(ws) {
    this.ws = ws;
    this.kept = new Map();   // "version|position|z/y/x" → decoded layers
    this.requests = 0;       // tiles asked of the service (the tests read it)
    this.thinned = new Set();
  }

  /// Every feature of every layer at `position` in the tiles of `box` at zoom `z` (box null: the
  /// whole world at zoom 0), as the journal model holds features: id → { id, layer, versions }.
  async featuresAt(position, head, box, z, layers, version) {
    const tiles = box ? tilesOf(box, z) : [{ z: 0, x: 0, y: 0 }];
    this.zoom = box ? z : 0;
    const features = new Map();
    this.thinned.clear();
    await Promise.all(tiles.map(async (t) => {
      const decoded = await this.tile(t, position, head, version);
      for (const layer of decoded) {
        const definition = layers.get(layer.name);
        if (!definition) continue;
        if (layer.thinned) this.thinned.add(layer.name);
        const size = 2 * HALF / 2 ** t.z, scale = size / layer.extent;
        const left = -HALF + t.x * size, top = HALF - t.y * size;
        for (const f of layer.features) {
          const id = f.properties.id;
          if (!id) continue;
          const coordinates = f.parts.map((p) => {
            const out = [];
            for (let i = 0; i < p.length; i += 2) out.push([left + p[i] * scale, top - p[i + 1] * scale]);
            return out;
          });
          const geometry = f.type === 1 ? { type: "MultiPoint", coordinates: coordinates.flat() }
            : f.type === 2 ? { type: "MultiLineString", coordinates } : { type: "Polygon", coordinates };
          const geom = compileGeometry(geometry, 3857);
          if (geom && f.type === 1) geom.kind = "point";
          const known = features.get(id);
          if (known) {
            // A feature across tiles: its clipped pieces together.
            const g = known.versions[0].geom;
            if (g && geom && f.type !== 1) {
              g.parts.push(...geom.parts);
              g.bbox = [Math.min(g.bbox[0], geom.bbox[0]), Math.min(g.bbox[1], geom.bbox[1]), Math.max(g.bbox[2], geom.bbox[2]), Math.max(g.bbox[3], geom.bbox[3])];
            }
            continue;
          }
          const props = {};
          for (const field of definition.fields || []) if (field.name in f.properties) props[field.name] = f.properties[field.name];
          features.set(id, { id, layer: layer.name, objectId: f.properties.OBJECTID, fromTile: true,
            versions: [{ pos: 0, version: null, props, geom, deleted: false }] });
        }
      }
    }));
    return features;
  }

  async tile({ z, x, y }, position, head, version) {
    const key = `${version || ""}|${position}|${z}/${y}/${x}`;
    if (this.kept.has(key)) return this.kept.get(key);
    this.requests++;
    const { status, buffer, thinned } = await tileRequest(`/ogc/${encodeURIComponent(this.ws)}/tiles/WebMercatorQuad/${z}/${y}/${x}?asOf=${position}`);
    const layers = status === 204 ? [] : decodeMVT(buffer);
    for (const layer of layers) layer.thinned = thinned.includes(layer.name);
    if (position < head) {
      if (this.kept.size >= KEPT_TILES) this.kept.delete(this.kept.keys().next().value);
      this.kept.set(key, layers);
    }
    return layers;
  }
}
