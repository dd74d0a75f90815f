// Editing, like the ArcGIS samples the product grew from: add a feature, move or insert a vertex
// with snapping feedback (/snap: vertex or edge, the network's rules deciding what may snap),
// delete; an attribute form offering only what the coded domains and contingent values allow;
// undo and redo of the editing session; a 409 says whose later edit conflicts.

import { ApiError, get, post } from "./api.js";
import { JournalModel } from "./journal.js";
import { toMercator } from "./mapview.js";
import { escapeHTML } from "./table.js";

const $ = (id) => document.getElementById(id);
const HALF = 20037508.342789244;

export class EditPanel {
  constructor(app) {
    this.app = app;
    this.active = false;
    this.sessionId = null;
    this.ownOperations = new Set();
    this.drag = null;
    this.snapTimer = 0;
    $("undo").onclick = () => this.undoRedo("undo");
    $("redo").onclick = () => this.undoRedo("redo");
    document.querySelectorAll('input[name="tool"]').forEach((r) => r.addEventListener("change", () => this.toolChanged()));
    $("add-layer").addEventListener("change", () => this.fillSubtypes());
    app.listeners.selection.push(() => { if (this.active) this.renderForm(); });
    // A live step of the feed keeps a form being filled in (its save then meets the 409, in words).
    app.listeners.moment.push((_, { quiet }) => { if (this.active) { this.updateBlocked(); if (!(quiet && this.formDirty)) this.renderForm(); } });
    app.listeners.events.push(() => { if (this.active && !this.formDirty) this.renderForm(); });
    const map = app.view.map;
    map.on("mousedown", (e) => this.mouseDown(e));
    map.on("mousemove", (e) => this.mouseMove(e));
    map.on("mouseup", (e) => this.mouseUp(e));
    map.on("dblclick", (e) => this.finishSketch(e));
  }

  get tool() { return document.querySelector('input[name="tool"]:checked').value; }
  get canEdit() { return this.app.role !== "viewer" && this.app.live; }

  /// The console's editing session is one per workspace and version (its undo stack is the line's).
  get sessionKey() { return `geojournal.session.${this.app.ws}${this.app.version ? `~${this.app.version}` : ""}`; }

  workspaceOpened() {
    this.sessionId = sessionStorage.getItem(this.sessionKey);
    const layers = [...this.app.model.layers.values()];
    $("add-layer").innerHTML = layers.map((l) => `<option>${escapeHTML(l.name)}</option>`).join("");
    const withFeatures = layers.find((l) => this.app.model.countsAt(this.app.model.head).byLayer[l.name] > 0);
    if (withFeatures) $("add-layer").value = withFeatures.name;
    this.fillSubtypes();
    this.updateBlocked();
    this.refreshSession();
    const tab = document.querySelector('.tabs button[data-tab="edit"]');
    tab.textContent = this.app.role === "viewer" ? "Edit (read only)" : "Edit";
    // Without a token (a public workspace) there is nothing to edit with: no tab, no tools.
    const anonymous = !this.app.me.authenticated;
    tab.hidden = anonymous;
    $("edit-tools").hidden = anonymous;
  }

  activate(on) {
    this.active = on;
    this.app.view.vertices = on && (this.tool === "move" || this.tool === "insert");
    if (!on) { this.app.view.sketch = null; this.app.view.snapMarker = null; }
    this.updateBlocked();
    if (on) this.renderForm();
    this.app.view.draw();
  }

  updateBlocked() {
    const reason = this.app.role === "viewer" ? "This token is a viewer's: it can look, not edit."
      : !this.app.live ? "Editing happens at the head of the journal: press Now to edit." : "";
    $("edit-blocked").textContent = reason;
    $("edit-tools").querySelectorAll("input, select, button").forEach((el) => {
      if (el.id === "undo" || el.id === "redo") return;
      el.disabled = !!reason && !(el.name === "tool");
    });
    if (this.app.role === "viewer") { $("undo").disabled = true; $("redo").disabled = true; }
  }

  toolChanged() {
    const tool = this.tool;
    $("add-options").hidden = tool !== "add";
    this.app.view.vertices = tool === "move" || tool === "insert";
    this.app.view.sketch = tool === "add" ? [] : null;
    this.app.view.snapMarker = null;
    document.body.classList.toggle("editing-add", tool === "add" || tool === "insert");
    this.app.view.draw();
  }

