// The map: Leaflet for panning, zooming, the scale bar and an optional tile layer; the features
// themselves drawn by one canvas (FeatureCanvas) straight from the journal model, grouped by style,
// so 10,000 features redraw in a few milliseconds at any moment of the time slider.

import { JournalModel } from "./journal.js";

const L = window.L;
const HALF = 20037508.342789244;
const PALETTE = ["#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e", "#8c564b", "#e377c2", "#17becf", "#bcbd22",
  "#393b79", "#637939", "#843c39", "#7b4173", "#3182bd", "#e6550d", "#31a354", "#756bb1", "#636363"];

export function toLatLng(x, y) {
  return L.latLng((Math.atan(Math.exp(y / 6378137)) * 2 - Math.PI / 2) * 180 / Math.PI, x * 180 / HALF);
}
export function toMercator(latlng) {
  const y = Math.log(Math.tan((90 + Math.max(-85.05, Math.min(85.05, latlng.lat))) * Math.PI / 360)) * 6378137;
  return [latlng.lng * HALF / 180, y];
}

const FeatureCanvas = L.Layer.extend({
  initialize(view) { this._view = view; },
  onAdd(map) {
    this._canvas = L.DomUtil.create("canvas", "gj-features leaflet-zoom-hide");
    map.getPanes().overlayPane.appendChild(this._canvas);
    map.on("moveend zoomend resize viewreset", this._reset, this);
    this._reset();
  },
  onRemove(map) {
    L.DomUtil.remove(this._canvas);
    map.off("moveend zoomend resize viewreset", this._reset, this);
  },
  _reset() {
    const map = this._map, size = map.getSize(), ratio = window.devicePixelRatio || 1;
    const topLeft = map.containerPointToLayerPoint([0, 0]);
    L.DomUtil.setPosition(this._canvas, topLeft);
    this._canvas.width = Math.round(size.x * ratio);
    this._canvas.height = Math.round(size.y * ratio);
    this._canvas.style.width = size.x + "px";
    this._canvas.style.height = size.y + "px";
    this._view.draw();
  },
});

export class MapView {
  constructor(element, model) {
    this.model = model;
    this.moment = 0;
    this.hiddenLayers = new Set();
    this.highlights = new Map();   // feature id → colour
    this.ghosts = [];              // [{ geom, color, dash, label }] drawn whatever the moment
    this.selected = null;
    this.vertices = false;         // draw the selected feature's vertices (editing)
    this.snapMarker = null;        // { x, y, kind }
    this.sketch = null;            // [[x, y], …] of a feature being added
    this.styles = new Map();
    this.visibleIds = [];          // ids drawn at the last redraw, in view
    this.map = L.map(element, { zoomAnimation: false, attributionControl: false, minZoom: 1, maxZoom: 23, boxZoom: true, doubleClickZoom: false })
      .setView([41.77, -88.15], 12);
    L.control.scale({ imperial: false, maxWidth: 150 }).addTo(this.map);
    this.coordinates = L.control({ position: "bottomright" });
    this.coordinates.onAdd = () => { this._coordsDiv = L.DomUtil.create("div", "gj-coords"); this._coordsDiv.textContent = "x —, y —"; return this._coordsDiv; };
    this.coordinates.addTo(this.map);
    this.map.on("mousemove", (e) => {
      const [x, y] = toMercator(e.latlng);
      this._coordsDiv.textContent = `x ${x.toFixed(1)}  y ${y.toFixed(1)}  (EPSG:3857)`;
    });
    this.canvasLayer = new FeatureCanvas(this);
    this.canvasLayer.addTo(this.map);
    this.tiles = null;
  }

  setTileUrl(url) {
    if (this.tiles) { this.map.removeLayer(this.tiles); this.tiles = null; }
    if (url) this.tiles = L.tileLayer(url, { maxZoom: 23 }).addTo(this.map);
    this.map.getContainer().classList.toggle("with-tiles", !!url);
  }

  assignStyles() {
    for (const f of this.model.features.values()) for (const v of f.versions) v.styleKey = undefined;
    let n = 0;
    for (const layer of this.model.layers.values()) {
      const subtypes = layer.subtypes && layer.subtypes.length ? layer.subtypes.map((s) => s.code) : [null];
      for (const code of subtypes) this.styles.set(`${layer.name}|${code}`, PALETTE[n++ % PALETTE.length]);
      if (!this.styles.has(`${layer.name}|null`)) this.styles.set(`${layer.name}|null`, PALETTE[n++ % PALETTE.length]);
    }
  }

