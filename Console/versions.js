// Versions: the picker beside the workspace, the Versions tab (list, create, alter, delete), and
// the board over the map with a version's differences (three colours, counts per layer, old → new)
// and its conflicts in three columns (ancestor / DEFAULT / version) with reconcile and post.
// Everything goes through /v1/workspaces/{ws}/versions; what the console shows follows the chosen
// version because every other request names it (api.js, GeoJournal-Version).

import { ApiError, get, getDefault, post, request } from "./api.js";
import { JournalModel, compileGeometry } from "./journal.js";
import { ReplicaList } from "./replicas.js";
import { escapeHTML } from "./table.js";

const $ = (id) => document.getElementById(id);

export const DIFF_COLORS = { insert: "#2e7d32", update: "#ef6c00", delete: "#c62828", before: "#8a8a8a" };
export const STATE_COLORS = { ancestor: "#777777", default: "#1565c0", version: "#8e24aa" };
const KINDS = [["inserts", "insert"], ["updates", "update"], ["deletes", "delete"]];

export class VersionPanel {
  constructor(app) {
    this.app = app;
    this.list = [];
    this.board = null;   // "differences" | "conflicts" | null
    this.replicas = new ReplicaList(app);
    $("version").addEventListener("change", () => this.app.switchVersion($("version").value || null));
    // Versions others made since: read again when the picker is opened.
    $("version").addEventListener("focus", () => this.load());
    $("version-create").addEventListener("submit", (e) => { e.preventDefault(); this.create(); });
    $("board-close").onclick = () => this.closeBoard();
    app.listeners.moment.push(() => this.renderCreateMoment());
  }

  get base() { return `/workspaces/${this.app.ws}/versions`; }
  get path() { return `${this.base}/${encodeURIComponent(this.app.version)}`; }
  info(name = this.app.version) { return this.list.find((v) => v.name === name) || null; }

  async workspaceOpened() {
    this.closeBoard();
    await this.load();
  }

  /// The versions the token may see (none for a public workspace read without a token).
  async load() {
    try {
      this.list = (await get(this.base)).versions;
    } catch (e) {
      this.list = [];
      if (!(e instanceof ApiError) || (e.status !== 401 && e.status !== 403)) this.app.showError(e);
    }
    this.list.sort((a, b) => a.name.localeCompare(b.name));
    this.render();
  }

  activate(on) {
    if (!on) return;
    this.load();
    this.replicas.load();
  }

  /// Called once a version (or DEFAULT) is drawn.
  versionShown() {
    if (this.board && this.boardVersion !== this.app.version) this.closeBoard();
    this.render();
  }

  render() {
    const current = this.app.version;
    const select = $("version");
    select.innerHTML = `<option value="">DEFAULT</option>` + this.list.map((v) =>
      `<option value="${escapeHTML(v.name)}">${escapeHTML(v.name)} · ${escapeHTML(v.access)} · base ${v.base}${v.editingSession ? " · being edited" : ""}</option>`).join("");
    select.value = current || "";
    $("version-list").innerHTML = `<tr><th>Version</th><th>Owner</th><th>Access</th><th>Base</th><th>Head</th><th>Editing</th></tr>` +
      `<tr data-version="" class="${current ? "" : "current"}"><td><a href="#" data-pick="">DEFAULT</a></td><td></td><td>public</td><td></td><td>${this.app.defaults ? this.app.defaults.head : ""}</td><td></td></tr>` +
      this.list.map((v) => `<tr data-version="${escapeHTML(v.name)}" class="${v.name === current ? "current" : ""}"><td><a href="#" data-pick="${escapeHTML(v.name)}">${escapeHTML(v.name)}</a></td>` +
        `<td>${escapeHTML(v.owner)}</td><td>${escapeHTML(v.access)}</td><td>${v.base}</td><td>${v.head}</td><td>${v.editingSession ? "yes" : ""}</td></tr>`).join("");
    $("version-list").querySelectorAll("[data-pick]").forEach((a) => a.addEventListener("click", (e) => {
      e.preventDefault();
      this.app.switchVersion(a.dataset.pick || null);
    }));
    this.renderDetail();
    this.renderCreateMoment();
    const editor = this.app.me && this.app.me.authenticated && this.app.role !== "viewer";
    $("version-create").hidden = !editor;
    $("version-create-title").hidden = !editor;
  }

