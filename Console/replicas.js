// Offline replicas in the Versions tab: each replica ArcGIS clients made through the FeatureServer
// (createReplica), with the version it syncs with and the versions keeping its refused uploads (a
// click picks one, whose conflicts board then settles them), its generation and last sync, and
// whether it went unused past the service's limit (abandoned). Its owner or an admin unregisters it.

import { ApiError, get, request } from "./api.js";
import { escapeHTML } from "./table.js";

const $ = (id) => document.getElementById(id);

export class ReplicaList {
  constructor(app) {
    this.app = app;
    this.list = [];
  }

  get base() { return `/workspaces/${this.app.ws}/replicas`; }

  async load() {
    try {
      this.list = (await get(this.base)).replicas;
    } catch (e) {
      this.list = [];
      if (!(e instanceof ApiError) || (e.status !== 401 && e.status !== 403)) this.app.showError(e);
    }
    this.render();
  }

  render() {
    const table = $("replica-list");
    if (!table) return;
    $("replica-title").hidden = this.list.length === 0;
    const pick = (name) => name && name !== "sde.DEFAULT" ? `<a href="#" data-pick="${escapeHTML(name)}">${escapeHTML(name)}</a>` : "DEFAULT";
    table.innerHTML = this.list.length === 0 ? "" :
      `<tr><th>Replica</th><th>Owner</th><th>Syncs with</th><th>Refused uploads kept in</th><th>Generation</th><th>Last used</th><th></th></tr>` +
      this.list.map((r) => `<tr data-replica="${escapeHTML(r.id)}" class="${r.unused ? "unused" : ""}">` +
        `<td>${escapeHTML(r.replicaName)}${r.readOnly ? ' <span class="hint">(read-only, as of ' + r.asOf + ")</span>" : ""}</td>` +
        `<td>${escapeHTML(r.replicaOwner)}</td><td>${r.gdbVersion === null ? '<span class="hint">a version you cannot see</span>' : pick(r.gdbVersion)}</td>` +
        `<td>${(r.keptInVersions || []).filter((v) => v.versionName).map((v) => pick(v.versionName)).join(", ")}</td>` +
        `<td>${r.replicaServerGen}</td><td>${escapeHTML(r.lastUsedAt)}${r.unused ? ' <strong>unused</strong>' : ""}</td>` +
        `<td><button type="button" data-unregister="${escapeHTML(r.id)}">Unregister</button></td></tr>`).join("");
    table.querySelectorAll("[data-pick]").forEach((a) => a.addEventListener("click", (e) => {
      e.preventDefault();
      this.app.switchVersion(a.dataset.pick);
    }));
    table.querySelectorAll("[data-unregister]").forEach((b) => b.addEventListener("click", () => this.unregister(b.dataset.unregister)));
  }

  async unregister(id) {
    try {
      await request("DELETE", `${this.base}/${id}`);
      await this.load();
    } catch (e) {
      this.app.showError(e);
    }
  }
}