  styleKey(layerName, props) {
    const layer = this.model.layers.get(layerName);
    const code = layer && layer.subtypeField ? props[layer.subtypeField] : null;
    const key = `${layerName}|${code ?? null}`;
    return this.styles.has(key) ? key : `${layerName}|null`;
  }

  colorOf(key) { return this.styles.get(key) || "#555"; }

  /// World pixels at the current zoom → canvas pixels.
  transform() {
    const map = this.map;
    const zoom = map.getZoom();
    const scale = 256 * Math.pow(2, zoom) / (2 * HALF);
    const origin = map.getPixelOrigin();
    const topLeft = map.containerPointToLayerPoint([0, 0]);
    return { scale, ox: origin.x + topLeft.x, oy: origin.y + topLeft.y };
  }

  viewBox() {
    const b = this.map.getBounds();
    const [minx, miny] = toMercator(b.getSouthWest());
    const [maxx, maxy] = toMercator(b.getNorthEast());
    return [minx, miny, maxx, maxy];
  }

  setMoment(pos) { this.moment = pos; this.draw(); }

  draw() {
    const canvas = this.canvasLayer._canvas;
    if (!canvas || !this.model || !this.map._loaded) return;
    const ctx = canvas.getContext("2d");
    const ratio = window.devicePixelRatio || 1;
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    ctx.clearRect(0, 0, canvas.width, canvas.height);
    const { scale, ox, oy } = this.transform();
    const X = (x) => (x + HALF) * scale - ox;
    const Y = (y) => (HALF - y) * scale - oy;
    const [vx0, vy0, vx1, vy1] = this.viewBox();
    const groups = new Map();
    const visible = [];
    // One pass: what is drawn, and the counts by layer and by style (layer and subtype) at the moment.
    const byLayer = {}, byStyle = {};
    let total = 0;
    for (const name of this.model.layers.keys()) byLayer[name] = 0;
    this.model.forEachAt(this.moment, (f, v) => {
      const key = v.styleKey || (v.styleKey = this.styleKey(f.layer, v.props));
      total++;
      byLayer[f.layer] = (byLayer[f.layer] || 0) + 1;
      byStyle[key] = (byStyle[key] || 0) + 1;
      if (this.hiddenLayers.has(f.layer) || !v.geom) return;
      const b = v.geom.bbox;
      if (b[2] < vx0 || b[0] > vx1 || b[3] < vy0 || b[1] > vy1) return;
      visible.push(f.id);
      let g = groups.get(key);
      if (!g) groups.set(key, (g = []));
      g.push(v.geom);
    });
    this.visibleIds = visible;
    this.counts = { total, byLayer, byStyle, moment: this.moment };
    const path = (geom, radius) => {
      for (const a of geom.parts) {
        if (geom.kind === "point") {
          for (let i = 0; i < a.length; i += 2) {
            const x = X(a[i]), y = Y(a[i + 1]);
            ctx.moveTo(x + radius, y);
            ctx.arc(x, y, radius, 0, 2 * Math.PI);
          }
        } else {
          ctx.moveTo(X(a[0]), Y(a[1]));
          for (let i = 2; i < a.length; i += 2) ctx.lineTo(X(a[i]), Y(a[i + 1]));
          if (geom.kind === "polygon") ctx.closePath();
        }
      }
    };
    const paint = (geoms, color, { width = 1.6, radius = 3.2, dash = null, halo = false } = {}) => {
      const byKind = { polygon: [], line: [], point: [] };
      for (const g of geoms) byKind[g.kind].push(g);
      ctx.setLineDash(dash || []);
      if (byKind.polygon.length) {
        ctx.beginPath();
        for (const g of byKind.polygon) path(g, radius);
        ctx.globalAlpha = halo ? 0.35 : 0.2;
        ctx.fillStyle = color;
        ctx.fill("evenodd");
        ctx.globalAlpha = 1;
        ctx.strokeStyle = color;
        ctx.lineWidth = width;
        ctx.stroke();
      }
      if (byKind.line.length) {
        ctx.beginPath();
        for (const g of byKind.line) path(g, radius);
        ctx.strokeStyle = color;
        ctx.lineWidth = width;
        ctx.lineJoin = "round";
        ctx.lineCap = "round";
        ctx.stroke();
      }
      if (byKind.point.length) {
        ctx.beginPath();
        for (const g of byKind.point) path(g, radius);
        ctx.fillStyle = color;
        ctx.fill();
        ctx.strokeStyle = halo ? color : "#fff";
        ctx.lineWidth = halo ? 2 : 0.8;
        ctx.stroke();
      }
      ctx.setLineDash([]);
    };
    // Lines under points: line groups first.
    const keys = [...groups.keys()].sort((a, b) => kindRank(groups.get(a)) - kindRank(groups.get(b)));
    for (const key of keys) paint(groups.get(key), this.colorOf(key));
    // Ghosts (geometry of other moments), then highlights, then the selection on top.
    for (const ghost of this.ghosts) paint([ghost.geom], ghost.color, { width: 3, radius: 6, dash: ghost.dash, halo: true });
    if (this.highlights.size) {
      const byColor = new Map();
      for (const [id, color] of this.highlights) {
        const f = this.model.features.get(id);
        const v = f && JournalModel.versionAt(f, this.moment);
        if (!v || !v.geom) continue;
        if (!byColor.has(color)) byColor.set(color, []);
        byColor.get(color).push(v.geom);
      }
      for (const [color, geoms] of byColor) paint(geoms, color, { width: 4, radius: 5.5, halo: true });
    }
    const sel = this.selectedVersion();
    if (sel && sel.geom) {
      paint([sel.geom], "#00e5ff", { width: 5, radius: 7, halo: true });
      if (this.vertices) {
        ctx.fillStyle = "#fff";
        ctx.strokeStyle = "#000";
        ctx.lineWidth = 1;
        for (const a of sel.geom.parts) for (let i = 0; i < a.length; i += 2) {
          ctx.fillRect(X(a[i]) - 3.5, Y(a[i + 1]) - 3.5, 7, 7);
          ctx.strokeRect(X(a[i]) - 3.5, Y(a[i + 1]) - 3.5, 7, 7);
        }
      }
    }
    if (this.sketch && this.sketch.length) {
      ctx.beginPath();
      ctx.strokeStyle = "#ff00aa";
      ctx.lineWidth = 2;
      ctx.setLineDash([5, 4]);
      this.sketch.forEach(([x, y], i) => (i ? ctx.lineTo(X(x), Y(y)) : ctx.moveTo(X(x), Y(y))));
      ctx.stroke();
      ctx.setLineDash([]);
      for (const [x, y] of this.sketch) { ctx.beginPath(); ctx.arc(X(x), Y(y), 4, 0, 2 * Math.PI); ctx.fillStyle = "#ff00aa"; ctx.fill(); }
    }
    if (this.snapMarker) {
      const { x, y, kind } = this.snapMarker;
      ctx.beginPath();
      ctx.strokeStyle = kind === "vertex" ? "#00c853" : kind === "edge" ? "#ff9100" : "#999";
      ctx.lineWidth = 2.5;
      if (kind === "vertex") ctx.rect(X(x) - 7, Y(y) - 7, 14, 14);
      else ctx.arc(X(x), Y(y), 7, 0, 2 * Math.PI);
      ctx.stroke();
      ctx.font = "12px sans-serif";
      ctx.fillStyle = ctx.strokeStyle;
      ctx.fillText(kind === "none" ? "no snap" : kind, X(x) + 10, Y(y) - 8);
    }
  }

