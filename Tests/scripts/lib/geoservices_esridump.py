"""Dumps one FeatureServer layer with esridump, the way its users do, for geoservices_clients.sh.

    python geoservices_esridump.py LAYER_URL TOKEN OUT.json [WHERE]

Runs in the virtual environment that holds the pinned esridump (it needs `requests`). Writes the
features esridump yields (GeoJSON features whose properties are the Esri attributes, geometry in
esridump's default outSR 4326) as one JSON array, and prints how many it read and how many
requests it took. esridump reads the layer's metadata (`maxRecordCount`, `supportsPagination`,
`objectIdField`), asks `returnCountOnly`, then pages with `resultOffset`/`resultRecordCount`
(pages of 2,000, its `--max-page-size`, rather than its default 1,000, to keep the test short).
A WHERE is passed the way `esri2geojson -p where=...` passes it: as an extra query argument, sent
in the query string of its GET requests (requests encodes a space there as `+`) and in the form
body of its POST requests.
"""

import json
import logging
import sys
import time

import requests
from esridump.dumper import EsriDumper


def main():
    layer_url, token, out = sys.argv[1:4]
    extra = {"token": token}
    if len(sys.argv) > 4:
        extra["where"] = sys.argv[4]
    logging.basicConfig(level=logging.WARNING, stream=sys.stderr, format="esridump: %(message)s")

    # Count the requests esridump makes, to report how it paged.
    requests_made = []
    original = requests.request

    def counting(method, url, **kwargs):
        requests_made.append((method, url, kwargs.get("params") or kwargs.get("data")))
        response = original(method, url, **kwargs)
        if response.status_code != 200:
            args = {k: v for k, v in (kwargs.get("params") or kwargs.get("data") or {}).items() if k != "token"}
            print(f"esridump: {method} {url} {args} (sent as {response.request.url.split('?')[-1][:300] if method == 'GET' else 'a form'})"
                  f" -> HTTP {response.status_code} {response.text[:300]}", file=sys.stderr)
        return response

    requests.request = counting
    started = time.monotonic()
    dumper = EsriDumper(layer_url, extra_query_args=extra, pause_seconds=0, timeout=120, num_of_retry=1,
                        max_page_size=2000)
    features = list(dumper)
    with open(out, "w") as f:
        json.dump(features, f)
    pages = sum(1 for m, _, args in requests_made if m == "POST" and args and "resultOffset" in args)
    print(f"{len(features)} features in {len(requests_made)} requests ({pages} pages) in {time.monotonic() - started:.1f} s")


if __name__ == "__main__":
    main()
