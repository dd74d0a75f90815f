"""What the script tests' ArcGIS clients share (arcgis_python_client.py, arcgis_utility_client.py,
arcgis_sync_client.py, bmi_restapi_sync.py): checks that each print one line `ok: ...` or `FAIL: ...` and all run
whatever the others did, the JSON API as the reference, and a connection to GeoJournal without a
portal (see arcgis_python_client.py for why it is made this way).

    checks = Checks("arcgis_utility")

    @checks.check("what it shows")
    def something():
        checks.expect(condition, "what went wrong")
        return "what it found"

    checks.finish()   # exits with the number of failures
"""

import json
import sys
import time
import traceback
import urllib.parse
import urllib.request


class Checks:
    def __init__(self, prefix):
        self.prefix = prefix
        self.names = []
        self.failures = []

    def log(self, text):
        print(f"{self.prefix}: {text}", flush=True)

    def check(self, name):
        """Runs the decorated function as one check: `ok: <what it returned>` or `FAIL: ...`."""

        def run(fn):
            self.names.append(name)
            started = time.monotonic()
            try:
                said = fn()
                self.log(f"ok: {name}: {said} ({time.monotonic() - started:.1f} s)")
            except Exception as error:  # noqa: BLE001 - every failure is reported, then the next check runs
                self.failures.append(name)
                detail = "".join(traceback.format_exception_only(type(error), error)).strip()
                self.log(f"FAIL: {name}: {detail}")
                for line in traceback.format_exc().splitlines()[-8:-1]:
                    print(f"    {line}", flush=True)
            return fn

        return run

    @staticmethod
    def expect(condition, text):
        if not condition:
            raise AssertionError(text)

    def finish(self):
        failures, names = self.failures, self.names
        self.log(f"{len(failures)} of {len(names)} checks failed: {failures}" if failures else f"all {len(names)} checks passed")
        sys.exit(len(failures))


def api(http_origin, token, method, path, body=None, query=None):
    """The JSON API over plain HTTP with the standard library: the reference the clients are compared with."""
    url = http_origin + path + ("?" + urllib.parse.urlencode(query) if query else "")
    data = None if body is None else json.dumps(body).encode()
    request = urllib.request.Request(url, method=method, data=data,
                                     headers={"Authorization": f"Bearer {token}", "Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(request, timeout=60) as response:
            return json.load(response)
    except urllib.error.HTTPError as error:
        raise AssertionError(f"{method} {path}: HTTP {error.code} {error.read()[:500]!r}") from None


def connect(https_origin, token):
    """A connection to GeoJournal's /arcgis without a portal, with the version and product facts
    `edit_features` reads from a portal filled in from /arcgis/rest/info: (base URL, connection, info)."""
    from arcgis.gis._impl._con import Connection  # here, so clients without `arcgis` share the checks

    base = f"{https_origin}/arcgis"
    con = Connection(baseurl=base, token=token, verify_cert=False, all_ssl=True)
    info = con.get(f"{base}/rest/info", {"f": "json"})
    con.version = [int(p) for p in str(info["currentVersion"]).split(".")]
    con._is_arcgisonline = False
    con._is_agol = False
    return base, con, info