  selectedVersion() {
    if (!this.selected) return null;
    const f = this.model.features.get(this.selected);
    return f ? JournalModel.versionAt(f, this.moment) : null;
  }

  /// The feature drawn nearest to a container point, within `tolerance` pixels.
  hitTest(point, tolerance = 7) {
    const { scale, ox, oy } = this.transform();
    const X = (x) => (x + HALF) * scale - ox;
    const Y = (y) => (HALF - y) * scale - oy;
    let best = null, bestD = tolerance;
    const px = point.x, py = point.y;
    for (const id of this.visibleIds) {
      const f = this.model.features.get(id);
      const v = JournalModel.versionAt(f, this.moment);
      if (!v || !v.geom) continue;
      const g = v.geom;
      let d = Infinity;
      for (const a of g.parts) {
        if (g.kind === "point") {
          for (let i = 0; i < a.length; i += 2) d = Math.min(d, Math.hypot(X(a[i]) - px, Y(a[i + 1]) - py) - 1.5);
        } else {
          for (let i = 2; i < a.length; i += 2) d = Math.min(d, segmentDistance(px, py, X(a[i - 2]), Y(a[i - 1]), X(a[i]), Y(a[i + 1])));
          if (g.kind === "polygon" && d > 0 && insideRing(px, py, a, X, Y)) d = Math.min(d, tolerance - 0.5);
        }
      }
      // Points win over the lines they sit on.
      if (g.kind === "point") d -= 2;
      if (d < bestD) { bestD = d; best = id; }
    }
    return best;
  }