  fillSubtypes() {
    const layer = this.app.model.layers.get($("add-layer").value);
    const subtypes = layer && layer.subtypes ? layer.subtypes : [];
    $("add-subtype").innerHTML = subtypes.map((s) => `<option value="${s.code}">${escapeHTML(s.name)}</option>`).join("");
    $("add-subtype").hidden = !subtypes.length;
  }

  // ------------------------------------------------------------ session
  async ensureSession() {
    if (this.sessionId) return this.sessionId;
    const s = await post(`/workspaces/${this.app.ws}/sessions`, { title: "console" });
    this.sessionId = s.id;
    sessionStorage.setItem(this.sessionKey, s.id);
    return s.id;
  }

  async refreshSession() {
    if (!this.sessionId || this.app.role === "viewer") { $("undo").disabled = true; $("redo").disabled = true; $("session-info").textContent = ""; return; }
    try {
      const s = await get(`/workspaces/${this.app.ws}/sessions/${this.sessionId}`);
      $("undo").disabled = !s.canUndo;
      $("redo").disabled = !s.canRedo;
      $("session-info").textContent = `session ${this.sessionId.slice(0, 8)}: ${s.undoStack.length} to undo, ${s.redoStack.length} to redo`;
    } catch (e) {
      if (e.status === 404) { this.sessionId = null; sessionStorage.removeItem(this.sessionKey); return; }
      this.app.showError(e);
    }
  }

  /// After a write: the model catches up to its last position, then the form and session follow.
  async written(outcome) {
    if (outcome && outcome.operation) {
      this.ownOperations.add(outcome.operation.id);
      await this.app.catchUp(outcome.operation.lastPosition);
    }
    this.formDirty = false;
    this.renderForm();
    await this.refreshSession();
  }

  async undoRedo(which, force = false) {
    try {
      const id = await this.ensureSession();
      const outcome = await post(`/workspaces/${this.app.ws}/sessions/${id}/${which}`, undefined, force ? "force=true" : "");
      await this.written(outcome);
      this.status(`${which} done: operation ${outcome.operation.id.slice(0, 8)} at position ${outcome.operation.lastPosition}`);
    } catch (e) {
      if (e.status === 409) {
        this.showConflict(e, () => this.undoRedo(which, true));
        return;
      }
      this.app.showError(e);
    }
  }

  // ------------------------------------------------------------ attribute form
  renderForm() {
    const el = $("edit-form");
    const id = this.app.view.selected;
    const f = id && this.app.model.features.get(id);
    const v = f && JournalModel.versionAt(f, this.app.moment);
    if (!f || !v) { el.innerHTML = `<p class="hint">Select a feature (Select tool, click it) to edit its attributes.</p><p id="edit-status" class="hint"></p>`; this.status(); return; }
    const layer = this.app.model.layers.get(f.layer);
    const disabled = this.canEdit ? "" : "disabled";
    const rows = (layer.fields || []).map((field) => {
      const value = v.props[field.name];
      const domainName = JournalModel.domainNameOf(layer, field.name, v.props);
      const domain = domainName && layer.domains ? layer.domains[domainName] : null;
      let input;
      if (field.name === layer.subtypeField) {
        input = `<select name="${escapeHTML(field.name)}" data-type="${field.type}" ${disabled}>${layer.subtypes.map((s) => `<option value="${s.code}" ${s.code === value ? "selected" : ""}>${escapeHTML(s.name)}</option>`).join("")}</select>`;
      } else if (domain && domain.type === "codedValue") {
        const options = (field.nullable !== false ? [`<option value="" ${value == null ? "selected" : ""}>(null)</option>`] : [])
          .concat(domain.codedValues.map((c) => `<option value="${escapeHTML(String(c.code))}" ${c.code === value ? "selected" : ""}>${escapeHTML(c.name)} (${escapeHTML(String(c.code))})</option>`));
        input = `<select name="${escapeHTML(field.name)}" data-type="${field.type}" data-domain="${escapeHTML(domainName)}" ${disabled}>${options.join("")}</select>`;
      } else if (field.type === "boolean") {
        input = `<input type="checkbox" name="${escapeHTML(field.name)}" data-type="boolean" ${value ? "checked" : ""} ${disabled}>`;
      } else {
        const numeric = ["integer", "smallint", "double"].includes(field.type);
        const range = domain && domain.type === "range" ? `min="${domain.min}" max="${domain.max}"` : "";
        input = `<input name="${escapeHTML(field.name)}" data-type="${field.type}" ${numeric ? `type="number" step="${field.type === "double" ? "any" : "1"}"` : ""} ${range} value="${value == null ? "" : escapeHTML(String(value))}" ${disabled}>`;
      }
      return `<label>${escapeHTML(field.name)} ${input}</label><div class="violation" data-violation="${escapeHTML(field.name)}"></div>`;
    }).join("");
    el.innerHTML = `<h3 title="${id}">${escapeHTML(f.layer)} ${escapeHTML(this.app.model.featureLabel(id))} <span class="hint">version ${v.version}</span></h3>` +
      `<form id="attribute-form" class="form" data-feature="${id}" data-version="${v.version}">${rows}` +
      `<div class="row"><button type="submit" id="save" ${disabled}>Save</button> <button type="button" id="delete" ${disabled}>Delete</button></div></form>` +
      `<p id="edit-status" class="hint"></p>`;
    this.status();
    const form = $("attribute-form");
    form.addEventListener("submit", (e) => { e.preventDefault(); this.save(f, v); });
    form.addEventListener("change", () => { this.formDirty = true; this.restrictContingent(f.layer, layer); });
    $("delete").onclick = () => this.remove(f, v);
    this.formDirty = false;
    if (this.canEdit) this.restrictContingent(f.layer, layer);
  }

