// The attribute table: the features of one layer drawn in the map's extent at the chosen moment.

import { JournalModel } from "./journal.js";

const MAX_ROWS = 300;

export class AttributeTable {
  constructor(app) {
    this.app = app;
    this.select = document.getElementById("table-layer");
    this.table = document.getElementById("attributes");
    this.countEl = document.getElementById("table-count");
    this.select.addEventListener("change", () => this.render());
    this.table.tBodies[0].addEventListener("click", (e) => {
      const row = e.target.closest("tr[data-id]");
      if (row) this.app.selectFeature(row.dataset.id, { zoom: true });
    });
  }

  setLayers(layers) {
    this.signature = null;
    const names = [...layers.keys()];
    const withFeatures = names.find((n) => this.app.model.countsAt(this.app.moment).byLayer[n] > 0);
    this.select.innerHTML = names.map((n) => `<option>${escapeHTML(n)}</option>`).join("");
    if (withFeatures) this.select.value = withFeatures;
  }

  render() {
    const app = this.app;
    const layerName = this.select.value;
    const layer = app.model.layers.get(layerName);
    if (!layer) { this.table.tHead.innerHTML = ""; this.table.tBodies[0].innerHTML = ""; this.signature = null; return; }
    const fields = (layer.fields || []).map((f) => f.name);
    // The rows as (id, version): when a step of the slider leaves them as they were, nothing is redrawn.
    const listed = [];
    let n = 0;
    for (const id of app.view.visibleIds) {
      const f = app.model.features.get(id);
      if (f.layer !== layerName) continue;
      n++;
      if (n <= MAX_ROWS) listed.push([f, JournalModel.versionAt(f, app.moment)]);
    }
    const signature = `${layerName}|${layer.version}|${app.view.selected}|${n}|` + listed.map(([f, v]) => `${f.id}:${v.version}`).join(",");
    if (signature === this.signature) return;
    this.signature = signature;
    // Features are told apart by OBJECTID (or the end of their id when none is known).
    this.table.tHead.innerHTML = `<tr><th>OBJECTID</th><th>v</th>${layer.subtypeField ? "<th>subtype</th>" : ""}${fields.map((f) => `<th>${escapeHTML(f)}</th>`).join("")}</tr>`;
    let rows = "";
    for (const [f, v] of listed) {
      const id = f.id;
      const cells = fields.map((name) => {
        const value = v.props[name];
        const coded = JournalModel.codedName(layer, name, value, v.props);
        return `<td>${value == null ? "" : escapeHTML(String(value))}${coded ? ` <span class="hint">${escapeHTML(coded)}</span>` : ""}</td>`;
      }).join("");
      const st = layer.subtypeField ? `<td>${escapeHTML(JournalModel.subtypeName(layer, v.props) || "")}</td>` : "";
      rows += `<tr data-id="${id}"${id === app.view.selected ? ' class="selected"' : ""}><td title="${id}" data-label>${f.objectId != null ? f.objectId : JournalModel.idTail(id)}</td><td>${v.version}</td>${st}${cells}</tr>`;
    }
    this.table.tBodies[0].innerHTML = rows;
    this.countEl.textContent = `${n} in view${n > MAX_ROWS ? ` (first ${MAX_ROWS} listed)` : ""}`;
    this.countEl.dataset.inView = String(n);
  }
}

export function escapeHTML(s) {
  return String(s).replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]);
}
