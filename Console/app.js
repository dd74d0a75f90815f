// The console: sign-in, workspace, time slider, layers, and the wiring of the panels.
// State a colleague needs to see the same thing travels in the URL's hash:
// #ws=demo&version=ana.design1&at=12 (no version: DEFAULT; no at: now).

import { ApiError, followFeed, get, me, session, versionContext } from "./api.js";
import { JournalModel } from "./journal.js";
import { MapView } from "./mapview.js";
import { AttributeTable, escapeHTML } from "./table.js";
import { AuditPanel } from "./audit.js";
import { NetworkPanel } from "./network.js";
import { EditPanel } from "./edit.js";
import { VersionPanel } from "./versions.js";

const $ = (id) => document.getElementById(id);

class ConsoleApp {
  constructor() {
    this.ws = null;
    this.role = null;
    this.model = null;       // what is shown: DEFAULT's model or a version's
    this.defaults = null;    // DEFAULT's model (a version's model is built on it)
    this.version = null;     // the version shown (owner.name), null for DEFAULT
    this.view = null;
    this.moment = 0;        // the position shown
    this.live = true;       // following the head
    this.feed = null;
    this.playTimer = null;
    this.tab = "layers";
    this.timings = { firstView: null, steps: [] };
    this.ready = false;
    this.listeners = { moment: [], selection: [], events: [] };
  }

  // ------------------------------------------------------------ messages
  showError(error) {
    console.error(error);
    const box = document.createElement("div");
    box.className = "message";
    const violations = error instanceof ApiError ? error.violations : [];
    box.innerHTML = `<button type="button" aria-label="Close">×</button><strong>${escapeHTML(error instanceof ApiError && error.status ? `${error.status} ` : "")}</strong>${escapeHTML(error.message)}` +
      (violations.length ? `<ul>${violations.map((v) => `<li><code>${escapeHTML(v.path || "")}</code> ${escapeHTML(v.message || v.code || "")}</li>`).join("")}</ul>` : "");
    box.querySelector("button").onclick = () => box.remove();
    $("messages").appendChild(box);
    setTimeout(() => box.remove(), 20000);
  }

  showInfo(text) {
    const box = document.createElement("div");
    box.className = "message info";
    box.textContent = text;
    $("messages").appendChild(box);
    setTimeout(() => box.remove(), 5000);
  }

  // ------------------------------------------------------------ sign-in
  async boot() {
    $("signin").addEventListener("submit", (e) => { e.preventDefault(); this.signIn($("token").value.trim()); });
    $("signout").addEventListener("click", () => this.signOut());
    await this.start();
  }

  async signIn(token) {
    session.token = token;
    $("signin-error").textContent = "";
    await this.start();
  }

  /// Forgets the token (and this tab's editing sessions stay with the service) and starts over;
  /// without a token (a public workspace) it goes to the sign-in form.
  signOut() {
    const anonymous = this.me && !this.me.authenticated;
    session.token = null;
    if (this.feed) this.feed.stop();
    history.replaceState(null, "", location.pathname + (anonymous ? "#signin" : ""));
    location.reload();
  }

  /// Asks who the caller is (GET /v1/me). With a token: its workspaces. Without one: a public
  /// workspace named in the link (#ws=…) opens read only; otherwise the sign-in form, with links to
  /// the public workspaces.
  async start() {
    let who;
    try {
      who = await me();
    } catch (e) {
      session.token = null;
      this.showSignIn(e.message, []);
      return;
    }
    const hash = readHash();
    if (!who.authenticated && (hash.signin || !hash.ws || !who.workspaces.some((w) => w.id === hash.ws))) {
      this.showSignIn("", who.workspaces);
      return;
    }
    this.me = who;
    this.role = who.role;
    const workspaces = who.workspaces;
    $("signin").hidden = true;
    $("app").hidden = false;
    this.setup();
    document.body.classList.toggle("anonymous", !who.authenticated);
    $("signout").textContent = who.authenticated ? "Sign out" : "Sign in";
    const select = $("workspace");
    select.innerHTML = workspaces.map((w) => `<option value="${escapeHTML(w.id)}">${escapeHTML(w.id)}${w.title ? " — " + escapeHTML(w.title) : ""}</option>`).join("");
    const ws = hash.ws && workspaces.some((w) => w.id === hash.ws) ? hash.ws : workspaces[0] && workspaces[0].id;
    if (!ws) { this.showInfo("There is no workspace yet: create one with POST /v1/workspaces."); return; }
    select.value = ws;
    select.onchange = () => this.openWorkspace(select.value, null, null);
    await this.openWorkspace(ws, hash.at, hash.version);
  }

