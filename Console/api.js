// The console's only way to the service: /v1 with the signed-in token as a bearer header (none
// for a public workspace opened without signing in).
// Every refusal becomes an ApiError whose message is the problem's words (detail and violations).

const TOKEN_KEY = "geojournal.token";

export class ApiError extends Error {
  constructor(status, problem, method, path) {
    super(ApiError.words(status, problem, method, path));
    this.status = status;
    this.problem = problem || {};
    this.violations = (problem && problem.violations) || [];
  }

  static words(status, problem, method, path) {
    if (!problem || typeof problem !== "object") return `${method} ${path}: HTTP ${status}`;
    const head = problem.detail || problem.title || `HTTP ${status}`;
    const title = problem.title && problem.detail && problem.title !== problem.detail ? `${problem.title}: ` : "";
    return `${title}${head}`;
  }
}

export const session = {
  get token() { return sessionStorage.getItem(TOKEN_KEY); },
  set token(value) {
    if (value) sessionStorage.setItem(TOKEN_KEY, value);
    else sessionStorage.removeItem(TOKEN_KEY);
  },
};

/// The version every request reads and edits (`GeoJournal-Version`), null for DEFAULT. Not sent to
/// the version routes themselves, `/me`, or the workspace's own document (DEFAULT's head).
export const versionContext = { name: null };

function versionHeaderFor(path) {
  if (!versionContext.name || path === "/me" || /^\/workspaces\/[^/?]+($|\?)/.test(path) || /\/versions(\/|$|\?)/.test(path)) return null;
  return versionContext.name;
}

/// A moment as the API takes it: a position, or null for now.
export function asOfQuery(moment) {
  return moment == null ? "" : `asOf=${encodeURIComponent(moment)}`;
}

export async function request(method, path, { body, query, headers, defaultLine = false } = {}) {
  const url = "/v1" + path + (query ? (path.includes("?") ? "&" : "?") + query : "");
  const init = { method, headers: { Accept: "application/json", ...(headers || {}) } };
  const version = defaultLine ? null : versionHeaderFor(path);
  if (version) init.headers["GeoJournal-Version"] = version;
  const token = session.token;
  if (token) init.headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) {
    init.headers["Content-Type"] = "application/json";
    init.body = JSON.stringify(body);
  }
  let response;
  try {
    response = await fetch(url, init);
  } catch (e) {
    throw new ApiError(0, { title: "The service cannot be reached", detail: `${method} ${url}: ${e.message}` }, method, url);
  }
  const text = await response.text();
  let json = null;
  if (text) {
    try { json = JSON.parse(text); } catch { json = null; }
  }
  if (!response.ok) throw new ApiError(response.status, json || { title: `HTTP ${response.status}`, detail: text.slice(0, 300) }, method, url);
  return json;
}

export const get = (path, query) => request("GET", path, { query });
export const post = (path, body, query) => request("POST", path, { body, query });
/// DEFAULT's line whatever version is shown (the console's copy of DEFAULT's journal).
export const getDefault = (path, query) => request("GET", path, { query, defaultLine: true });

/// Who the caller is (`GET /v1/me`): actor, role, whether a token was sent, and the workspaces it
/// may reach, each with whether it is public. Without a token: the public workspaces, read as the
/// viewer "anonymous". Nothing is written and nothing is refused, so signing in logs no error.
export const me = () => get("/me");

/// Reads `/events/stream` with fetch (an EventSource cannot send the bearer header) and calls
/// `onEvent` for each journal event, in order; resumes after the last position it saw.
export function followFeed(ws, after, onEvent, onState, version = null) {
  let stopped = false;
  let last = after;
  let controller = null;
  async function run() {
    while (!stopped) {
      controller = new AbortController();
      try {
        const headers = { Accept: "text/event-stream" };
        if (session.token) headers.Authorization = `Bearer ${session.token}`;
        if (version) headers["GeoJournal-Version"] = version;
        const response = await fetch(`/v1/workspaces/${ws}/events/stream?after=${last}`, { headers, signal: controller.signal });
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        onState("live");
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
        let buffer = "";
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += value;
          let cut;
          while ((cut = buffer.indexOf("\n\n")) >= 0) {
            const block = buffer.slice(0, cut);
            buffer = buffer.slice(cut + 2);
            const data = block.split("\n").filter((l) => l.startsWith("data:")).map((l) => l.slice(5).trim()).join("\n");
            if (!data) continue;
            const event = JSON.parse(data);
            if (event.position > last) {
              last = event.position;
              onEvent(event);
            }
          }
        }
      } catch (e) {
        if (stopped) return;
        onState("reconnecting", e);
      }
      if (!stopped) await new Promise((r) => setTimeout(r, 2000));
    }
  }
  run();
  return { stop() { stopped = true; if (controller) controller.abort(); } };
}

/// A vector tile (`/ogc/{ws}/…/tiles/…`) in the version shown, with the token: its status (200,
/// or 204 when empty), bytes and the layers the service thinned (`GeoJournal-Tile-Thinned`).
export async function tileRequest(path) {
  const headers = { Accept: "application/vnd.mapbox-vector-tile" };
  if (session.token) headers.Authorization = `Bearer ${session.token}`;
  if (versionContext.name) headers["GeoJournal-Version"] = versionContext.name;
  const response = await fetch(path, { headers });
  if (response.status === 204) return { status: 204, buffer: null, thinned: [] };
  if (!response.ok) {
    let problem = null;
    try { problem = await response.json(); } catch { problem = null; }
    throw new ApiError(response.status, problem, "GET", path);
  }
  const thinned = (response.headers.get("GeoJournal-Tile-Thinned") || "").split(",").map((s) => s.trim()).filter(Boolean);
  return { status: response.status, buffer: await response.arrayBuffer(), thinned };
}
