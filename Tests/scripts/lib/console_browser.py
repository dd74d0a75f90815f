"""The web console (/console/) in headless Chromium, driven by Selenium, against a real service.

    console_browser.py check BASE_URL WORKSPACE ADMIN_TOKEN VIEWER_TOKEN OTHER_TOKEN OUT_DIR
    console_browser.py timings BASE_URL WORKSPACE TOKEN OUT_DIR     # prints {"firstViewMs":…, "stepMs":…}

`check` prints one `ok:` or `FAIL:` line per check and exits with the number of failures; a
screenshot of each step goes to OUT_DIR. `timings` is the benchmark's: the first view of the
workspace (from the navigation to the drawn map, Performance API) and one-position slider steps.
"""

import json
import statistics
import sys
import time
import urllib.request

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select

failures = 0


def ok(condition, text):
    global failures
    if condition:
        print(f"ok: {text}", flush=True)
    else:
        failures += 1
        print(f"FAIL: {text}", flush=True)
    return condition


class Api:
    def __init__(self, base, token):
        self.base, self.token = base, token

    def call(self, method, path, body=None):
        data = json.dumps(body).encode() if body is not None else None
        req = urllib.request.Request(self.base + "/v1" + path, data=data, method=method,
                                     headers={"Authorization": f"Bearer {self.token}", "Content-Type": "application/json"})
        with urllib.request.urlopen(req, timeout=60) as r:
            return json.loads(r.read() or b"null")

    def get(self, path):
        return self.call("GET", path)

    def post(self, path, body):
        return self.call("POST", path, body)

    def features(self, ws, layer, as_of=None):
        out, cursor = [], None
        while True:
            q = f"/workspaces/{ws}/layers/{layer}/features?limit=10000" + (f"&asOf={as_of}" if as_of is not None else "")
            if cursor:
                q += "&cursor=" + urllib.request.quote(cursor)
            page = self.get(q)
            out += page["features"]
            cursor = page.get("next")
            if not cursor:
                return out


def browser():
    options = webdriver.ChromeOptions()
    for arg in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--window-size=1400,900", "--disable-gpu"):
        options.add_argument(arg)
    options.binary_location = "/usr/bin/chromium"
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    return webdriver.Chrome(options=options, service=Service("/usr/bin/chromedriver"))


def wait(driver, script, timeout=20, what="condition"):
    end = time.time() + timeout
    while time.time() < end:
        value = driver.execute_script(script)
        if value:
            return value
        time.sleep(0.1)
    raise TimeoutError(f"timed out waiting for {what}: {script}")


def wait_ready(driver):
    wait(driver, "return window.gjConsole && window.gjConsole.ready", 60, "the console to load the workspace")


def sign_in(driver, base, token, ws):
    driver.get(f"{base}/console/#ws={ws}")
    wait(driver, "return !document.getElementById('signin').hidden || !document.getElementById('app').hidden", 20, "the sign-in form")
    driver.find_element(By.ID, "token").send_keys(token)
    driver.find_element(By.ID, "signin-button").click()
    wait_ready(driver)


def text(driver, element_id):
    # textContent: the element may sit in a panel that is not shown.
    return (driver.find_element(By.ID, element_id).get_attribute("textContent") or "").strip()


def shot(driver, out, name):
    driver.save_screenshot(f"{out}/{name}.png")


def click_feature(driver, feature_id):
    """Zooms the map to a feature and clicks it where it is drawn, like a person would."""
    driver.execute_script("gjConsole.view.fitFeatures([arguments[0]]); gjConsole.view.map.setZoom(17);", feature_id)
    time.sleep(0.3)
    x, y = driver.execute_script("""
        const f = gjConsole.model.features.get(arguments[0]);
        const v = f.versions[f.versions.length - 1];
        const a = v.geom.parts[0];
        const HALF = 20037508.342789244;
        const ll = L.latLng((Math.atan(Math.exp(a[1] / 6378137)) * 2 - Math.PI / 2) * 180 / Math.PI, a[0] * 180 / HALF);
        const p = gjConsole.view.map.latLngToContainerPoint(ll);
        return [p.x, p.y];""", feature_id)
    map_el = driver.find_element(By.ID, "map")
    size = map_el.size
    ActionChains(driver).move_to_element_with_offset(map_el, int(x - size["width"] / 2), int(y - size["height"] / 2)).click().perform()