  /// The vertex of the selected feature under a container point: { part, index, ring } or null.
  vertexAt(point, tolerance = 8) {
    const v = this.selectedVersion();
    if (!v || !v.geom) return null;
    const { scale, ox, oy } = this.transform();
    let best = null, bestD = tolerance;
    const gj = v.geom.geojson;
    v.geom.parts.forEach((a, k) => {
      for (let i = 0; i < a.length; i += 2) {
        const d = Math.hypot((a[i] + HALF) * scale - ox - point.x, (HALF - a[i + 1]) * scale - oy - point.y);
        if (d < bestD) { bestD = d; best = { ...partAndRing(gj, k), index: i / 2, k }; }
      }
    });
    return best;
  }

  /// The segment of the selected feature under a container point: insert index after its start.
  segmentAt(point, tolerance = 8) {
    const v = this.selectedVersion();
    if (!v || !v.geom || v.geom.kind === "point") return null;
    const { scale, ox, oy } = this.transform();
    const X = (x) => (x + HALF) * scale - ox;
    const Y = (y) => (HALF - y) * scale - oy;
    let best = null, bestD = tolerance;
    v.geom.parts.forEach((a, k) => {
      for (let i = 2; i < a.length; i += 2) {
        const d = segmentDistance(point.x, point.y, X(a[i - 2]), Y(a[i - 1]), X(a[i]), Y(a[i + 1]));
        if (d < bestD) { bestD = d; best = { ...partAndRing(v.geom.geojson, k), index: i / 2 }; }
      }
    });
    return best;
  }

  /// Fits box `b` (Web Mercator metres) in the map; `right`: more room on the right (a panel over the map).
  fitBox(b, padding = 40, right = padding) {
    if (!b || !isFinite(b[0])) return;
    const pad = Math.max(b[2] - b[0], b[3] - b[1]) < 1 ? 60 : 0;
    this.map.fitBounds(L.latLngBounds(toLatLng(b[0] - pad, b[1] - pad), toLatLng(b[2] + pad, b[3] + pad)),
      { paddingTopLeft: [padding, padding], paddingBottomRight: [right, padding], maxZoom: 19 });
  }

  fitFeatures(ids) {
    let box = null;
    for (const id of ids) {
      const f = this.model.features.get(id);
      const v = f && (JournalModel.versionAt(f, this.moment) || f.versions[f.versions.length - 1]);
      if (v && v.geom) box = unionBox(box, v.geom.bbox);
    }
    this.fitBox(box);
  }

  fitAll() {
    let box = null;
    this.model.forEachAt(this.moment, (f, v) => { if (v.geom) box = unionBox(box, v.geom.bbox); });
    this.fitBox(box, 20);
  }
}

function kindRank(geoms) { const k = geoms[0].kind; return k === "polygon" ? 0 : k === "line" ? 1 : 2; }

export function unionBox(a, b) {
  if (!a) return b.slice();
  return [Math.min(a[0], b[0]), Math.min(a[1], b[1]), Math.max(a[2], b[2]), Math.max(a[3], b[3])];
}

function segmentDistance(px, py, ax, ay, bx, by) {
  const dx = bx - ax, dy = by - ay;
  const len = dx * dx + dy * dy;
  let t = len ? ((px - ax) * dx + (py - ay) * dy) / len : 0;
  t = Math.max(0, Math.min(1, t));
  return Math.hypot(ax + t * dx - px, ay + t * dy - py);
}

function insideRing(px, py, a, X, Y) {
  let inside = false;
  for (let i = 0, j = a.length - 2; i < a.length; j = i, i += 2) {
    const xi = X(a[i]), yi = Y(a[i + 1]), xj = X(a[j]), yj = Y(a[j + 1]);
    if ((yi > py) !== (yj > py) && px < ((xj - xi) * (py - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/// The GeoJSON part and ring of the k-th flat array of a compiled geometry.
function partAndRing(gj, k) {
  if (gj.type === "MultiPolygon") {
    let n = 0;
    for (let p = 0; p < gj.coordinates.length; p++) {
      for (let r = 0; r < gj.coordinates[p].length; r++) { if (n === k) return { part: p, ring: r }; n++; }
    }
  }
  if (gj.type === "Polygon") return { part: 0, ring: k };
  return { part: k, ring: 0 };
}
