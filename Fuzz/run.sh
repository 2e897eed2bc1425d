#!/usr/bin/env bash
# Builds the libFuzzer targets and runs them.
#
#   Fuzz/run.sh [--smoke] [--runs N] [--jobs N] [TARGET...]
#
# TARGET is csv, json, profile, scenario, inline or http (all six when none is named).
#   --smoke    a short, reproducible run for CI: 3000 inputs a target, fixed seed, fresh corpus
#   --runs N   inputs a target (default 1000000)
#   --jobs N   libFuzzer worker processes a target (default 1; the machine is shared)
#
# Built programs go to Fuzz/build/, the growing corpora to Fuzz/corpus-work/ (both ignored
# by git). Each corpus starts from Fuzz/Corpus/<target>, Fuzz/Regressions/<target>, the
# matching fixtures under Tests/, and the real exchange files in ../shared/data when that
# folder exists (they are copied into the work corpus only, never into the repository).
# A crash or a broken invariant leaves its input in Fuzz/corpus-work/<target>-crashes/ and
# makes the script exit 1; keep it under Fuzz/Regressions/<target>/ once fixed.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
fuzz="$root/Fuzz"
build="$fuzz/build"
work="$fuzz/corpus-work"
all_targets=(csv json profile scenario inline http)

smoke=0
runs=1000000
jobs=1
targets=()
while (($#)); do
  case "$1" in
    --smoke) smoke=1; runs=3000; shift ;;
    --runs) runs="$2"; shift 2 ;;
    --jobs) jobs="$2"; shift 2 ;;
    -h|--help) sed -n '2,16p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    csv|json|profile|scenario|inline|http) targets+=("$1"); shift ;;
    *) echo "run.sh: unknown argument $1 (targets: ${all_targets[*]})" >&2; exit 2 ;;
  esac
done
((${#targets[@]})) || targets=("${all_targets[@]}")

# The Swift runtime's crash reporter would spend half a minute on every crash libFuzzer
# already reports; leak checks report the runtime's metadata caches, which live forever.
export SWIFT_BACKTRACE=enable=no
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0}"

swift_flags=(-O -g -swift-version 6 -enable-upcoming-feature ExistentialAny -package-name stockscreens
  -sanitize=fuzzer,address -use-ld=lld)

newest() { find "$@" -name '*.swift' -newer "$marker" -print -quit 2>/dev/null; }

# The package's modules are built once as static libraries, each after those it imports;
# every target links them.
build_module() {
  local module="$1"
  shift
  local lib="$build/lib$module.a" stale=0
  mkdir -p "$build"
  marker="$lib"
  [[ -f "$lib" && -z "$(newest "$root/Sources/$module")" ]] || stale=1
  for dependency in "$@"; do [[ "$build/lib$dependency.a" -nt "$lib" ]] && stale=1; done
  ((stale)) || return 0
  echo "building $module for fuzzing..."
  local sources=()
  while IFS= read -r file; do sources+=("$file"); done \
    < <(find "$root/Sources/$module" -name '*.swift' | sort)
  swiftc "${swift_flags[@]}" -parse-as-library -emit-library -static -wmo \
    -module-name "$module" -emit-module -emit-module-path "$build/$module.swiftmodule" \
    -I "$build" "${sources[@]}" -o "$lib"
}

build_library() {
  build_module FileStorage
  build_module ScreenModel
  build_module TaiwanMarket FileStorage ScreenModel
  build_module StockScreens ScreenModel TaiwanMarket
}

target_sources() {
  case "$1" in
    csv) echo "$fuzz/Targets/CSVFuzz.swift" ;;
    json) echo "$fuzz/Targets/JSONFuzz.swift" ;;
    profile) echo "$fuzz/Targets/ProfileFuzz.swift" ;;
    scenario)
      # The generic parser, with the stock program's screens and its own commands.
      echo "$fuzz/Targets/ScenarioFuzz.swift"
      find "$root/Sources/ScreenFrontEnds/Scenario" -name '*.swift' | sort
      echo "$root/Sources/StockScreensCLI/Play/StockScenarioCommands.swift"
      echo "$root/Sources/CommandLineSyntax/Prose.swift"
      ;;
    inline)
      # The scanner and rewriter of inline-snapshot literals use nothing else of the store.
      echo "$fuzz/Targets/InlineLiteralFuzz.swift"
      find "$root/Sources/SnapshotStore/Inline/Literal" -name '*.swift' | sort
      echo "$root/Sources/SnapshotStore/Recording/SnapshotText.swift"
      ;;
    http)
      # The parser's files use the standard library only, so they build without the rest of
      # the program.
      echo "$fuzz/Targets/HTTPFuzz.swift"
      local parser="$root/Sources/LoopbackHTTP"
      printf '%s\n' "$parser/HTTPMessage.swift" "$parser/HTTPRequestError.swift" \
        "$parser/HTTPRequestParser.swift" "$parser/HTTPRequestBuffer.swift"
      ;;
  esac
  echo "$fuzz/Targets/FuzzCheck.swift"
}