  renderCreateMoment() {
    const box = $("version-create").elements.fromMoment;
    box.disabled = !!this.app.version;
    $("create-moment").textContent = this.app.version ? "DEFAULT only" : this.app.live ? `now, ${this.app.moment}` : `position ${this.app.moment}`;
  }

  renderDetail() {
    const el = $("version-detail");
    const v = this.info();
    if (!v) { el.innerHTML = `<p class="hint">DEFAULT is shown. Pick a version to see its differences and conflicts.</p>`; return; }
    const editor = this.app.me && this.app.me.authenticated && this.app.role !== "viewer";
    el.innerHTML = `<h3>${escapeHTML(v.name)}</h3>` +
      `<p class="hint">owner ${escapeHTML(v.owner)} · ${escapeHTML(v.access)} · created at DEFAULT ${v.createdBase} · base ${v.base} · ${v.head} positions of its own` +
      `${v.editingSession ? " · being edited" : ""}${v.description ? `<br>${escapeHTML(v.description)}` : ""}</p>` +
      `<div class="row"><button type="button" id="diff-base">Differences against its base</button><button type="button" id="diff-default">… against DEFAULT</button></div>` +
      `<div class="row"><button type="button" id="show-conflicts">Conflicts, reconcile and post</button></div>` +
      (editor ? `<form id="version-alter" class="filters"><input name="name" value="${escapeHTML(v.name.split(".").slice(1).join("."))}" aria-label="name">` +
        `<select name="access">${["private", "protected", "public"].map((a) => `<option ${a === v.access ? "selected" : ""}>${a}</option>`).join("")}</select>` +
        `<input name="description" class="wide" value="${escapeHTML(v.description || "")}" placeholder="description">` +
        `<button type="submit" id="version-alter-button">Save changes</button><button type="button" id="version-delete">Delete version</button></form>` : "");
    $("diff-base").onclick = () => this.showDifferences("base");
    $("diff-default").onclick = () => this.showDifferences("default");
    $("show-conflicts").onclick = () => this.showConflicts();
    if (editor) {
      $("version-alter").addEventListener("submit", (e) => { e.preventDefault(); this.alter(); });
      $("version-delete").onclick = () => this.remove();
    }
  }

  // ------------------------------------------------------------ create, alter, delete
  async create() {
    const form = $("version-create").elements;
    const body = { name: form.name.value.trim(), access: form.access.value, description: form.description.value.trim() };
    if (form.fromMoment.checked && !this.app.version && !this.app.live) body.asOf = String(this.app.moment);
    try {
      const created = await post(this.base, body);
      form.name.value = "";
      form.description.value = "";
      this.app.showInfo(`Version ${created.name} created at DEFAULT's position ${created.base}.`);
      await this.load();
      await this.app.switchVersion(created.name);
    } catch (e) {
      this.app.showError(e);
    }
  }

  async alter() {
    const form = $("version-alter").elements;
    const v = this.info();
    const body = {};
    const name = form.name.value.trim();
    if (name && name !== v.name.split(".").slice(1).join(".")) body.name = name;
    if (form.access.value !== v.access) body.access = form.access.value;
    if (form.description.value !== (v.description || "")) body.description = form.description.value;
    try {
      const altered = await request("PATCH", this.path, { body });
      await this.load();
      if (altered.name !== this.app.version) await this.app.switchVersion(altered.name, this.app.live ? null : this.app.moment);
      this.app.showInfo(`Version ${altered.name} saved.`);
    } catch (e) {
      this.app.showError(e);
    }
  }

  async remove() {
    const name = this.app.version;
    if (!window.confirm(`Delete version ${name}? Its operations stay in the journal; DEFAULT is not changed.`)) return;
    try {
      await request("DELETE", this.path);
      await this.app.switchVersion(null);
      await this.load();
      this.app.showInfo(`Version ${name} deleted.`);
    } catch (e) {
      this.app.showError(e);
    }
  }

  // ------------------------------------------------------------ the board
  openBoard(kind, title) {
    this.board = kind;
    this.boardVersion = this.app.version;
    $("board-title").textContent = title;
    $("version-board").hidden = false;
    $("version-board").dataset.board = kind;
  }

