"""One keep-alive HTTP connection to the service (the sections that read Server-Timing per request)."""

import http.client
import re
import time
import urllib.parse

from .common import die


class Client:
    def __init__(self, base_url, token, timeout=120):
        url = urllib.parse.urlparse(base_url)
        self.conn = http.client.HTTPConnection(url.hostname, url.port, timeout=timeout)
        self.token = token

    def request(self, method, path, body=None, headers=None, what=None, ok=(200,)):
        """(Server-Timing header, body bytes, seconds end to end); any status but OK's fails the section."""
        all_headers = {"Authorization": f"Bearer {self.token}", **(headers or {})}
        if body is not None:
            all_headers.setdefault("Content-Type", "application/json")
        started = time.perf_counter()
        self.conn.request(method, path, body=body, headers=all_headers)
        r = self.conn.getresponse()
        data = r.read()
        seconds = time.perf_counter() - started
        if r.status not in ok:
            die(f"{what or method + ' ' + path} answered {r.status}: {data[:300]!r}")
        return r.getheader("Server-Timing", ""), data, seconds

    def timed(self, method, path, body=None, headers=None, what=None, ok=(200,)):
        """(server-side ms from Server-Timing: app;dur=, body bytes)."""
        timing, data, _ = self.request(method, path, body, headers, what, ok)
        m = re.search(r"dur=([0-9.]+)", timing)
        if not m:
            die(f"{what or method + ' ' + path}: no Server-Timing header")
        return float(m.group(1)), data

    def close(self):
        self.conn.close()
