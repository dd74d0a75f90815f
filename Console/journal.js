// The workspace's journal in the browser: its layers, and every feature's versions rebuilt from the
// change feed (/events), so the map and the table can show any position without asking the
// service again (a step of the time slider is a pass over the versions, not a request).

import { get, getDefault } from "./api.js";
import { MAX_TILE_ZOOM, TileSource } from "./tiles.js";

const HALF = 20037508.342789244;

/// Web Mercator metres for a coordinate in a layer's spatial reference (4326 is converted; other
/// references are drawn as if they were metres).
function projector(srid) {
  if (srid === 4326 || srid === 4269 || srid === 4258) {
    return (c) => [c[0] * HALF / 180, Math.log(Math.tan((90 + Math.max(-85.05, Math.min(85.05, c[1]))) * Math.PI / 360)) * 6378137];
  }
  return (c) => c;
}

/// A geometry ready to draw: flat [x0, y0, x1, y1, …] arrays in Web Mercator metres, one per part
/// or ring, and its box.
export function compileGeometry(geometry, srid) {
  if (!geometry) return null;
  const project = projector(srid);
  const parts = [];
  let kind = "point";
  const flat = (coords) => {
    const a = new Float64Array(coords.length * 2);
    for (let i = 0; i < coords.length; i++) {
      const p = project(coords[i]);
      a[2 * i] = p[0];
      a[2 * i + 1] = p[1];
    }
    return a;
  };
  const c = geometry.coordinates;
  switch (geometry.type) {
    case "Point": parts.push(flat([c])); break;
    case "MultiPoint": parts.push(flat(c)); break;
    case "LineString": kind = "line"; parts.push(flat(c)); break;
    case "MultiLineString": kind = "line"; for (const l of c) parts.push(flat(l)); break;
    case "Polygon": kind = "polygon"; for (const r of c) parts.push(flat(r)); break;
    case "MultiPolygon": kind = "polygon"; for (const p of c) for (const r of p) parts.push(flat(r)); break;
    default: return null;
  }
  let minx = Infinity, miny = Infinity, maxx = -Infinity, maxy = -Infinity;
  for (const a of parts) {
    for (let i = 0; i < a.length; i += 2) {
      if (a[i] < minx) minx = a[i];
      if (a[i] > maxx) maxx = a[i];
      if (a[i + 1] < miny) miny = a[i + 1];
      if (a[i + 1] > maxy) maxy = a[i + 1];
    }
  }
  return { kind, parts, bbox: [minx, miny, maxx, maxy], geojson: geometry };
}

export class JournalModel {
  /// Past this many positions the console does not read the whole journal (see loadAt).
  static REPLAY_LIMIT = Number(localStorage.getItem("geojournal.replayLimit")) || 300000;

  constructor(ws) {
    this.ws = ws;
    this.layers = new Map();      // name → layer definition (as /layers answers it)
    this.features = new Map();    // id → { id, layer, versions: [{ pos, version, props, geom, deleted, op }] }
    this.operations = [];         // [{ id, first, last, at, kind }] in position order
    this.head = 0;
    this.applied = 0;             // the last position applied (the feed and catch-ups may overlap)
  }

  async loadLayers() {
    const answer = await getDefault(`/workspaces/${this.ws}/layers`);
    this.layers = new Map(answer.layers.map((l) => [l.name, l]));
    return this.layers;
  }

  /// Reads the whole change feed: positions are gap-free, so pages of 10,000 positions are asked
  /// for a few at a time and applied in order.
  async load(onProgress) {
    const [, workspace] = await Promise.all([this.loadLayers(), getDefault(`/workspaces/${this.ws}`)]);
    const head = workspace.headPosition;
    if (head > JournalModel.REPLAY_LIMIT) {
      // Too long a journal to read whole: the service answers each moment (see loadAt).
      this.partial = true;
      this.head = head;
      this.applied = head;
      const page = await getDefault(`/workspaces/${this.ws}/operations`, "limit=1000");
      this.operations = page.operations.map((o) => ({ id: o.id, first: o.firstPosition, last: o.lastPosition, at: o.recordedAt })).reverse();
      return;
    }
    const size = 10000;
    const pages = [];
    for (let after = 0; after < head; after += size) pages.push(after);
    const fetched = new Map();
    let next = 0, applied = 0;
    const worker = async () => {
      while (next < pages.length) {
        const after = pages[next++];
        fetched.set(after, await getDefault(`/workspaces/${this.ws}/events`, `after=${after}&limit=${size}`));
        // Apply whatever is complete, in order.
        while (applied < pages.length && fetched.has(pages[applied])) {
          const page = fetched.get(pages[applied]);
          fetched.delete(pages[applied]);
          for (const e of page.events) this.apply(e);
          applied++;
          if (onProgress) onProgress(page.lastPosition, head);
        }
      }
    };
    await Promise.all([worker(), worker(), worker()]);
    // Whatever is appended from now on comes through the change feed, which starts here.
    this.head = Math.max(this.head, head);
  }