  closeBoard() {
    this.board = null;
    $("version-board").hidden = true;
    $("board-body").innerHTML = "";
    if (this.app.view) { this.app.view.ghosts = []; this.app.view.draw(); }
  }

  /// Fits a box in the part of the map the board leaves free.
  fitBeside(box) { this.app.view.fitBox(box, 40, $("version-board").offsetWidth + 40); }

  srid(layer) { const l = this.app.model.layers.get(layer); return l ? l.srid : 3857; }

  ghost(state, color, dash) {
    if (!state || !state.geometry) return;
    const geom = compileGeometry(state.geometry, this.srid(state.layer));
    if (geom) this.app.view.ghosts.push({ geom, color, dash });
  }

  /// The version's inserts, updates and deletes against its base (its own changes) or DEFAULT now,
  /// drawn in three colours with counts per layer and each listed with old → new values.
  async showDifferences(against) {
    const started = performance.now();
    let answer;
    try {
      answer = await get(`${this.path}/differences`, `against=${against}&result=features`);
    } catch (e) {
      this.app.showError(e);
      return;
    }
    this.openBoard("differences", `${this.app.version}: differences against ${against === "base" ? "its base" : "DEFAULT"}`);
    const view = this.app.view;
    view.ghosts = [];
    view.highlights.clear();
    const totals = { insert: 0, update: 0, delete: 0 };
    const rows = [];
    const items = [];
    for (const layer of answer.layers) {
      const n = {};
      for (const [key, kind] of KINDS) {
        const list = layer[key] || [];
        n[kind] = list.length;
        totals[kind] += list.length;
        for (const d of list) {
          items.push({ kind, layer: layer.layer, d });
          if (kind === "insert") this.ghost(d.after, DIFF_COLORS.insert);
          else if (kind === "update") { this.ghost(d.before, DIFF_COLORS.before, [4, 4]); this.ghost(d.after, DIFF_COLORS.update); }
          else this.ghost(d.before, DIFF_COLORS.delete, [6, 4]);
        }
      }
      rows.push(`<tr data-diff-layer="${escapeHTML(layer.layer)}"><td>${escapeHTML(layer.layer)}</td>` +
        KINDS.map(([, kind]) => `<td class="${kind}" data-diff-count="${escapeHTML(layer.layer)}|${kind}">${n[kind]}</td>`).join("") + "</tr>");
    }
    const list = items.map(({ kind, layer, d }, i) => {
      const s = d.after || d.before;
      return `<li data-item="${i}" data-kind="${kind}"><span class="${kind}">■ ${kind}</span> ${escapeHTML(layer)} <span class="hint" title="${escapeHTML(s.id)}">${escapeHTML(this.app.model.featureLabel(s.id, s.objectId))}</span><br>${changeWords(d)}</li>`;
    }).join("");
    $("board-body").innerHTML =
      `<p><span class="insert">■ inserts <strong id="diff-inserts">${totals.insert}</strong></span> · <span class="update">■ updates <strong id="diff-updates">${totals.update}</strong></span> · ` +
      `<span class="delete">■ deletes <strong id="diff-deletes">${totals.delete}</strong></span> <span class="hint">(updates: before dashed grey)</span></p>` +
      `<table class="events" id="diff-counts"><tr><th>Layer</th><th>Inserts</th><th>Updates</th><th>Deletes</th></tr>${rows.join("") || `<tr><td colspan="4" class="hint">no differences</td></tr>`}</table>` +
      `<ol class="op-list" id="diff-items">${list}</ol>`;
    $("board-body").querySelectorAll("#diff-items li").forEach((li) => li.addEventListener("click", () => {
      const { d } = items[Number(li.dataset.item)];
      const s = d.after || d.before;
      const geom = s.geometry && compileGeometry(s.geometry, this.srid(s.layer));
      if (geom) this.fitBeside(geom.bbox);
    }));
    if (view.ghosts.length) this.fitBeside(view.ghosts.reduce((b, g) => unionBox(b, g.geom.bbox), null));
    view.draw();
    this.app.timings.differences = performance.now() - started;
  }