  /// The sign-in form, with `error` and links to the public workspaces (read without a token).
  showSignIn(error, publicWorkspaces) {
    $("app").hidden = true;
    $("signin").hidden = false;
    $("signin-error").textContent = error;
    const list = $("public-workspaces");
    list.hidden = !publicWorkspaces.length;
    list.querySelector("ul").innerHTML = publicWorkspaces.map((w) =>
      `<li><a href="#ws=${encodeURIComponent(w.id)}" data-public="${escapeHTML(w.id)}">${escapeHTML(w.id)}${w.title ? " — " + escapeHTML(w.title) : ""}</a></li>`).join("");
    list.querySelectorAll("a").forEach((a) => a.addEventListener("click", (e) => {
      e.preventDefault();
      history.replaceState(null, "", `#ws=${encodeURIComponent(a.dataset.public)}`);
      this.start();
    }));
  }

  setup() {
    if (this.view) return;
    this.view = new MapView($("map"), null);
    this.table = new AttributeTable(this);
    this.audit = new AuditPanel(this);
    this.network = new NetworkPanel(this);
    this.edit = new EditPanel(this);
    this.versions = new VersionPanel(this);
    const tileUrl = localStorage.getItem("geojournal.tileUrl") || "";
    this.view.setTileUrl(tileUrl);
    $("tile-url").value = tileUrl;
    $("settings-button").onclick = () => $("settings").showModal();
    $("settings").addEventListener("close", () => {
      if ($("settings").returnValue !== "save") return;
      const url = $("tile-url").value.trim();
      localStorage.setItem("geojournal.tileUrl", url);
      this.view.setTileUrl(url);
    });
    document.querySelectorAll(".tabs button").forEach((b) => b.addEventListener("click", () => this.showTab(b.dataset.tab)));
    // The slider: input moves the moment; each step is timed (Performance API).
    const slider = $("slider");
    slider.addEventListener("input", () => this.setMoment(Number(slider.value), { live: Number(slider.value) >= this.model.head }));
    $("t-first").onclick = () => this.setMoment(0, { live: false });
    $("t-prev").onclick = () => this.setMoment(this.model.stepOperation(this.moment, -1), { live: false });
    $("t-next").onclick = () => { const p = this.model.stepOperation(this.moment, 1); this.setMoment(p, { live: p >= this.model.head }); };
    $("t-live").onclick = () => this.setMoment(this.model.head, { live: true });
    $("t-play").onclick = () => this.togglePlay();
    this.view.map.on("moveend", () => { if (this.model && this.model.partial) this.reloadPartial(); this.table.render(); this.writeHash(); });
    this.view.map.on("click", (e) => this.mapClicked(e));
    window.addEventListener("hashchange", () => {
      const hash = readHash();
      if (hash.ws && hash.ws !== this.ws) { $("workspace").value = hash.ws; this.openWorkspace(hash.ws, hash.at, hash.version); return; }
      if ((hash.version || null) !== this.version) { this.switchVersion(hash.version || null, hash.at); return; }
      const at = hash.at == null ? this.model.head : hash.at;
      if (at !== this.moment) this.setMoment(at, { live: hash.at == null });
    });
  }

