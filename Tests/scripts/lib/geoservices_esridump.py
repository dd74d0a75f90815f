"""Dumps one FeatureServer layer with esridump, the way its users do, for geoservices_clients.sh.

    python geoservices_esridump.py LAYER_URL TOKEN OUT.json

Runs in the virtual environment that holds the pinned esridump (it needs `requests`). Writes the
features esridump yields (GeoJSON features whose properties are the Esri attributes, geometry in
esridump's default outSR 4326) as one JSON array, and prints how many it read and how many
requests it took. esridump reads the layer's metadata (`maxRecordCount`, `supportsPagination`,
`objectIdField`), asks `returnCountOnly`, then pages with `resultOffset`/`resultRecordCount`.
"""

import json
import logging
import sys
import time

import requests
from esridump.dumper import EsriDumper


def main():
    layer_url, token, out = sys.argv[1:4]
    logging.basicConfig(level=logging.WARNING, stream=sys.stderr, format="esridump: %(message)s")

    # Count the requests esridump makes, to report how it paged.
    requests_made = []
    original = requests.request

    def counting(method, url, **kwargs):
        requests_made.append((method, url, kwargs.get("params") or kwargs.get("data")))
        response = original(method, url, **kwargs)
        if response.status_code != 200:
            print(f"esridump: {method} {url} {kwargs.get('params') or kwargs.get('data')} -> HTTP {response.status_code} "
                  f"{response.text[:500]}", file=sys.stderr)
        return response

    requests.request = counting
    started = time.monotonic()
    dumper = EsriDumper(layer_url, extra_query_args={"token": token}, pause_seconds=0, timeout=120, num_of_retry=1,
                        max_page_size=2000)
    features = list(dumper)
    with open(out, "w") as f:
        json.dump(features, f)
    pages = sum(1 for m, _, args in requests_made if m == "POST" and args and "resultOffset" in args)
    print(f"{len(features)} features in {len(requests_made)} requests ({pages} pages) in {time.monotonic() - started:.1f} s")


if __name__ == "__main__":
    main()