  /// The last reconcile's conflicts in three columns, with what reconcile and post would do.
  async showConflicts() {
    performance.mark("gj-conflicts-start");
    const started = performance.now();
    let info, conflicts, workspace, own;
    try {
      [info, conflicts, workspace, own] = await Promise.all([get(this.path), get(`${this.path}/conflicts`), getDefault(`/workspaces/${this.app.ws}`),
        get(`${this.path}/differences`, "against=base")]);
    } catch (e) {
      this.app.showError(e);
      return;
    }
    const i = this.list.findIndex((v) => v.name === info.name);
    if (i >= 0) this.list[i] = info;
    this.openBoard("conflicts", `${info.name}: conflicts, reconcile and post`);
    const head = workspace.headPosition;
    const count = (key) => own.layers.reduce((n, l) => n + (l[key] || []).length, 0);
    const moved = head !== info.base;
    const editor = this.app.me && this.app.me.authenticated && this.app.role !== "viewer";
    const detection = this.detection || "byObject";
    const reconcilePlan = () => {
      const by = $("detection") ? $("detection").value : detection;
      return `<strong>Reconcile</strong> moves ${escapeHTML(info.name)}'s base from ${info.base} to DEFAULT's head ${head}` +
        (moved ? "" : " (DEFAULT has not moved: nothing to take)") + `. Features changed in both since the common ancestor are conflicts ` +
        (by === "byAttribute" ? "when they changed the same field (the geometry is one field; other fields merge)" : "whatever fields they changed") +
        `, resolved in favour of the version; the other changes of DEFAULT are taken into the version.`;
    };
    const postPlan = moved
      ? `<strong>Post</strong> would be refused: DEFAULT moved since the last reconcile (base ${info.base}, DEFAULT at ${head}). Reconcile first.`
      : `<strong>Post</strong> writes the version's ${count("inserts")} inserts, ${count("updates")} updates and ${count("deletes")} deletes to DEFAULT ` +
        `as one operation of kind post; the version's base becomes the post's position.`;
    const list = conflicts.conflicts;
    $("board-body").innerHTML =
      (editor ? `<div class="row"><label>Detection <select id="detection"><option value="byObject">by object</option><option value="byAttribute">by attribute</option></select></label>` +
        `<button type="button" id="reconcile">Reconcile</button><button type="button" id="post">Post</button></div>` : "") +
      `<p class="plan" id="reconcile-plan">${reconcilePlan()}</p><p class="plan" id="post-plan">${postPlan}</p><div id="version-result"></div>` +
      `<p>Conflicts of the last reconcile: <strong id="conflict-count">${list.length}</strong>` +
      ` <span class="hint">(<span class="ancestor">■ ancestor</span> <span class="default">■ DEFAULT</span> <span class="version">■ version</span>)</span></p>` +
      `<div id="conflict-list">${list.map((c) => conflictHTML(c, editor)).join("")}</div>`;
    if (editor) {
      $("detection").value = detection;
      $("detection").onchange = () => { this.detection = $("detection").value; $("reconcile-plan").innerHTML = reconcilePlan(); };
      $("reconcile").onclick = () => this.reconcile();
      $("post").onclick = () => this.post();
      $("conflict-list").querySelectorAll("[data-take]").forEach((b) => b.addEventListener("click", () => this.resolve(b.dataset.take, "default")));
      $("conflict-list").querySelectorAll("[data-keep]").forEach((b) => b.addEventListener("click", () => this.resolve(b.dataset.keep, "version")));
    }
    const view = this.app.view;
    view.ghosts = [];
    for (const c of list) {
      this.ghost(c.ancestor, STATE_COLORS.ancestor, [6, 4]);
      this.ghost(c.default, STATE_COLORS.default);
      this.ghost(c.version, STATE_COLORS.version);
    }
    if (view.ghosts.length) this.fitBeside(view.ghosts.reduce((b, g) => unionBox(b, g.geom.bbox), null));
    view.draw();
    performance.measure("gj-conflicts", "gj-conflicts-start");
    this.app.timings.conflicts = performance.now() - started;
  }