  showTab(tab) {
    this.tab = tab;
    document.querySelectorAll(".tabs button").forEach((b) => b.classList.toggle("active", b.dataset.tab === tab));
    for (const name of ["layers", "versions", "audit", "network", "edit"]) $(`tab-${name}`).hidden = name !== tab;
    this.versions.activate(tab === "versions");
    this.edit.activate(tab === "edit");
    if (tab === "network") this.network.activate();
  }

  // ------------------------------------------------------------ workspace
  async openWorkspace(ws, at, version = null) {
    const started = performance.now();
    if (this.feed) { this.feed.stop(); this.feed = null; }
    this.stopPlay();
    this.ws = ws;
    this.ready = false;
    this.version = null;
    versionContext.name = null;
    $("status").textContent = "loading the journal…";
    try {
      let model = new JournalModel(ws);
      await model.load((last, head) => { $("status").textContent = `loading the journal… ${last} / ${head}`; });
      this.defaults = model;
      await this.versions.workspaceOpened();
      if (version) {
        try {
          model = await this.versionModel(version);
        } catch (e) {
          this.showError(e);
          versionContext.name = null;
          this.version = null;
          at = null;
        }
      }
      this.model = model;
      this.view.model = model;
      if (model.partial) {
        await model.loadAt(at == null ? model.head : at, null);
        this.showInfo(`This journal has ${model.head} positions: each moment is drawn from the service's vector tiles of the map's extent (at most 10,000 features a layer in a tile).`);
      }
      this.view.styles.clear();
      this.view.assignStyles();
      this.view.highlights.clear();
      this.view.ghosts = [];
      this.view.selected = null;
    } catch (e) {
      $("status").textContent = "";
      this.showError(e);
      return;
    }
    $("role").textContent = !this.me.authenticated ? "public: read only" : this.role === "viewer" ? "viewer: read only" : this.role;
    $("role").className = `badge ${this.role}`;
    $("slider").max = String(this.model.head);
    this.live = at == null;
    this.moment = at == null ? this.model.head : Math.max(0, Math.min(at, this.model.head));
    this.view.moment = this.moment;
    this.table.setLayers(this.model.layers);
    this.renderLayerList();
    this.audit.workspaceOpened();
    this.network.workspaceOpened();
    this.edit.workspaceOpened();
    this.versions.versionShown();
    this.view.fitAll();
    this.setMoment(this.moment, { live: this.live });
    // Drawn from tiles: the first read was the whole world's; now the view's, at its zoom.
    if (this.model.partial) this.reloadPartial();
    // First view: from the navigation (or the workspace switch) to the drawn map.
    const drawn = performance.now();
    if (this.timings.firstView == null) {
      performance.mark("gj-first-view");
      this.timings.firstView = drawn;
    }
    this.timings.workspaceLoad = drawn - started;
    $("status").textContent = `journal read and drawn in ${Math.round(drawn - started)} ms`;
    this.startFeed();
    this.ready = true;
  }

  startFeed() {
    if (this.feed) this.feed.stop();
    this.feed = followFeed(this.ws, this.model.head, (event) => this.feedEvent(event), (state) => {
      $("live").textContent = state === "live" ? "live" : "reconnecting";
      $("live").className = `badge ${state === "live" ? "live" : ""}`;
    }, this.version);
  }

  /// The model of version `name` (owner.name): DEFAULT's caught up, the version's line on it.
  async versionModel(name) {
    versionContext.name = name;
    this.version = name;
    const [info] = await Promise.all([get(`/workspaces/${this.ws}/versions/${encodeURIComponent(name)}`), this.defaults.catchUp()]);
    return JournalModel.forVersion(this.defaults, info);
  }

