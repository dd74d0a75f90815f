// Networks: pick a network, click a feature to trace from it at the slider's moment (the result
// highlighted, with its counts), and the network's errors at that moment, zoomed to on click.

import { get, post } from "./api.js";
import { escapeHTML } from "./table.js";

const $ = (id) => document.getElementById(id);
const TRACE_COLOR = "#d500f9";
const ERROR_COLOR = "#ff1744";

export class NetworkPanel {
  constructor(app) {
    this.app = app;
    this.networks = [];
    this.lastTrace = null;      // { featureId } re-run when the moment changes
    this.errors = [];
    this.timer = null;
    $("network").addEventListener("change", () => { this.fillTiers(); this.loadErrors(); });
    $("trace-type").addEventListener("change", () => { if (this.lastTrace) this.traceFrom(this.lastTrace.featureId); });
    $("error-list").addEventListener("click", (e) => {
      const li = e.target.closest("li[data-error]");
      if (li) this.zoomToError(Number(li.dataset.error));
    });
    app.listeners.moment.push((_, { quiet }) => {
      if (this.app.tab !== "network" || quiet) return;
      // The slider may move fast: ask once it rests.
      clearTimeout(this.timer);
      this.timer = setTimeout(() => {
        this.loadErrors();
        if (this.lastTrace) this.traceFrom(this.lastTrace.featureId);
      }, 250);
    });
  }

  workspaceOpened() {
    this.networks = [];
    this.lastTrace = null;
    $("network").innerHTML = "";
    $("trace-result").innerHTML = "";
    $("error-list").innerHTML = "";
    $("error-count").textContent = "";
    if (this.app.tab === "network") this.activate();
  }

  /// The moment a trace or the errors are asked at: none for now. A version is traced as it is now
  /// (the service traces no past moment of a version).
  moment() { return this.app.live || this.app.version ? undefined : this.app.moment; }

  async activate() {
    if (this.networks.length) return;
    try {
      const answer = await get(`/workspaces/${this.app.ws}/networks`);
      this.networks = answer.networks || [];
      $("network").innerHTML = this.networks.length
        ? this.networks.map((n) => `<option>${escapeHTML(n.name)}</option>`).join("")
        : `<option value="">(no network in this workspace)</option>`;
      this.fillTiers();
      await this.loadErrors();
    } catch (e) {
      this.app.showError(e);
    }
  }

  fillTiers() {
    const n = this.networks.find((x) => x.name === $("network").value);
    const tiers = n ? (n.domainNetworks || []).flatMap((d) => (d.tiers || []).map((t) => t.name)) : [];
    $("trace-tier").innerHTML = `<option value="">(default)</option>` + tiers.map((t) => `<option>${escapeHTML(t)}</option>`).join("");
  }

  async traceFrom(featureId) {
    const name = $("network").value;
    if (!name) { this.app.showInfo("This workspace has no utility network to trace."); return; }
    const body = { type: $("trace-type").value, startingLocations: [{ featureId }] };
    const tier = $("trace-tier").value;
    if (tier) body.tier = tier;
    const moment = this.moment();
    if (moment !== undefined) body.asOf = moment;
    this.lastTrace = { featureId };
    $("trace-result").innerHTML = `<p class="hint">tracing…</p>`;
    try {
      const t0 = performance.now();
      const result = await post(`/workspaces/${this.app.ws}/networks/${encodeURIComponent(name)}/trace`, body);
      const view = this.app.view;
      view.highlights.clear();
      view.ghosts = [];
      const ids = new Set(result.elements.map((e) => e.featureId));
      for (const id of ids) view.highlights.set(id, TRACE_COLOR);
      view.selected = featureId;
      view.draw();
      const bySource = Object.entries(result.bySource || {}).map(([k, v]) => `${escapeHTML(k)} ${v}`).join(", ");
      $("trace-result").innerHTML = `<p><strong>${escapeHTML(body.type)}</strong> from ${escapeHTML(this.app.model.featureLabel(featureId))} at position ${result.position ?? this.app.moment}${this.app.version ? ` of ${escapeHTML(this.app.version)}${this.app.live ? "" : " (as it is now: a version's past is not traced)"}` : ""}: ` +
        `<strong id="trace-elements">${result.elements.length}</strong> elements (${bySource}), <strong id="trace-features">${ids.size}</strong> features highlighted ` +
        `<span class="hint">(${Math.round(performance.now() - t0)} ms)</span> <button type="button" id="trace-clear">Clear</button></p>`;
      $("trace-result").dataset.elements = String(result.elements.length);
      $("trace-clear").onclick = () => { this.lastTrace = null; view.highlights.clear(); view.draw(); $("trace-result").innerHTML = ""; };
    } catch (e) {
      $("trace-result").innerHTML = `<p class="error">${escapeHTML(e.message)}</p>`;
      this.app.showError(e);
    }
  }

  async loadErrors() {
    const name = $("network").value;
    if (!name) return;
    const moment = this.moment();
    try {
      const answer = await get(`/workspaces/${this.app.ws}/networks/${encodeURIComponent(name)}/errors`, moment === undefined ? "" : `asOf=${moment}`);
      this.errors = answer.errors || [];
      $("error-count").textContent = `(${answer.count} at position ${answer.position})`;
      $("error-list").innerHTML = this.errors.slice(0, 500).map((e, i) =>
        `<li data-error="${i}"><strong>${escapeHTML(e.kind)}</strong> ${escapeHTML(e.message)}<br><span class="hint">${e.features.map((f) => escapeHTML(this.app.model.featureLabel(f))).join(", ")}</span></li>`).join("") ||
        `<li class="hint">no errors</li>`;
    } catch (e) {
      this.app.showError(e);
    }
  }

  zoomToError(i) {
    const error = this.errors[i];
    if (!error) return;
    const view = this.app.view;
    view.highlights.clear();
    for (const id of error.features) view.highlights.set(id, ERROR_COLOR);
    const [x, y] = error.location;
    view.fitBox([x - 30, y - 30, x + 30, y + 30]);
    view.draw();
  }
}
