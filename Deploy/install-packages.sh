#!/usr/bin/env bash
# Installs the Debian 12 system packages GeoJournal needs.
#
#   bash Deploy/install-packages.sh            # the service: what Deploy/run.sh needs to build and run it
#   bash Deploy/install-packages.sh --tests    # also the test clients (Deploy/test.sh): GDAL, nginx, QGIS, Chromium, …
#   bash Deploy/install-packages.sh --bench    # also the benchmarks' tools: wrk, postgresql-contrib and SciPy
#
# Idempotent and fast on reruns: when every package is already installed, apt is
# not touched at all (no `apt-get update`, which is the slow part).
set -euo pipefail

# The service: build, run, migrate, serve the console.
packages=(
  postgresql-15              # server binaries (initdb, pg_ctl, postgres); with postgresql-client-15: psql, pg_dump, pg_dumpall, pg_restore, pg_basebackup (backup_*.sh)
  postgresql-15-postgis-3    # PostGIS 3 (geometry, GiST)
  postgresql-15-pgrouting    # pgRouting (utility-network traces)
  libgeos-dev                # GEOS C API + geos.pc for the CGEOS system library
  pkg-config                 # SwiftPM resolves `pkgConfig: "geos"` through it
  ca-certificates            # HTTPS for `swift build` fetching dependencies
  curl                       # Deploy/run.sh waits for /health
  libjs-leaflet              # Leaflet, served by `geojournal serve` to the web console at /console/vendor/leaflet/
)
# The script tests' clients and tools (Tests/scripts), about 1 GB.
test_packages=(
  jq                         # JSON in script tests and benchmarks
  gdal-bin                   # ogrinfo/ogr2ogr: the OAPIF, ESRIJSON and PostgreSQL clients of the script tests
  python3-venv               # virtual environments for the pinned Python clients (Tests/scripts)
  procps                     # pgrep/ps: the stop tests find the processes they started
  nginx                      # TLS-terminating proxy of Deploy/tls-proxy.sh (HTTPS for the ArcGIS API for Python test)
  python3-qgis               # PyQGIS 3.22 (Debian's python3): the headless QGIS of qgis_featureserver.sh
  qgis-providers             # QGIS's arcgisfeatureserver provider and its Basic/EsriToken auth methods
  chromium                   # headless browser of the console's script test (console_browser.sh)
  chromium-driver            # chromedriver, through which Selenium drives it
  postgresql-15-periods      # SQL:2016 system versioning: the history peer of Tests/scripts/history_peers.sh and bench_years
)
case "${1:-}" in
  "") ;;
  --tests) packages+=("${test_packages[@]}") ;;
  --bench) packages+=("${test_packages[@]}" wrk postgresql-contrib python3-scipy python3-matplotlib) ;;  # matplotlib: bench_years' docs/history-*.png
  *) echo "install-packages: unknown option ${1} (none, --tests or --bench)" >&2; exit 2 ;;
esac

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