  /// "Take DEFAULT's" (restore from DEFAULT, an edit in the version) or "keep the version's" for
  /// one conflict; either way it is marked inspected with the note.
  async resolve(id, which) {
    const box = document.querySelector(`.conflict[data-id="${id}"]`);
    const note = box ? box.querySelector("[data-note]").value : "";
    try {
      if (which === "default") await post(`${this.path}/restore`, { ids: [id], from: "default" });
      await post(`${this.path}/conflicts/inspect`, { ids: [id], inspected: true, note: note || (which === "default" ? "took DEFAULT's" : "kept the version's") });
      this.app.showInfo(which === "default" ? `DEFAULT's state of ${this.app.model.featureLabel(id)} is now the version's.` : `The version's state of ${this.app.model.featureLabel(id)} is kept.`);
      await this.app.catchUp();
      await this.showConflicts();
    } catch (e) {
      this.app.showError(e);
    }
  }

  async reconcile() {
    const by = $("detection").value;
    try {
      const r = await post(`${this.path}/reconcile`, { conflictDetection: by, abortIfConflicts: false, withPost: false });
      await this.app.switchVersion(this.app.version);
      await this.load();
      await this.showConflicts();
      $("version-result").innerHTML = `<p class="plan" id="reconcile-result">Reconciled (${by === "byAttribute" ? "by attribute" : "by object"}): base ${r.previousBase} → ${r.base}, ` +
        `${r.merged} merged, ${r.conflicts.length} conflict${r.conflicts.length === 1 ? "" : "s"}.</p>`;
    } catch (e) {
      this.app.showError(e);
    }
  }

  async post() {
    try {
      const r = await post(`${this.path}/post`, {});
      await this.app.switchVersion(this.app.version);
      await this.load();
      await this.showConflicts();
      $("version-result").innerHTML = `<p class="plan" id="post-result">Posted to DEFAULT as one operation (${r.operation ? `positions ${r.operation.firstPosition}–${r.operation.lastPosition}` : "nothing to write"}): ` +
        `${r.inserts} inserts, ${r.updates} updates, ${r.deletes} deletes; the version's base is ${r.base}.</p>`;
    } catch (e) {
      if (e instanceof ApiError && e.status === 409) {
        $("version-result").innerHTML = `<div class="refused" id="post-refused"><strong>Post refused</strong>: DEFAULT moved since the last reconcile. ` +
          `${escapeHTML(e.message)} <button type="button" id="post-reconcile">Reconcile now</button></div>`;
        $("post-reconcile").onclick = () => this.reconcile();
      } else {
        this.app.showError(e);
      }
    }
  }
}

function value(v) { return v == null ? "∅" : escapeHTML(typeof v === "object" ? JSON.stringify(v) : String(v)); }

function sameGeometry(a, b) { return JSON.stringify(a && a.coordinates) === JSON.stringify(b && b.coordinates); }

/// old → new values of one difference.
function changeWords(d) {
  if (!d.before) return Object.entries(d.after.attributes || {}).map(([k, v]) => `${escapeHTML(k)}: <span class="new">${value(v)}</span>`).join(" · ");
  if (!d.after) return Object.entries(d.before.attributes || {}).map(([k, v]) => `${escapeHTML(k)}: <span class="old">${value(v)}</span>`).join(" · ");
  const names = new Set([...Object.keys(d.before.attributes || {}), ...Object.keys(d.after.attributes || {})]);
  const words = [...names].filter((k) => JSON.stringify(d.before.attributes[k]) !== JSON.stringify(d.after.attributes[k]))
    .map((k) => `${escapeHTML(k)}: <span class="old">${value(d.before.attributes[k])}</span> → <span class="new">${value(d.after.attributes[k])}</span>`);
  if (!sameGeometry(d.before.geometry, d.after.geometry)) words.push("geometry moved");
  return words.join(" · ") || "no field changed";
}