  /// Shows version `name` (null: DEFAULT) at line position `at` (null: its head, live). Every
  /// request from now on names it (GeoJournal-Version). Timed: the Performance API's
  /// `gj-version` measure runs from the choice to the redrawn map, table and counts.
  async switchVersion(name, at = null) {
    performance.mark("gj-version-start");
    const started = performance.now();
    const shown = this.version;
    if (this.feed) { this.feed.stop(); this.feed = null; }
    this.stopPlay();
    this.ready = false;
    let model;
    try {
      if (name) model = await this.versionModel(name);
      else {
        versionContext.name = null;
        this.version = null;
        await this.defaults.catchUp();
        model = this.defaults;
      }
    } catch (e) {
      this.showError(e);
      versionContext.name = null;
      this.version = null;
      model = this.defaults;
      at = null;
    }
    this.model = model;
    this.view.model = model;
    this.view.highlights.clear();
    // The same version read again (its base moved: a reconcile or a post) keeps what the version
    // board drew on the map, such as the three states of each conflict.
    if (this.version !== shown) this.view.ghosts = [];
    if (this.view.selected && !model.features.has(this.view.selected)) this.view.selected = null;
    $("slider").max = String(model.head);
    this.live = at == null;
    this.moment = at == null ? model.head : Math.max(0, Math.min(at, model.head));
    this.view.moment = this.moment;
    this.table.setLayers(model.layers);
    this.setMoment(this.moment, { live: this.live });
    if (model.partial) this.reloadPartial();
    this.renderFeatureInfo();
    performance.measure("gj-version", "gj-version-start");
    this.timings.versionSwitch = performance.now() - started;
    $("status").textContent = `${name || "DEFAULT"} read and drawn in ${Math.round(this.timings.versionSwitch)} ms`;
    this.versions.versionShown();
    this.audit.workspaceOpened();
    this.network.workspaceOpened();
    this.edit.workspaceOpened();
    this.startFeed();
    this.ready = true;
  }

  feedEvent(event) {
    // A reconcile or a post moved the version's base: the features it did not touch follow DEFAULT.
    if (this.version && event.type === "versionRebased") {
      clearTimeout(this.rebaseTimer);
      this.rebaseTimer = setTimeout(() => this.switchVersion(this.version, this.live ? null : this.moment), 100);
      return;
    }
    const wasHead = this.model.head;
    this.model.apply(event);
    if (event.type === "layerDefined") { this.view.assignStyles(); this.renderLayerList(); }
    $("slider").max = String(this.model.head);
    // Redraw once per frame, however many events arrive.
    if (!this.feedFrame) {
      this.feedFrame = requestAnimationFrame(() => {
        this.feedFrame = null;
        if (this.live) this.setMoment(this.model.head, { live: true, quiet: true });
        else this.renderMomentLabel();
        for (const l of this.listeners.events) l();
      });
    }
    const op = this.model.operationAt(event.position);
    if (op && op.first === event.position && wasHead < event.position && !this.edit.ownOperations.has(event.operationId)) {
      this.liveNotice = this.liveNotice || new Set();
      if (!this.liveNotice.has(event.operationId)) {
        this.liveNotice.add(event.operationId);
        get(`/workspaces/${this.ws}/operations/${event.operationId}`).then((o) => {
          if (o.actor && !(o.sessionId && o.sessionId === this.edit.sessionId)) this.showInfo(`${o.actor}: ${o.kind}${o.message ? " — " + o.message : ""} (positions ${o.firstPosition}–${o.lastPosition})`);
        }).catch(() => {});
      }
    }
  }

  /// Reads the journal up to `position` (or the head) now, without waiting for the feed.
  async catchUp(position) {
    if (position == null || this.model.applied < position) {
      try {
        const page = await get(`/workspaces/${this.ws}/events`, `after=${this.model.applied}&limit=10000`);
        for (const e of page.events) this.model.apply(e);
      } catch (e) {
        this.showError(e);
      }
    }
    $("slider").max = String(this.model.head);
    if (this.live) this.setMoment(this.model.head, { live: true, quiet: true });
  }