def slider_steps(driver, count=10):
    """Presses ← on the slider `count` times; each press moves one position. The durations of the
    redraws (map, table, counts) come from the Performance API's `gj-moment` measures."""
    slider = driver.find_element(By.ID, "slider")
    driver.execute_script("performance.clearMeasures('gj-moment')")
    for _ in range(count):
        slider.send_keys(Keys.ARROW_LEFT)
    time.sleep(0.2)
    return driver.execute_script("return performance.getEntriesByName('gj-moment').map(e => e.duration)")


def first_view(driver):
    """Reloads the page (the token stays in sessionStorage) and reads the first view's time."""
    driver.refresh()
    wait_ready(driver)
    return driver.execute_script("const m = performance.getEntriesByName('gj-first-view')[0]; return m ? m.startTime : null")


def check(base, ws, admin, viewer, other, out):
    api = Api(base, admin)
    bob = Api(base, other)
    driver = browser()
    try:
        # 1. Sign in: the layer list and the feature count equal the API's; signing in (GET /v1/me)
        # logs nothing in the browser's console: no refused request, no error.
        sign_in(driver, base, admin, ws)
        logged = [l["message"] for l in driver.get_log("browser") if l["level"] in ("SEVERE", "WARNING")]
        ok(not logged, f"signing in logs no error in the browser's console{': ' + '; '.join(logged[:3]) if logged else ''}")
        layers = [l["name"] for l in api.get(f"/workspaces/{ws}/layers")["layers"]]
        shown = driver.execute_script("return [...document.querySelectorAll('#layer-list > li')].map(li => li.dataset.layer)")
        ok(shown == layers, f"the layer list shows the API's {len(layers)} layers ({', '.join(layers)})")
        counts = {name: len(api.features(ws, name)) for name in layers}
        shown_counts = driver.execute_script(
            "return Object.fromEntries([...document.querySelectorAll('[data-layer-count]')].map(e => [e.dataset.layerCount, Number(e.textContent)]))")
        ok(shown_counts == counts, f"per-layer counts equal the API's: {counts}")
        total = sum(counts.values())
        ok(text(driver, "count-total") == str(total), f"the feature count shown ({text(driver, 'count-total')}) equals the API's ({total})")
        ok(driver.find_element(By.ID, "role").text.startswith("admin") or driver.find_element(By.ID, "role").text == "editor",
           f"the role badge says {driver.find_element(By.ID, 'role').text!r}")
        ok(driver.execute_script("return document.querySelector('#attributes tbody').rows.length") > 0, "the attribute table lists the features in view")
        shot(driver, out, "01-signed-in")

        view_ms = first_view(driver)
        ok(view_ms is not None, f"first view drawn {view_ms:.0f} ms after the navigation")

        # 2. The slider at a past position: the count equals the API's as-of count, and the URL carries it.
        operations = api.get(f"/workspaces/{ws}/operations?limit=1000")["operations"]
        imports = sorted(o for o in (op["lastPosition"] for op in operations if op["kind"] == "import"))
        past = imports[0] + (imports[1] - imports[0]) // 2 if len(imports) > 1 else max(1, imports[0] - 1)
        driver.execute_script("const s = document.getElementById('slider'); s.value = arguments[0]; s.dispatchEvent(new Event('input'));", past)
        as_of = sum(len(api.features(ws, name, past)) for name in layers)
        ok(text(driver, "count-total") == str(as_of), f"at position {past} the count shown ({text(driver, 'count-total')}) equals the API's as-of count ({as_of})")
        ok(f"at={past}" in driver.current_url, f"the URL carries the moment ({driver.current_url.split('#')[-1]})")
        shot(driver, out, "02-past-position")
        steps = slider_steps(driver, 10)
        ok(len(steps) == 10 and text(driver, "moment-position") == str(past - 10),
           f"10 presses of ← moved the slider 10 positions; redraws took median {statistics.median(steps):.1f} ms, max {max(steps):.1f} ms")
        # A link shows the same state to a colleague.
        link = driver.current_url
        driver.get("about:blank")
        driver.get(link)
        wait_ready(driver)
        as_of = sum(len(api.features(ws, name, past - 10)) for name in layers)
        ok(text(driver, "count-total") == str(as_of) and text(driver, "moment-position") == str(past - 10),
           f"the link opens at position {past - 10} with {as_of} features")
        driver.find_element(By.ID, "t-live").click()

        # 3. A downstream trace from a breaker: the highlighted elements equal /trace's.
        networks = api.get(f"/workspaces/{ws}/networks")["networks"]
        ok(len(networks) > 0, f"the workspace has a network ({', '.join(n['name'] for n in networks)})")
        network = networks[0]["name"]
        breaker = next(f for f in api.features(ws, "Device") if f["properties"]["ASSETGROUP"] == 1)
        driver.find_element(By.CSS_SELECTOR, '.tabs button[data-tab="network"]').click()
        wait(driver, "return document.getElementById('network').value", 10, "the network list")
        Select(driver.find_element(By.ID, "trace-type")).select_by_visible_text("downstream")
        click_feature(driver, breaker["id"])
        wait(driver, "return document.getElementById('trace-elements')", 20, "the trace result")
        trace = api.post(f"/workspaces/{ws}/networks/{network}/trace", {"type": "downstream", "startingLocations": [{"featureId": breaker["id"]}]})
        shown_elements = int(text(driver, "trace-elements"))
        highlighted = driver.execute_script("return gjConsole.view.highlights.size")
        ok(shown_elements == len(trace["elements"]), f"downstream from breaker {breaker['id'][:8]}: {shown_elements} elements shown, /trace answers {len(trace['elements'])}")
        ok(highlighted == len({e["featureId"] for e in trace["elements"]}), f"{highlighted} features highlighted, /trace's elements name {len({e['featureId'] for e in trace['elements']})}")
        shot(driver, out, "03-downstream-trace")

        # 4. Edit an attribute through the form, save, undo.
        driver.find_element(By.CSS_SELECTOR, '.tabs button[data-tab="edit"]').click()
        click_feature(driver, breaker["id"])
        wait(driver, "return document.querySelector('#attribute-form select[name=DEVICESTATUS]')", 10, "the attribute form")
        layer = api.get(f"/workspaces/{ws}/layers/Device")
        domain = [c["code"] for c in layer["domains"]["DeviceStatus"]["codedValues"]]
        select = Select(driver.find_element(By.CSS_SELECTOR, "#attribute-form select[name=DEVICESTATUS]"))
        offered = [int(o.get_attribute("value")) for o in select.options if o.get_attribute("value") != ""]
        ok(offered == domain, f"DEVICESTATUS offers the coded values of its domain {domain} (offered {offered})")
        old = breaker["properties"]["DEVICESTATUS"]
        new = next(c for c in domain if c != old)
        select.select_by_value(str(new))
        shot(driver, out, "04-attribute-form")
        driver.find_element(By.ID, "save").click()
        wait(driver, "return (document.getElementById('edit-status') || {}).textContent.startsWith('saved')", 20, "the save")
        saved = api.get(f"/workspaces/{ws}/layers/Device/features/{breaker['id']}")
        ok(saved["properties"]["DEVICESTATUS"] == new, f"saved: DEVICESTATUS {old} → {saved['properties']['DEVICESTATUS']}")
        driver.find_element(By.ID, "undo").click()
        wait(driver, "return (document.getElementById('edit-status') || {}).textContent.startsWith('undo done')", 20, "the undo")
        wait(driver, "return document.querySelector('#attribute-form select[name=DEVICESTATUS]')", 10, "the form again")
        form_value = Select(driver.find_element(By.CSS_SELECTOR, "#attribute-form select[name=DEVICESTATUS]")).first_selected_option.get_attribute("value")
        ok(form_value == str(old), f"after the undo the form shows the old value {old} (shows {form_value})")
        session_id = driver.execute_script("return gjConsole.edit.sessionId")
        ops = api.get(f"/workspaces/{ws}/operations?sessionId={session_id}")["operations"]
        kinds = sorted(o["kind"] for o in ops)
        edit_op = next((o for o in ops if o["kind"] == "edit"), None)
        undo_op = next((o for o in ops if o["kind"] == "undo"), None)
        ok(kinds == ["edit", "undo"], f"the journal holds the session's edit and undo operations ({kinds})")
        if edit_op and undo_op:
            change = api.get(f"/workspaces/{ws}/operations/{edit_op['id']}")["events"][0]["data"]["changes"]["DEVICESTATUS"]
            ok(change == {"old": old, "new": new} and undo_op.get("undoes") == edit_op["id"],
               f"the edit changed DEVICESTATUS {change['old']} → {change['new']}, the undo undoes it")
        ok(api.get(f"/workspaces/{ws}/layers/Device/features/{breaker['id']}")["properties"]["DEVICESTATUS"] == old, "the feature is back to its old value")
        shot(driver, out, "05-after-undo")

        # 5. Live: another editor's operation appears without a reload.
        before = int(text(driver, "count-total"))
        x, y = breaker["geometry"]["coordinates"]
        bob.post(f"/workspaces/{ws}/edits", {"message": "bob's new switch", "edits": [{"layer": "Device", "adds": [
            {"attributes": {"ASSETGROUP": 2, "ASSETTYPE": 1, "DEVICESTATUS": 1}, "geometry": {"type": "Point", "coordinates": [x + 25, y + 25]}}]}]})
        wait(driver, f"return document.getElementById('count-total').textContent === '{before + 1}'", 20, "the live feed")
        ok(True, f"bob's add arrived through the change feed: {before} → {before + 1} features without a reload")

        # 6. A 409 says whose later edit conflicts: the form is stale when bob changes the breaker.
        select = Select(driver.find_element(By.CSS_SELECTOR, "#attribute-form select[name=DEVICESTATUS]"))
        select.select_by_value(str(new))
        version = api.get(f"/workspaces/{ws}/layers/Device/features/{breaker['id']}")["version"]
        bob.post(f"/workspaces/{ws}/edits", {"edits": [{"layer": "Device", "updates": [{"id": breaker["id"], "expectedVersion": version, "attributes": {"DEVICESTATUS": new}}]}]})
        time.sleep(0.5)
        driver.find_element(By.ID, "save").click()
        conflict = wait(driver, "const c = document.getElementById('conflict'); return c && c.textContent", 20, "the conflict message")
        ok("409" in conflict and "bob" in conflict, f"the 409 names bob's later edit: {conflict[:160]!r}")
        shot(driver, out, "06-conflict")

        # 7. A viewer is offered no editing.
        driver.find_element(By.ID, "signout").click()
        time.sleep(0.5)
        sign_in(driver, base, viewer, ws)
        driver.find_element(By.CSS_SELECTOR, '.tabs button[data-tab="edit"]').click()
        ok(driver.find_element(By.ID, "role").text.startswith("viewer"), "a viewer's token is shown as read only")
        ok(driver.execute_script("return [...document.querySelectorAll('#edit-tools button')].every(b => b.disabled)"), "a viewer's edit buttons are all disabled")
        ok("viewer" in text(driver, "edit-blocked"), f"the edit tab says why: {text(driver, 'edit-blocked')!r}")
        shot(driver, out, "07-viewer")

        # 8. API errors in words: a bad token is refused with the problem's detail.
        driver.find_element(By.ID, "signout").click()
        time.sleep(0.5)
        driver.get(f"{base}/console/")
        wait(driver, "return !document.getElementById('signin').hidden", 10, "the sign-in form")
        driver.find_element(By.ID, "token").send_keys("not-a-token")
        driver.find_element(By.ID, "signin-button").click()
        words = wait(driver, "return document.getElementById('signin-error').textContent", 10, "the refusal")
        ok("token" in words.lower() or "unauthor" in words.lower(), f"a bad token is refused in words: {words!r}")
        severe = [l["message"] for l in driver.get_log("browser") if l["level"] == "SEVERE" and "javascript" in l.get("source", "")]
        ok(not severe, f"no JavaScript errors in the browser's log{': ' + '; '.join(severe[:3]) if severe else ''}")

        # 9. A public workspace opens without a token: drawn, read only, no editing tools.
        api.call("PATCH", f"/workspaces/{ws}", {"public": True})
        driver.get(f"{base}/console/#ws={ws}")
        driver.refresh()
        wait_ready(driver)
        ok(driver.execute_script("return sessionStorage.getItem('geojournal.token')") is None, "the public workspace is open with no token")
        layers = [l["name"] for l in api.get(f"/workspaces/{ws}/layers")["layers"]]
        total = sum(len(api.features(ws, name)) for name in layers)
        ok(text(driver, "count-total") == str(total), f"without a token the console draws the API's {total} features ({text(driver, 'count-total')})")
        ok(driver.find_element(By.ID, "role").text == "public: read only", f"the badge says {driver.find_element(By.ID, 'role').text!r}")
        ok(driver.execute_script("return document.querySelector('.tabs button[data-tab=\"edit\"]').hidden && document.getElementById('edit-tools').hidden"),
           "no Edit tab and no editing tools without a token")
        ok(not driver.find_element(By.CSS_SELECTOR, '.tabs button[data-tab="edit"]').is_displayed(), "the Edit tab is not shown")
        ok(driver.find_element(By.ID, "signout").text == "Sign in", "the top bar offers to sign in")
        live = wait(driver, "return document.getElementById('live').textContent === 'live'", 10, "the change feed")
        ok(live, "the change feed streams without a token")
        shown = driver.execute_script("return [...document.querySelectorAll('#messages .message:not(.info)')].map(m => m.textContent)")
        ok(not shown, f"no error shown in the page{': ' + '; '.join(shown[:3]) if shown else ''}")
        shot(driver, out, "09-public")
        logged = [l["message"] for l in driver.get_log("browser") if l["level"] == "SEVERE"]
        ok(not logged, f"opening the public workspace logs no error{': ' + '; '.join(logged[:3]) if logged else ''}")
        # Private again: the same link shows the sign-in form, with no public workspace to offer.
        api.call("PATCH", f"/workspaces/{ws}", {"public": False})
        driver.refresh()
        wait(driver, "return !document.getElementById('signin').hidden", 10, "the sign-in form")
        ok(driver.execute_script("return document.getElementById('app').hidden && document.getElementById('public-workspaces').hidden"),
           "a private workspace's link asks for a token")
    except Exception as e:  # a step that cannot go on: one failure, with a screenshot
        ok(False, f"{type(e).__name__}: {e}")
        shot(driver, out, "failure")
        for l in driver.get_log("browser")[-10:]:
            print("    browser:", l.get("message", "")[:300])
    finally:
        driver.quit()
    return failures


def timings(base, ws, token, out):
    driver = browser()
    try:
        sign_in(driver, base, token, ws)
        views = [first_view(driver) for _ in range(3)]
        features = int(text(driver, "count-total"))
        steps = []
        driver.execute_script("const s = document.getElementById('slider'); s.focus();")
        for _ in range(3):
            steps += slider_steps(driver, 10)
        shot(driver, out, "bench-console")
        print(json.dumps({"features": features, "firstViewMs": statistics.median(views), "stepMs": statistics.median(steps), "stepMaxMs": max(steps)}))
    finally:
        driver.quit()


if __name__ == "__main__":
    mode = sys.argv[1]
    if mode == "check":
        sys.exit(check(*sys.argv[2:8]))
    elif mode == "timings":
        timings(*sys.argv[2:6])
    else:
        sys.exit(f"unknown mode {mode}")
