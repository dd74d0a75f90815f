// Audit: the operation log with filters, an operation's events (old → new) with its features
// highlighted, a feature's history with its geometry before and after, and the diff between two
// moments in three colours.

import { get } from "./api.js";
import { JournalModel, compileGeometry } from "./journal.js";
import { escapeHTML } from "./table.js";

const $ = (id) => document.getElementById(id);
export const COLORS = { added: "#2e7d32", modified: "#ef6c00", deleted: "#c62828", operation: "#ffb300", before: "#757575", after: "#00c853" };

export class AuditPanel {
  constructor(app) {
    this.app = app;
    this.next = null;
    this.query = "";
    $("op-filter").addEventListener("submit", (e) => { e.preventDefault(); this.loadOperations(false); });
    $("op-more").addEventListener("click", () => this.loadOperations(true));
    $("diff-form").addEventListener("submit", (e) => { e.preventDefault(); this.diff(); });
    $("diff-clear").addEventListener("click", () => this.clearHighlights());
    // The diff's "from" follows the slider until it is typed in: what changed since the moment shown.
    this.fromTyped = false;
    $("diff-form").elements.from.addEventListener("input", () => { this.fromTyped = true; });
    app.listeners.moment.push((pos) => { if (!this.fromTyped) $("diff-form").elements.from.value = this.app.live ? "" : String(pos); });
    // New operations (the feed) appear in the log when it is shown from its newest.
    app.listeners.events.push(() => {
      if (this.app.tab !== "audit" || this.next === undefined) return;
      clearTimeout(this.refresh);
      this.refresh = setTimeout(() => { if (!document.querySelector("#op-list li.active")) this.loadOperations(false); }, 1000);
    });
    $("op-list").addEventListener("click", (e) => {
      const li = e.target.closest("li[data-op]");
      if (li) this.showOperation(li.dataset.op, li);
    });
  }

  workspaceOpened() {
    const select = $("op-filter").elements.layer;
    select.innerHTML = `<option value="">any layer</option>` + [...this.app.model.layers.keys()].map((n) => `<option>${escapeHTML(n)}</option>`).join("");
    $("op-detail").innerHTML = "";
    $("diff-result").innerHTML = "";
    this.loadOperations(false);
  }

  clearHighlights() {
    this.app.view.highlights.clear();
    this.app.view.ghosts = [];
    this.app.view.draw();
    $("diff-result").innerHTML = "";
  }

  async loadOperations(more) {
    const form = $("op-filter").elements;
    if (!more) {
      const params = new URLSearchParams();
      for (const name of ["actor", "sessionId", "layer", "kind", "from", "to"]) {
        const value = form[name].value.trim();
        if (value) params.set(name, value);
      }
      params.set("limit", "50");
      this.query = params.toString();
      this.next = null;
      $("op-list").innerHTML = "";
    }
    try {
      const page = await get(`/workspaces/${this.app.ws}/operations`, this.query + (more && this.next ? `&cursor=${encodeURIComponent(this.next)}` : ""));
      $("op-list").insertAdjacentHTML("beforeend", page.operations.map((o) =>
        `<li data-op="${o.id}" data-kind="${o.kind}"><strong>${escapeHTML(o.kind)}</strong> by ${escapeHTML(o.actor)} · ${escapeHTML(shortTime(o.recordedAt))}` +
        ` · <span class="hint">${o.firstPosition}–${o.lastPosition}</span>${o.message ? `<br><span class="hint">${escapeHTML(o.message)}</span>` : ""}</li>`).join(""));
      this.next = page.next || null;
      $("op-more").hidden = !this.next;
    } catch (e) {
      this.app.showError(e);
    }
  }

  async showOperation(id, li) {
    document.querySelectorAll("#op-list li").forEach((x) => x.classList.toggle("active", x === li));
    try {
      const op = await get(`/workspaces/${this.app.ws}/operations/${id}`);
      const ids = [...new Set(op.events.filter((e) => e.featureId).map((e) => e.featureId))];
      const view = this.app.view;
      view.highlights.clear();
      view.ghosts = [];
      for (const fid of ids) view.highlights.set(fid, COLORS.operation);
      // A feature the operation deleted is drawn from its last state.
      for (const e of op.events) {
        if (e.type !== "featureDeleted") continue;
        const f = this.app.model.features.get(e.featureId);
        const v = f && f.versions.find((x) => x.version === e.featureVersion);
        if (v && v.geom) view.ghosts.push({ geom: v.geom, color: COLORS.deleted, dash: [6, 4] });
      }
      $("op-detail").innerHTML = `<h3>${escapeHTML(op.kind)} by ${escapeHTML(op.actor)}</h3>` +
        `<p class="hint">${escapeHTML(op.recordedAt)} · positions ${op.firstPosition}–${op.lastPosition}${op.sessionId ? ` · session ${op.sessionId.slice(0, 8)}` : ""}` +
        `${op.undoes ? ` · undoes ${op.undoes.slice(0, 8)}` : ""}${op.redoes ? ` · redoes ${op.redoes.slice(0, 8)}` : ""}</p>` +
        `<p><button type="button" id="op-goto">Show the moment after it</button> <button type="button" id="op-before">…and before</button></p>` +
        `<table class="events" id="op-events"><tr><th>pos</th><th>event</th><th>changes</th></tr>` +
        op.events.slice(0, 500).map((e) => `<tr data-feature="${e.featureId || ""}"><td>${e.position}</td><td>${escapeHTML(e.type)}<br><span class="hint">${escapeHTML(e.layer || "")} ${e.featureId ? `<span data-label title="${e.featureId}">${escapeHTML(this.app.model.featureLabel(e.featureId, e.data && e.data.objectId))}</span> v${e.featureVersion}` : ""}</span></td><td>${eventChanges(e)}</td></tr>`).join("") +
        `</table>${op.events.length > 500 ? `<p class="hint">first 500 of ${op.events.length} events</p>` : ""}`;
      $("op-goto").onclick = () => this.app.setMoment(op.lastPosition, { live: op.lastPosition >= this.app.model.head });
      $("op-before").onclick = () => this.app.setMoment(op.firstPosition - 1, { live: false });
      $("op-events").addEventListener("click", (e) => {
        const row = e.target.closest("tr[data-feature]");
        if (row && row.dataset.feature) this.app.selectFeature(row.dataset.feature, { zoom: true });
      });
      if (ids.length) view.fitFeatures(ids);
      view.draw();
    } catch (e) {
      this.app.showError(e);
    }
  }