  /// The status line under the form; it outlives the form's redraws.
  status(text) {
    if (text !== undefined) this.lastStatus = text;
    const el = $("edit-status");
    if (el) el.textContent = this.lastStatus || "";
  }

  formValues(layer) {
    const values = {};
    for (const field of layer.fields || []) {
      const input = $("attribute-form").elements[field.name];
      if (!input) continue;
      values[field.name] = parseValue(input, field);
    }
    return values;
  }

  /// Offers only the values the layer's contingent values allow, given the other fields' values.
  async restrictContingent(layerName, layer) {
    const groups = (layer.contingentValues && layer.contingentValues.fieldGroups) || [];
    if (!groups.length) return;
    const fields = [...new Set(groups.flatMap((g) => g.fields))];
    const values = this.formValues(layer);
    for (const field of fields) {
      const attributes = { ...values };
      delete attributes[field];
      try {
        const answer = await post(`/workspaces/${this.app.ws}/layers/${layerName}/contingent-values/query`, { field, attributes });
        const input = $("attribute-form") && $("attribute-form").elements[field];
        if (!input || input.tagName !== "SELECT") continue;
        let allowed = null;
        let nullAllowed = true;
        for (const g of answer.fieldGroups || []) {
          if (g.any) continue;
          const codes = new Set(g.codedValues.map((c) => String(c.code)));
          allowed = allowed ? new Set([...allowed].filter((c) => codes.has(c))) : codes;
          nullAllowed = nullAllowed && g.null;
        }
        for (const option of input.options) {
          const ok = option.value === "" ? nullAllowed : !allowed || allowed.has(option.value);
          option.disabled = !ok;
          option.hidden = !ok;
        }
      } catch (e) {
        this.app.showError(e);
        return;
      }
    }
  }

  async save(f, v) {
    const layer = this.app.model.layers.get(f.layer);
    const values = this.formValues(layer);
    const changed = {};
    for (const [k, value] of Object.entries(values)) if (value !== (v.props[k] ?? null)) changed[k] = value;
    if (!Object.keys(changed).length) { this.status("nothing changed"); return; }
    await this.apply({ layer: f.layer, updates: [{ id: f.id, expectedVersion: v.version, attributes: changed }] }, `edit ${f.layer} ${this.app.model.featureLabel(f.id)}`, f.id);
  }

  async remove(f, v) {
    await this.apply({ layer: f.layer, deletes: [{ id: f.id, expectedVersion: v.version }] }, `delete ${f.layer} ${this.app.model.featureLabel(f.id)}`, f.id);
    this.app.selectFeature(null);
  }

  async apply(edit, message, featureId) {
    document.querySelectorAll("[data-violation]").forEach((el) => { el.textContent = ""; });
    try {
      const sessionId = await this.ensureSession();
      const outcome = await post(`/workspaces/${this.app.ws}/edits`, { sessionId, message: `console: ${message}`, edits: [edit] });
      await this.written(outcome);
      this.status(`saved: operation ${outcome.operation.id.slice(0, 8)} at position ${outcome.operation.lastPosition}`);
      return outcome;
    } catch (e) {
      if (e.status === 409) { this.showConflict(e, null, featureId); return null; }
      if (e instanceof ApiError) {
        for (const violation of e.violations) {
          const name = (violation.path || "").split(".").pop();
          const el = document.querySelector(`[data-violation="${CSS.escape(name)}"]`);
          if (el) el.textContent = violation.message;
        }
      }
      this.app.showError(e);
      return null;
    }
  }

