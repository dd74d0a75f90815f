#!/usr/bin/env bash
# Every example the manual marks runnable works as printed.
#
# A shell block of README.md or docs/**/*.md is runnable when the line `<!-- runnable -->` comes
# right before its ```sh fence. The test starts `geojournal serve` on a throwaway database set up
# as `Deploy/run.sh` sets up its own (migrated, the sample workspace `demo` with its layers and the
# sample network `Electric`, an admin token in data/admin.token), then runs the runnable blocks of
# each page in order, in one shell state per page (a variable one block sets, the next one reads),
# in a project folder whose data/admin.token holds the token, with GJ (the service's address),
# TOKEN, DATABASE_URL (the database's owner) and `geojournal` on the PATH. It passes when every
# block exits 0 and its output holds, in order, the text of each of its `#=> TEXT` lines.
#
# Needs GEOJOURNAL_BIN, GEOJOURNAL_TEST_DATABASE_URL, GEOJOURNAL_TEST_SERVICE_URL (Deploy/test.sh
# sets them), curl, jq, python3. DOCS_EXAMPLES_PAGES (paths, space separated) runs only some pages.
set -euo pipefail

root="$(cd "$(dirname "$0")/../.." && pwd)"
# shellcheck source=Tests/scripts/lib/service_test.sh
source "$root/Tests/scripts/lib/service_test.sh"
service_test docs_examples docs
server_log_lines=40
# The logins the examples make (`geojournal user create`) are roles of the cluster: the ones that
# were not there before the examples ran are dropped after them.
cluster_admin_url="$(pg_url_with_database "$GEOJOURNAL_TEST_DATABASE_URL" postgres)"
roles_before="$(pg_psql "$cluster_admin_url" -c "SELECT string_agg(quote_literal(rolname), ',') FROM pg_roles")"
cleanup_last() {
  pg_psql "$cluster_admin_url" >/dev/null 2>&1 <<SQL || true
SELECT format('DROP ROLE %I', rolname) FROM pg_roles WHERE rolname LIKE 'gj\\_%' AND rolname NOT IN ($roles_before)
\\gexec
SQL
}

start_service admin warning
DATABASE_URL="$owner_url" "$GEOJOURNAL_BIN" sample --workspace demo >"$work_dir/sample.log" 2>&1 ||
  { cat "$work_dir/sample.log"; fail "geojournal sample"; }
DATABASE_URL="$owner_url" "$GEOJOURNAL_BIN" sample-network --workspace demo --network Electric --edges 200 >>"$work_dir/sample.log" 2>&1 ||
  { cat "$work_dir/sample.log"; fail "geojournal sample-network"; }

project="$work_dir/project"
mkdir -p "$project/data" "$work_dir/bin" "$work_dir/blocks"
(umask 077 && echo "$token" >"$project/data/admin.token")
ln -s "$GEOJOURNAL_BIN" "$work_dir/bin/geojournal"
ln -s "$root/Deploy" "$project/Deploy"

# The runnable blocks, one file each, and what each says it prints: blocks/<n>.sh, blocks/<n>.expect,
# and blocks/index (n, page, line).
pages="${DOCS_EXAMPLES_PAGES:-README.md $(cd "$root" && find docs -name '*.md' | sort | tr '\n' ' ')}"
(cd "$root" && python3 - "$work_dir/blocks" $pages) <<'PY'
import re, sys
out, pages = sys.argv[1], sys.argv[2:]
n = 0
with open(f"{out}/index", "w") as index:
    for page in pages:
        lines = open(page, encoding="utf-8").read().split("\n")
        i = 0
        while i < len(lines):
            if lines[i].strip() != "<!-- runnable -->":
                i += 1
                continue
            j = i + 1
            while j < len(lines) and not lines[j].strip():
                j += 1
            if j >= len(lines) or not re.match(r"^```(sh|bash)\s*$", lines[j]):
                sys.exit(f"{page}:{i + 1}: <!-- runnable --> is not followed by a ```sh block")
            k = j + 1
            while k < len(lines) and not lines[k].startswith("```"):
                k += 1
            if k >= len(lines):
                sys.exit(f"{page}:{j + 1}: the block never ends")
            body = lines[j + 1:k]
            n += 1
            open(f"{out}/{n}.sh", "w").write("\n".join(body) + "\n")
            expects = [m.group(1) for m in (re.match(r"^\s*#=> (.*)$", l) for l in body) if m]
            open(f"{out}/{n}.expect", "w").write("".join(e + "\n" for e in expects))
            index.write(f"{n}\t{page}\t{j + 2}\n")
            i = k + 1
PY
[[ -s "$work_dir/blocks/index" ]] || fail "no runnable block in: $pages"

# run_block N STATE: runs block N in the project folder after the page's state, saves the state.
run_block() {
  local number="$1" state="$2"
  (
    cd "$project"
    export GJ="$base_url" TOKEN="$token" DATABASE_URL="$owner_url" PATH="$work_dir/bin:$PATH"
    timeout --kill-after=5 120 bash -c '
      compgen -v | sort >"$2.baseline"
      set -eo pipefail
      source "$2"
      source "$1"
      set +e
      compgen -v | sort | comm -13 "$2.baseline" - | grep -v -E "^(BASH|PIPESTATUS|_$|COMP|FUNCNAME)" >"$2.names"
      if [[ -s "$2.names" ]]; then declare -p $(cat "$2.names") >"$2.new" 2>/dev/null; else : >"$2.new"; fi
      mv "$2.new" "$2"
    ' block "$work_dir/blocks/$number.sh" "$state"
  )
}

blocks=0
current_page=""
state=""
while IFS=$'\t' read -r number page line; do
  if [[ "$page" != "$current_page" ]]; then
    current_page="$page"
    state="$work_dir/state.$number"
    : >"$state"
  fi
  output="$work_dir/blocks/$number.out"
  status=0
  run_block "$number" "$state" >"$output" 2>&1 || status=$?
  if ((status != 0)); then
    log "$page:$line: the block exited $status; its output:"
    sed 's/^/    /' "$output" | tail -n 30
    fail "$page:$line: a runnable example does not work as printed"
  fi
  # Each `#=> TEXT` in order: the rest of the output after the previous match holds TEXT.
  python3 - "$output" "$work_dir/blocks/$number.expect" <<'PY' || { sed 's/^/    /' "$output" | tail -n 30; fail "$page:$line: the output is not what the block says"; }
import sys
text = open(sys.argv[1], encoding="utf-8", errors="replace").read()
at = 0
for expect in open(sys.argv[2], encoding="utf-8").read().split("\n"):
    if not expect:
        continue
    found = text.find(expect, at)
    if found < 0:
        print(f"docs_examples: expected {expect!r} in the output after offset {at}")
        sys.exit(1)
    at = found + len(expect)
PY
  blocks=$((blocks + 1))
done <"$work_dir/blocks/index"

log "$blocks runnable blocks of $(cut -f2 "$work_dir/blocks/index" | sort -u | wc -l) pages ran as printed ($((SECONDS - started)) s)"
