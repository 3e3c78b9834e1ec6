#!/usr/bin/env bash
# Every prerendered page in every language through the W3C Nu HTML checker (npm `vnu-jar`, Java 17):
# 0 errors, or the check fails and names each one. Usage: scripts/check-html.sh [dist dir]
set -euo pipefail
cd "$(dirname "$0")/.."
dist="${1:-frontend/dist}"
jar="node_modules/vnu-jar/build/dist/vnu.jar"
command -v java >/dev/null || { echo "check-html: Java is required (Debian: default-jre-headless)" >&2; exit 1; }
[ -f "$jar" ] || { echo "check-html: $jar is missing (npm ci)" >&2; exit 1; }
pages=$(find "$dist" -name '*.html' | wc -l)
[ "$pages" -gt 0 ] || { echo "check-html: no pages under $dist (make frontend first)" >&2; exit 1; }
# --errors-only: warnings (e.g. a redundant role) are advice, errors are invalid HTML.
if java -Xss8m -jar "$jar" --errors-only --format gnu --skip-non-html "$dist"; then
  echo "check-html: $pages pages, 0 errors"
else
  echo "check-html: the pages above are not valid HTML" >&2
  exit 1
fi