  /// A 409 in words: the problem, and the later versions (who, when) of the features it names.
  async showConflict(error, forceAction, featureId) {
    const ids = new Set();
    if (featureId) ids.add(featureId);
    const text = JSON.stringify(error.problem);
    for (const m of text.matchAll(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g)) if (this.app.model.features.has(m[0])) ids.add(m[0]);
    const lines = [];
    for (const id of [...ids].slice(0, 5)) {
      try {
        const h = await get(`/workspaces/${this.app.ws}/features/${id}/history`);
        const later = h.versions.filter((v) => v.sessionId !== this.sessionId).slice(-1)[0];
        if (later) lines.push(`${this.app.model.featureLabel(id)}: version ${later.version} by ${later.actor} at ${later.recordedAt} (${later.kind}${later.message ? ": " + later.message : ""})`);
      } catch { /* the problem itself is shown */ }
    }
    const box = document.createElement("div");
    box.className = "message";
    box.id = "conflict";
    box.innerHTML = `<strong>409 conflict</strong> ${escapeHTML(error.message)}<ul>${lines.map((l) => `<li>${escapeHTML(l)}</li>`).join("")}</ul>` +
      (forceAction ? `<button type="button" id="force">Force it</button>` : "");
    $("messages").appendChild(box);
    if (forceAction) box.querySelector("#force").onclick = () => { box.remove(); forceAction(); };
    setTimeout(() => box.remove(), 30000);
    this.status("conflict: see the message");
    await this.app.catchUp();
  }

  // ------------------------------------------------------------ geometry tools
  metresPerPixel() { return 2 * HALF / (256 * Math.pow(2, this.app.view.map.getZoom())); }

  /// Snaps a point for an edit of `layerName`: a feature being added takes the chosen subtype, an
  /// existing one (`props`) its own asset group and type, so the network's rules decide what may snap.
  async snap(latlng, layerName, props) {
    const [x, y] = toMercator(latlng);
    if (!$("snap-enabled").checked) return { point: [x, y], kind: "none" };
    const layer = this.app.model.layers.get(layerName);
    const subtype = layer && layer.subtypeField ? (props ? props[layer.subtypeField] : Number($("add-subtype").value)) ?? undefined : undefined;
    const assetType = props && props.ASSETTYPE != null ? props.ASSETTYPE : 1;
    const body = {
      point: [x, y],
      tolerance: Number($("snap-tolerance").value || 10) * this.metresPerPixel(),
      sources: [...this.app.model.layers.keys()].filter((n) => !this.app.view.hiddenLayers.has(n)).map((n) => ({ layer: n, enabled: true })),
    };
    if (layerName) body.editing = { layer: layerName, ...(subtype != null && !Number.isNaN(subtype) ? { assetGroup: subtype, assetType } : {}) };
    try {
      const answer = await post(`/workspaces/${this.app.ws}/snap`, body);
      const rules = (answer.sources || []).filter((s) => s.ruleBehavior !== "none").map((s) => `${s.layer}: ${s.ruleBehavior}`).join(", ");
      this.status(answer.snapped ? `snaps to a ${answer.kind} of ${answer.layer} ${this.app.model.featureLabel(answer.featureId)} (${answer.distance.toFixed(2)} m)${rules ? " · " + rules : ""}` : `no snap${rules ? " · " + rules : ""}`);
      return answer.snapped ? answer : { point: [x, y], kind: "none" };
    } catch (e) {
      this.app.showError(e);
      return { point: [x, y], kind: "none" };
    }
  }

  showSnap(result) {
    this.app.view.snapMarker = { x: result.point[0], y: result.point[1], kind: result.kind };
    this.app.view.draw();
  }

  /// A click on the map while editing; true when the click was the tool's.
  mapClicked(e) {
    if (!this.canEdit) return false;
    const tool = this.tool;
    if (tool === "add") { this.addClick(e); return true; }
    if (tool === "insert") { this.insertClick(e); return true; }
    if (tool === "move") return !!this.justDragged;
    return false;
  }

  async addClick(e) {
    const layerName = $("add-layer").value;
    const layer = this.app.model.layers.get(layerName);
    const s = await this.snap(e.latlng, layerName);
    this.showSnap(s);
    if (/Point/.test(layer.geometryType)) {
      await this.addFeature(layer, layer.geometryType === "MultiPoint" ? { type: "MultiPoint", coordinates: [s.point] } : { type: "Point", coordinates: s.point });
      return;
    }
    this.app.view.sketch = this.app.view.sketch || [];
    this.app.view.sketch.push(s.point);
    this.app.view.draw();
  }