/// One conflict: a row per field and one for the geometry, in three columns.
function conflictHTML(c, editor) {
  const states = [c.ancestor, c.default, c.version];
  const names = new Set();
  for (const s of states) if (s) for (const k of Object.keys(s.attributes || {})) names.add(k);
  const cell = (s, k) => (s ? value(s.attributes[k]) : "<em>deleted</em>");
  const rows = [...names].sort().map((k) => {
    const values = states.map((s) => (s ? JSON.stringify(s.attributes[k]) : "∅"));
    const differs = c.fields.includes(k) || new Set(values).size > 1;
    return `<tr data-field="${escapeHTML(k)}"><th>${escapeHTML(k)}</th>${states.map((s) => `<td class="${differs ? "differs" : ""}">${cell(s, k)}</td>`).join("")}</tr>`;
  });
  const geometryDiffers = !sameGeometry(c.ancestor && c.ancestor.geometry, c.default && c.default.geometry) || !sameGeometry(c.ancestor && c.ancestor.geometry, c.version && c.version.geometry);
  const svgs = thumbnails(states);
  const s = c.version || c.default || c.ancestor || {};
  return `<div class="conflict${c.inspected ? " inspected" : ""}" data-id="${escapeHTML(c.id)}"><h4 title="${escapeHTML(c.id)}">${escapeHTML(c.layer)} · ` +
    `<span data-label>${escapeHTML(c.objectId != null ? `OBJECTID ${c.objectId}` : JournalModel.idTail(c.id))}</span> · ${escapeHTML(c.kind.replace(/([a-z])([A-Z])/g, "$1 / $2").toLowerCase())}` +
    ` <span class="hint">${escapeHTML(JournalModel.idTail(c.id))}${c.fields.length ? ` · fields ${escapeHTML(c.fields.join(", "))}` : ""}${c.inspected ? " · inspected" : ""}</span></h4>` +
    `<table class="three"><thead><tr><th></th><th class="ancestor">Ancestor</th><th class="default">DEFAULT</th><th class="version">Version</th></tr></thead><tbody>` +
    `<tr data-field="geometry"><th>geometry</th>${svgs.map((svg) => `<td class="${geometryDiffers ? "differs" : ""}">${svg}</td>`).join("")}</tr>${rows.join("")}</tbody></table>` +
    (editor ? `<div class="row"><button type="button" data-take="${escapeHTML(c.id)}">Take DEFAULT's</button><button type="button" data-keep="${escapeHTML(c.id)}">Keep the version's</button>` +
      `<input data-note placeholder="note" value="${escapeHTML(c.note || "")}"></div>` : (c.note ? `<p class="hint">${escapeHTML(c.note)}</p>` : "")) +
    (s.layer ? "" : "") + "</div>";
}

/// A small drawing of each state's geometry on a common frame (ancestor, DEFAULT, version).
function thumbnails(states) {
  const colors = [STATE_COLORS.ancestor, STATE_COLORS.default, STATE_COLORS.version];
  let box = null;
  const coords = (g) => {
    if (!g) return [];
    const c = g.coordinates;
    switch (g.type) {
      case "Point": return [[c]];
      case "MultiPoint": case "LineString": return [c];
      case "MultiLineString": case "Polygon": return c;
      case "MultiPolygon": return c.flat();
      default: return [];
    }
  };
  for (const s of states) for (const part of coords(s && s.geometry)) for (const p of part) {
    box = box ? [Math.min(box[0], p[0]), Math.min(box[1], p[1]), Math.max(box[2], p[0]), Math.max(box[3], p[1])] : [p[0], p[1], p[0], p[1]];
  }
  return states.map((s, i) => {
    if (!s || !s.geometry || !box) return `<svg viewBox="0 0 160 90"><text x="8" y="50" font-size="12" fill="#999">${s ? "no geometry" : "deleted"}</text></svg>`;
    const w = Math.max(box[2] - box[0], 1e-9), h = Math.max(box[3] - box[1], 1e-9);
    const k = Math.min(140 / w, 70 / h);
    const X = (x) => (10 + (x - box[0]) * k + (140 - w * k) / 2).toFixed(1), Y = (y) => (80 - (y - box[1]) * k - (70 - h * k) / 2).toFixed(1);
    const g = s.geometry;
    const parts = coords(g);
    const body = g.type === "Point" || g.type === "MultiPoint"
      ? parts.flat().map((p) => `<circle cx="${X(p[0])}" cy="${Y(p[1])}" r="5" fill="${colors[i]}"/>`).join("")
      : parts.map((part) => `<polyline points="${part.map((p) => `${X(p[0])},${Y(p[1])}`).join(" ")}" fill="none" stroke="${colors[i]}" stroke-width="2.5"/>`).join("");
    return `<svg viewBox="0 0 160 90" data-state="${["ancestor", "default", "version"][i]}">${body}</svg>`;
  });
}

function unionBox(a, b) {
  if (!a) return b;
  if (!b) return a;
  return [Math.min(a[0], b[0]), Math.min(a[1], b[1]), Math.max(a[2], b[2]), Math.max(a[3], b[3])];
}