  /// For a journal past REPLAY_LIMIT positions: the features of every layer at `pos` within `box`
  /// (Web Mercator metres; null: the whole world) drawn from the service's vector tiles at zoom
  /// `zoom` (tiles.js: each layer thinned by the service past 10,000 features a tile), replacing
  /// those held.
  async loadAt(pos, box, zoom = 0) {
    if (!this.tiles) this.tiles = new TileSource(this.ws);
    const z = Math.max(0, Math.min(MAX_TILE_ZOOM, Math.floor(zoom)));
    this.features = await this.tiles.featuresAt(pos, this.head, box, z, this.layers, this.version ? this.version.name : null);
    this.loadedAt = pos;
  }

  /// DEFAULT's events after the last one held (before a version is built on it).
  async catchUp() {
    for (;;) {
      const page = await getDefault(`/workspaces/${this.ws}/events`, `after=${this.applied}&limit=10000`);
      for (const e of page.events) this.apply(e);
      if (!page.events.length || this.applied >= page.headPosition) return;
    }
  }

  /// A version's line as a model of its own, on the axis of the line's positions (0 … its head),
  /// built from DEFAULT's model (`defaults`, caught up) and the line's events (`/events` with
  /// `GeoJournal-Version`): the service's rule, in the browser. At line position p a feature the
  /// line has touched by p has its state in the line; any other has DEFAULT's state at the base in
  /// effect at p (the created base, then each `versionRebased` event's base). `info` is the
  /// version as `GET /versions/{v}` answers it.
  ///
  /// ```
  /// const model = await JournalModel.forVersion(defaultModel, info);  // then draw model like DEFAULT's
  /// ```
  static async forVersion(defaults, info) {
    if (defaults.partial) {
      // DEFAULT's journal is too long to hold: the version's moments are read from the service too.
      const model = new JournalModel(defaults.ws);
      model.layers = defaults.layers;
      model.version = info;
      model.partial = true;
      model.head = model.applied = info.head;
      const page = await get(`/workspaces/${defaults.ws}/operations`, "limit=1000");
      model.operations = page.operations.map((o) => ({ id: o.id, first: o.firstPosition, last: o.lastPosition, at: o.recordedAt })).reverse();
      await model.loadAt(info.head, null);
      return model;
    }
    const events = [];
    for (let after = 0; ;) {
      const page = await get(`/workspaces/${defaults.ws}/events`, `after=${after}&limit=10000`);
      events.push(...page.events);
      if (!page.events.length || page.lastPosition >= page.headPosition) break;
      after = page.lastPosition;
    }
    const model = new JournalModel(defaults.ws);
    model.layers = defaults.layers;
    model.version = info;
    model.defaults = defaults;
    const rebases = [[0, info.createdBase]];
    const touched = new Map();   // feature id → the first line position that touched it
    for (const e of events) {
      if (e.type === "versionRebased" && e.data && e.data.base != null) rebases.push([e.position, e.data.base]);
      if (e.featureId && !touched.has(e.featureId)) touched.set(e.featureId, e.position);
    }
    model.rebases = rebases;
    for (const f of defaults.features.values()) {
      const until = touched.has(f.id) ? touched.get(f.id) : Infinity;
      const versions = [];
      for (const [pos, base] of rebases) {
        if (pos >= until) break;
        const v = JournalModel.versionAt(f, base);
        const last = versions[versions.length - 1];
        if (v && (!last || last.deleted || last.version !== v.version)) versions.push({ ...v, pos });
        else if (!v && last && !last.deleted) versions.push({ ...last, pos, deleted: true });
      }
      if (versions.length) model.features.set(f.id, { id: f.id, layer: f.layer, objectId: f.objectId, versions });
    }
    for (const e of events) model.apply(e);
    model.head = Math.max(model.applied, info.head || 0);
    model.applied = model.head;
    return model;
  }