  // ------------------------------------------------------------ the moment
  /// A long journal (JournalModel.partial): the moment's features in view, drawn from the
  /// service's vector tiles once the slider or the map rests.
  reloadPartial() {
    clearTimeout(this.partialTimer);
    this.partialTimer = setTimeout(async () => {
      const wanted = this.moment;
      try {
        await this.model.loadAt(wanted, this.view.viewBox(), this.view.map.getZoom());
      } catch (e) {
        this.showError(e);
        return;
      }
      if (wanted === this.moment) { this.view.draw(); this.table.render(); this.renderCounts(); }
    }, 150);
  }

  /// Shows position `pos` (live: and follows the head from there). `quiet`: a live step of the feed.
  setMoment(pos, { live = false, quiet = false } = {}) {
    performance.mark("gj-moment-start");
    const t0 = performance.now();
    this.moment = Math.max(0, Math.min(pos, this.model.head));
    if (this.model.partial && this.model.loadedAt !== this.moment && !quiet) this.reloadPartial();
    this.live = live;
    $("slider").value = String(this.moment);
    this.view.setMoment(this.moment);
    this.table.render();
    this.renderCounts();
    this.renderMomentLabel();
    this.writeHash();
    const t1 = performance.now();
    performance.measure("gj-moment", "gj-moment-start");
    this.timings.steps.push(t1 - t0);
    if (this.timings.steps.length > 50) this.timings.steps.shift();
    for (const l of this.listeners.moment) l(this.moment, { quiet });
  }

  renderMomentLabel() {
    const op = this.model.operationAt(this.moment);
    const when = op ? new Date(op.at).toISOString().replace("T", " ").replace(/\.\d+Z$/, "Z") : "—";
    $("moment").innerHTML = `position <strong id="moment-position">${this.moment}</strong> of ${this.model.head} · ${escapeHTML(when)}${this.live ? ' · <span class="badge live">now</span>' : ""}`;
  }

  /// The counts of the last redraw (the map counts while it draws).
  renderCounts() {
    const counts = this.view.counts && this.view.counts.moment === this.moment ? this.view.counts : this.countsNow();
    $("count-total").textContent = String(counts.total);
    $("count-position").textContent = String(this.moment);
    document.querySelectorAll("[data-layer-count]").forEach((el) => { el.textContent = String(counts.byLayer[el.dataset.layerCount] || 0); });
    document.querySelectorAll("[data-style-count]").forEach((el) => { el.textContent = String(counts.byStyle[el.dataset.styleCount] || 0); });
  }

  countsNow() {
    const byLayer = {}, byStyle = {};
    let total = 0;
    this.model.forEachAt(this.moment, (f, v) => {
      const key = this.view.styleKey(f.layer, v.props);
      total++;
      byLayer[f.layer] = (byLayer[f.layer] || 0) + 1;
      byStyle[key] = (byStyle[key] || 0) + 1;
    });
    return { total, byLayer, byStyle };
  }

  writeHash() {
    if (!this.ws) return;
    const params = new URLSearchParams();
    params.set("ws", this.ws);
    if (this.version) params.set("version", this.version);
    if (!this.live) params.set("at", String(this.moment));
    const text = "#" + params.toString();
    if (location.hash !== text) history.replaceState(null, "", text);
  }

  togglePlay() {
    if (this.playTimer) { this.stopPlay(); return; }
    if (this.moment >= this.model.head) this.setMoment(0, { live: false });
    $("t-play").textContent = "❚❚ Pause";
    this.playTimer = setInterval(() => {
      const next = this.model.stepOperation(this.moment, 1);
      this.setMoment(next, { live: next >= this.model.head });
      if (next >= this.model.head) this.stopPlay();
    }, 700);
  }

  stopPlay() {
    if (this.playTimer) clearInterval(this.playTimer);
    this.playTimer = null;
    $("t-play").textContent = "▶ Play";
  }

