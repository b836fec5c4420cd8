#!/usr/bin/env bash
# Compares WCS's figures between commits with one harness: builds each commit in a worktree, puts
# its WCS jars under a copy of this checkout's harness, and runs the side-by-side harness for WCS
# alone, the commits in turn, PAIRS times. Runs one after the other drift with the machine (a run
# of seven builds in order once read as a slow regression that was not there); runs in turn do not.
#   bench/compare-builds.sh 004e27b HEAD                       W6 in memory, 8 turns of 5 JVMs each
#   PAIRS=4 bench/compare-builds.sh A B C -- --phases first-query-mem --rounds 3
# Arguments after -- pass to io.wcs.bench.sidebyside.SideBySide (default: --phases first-query-mem
# --rounds 5); --targets is always wcs. Prints each turn's WCS figures, then their medians.
# Builds and copies go under ${WORK:-/tmp/wcs-compare-builds}.
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
WORK=${WORK:-/tmp/wcs-compare-builds}
PAIRS=${PAIRS:-8}
commits=()
while [ $# -gt 0 ] && [ "$1" != "--" ]; do commits+=("$1"); shift; done
[ $# -gt 0 ] && shift
harness_args=("$@")
[ ${#harness_args[@]} -eq 0 ] && harness_args=(--phases first-query-mem --rounds 5)
if [ ${#commits[@]} -lt 2 ]; then
  echo "usage: bench/compare-builds.sh COMMIT COMMIT... [-- SideBySide flags]" >&2
  exit 2
fi

cd "$ROOT"
rm -rf bench/target/target-jars
./mvnw -q -B -pl bench -am package -Dmaven.test.skip=true -Dspotless.check.skip=true -Dforbiddenapis.skip=true
mkdir -p "$WORK"
names=()
for commit in "${commits[@]}"; do
  name=$(git rev-parse --short=8 "$commit")
  names+=("$name")
  harness="$WORK/harness-$name"
  [ -d "$harness" ] && continue
  tree="$WORK/tree-$name"
  git worktree add -f -q --detach "$tree" "$name"
  (cd "$tree" && ./mvnw -q -B -pl bench -am package -Dmaven.test.skip=true -Dspotless.check.skip=true -Dforbiddenapis.skip=true)
  mkdir -p "$harness/target-jars"
  cp -r bench/target/benchmarks.jar bench/target/classes "$harness/"
  cp -r "$tree/bench/target/target-jars/wcs" "$harness/target-jars/"
  git worktree remove --force "$tree"
done

results="$WORK/results.txt"
: > "$results"
for turn in $(seq "$PAIRS"); do
  for name in "${names[@]}"; do
    # the report's rows with a WCS figure: "| measure | unit | value |"
    (cd "$WORK" && java -cp "$WORK/harness-$name/benchmarks.jar" io.wcs.bench.sidebyside.SideBySide \
        --targets wcs --work-dir "$WORK/data" --out "$WORK/report-$name.md" "${harness_args[@]}" \
        > "$WORK/log-$name.txt" 2>&1) || { cat "$WORK/log-$name.txt" >&2; exit 1; }
    awk -F'|' -v name="$name" -v turn="$turn" \
        'NF == 5 && $4 ~ /[0-9]/ { gsub(/^ +| +$/, "", $2); gsub(/[ ,]/, "", $4); print name "\t" turn "\t" $2 "\t" $4 }' \
        "$WORK/report-$name.md" | tee -a "$results"
  done
done

echo
echo "medians of $PAIRS turns:"
sort -t$'\t' -k3,3 -k1,1 -k4,4g "$results" | awk -F'\t' '
  { key = $3 "\t" $1; v[key, ++n[key]] = $4; if (!(key in seen)) { seen[key] = 1; keys[++k] = key } }
  END { for (i = 1; i <= k; i++) { key = keys[i]; c = n[key]; m = (c % 2) ? v[key, (c + 1) / 2] : (v[key, c / 2] + v[key, c / 2 + 1]) / 2; print key "\t" m } }'