  /// One journal event, in position order.
  apply(e) {
    if (e.position <= this.applied) return;
    this.applied = e.position;
    if (e.position > this.head) this.head = e.position;
    const ops = this.operations;
    const lastOp = ops[ops.length - 1];
    if (lastOp && lastOp.id === e.operationId) lastOp.last = e.position;
    else ops.push({ id: e.operationId, first: e.position, last: e.position, at: e.recordedAt });
    if (!e.featureId) {
      if (e.type === "layerDefined" && e.data && e.data.definition && e.layer) {
        this.layers.set(e.layer, { ...e.data.definition, name: e.layer, version: e.data.version, position: e.position });
      }
      return;
    }
    let f = this.features.get(e.featureId);
    if (this.partial && e.type !== "featureCreated" && !f) return;
    const srid = (this.layers.get(e.layer) || {}).srid || 3857;
    const data = e.data || {};
    if (e.type === "featureCreated") {
      if (!f) {
        f = { id: e.featureId, layer: e.layer, versions: [] };
        this.features.set(e.featureId, f);
      }
      if (data.objectId != null) f.objectId = data.objectId;
      f.versions.push({ pos: e.position, version: e.featureVersion, props: { ...(data.attributes || {}) }, geom: compileGeometry(data.geometry, srid), deleted: false, op: e.operationId });
    } else if (f && e.type === "featureUpdated") {
      const before = f.versions[f.versions.length - 1];
      const props = { ...before.props };
      for (const [name, change] of Object.entries(data.changes || {})) props[name] = change.new;
      const geom = data.geometry ? compileGeometry(data.geometry, srid) : before.geom;
      f.versions.push({ pos: e.position, version: e.featureVersion, props, geom, deleted: false, op: e.operationId });
    } else if (f && e.type === "featureDeleted") {
      const before = f.versions[f.versions.length - 1];
      f.versions.push({ pos: e.position, version: e.featureVersion, props: before.props, geom: before.geom, deleted: true, op: e.operationId });
    }
  }

  /// What tells a feature apart for a person: its OBJECTID (the number the FeatureServer and
  /// ArcGIS clients show; its created event carries it) or, when that is not known here, the end
  /// of its id. Ids made in one moment share their first characters (they are time-ordered),
  /// never their last: a table of features imported together would show one prefix on every row.
  ///
  /// ```
  /// model.featureLabel(id)   // "OBJECTID 1043", or "…9f4b21c07e3a"
  /// ```
  featureLabel(id, objectId) {
    const f = this.features.get(id);
    const oid = objectId ?? (f ? f.objectId : null);
    return oid != null ? `OBJECTID ${oid}` : JournalModel.idTail(id);
  }

  /// The random end of a feature's id (its last 12 hex digits), for when no OBJECTID is known.
  static idTail(id) {
    return id ? "…" + id.slice(-12) : "";
  }

  /// The version of `f` valid at position `pos` (null when it did not exist or was deleted).
  static versionAt(f, pos) {
    const v = f.versions;
    let i = v.length - 1;
    if (v[i].pos <= pos) return v[i].deleted ? null : v[i];
    while (i >= 0 && v[i].pos > pos) i--;
    return i < 0 || v[i].deleted ? null : v[i];
  }

  /// The version just before `version` (for before/after drawings).
  static previousVersion(f, version) {
    const i = f.versions.findIndex((v) => v.version === version);
    return i > 0 ? f.versions[i - 1] : null;
  }

  /// Calls `body(feature, version)` for every feature alive at `pos`.
  forEachAt(pos, body) {
    for (const f of this.features.values()) {
      const v = JournalModel.versionAt(f, pos);
      if (v) body(f, v);
    }
  }

  countsAt(pos) {
    const counts = {};
    for (const name of this.layers.keys()) counts[name] = 0;
    let total = 0;
    this.forEachAt(pos, (f) => { counts[f.layer] = (counts[f.layer] || 0) + 1; total++; });
    return { total, byLayer: counts };
  }

  /// The operation holding `pos` (or the last before it).
  operationAt(pos) {
    const ops = this.operations;
    let lo = 0, hi = ops.length - 1, found = null;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (ops[mid].first <= pos) { found = ops[mid]; lo = mid + 1; } else hi = mid - 1;
    }
    return found;
  }

  /// The last position of the operation after (dir = 1) or before (dir = -1) the one at `pos`.
  stepOperation(pos, dir) {
    const ops = this.operations;
    if (dir > 0) {
      const next = ops.find((o) => o.last > pos);
      return next ? next.last : this.head;
    }
    for (let i = ops.length - 1; i >= 0; i--) if (ops[i].last < pos) return ops[i].last;
    return 0;
  }

  /// The coded-value name of a field's value, for a feature's subtype.
  static codedName(layer, field, value, props) {
    const domainName = JournalModel.domainNameOf(layer, field, props);
    const domain = domainName && layer.domains ? layer.domains[domainName] : null;
    if (!domain || domain.type !== "codedValue") return null;
    const c = domain.codedValues.find((cv) => cv.code === value);
    return c ? c.name : null;
  }

  static domainNameOf(layer, field, props) {
    if (layer.subtypeField && layer.subtypes && props) {
      const st = layer.subtypes.find((s) => s.code === props[layer.subtypeField]);
      if (st && st.domains && st.domains[field]) return st.domains[field];
    }
    const def = (layer.fields || []).find((f) => f.name === field);
    return def ? def.domain : null;
  }

  static subtypeName(layer, props) {
    if (!layer.subtypeField || !layer.subtypes) return null;
    const st = layer.subtypes.find((s) => s.code === props[layer.subtypeField]);
    return st ? st.name : null;
  }
}