  // ------------------------------------------------------------ layers and selection
  renderLayerList() {
    const list = $("layer-list");
    list.innerHTML = [...this.model.layers.values()].map((layer) => {
      const subtypes = layer.subtypes && layer.subtypes.length ? layer.subtypes : [];
      const own = this.view.colorOf(`${layer.name}|null`);
      return `<li data-layer="${escapeHTML(layer.name)}"><label><input type="checkbox" data-toggle="${escapeHTML(layer.name)}" ${this.view.hiddenLayers.has(layer.name) ? "" : "checked"}>` +
        `${subtypes.length ? "" : `<span class="swatch" style="background:${own}"></span>`}<strong>${escapeHTML(layer.name)}</strong> <span class="hint">${escapeHTML(layer.geometryType)}</span>` +
        `<span class="count" data-layer-count="${escapeHTML(layer.name)}">0</span></label>` +
        (subtypes.length ? `<ul>${subtypes.map((s) => `<li><span class="swatch" style="background:${this.view.colorOf(`${layer.name}|${s.code}`)}"></span>${escapeHTML(s.name)}` +
          `<span class="count" data-style-count="${escapeHTML(`${layer.name}|${s.code}`)}">0</span></li>`).join("")}</ul>` : "") + "</li>";
    }).join("");
    list.querySelectorAll("[data-toggle]").forEach((box) => box.addEventListener("change", () => {
      if (box.checked) this.view.hiddenLayers.delete(box.dataset.toggle);
      else this.view.hiddenLayers.add(box.dataset.toggle);
      this.view.draw();
      this.table.render();
    }));
    this.renderCounts();
  }

  mapClicked(e) {
    if (this.tab === "edit" && this.edit.mapClicked(e)) return;
    const id = this.view.hitTest(e.containerPoint);
    if (this.tab === "network") { if (id) this.network.traceFrom(id); return; }
    this.selectFeature(id);
  }

  selectFeature(id, { zoom = false } = {}) {
    this.view.selected = id;
    if (zoom && id) this.view.fitFeatures([id]);
    this.view.draw();
    this.table.render();
    this.renderFeatureInfo();
    for (const l of this.listeners.selection) l(id);
  }

  renderFeatureInfo() {
    const el = $("feature-info");
    const id = this.view.selected;
    const f = id && this.model.features.get(id);
    const v = f && JournalModel.versionAt(f, this.moment);
    if (!f) { el.innerHTML = ""; return; }
    const layer = this.model.layers.get(f.layer) || { fields: [] };
    el.innerHTML = `<h3>${escapeHTML(f.layer)} <span class="hint">${escapeHTML(JournalModel.subtypeName(layer, v ? v.props : {}) || "")}</span></h3>` +
      `<p class="hint">${id}${v ? ` · version ${v.version}` : " · not present at this moment"}</p>` +
      (v ? `<table class="events">${(layer.fields || []).map((fd) => {
        const value = v.props[fd.name];
        const coded = JournalModel.codedName(layer, fd.name, value, v.props);
        return `<tr><th>${escapeHTML(fd.name)}</th><td>${value == null ? "" : escapeHTML(String(value))}${coded ? ` <span class="hint">${escapeHTML(coded)}</span>` : ""}</td></tr>`;
      }).join("")}</table>` : "") +
      `<p><button type="button" id="show-history">History</button></p>`;
    $("show-history").onclick = () => { this.showTab("audit"); this.audit.showHistory(id); };
  }
}

function readHash() {
  const params = new URLSearchParams(location.hash.slice(1));
  const at = params.get("at");
  return { ws: params.get("ws"), version: params.get("version") || null, at: at == null || at === "" || isNaN(Number(at)) ? null : Number(at), signin: params.has("signin") };
}

const app = new ConsoleApp();
window.gjConsole = app;
app.boot().catch((e) => app.showError(e));