build_target() {
  local target="$1" sources=()
  while IFS= read -r file; do sources+=("$file"); done < <(target_sources "$target")
  marker="$build/$target"
  if [[ -f "$marker" && "$marker" -nt "$build/libStockScreens.a" \
    && -z "$(newest "${sources[@]}")" ]]; then
    return
  fi
  echo "building $target..."
  swiftc "${swift_flags[@]}" -parse-as-library -module-name "Fuzz_$target" \
    -I "$build" -L "$build" -lStockScreens -lTaiwanMarket -lScreenModel -lFileStorage \
    "${sources[@]}" \
    -o "$build/$target"
}

max_len() {
  case "$1" in
    csv | json) echo 65536 ;;
    profile) echo 16384 ;;
    scenario | inline) echo 8192 ;;
    scenario | http) echo 8192 ;;
  esac
}

# Seeds: the target's own corpus, its regressions, and fixtures of its format.
seed_corpus() {
  local target="$1" dest="$2" shared="$root/../shared/data"
  mkdir -p "$dest"
  local folders=("$fuzz/Corpus/$target" "$fuzz/Regressions/$target")
  for folder in "${folders[@]}"; do
    [[ -d "$folder" ]] && find "$folder" -type f ! -name '.*' -exec cp -n {} "$dest/" \;
  done
  local fixtures=() pattern=()
  case "$target" in
    csv) fixtures=("$root/Tests/Fixtures"); pattern=(-name '*.csv') ;;
    json) fixtures=("$root/Tests/Fixtures"); pattern=(-name '*.json' -o -name '*.html') ;;
    profile) fixtures=("$root/Tests/Fixtures"); pattern=(-name '*.json') ;;
    scenario) fixtures=("$root/Tests/Scenarios"); pattern=(-name '*.scenario') ;;
    inline) fixtures=("$root/Tests/SnapshotStoreTests" "$root/Tests/ScreenModelTestingTests"); pattern=(-name '*.swift') ;;
  esac
  for folder in "${fixtures[@]}"; do
    [[ -d "$folder" ]] || continue
    # Small files only: the big bad-file fixtures are made by the tests, never committed.
    find "$folder" -type f \( "${pattern[@]}" \) -size -64k -exec cp -n {} "$dest/" \;
  done
  if [[ -d "$shared" ]]; then
    case "$target" in
      csv) cp -n "$shared"/*.csv "$dest/" 2>/dev/null || true ;;
      json) cp -n "$shared"/*.json "$dest/" 2>/dev/null || true ;;
    esac
  fi
}

run_target() {
  local target="$1" corpus="$work/$target" crashes="$work/$target-crashes"
  if ((smoke)); then
    corpus="$work/smoke-$target"
    rm -rf "$corpus"
  fi
  seed_corpus "$target" "$corpus"
  mkdir -p "$crashes"
  local options=(-runs="$runs" -max_len="$(max_len "$target")" -timeout=20
    -artifact_prefix="$crashes/" -print_final_stats=1)
  ((smoke)) && options+=(-seed=1)
  local log="$work/$target.log"
  echo "fuzzing $target: $runs inputs, corpus $corpus"
  local status=0
  if ((jobs > 1)); then
    # Each worker runs its share; their logs go to fuzz-N.log in the current folder.
    (cd "$work" && "$build/$target" "${options[@]/-runs=$runs/-runs=$((runs / jobs))}" \
      -jobs="$jobs" -workers="$jobs" "$corpus") >"$log" 2>&1 || status=$?
    cat "$work"/fuzz-*.log >>"$log" 2>/dev/null || true
    rm -f "$work"/fuzz-*.log
  else
    "$build/$target" "${options[@]}" "$corpus" >"$log" 2>&1 || status=$?
  fi
  grep -E '^(Done|stat::number_of_executed_units)' "$log" | sed "s/^/  $target: /" || true
  if ((status != 0)); then
    echo "  $target FAILED (exit $status); see $log" >&2
    grep -E 'invariant broken|ERROR: |Fatal error|Test unit written' "$log" | head -5 >&2 || true
    return 1
  fi
}

mkdir -p "$work"
build_library
failed=()
for target in "${targets[@]}"; do
  build_target "$target"
done
for target in "${targets[@]}"; do
  run_target "$target" || failed+=("$target")
done
if ((${#failed[@]})); then
  echo "fuzzing failed: ${failed[*]}" >&2
  exit 1
fi
echo "fuzzing passed: ${targets[*]}"