  async showHistory(id) {
    try {
      const history = await get(`/workspaces/${this.app.ws}/features/${id}/history`);
      const f = this.app.model.features.get(id);
      $("op-detail").innerHTML = `<h3 title="${id}">History of ${escapeHTML(f ? f.layer : "")} ${escapeHTML(this.app.model.featureLabel(id))}</h3>` +
        `<table class="events" id="history"><tr><th>v</th><th>by</th><th>changes</th></tr>` +
        history.versions.map((v) => `<tr data-version="${v.version}"><td>${v.version}<br><span class="hint">${v.position}</span></td>` +
          `<td>${escapeHTML(v.kind)} · ${escapeHTML(v.actor)}<br><span class="hint">${escapeHTML(shortTime(v.recordedAt))}</span></td>` +
          `<td>${escapeHTML(v.type)}${v.geometryChanged ? ` · geometry${v.geometryEditKind ? " (" + escapeHTML(v.geometryEditKind) + ")" : ""}` : ""}<br>${changesText(v.changes)}</td></tr>`).join("") +
        `</table><p class="hint">Click a version: its geometry before (grey, dashed) and after (green).</p>`;
      $("history").addEventListener("click", (e) => {
        const row = e.target.closest("tr[data-version]");
        if (row) this.showVersion(id, Number(row.dataset.version));
      });
      const last = history.versions[history.versions.length - 1];
      if (last) this.showVersion(id, last.version);
    } catch (e) {
      this.app.showError(e);
    }
  }

  showVersion(id, version) {
    const f = this.app.model.features.get(id);
    if (!f) return;
    const after = f.versions.find((v) => v.version === version);
    const before = JournalModel.previousVersion(f, version);
    const view = this.app.view;
    view.highlights.clear();
    view.ghosts = [];
    if (before && before.geom) view.ghosts.push({ geom: before.geom, color: COLORS.before, dash: [6, 4] });
    if (after && after.geom && !after.deleted) view.ghosts.push({ geom: after.geom, color: COLORS.after });
    document.querySelectorAll("#history tr").forEach((r) => r.classList.toggle("active", Number(r.dataset.version) === version));
    view.fitFeatures([id]);
    view.draw();
  }

  async diff() {
    const form = $("diff-form").elements;
    const from = form.from.value.trim();
    const to = form.to.value.trim();
    const params = new URLSearchParams({ from });
    if (to) params.set("to", to);
    params.set("limit", "10000");
    try {
      const d = await get(`/workspaces/${this.app.ws}/diff`, params.toString());
      const view = this.app.view;
      view.highlights.clear();
      view.ghosts = [];
      const model = this.app.model;
      const ghost = (feature, color, dash) => {
        if (!feature || !feature.geometry) return;
        const f = model.features.get(feature.id);
        const srid = f && model.layers.get(f.layer) ? model.layers.get(f.layer).srid : 3857;
        const v = f && f.versions.find((x) => x.version === feature.version);
        const geom = (v && v.geom) || compileGeometry(feature.geometry, srid);
        if (geom) view.ghosts.push({ geom, color, dash });
      };
      for (const a of d.added) ghost(a.feature || a, COLORS.added);
      for (const m of d.modified) { ghost(m.old, COLORS.before, [4, 4]); ghost(m.new, COLORS.modified); }
      for (const r of d.deleted) ghost(r.feature || r.old || r, COLORS.deleted, [6, 4]);
      $("diff-result").innerHTML = `<p>From ${d.from} to ${d.to}: <span class="added">■ added <strong id="diff-added">${d.added.length}</strong></span> · ` +
        `<span class="modified">■ modified <strong id="diff-modified">${d.modified.length}</strong></span> · <span class="deleted">■ deleted <strong id="diff-deleted">${d.deleted.length}</strong></span>` +
        `${d.next ? " (first page)" : ""}</p>`;
      view.draw();
    } catch (e) {
      this.app.showError(e);
    }
  }
}

function shortTime(t) { return t ? t.replace("T", " ").replace(/\.\d+Z$/, "Z") : ""; }

function value(v) { return v == null ? "∅" : escapeHTML(typeof v === "object" ? JSON.stringify(v) : String(v)); }

function changesText(changes) {
  return Object.entries(changes || {}).map(([k, c]) => `${escapeHTML(k)}: <span class="old">${value(c.old)}</span> → <span class="new">${value(c.new)}</span>`).join("<br>");
}

function eventChanges(e) {
  const d = e.data || {};
  if (e.type === "featureCreated") return Object.entries(d.attributes || {}).map(([k, v]) => `${escapeHTML(k)}: <span class="new">${value(v)}</span>`).join("<br>");
  if (e.type === "featureUpdated") return changesText(d.changes) + (d.geometryEdit ? `<br>geometry: ${escapeHTML(d.geometryEdit.kind)}` : d.geometry ? "<br>geometry replaced" : "");
  if (e.type === "featureDeleted") return "deleted";
  return "";
}
