#!/usr/bin/env bash
# The manual's links hold, and the repository stands on its own.
#
# Passes when
#   - every relative link and image in README.md and docs/**/*.md (outside code blocks) names a file
#     or folder of the repository, and every `#anchor` names a heading of its target page (the
#     anchors a code host makes: lower case, punctuation dropped, spaces as hyphens, -1, -2 for
#     repeats);
#   - no link leaves the repository (`../` above its root);
#   - no tracked file cites the documents that live outside the repository (the shared design, API
#     and stack notes of its authors, kept beside it): what a reader needs of them is in docs/;
#   - docs/README.md, the index, links every page of docs/.
#
# Needs python3 and git. Reads files only: no database, no service.
set -euo pipefail

root="$(cd "$(dirname "$0")/../.." && pwd)"
cd "$root"

python3 - <<'PY'
import os, re, subprocess, sys, urllib.parse

root = os.getcwd()
problems = []

def pages():
    out = ["README.md"]
    for d, _, files in os.walk("docs"):
        out += [os.path.join(d, f) for f in sorted(files) if f.endswith(".md")]
    return out

def strip_code(text):
    """The text without fenced blocks and inline code, line numbers kept."""
    lines, fenced = [], False
    for line in text.split("\n"):
        if re.match(r"^\s*(```|~~~)", line):
            fenced = not fenced
            lines.append("")
            continue
        lines.append("" if fenced else re.sub(r"`[^`]*`", "", line))
    return lines

def slug(heading):
    heading = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", heading).replace("`", "")
    heading = heading.strip().lower()
    heading = re.sub(r"[^\w\- ]", "", heading)
    return heading.replace(" ", "-")

anchors_cache = {}
def anchors(path):
    if path not in anchors_cache:
        seen, out = {}, set()
        fenced = False
        for line in open(path, encoding="utf-8").read().split("\n"):
            if re.match(r"^\s*(```|~~~)", line):
                fenced = not fenced
            if fenced:
                continue
            m = re.match(r"^(#{1,6})\s+(.*?)\s*#*\s*$", line)
            if not m:
                continue
            s = slug(m.group(2))
            n = seen.get(s, 0)
            out.add(s if n == 0 else f"{s}-{n}")
            seen[s] = n + 1
        for m in re.finditer(r'<a\s+(?:name|id)="([^"]+)"', open(path, encoding="utf-8").read()):
            out.add(m.group(1))
        anchors_cache[path] = out
    return anchors_cache[path]

link = re.compile(r"!?\[(?:[^\]\[]|\[[^\]]*\])*\]\(\s*<?([^)\s>]+)>?(?:\s+\"[^\"]*\")?\s*\)")
checked = 0
for page in pages():
    for number, line in enumerate(strip_code(open(page, encoding="utf-8").read()), 1):
        for m in link.finditer(line):
            target = m.group(1)
            where = f"{page}:{number}: {target}"
            if re.match(r"^[a-z][a-z0-9+.-]*:", target):   # http:, https:, mailto:
                continue
            checked += 1
            path, _, anchor = target.partition("#")
            path = urllib.parse.unquote(path)
            resolved = os.path.normpath(os.path.join(os.path.dirname(page), path)) if path else page
            if resolved.startswith(".." + os.sep) or resolved == "..":
                problems.append(f"{where}: leaves the repository")
                continue
            if not os.path.exists(resolved):
                problems.append(f"{where}: no such file")
                continue
            if anchor:
                if not resolved.endswith(".md") or os.path.isdir(resolved):
                    problems.append(f"{where}: an anchor into a file that is not a page")
                elif anchor not in anchors(resolved):
                    problems.append(f"{where}: no heading #{anchor} in {resolved}")

# The index links every page.
index = open("docs/README.md", encoding="utf-8").read()
for page in pages():
    if page.startswith("docs" + os.sep) and page != os.path.join("docs", "README.md"):
        name = os.path.relpath(page, "docs")
        if f"]({name})" not in index and f"]({name}#" not in index:
            problems.append(f"docs/README.md does not link {name}")

# Nothing tracked cites what lives outside the repository.
outside = ["../" + "shared", "shared/" + "API", "DESIGN" + ".md", "API" + ".md", "STACK" + ".md", "STYLE" + ".md"]
files = subprocess.run(["git", "ls-files", "-z"], capture_output=True, check=True).stdout.decode().split("\0")
for f in files:
    if not f or not os.path.isfile(f):
        continue
    try:
        text = open(f, encoding="utf-8").read()
    except (UnicodeDecodeError, OSError):
        continue
    for number, line in enumerate(text.split("\n"), 1):
        for word in outside:
            if word in line:
                problems.append(f"{f}:{number}: cites {word}, which is not in the repository")

for p in problems:
    print("docs_links: FAIL:", p)
if problems:
    sys.exit(1)
print(f"docs_links: {checked} relative links in {len(pages())} pages resolve; nothing cites a file outside the repository")
PY
