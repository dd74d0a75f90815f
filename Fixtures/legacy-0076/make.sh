#!/usr/bin/env bash
# Makes a fixture of LegacyJournalMigrationTests with a `geojournal` binary of the 0076 layout
# (commit 4a68df0: events carrying their changes beside the versions' rows), as
# Fixtures/legacy-0040/make.sh makes its own, with this folder's seed (76). The binary migrates
# with the Schema of its own commit: GEOJOURNAL_SCHEMA_DIR names it.
#   GEOJOURNAL_BIN=/old/geojournal GEOJOURNAL_SCHEMA_DIR=/old/Schema bash Fixtures/legacy-0076/make.sh
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
GEOJOURNAL_FIXTURE_DIR="$here" GEOJOURNAL_FIXTURE_SEED=76 exec bash "$here/../legacy-0040/make.sh"
