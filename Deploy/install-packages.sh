#!/usr/bin/env bash
# Installs the Debian 12 system packages GeoJournal needs.
#
#   bash Deploy/install-packages.sh            # service + tests
#   bash Deploy/install-packages.sh --bench    # also wrk, postgresql-contrib and SciPy (benchmarks)
#
# Idempotent and fast on reruns: when every package is already installed, apt is
# not touched at all (no `apt-get update`, which is the slow part).
set -euo pipefail

packages=(
  postgresql-15              # server binaries (initdb, pg_ctl, postgres, pgbench)
  postgresql-15-postgis-3    # PostGIS 3 (geometry, GiST)
  postgresql-15-pgrouting    # pgRouting (utility-network traces)
  libgeos-dev                # GEOS C API + geos.pc for the CGEOS system library
  pkg-config                 # SwiftPM resolves `pkgConfig: "geos"` through it
  curl                       # health checks, examples, script tests
  jq                         # JSON in script tests and benchmarks
  ca-certificates            # HTTPS for `swift build` fetching dependencies
  gdal-bin                   # ogrinfo/ogr2ogr: the OAPIF and PostgreSQL clients of the script tests
  python3-venv               # a virtual environment for the pinned OpenAPI test tools (Tests/scripts)
  procps                     # pgrep/ps: the stop tests find the processes they started
  nginx                      # TLS-terminating proxy of Deploy/tls-proxy.sh (HTTPS for the ArcGIS API for Python test)
  python3-qgis               # PyQGIS 3.22 (Debian's python3): the headless QGIS of qgis_featureserver.sh
  qgis-providers             # QGIS's arcgisfeatureserver provider and its Basic/EsriToken auth methods
  libjs-leaflet              # Leaflet, served by `geojournal serve` to the web console at /console/vendor/leaflet/
  chromium                   # headless browser of the console's script test (console_browser.sh)
  chromium-driver            # chromedriver, through which Selenium drives it
  postgresql-15-periods      # SQL:2016 system versioning: the history peer of Tests/scripts/history_peers.sh and bench_years
)
if [[ "${1:-}" == "--bench" ]]; then
  packages+=(wrk postgresql-contrib python3-scipy)
fi
if [[ "${1:-}" == "--bench" ]]; then packages+=(python3-matplotlib); fi  # bench_years draws docs/history-*.png

missing=()
for package in "${packages[@]}"; do
  # dpkg-query prints "install ok installed" only for fully installed packages.
  if [[ "$(dpkg-query -W -f='${Status}' "$package" 2>/dev/null || true)" != "install ok installed" ]]; then
    missing+=("$package")
  fi
done

if ((${#missing[@]} == 0)); then
  echo "install-packages: all ${#packages[@]} packages already installed"
  exit 0
fi

if ((EUID != 0)); then
  echo "install-packages: missing packages (${missing[*]}); run as root or install them yourself" >&2
  exit 1
fi

echo "install-packages: installing ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
# -o Dpkg::Use-Pty=0 keeps the log free of progress bars in CI.
apt-get install -y -qq --no-install-recommends -o Dpkg::Use-Pty=0 "${missing[@]}" >/dev/null
echo "install-packages: done"