  async finishSketch() {
    if (!this.active || this.tool !== "add" || !this.canEdit) return;
    const layer = this.app.model.layers.get($("add-layer").value);
    const points = dedupe(this.app.view.sketch || []);
    let geometry = null;
    if (/LineString/.test(layer.geometryType) && points.length >= 2) {
      geometry = layer.geometryType === "MultiLineString" ? { type: "MultiLineString", coordinates: [points] } : { type: "LineString", coordinates: points };
    } else if (/Polygon/.test(layer.geometryType) && points.length >= 3) {
      const ring = [...points, points[0]];
      geometry = layer.geometryType === "MultiPolygon" ? { type: "MultiPolygon", coordinates: [[ring]] } : { type: "Polygon", coordinates: [ring] };
    }
    if (!geometry) return;
    this.app.view.sketch = [];
    await this.addFeature(layer, geometry);
  }

  async addFeature(layer, geometry) {
    const attributes = {};
    if (layer.subtypeField && $("add-subtype").value !== "") attributes[layer.subtypeField] = Number($("add-subtype").value);
    const id = crypto.randomUUID ? crypto.randomUUID() : undefined;
    const outcome = await this.apply({ layer: layer.name, adds: [{ ...(id ? { id } : {}), attributes, geometry }] }, `add ${layer.name}`);
    if (outcome) {
      const added = outcome.results.find((r) => r.action === "add");
      if (added) this.app.selectFeature(added.id);
    }
  }

  async insertClick(e) {
    const seg = this.app.view.segmentAt(e.containerPoint);
    if (!seg) { this.app.selectFeature(this.app.view.hitTest(e.containerPoint)); return; }
    const f = this.app.model.features.get(this.app.view.selected);
    const v = JournalModel.versionAt(f, this.app.moment);
    const s = await this.snap(e.latlng, f.layer, v.props);
    this.showSnap(s);
    await this.geometryEdit(f, v, { kind: "insertVertex", part: seg.part, ring: seg.ring, index: seg.index, to: s.point });
  }

  mouseDown(e) {
    if (!this.active || this.tool !== "move" || !this.canEdit) return;
    const vertex = this.app.view.vertexAt(e.containerPoint);
    if (!vertex) return;
    this.drag = { vertex, last: null };
    this.app.view.map.dragging.disable();
  }

  mouseMove(e) {
    if (!this.drag) return;
    const f = this.app.model.features.get(this.app.view.selected);
    const now = performance.now();
    const [x, y] = toMercator(e.latlng);
    this.app.view.snapMarker = { x, y, kind: "none" };
    this.app.view.draw();
    if (now - this.snapTimer < 120) return;
    this.snapTimer = now;
    this.snap(e.latlng, f.layer, this.app.view.selectedVersion().props).then((s) => { if (this.drag) { this.drag.last = s; this.showSnap(s); } });
  }

  async mouseUp(e) {
    if (!this.drag) return;
    const drag = this.drag;
    this.drag = null;
    this.app.view.map.dragging.enable();
    this.justDragged = true;
    setTimeout(() => { this.justDragged = false; }, 50);
    const f = this.app.model.features.get(this.app.view.selected);
    const v = JournalModel.versionAt(f, this.app.moment);
    const s = await this.snap(e.latlng, f.layer, this.app.view.selectedVersion().props);
    this.showSnap(s);
    await this.geometryEdit(f, v, { kind: "moveVertex", part: drag.vertex.part, ring: drag.vertex.ring, index: drag.vertex.index, to: s.point });
  }

  async geometryEdit(f, v, edit) {
    try {
      const sessionId = await this.ensureSession();
      const outcome = await post(`/workspaces/${this.app.ws}/features/${f.id}/geometry-edits`, { expectedVersion: v.version, sessionId, edit });
      await this.written(outcome);
      this.status(`${edit.kind}: operation ${outcome.operation.id.slice(0, 8)} at position ${outcome.operation.lastPosition}`);
    } catch (e) {
      if (e.status === 409) { this.showConflict(e, null, f.id); return; }
      this.app.showError(e);
    }
  }
}

function parseValue(input, field) {
  if (field.type === "boolean") return input.checked;
  const text = input.value;
  if (text === "") return null;
  if (["integer", "smallint"].includes(field.type)) return Number.parseInt(text, 10);
  if (field.type === "double") return Number(text);
  return text;
}

function dedupe(points) {
  return points.filter((p, i) => i === 0 || p[0] !== points[i - 1][0] || p[1] !== points[i - 1][1]);
}
