"""`Scripts/mutate --changed BASE`: mutants on the lines a change touched, within a time
budget. See Scripts/mutate --help; the operators, the runner and the equivalents are those
of Scripts/mutants."""

import argparse
import random
import shutil
import signal
import subprocess
import sys
import time
from functools import partial
from pathlib import Path

from changes import behaviour_lines, changed_lines
from operators import mutants_of
from report import module_of
from runner import NODE_TESTS, ROOT, Package, Runner
from workspace import (LOGS, check_clean, hold_lock, read_equivalents, release_lock, restore,
                       restore_leftovers, try_mutant)

print = partial(print, flush=True)  # noqa: A001

PAGE = "Sources/ScreenFrontEnds/Serve/Page/Resources/"
# The browser scene that walks the page's main path, run after the page's node tests where
# Chromium, its driver and Selenium are installed.
JOURNEY = "StockScreensCLITests.ServeBrowserTests/journey_LoadSearchOpenBackAndTheFeedToItsEnd"


class Interrupted(Exception):
    pass


def on_signal(number, _frame):
    raise Interrupted(number)


def parse_options(arguments):
    parser = argparse.ArgumentParser(prog="mutate --changed")
    parser.add_argument("--changed", metavar="BASE", required=True)
    parser.add_argument("--sample", type=int, default=16)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--budget", type=float, default=15)
    parser.add_argument("--key", action="append", default=[])
    parser.add_argument("--slow", action="store_true")
    parser.add_argument("--list", action="store_true")
    parser.add_argument("--with-data", action="store_true")
    parser.add_argument("--timeout", type=int, default=300)
    parser.add_argument("--scratch-path", type=Path, default=ROOT / ".build")
    return parser.parse_args(arguments)


def mutable(path):
    """Product code a mutant may go into: Swift under Sources/ (not the tests' own support
    libraries), and the page's scripts."""
    if path.startswith(PAGE) and path.endswith(".js"):
        return True
    return (path.startswith("Sources/") and path.endswith(".swift")
            and not path.startswith(("Sources/TestSupport/", "Sources/LibraryTestSupport/")))


def candidates(base):
    """The files changed since `base`, the lines kept and skipped, and every mutant on the
    kept lines."""
    diff = subprocess.run(
        ["git", "-c", "core.quotePath=false", "diff", "-U0", "--no-color", "--no-ext-diff",
         base, "--", "Sources"], cwd=ROOT, capture_output=True, text=True)
    if diff.returncode != 0:
        sys.exit(f"mutate: git diff {base} failed: {diff.stderr.strip()}")
    files, kept, skipped, every = [], 0, {}, []
    for path, lines in sorted(changed_lines(diff.stdout).items()):
        if not mutable(path) or not (ROOT / path).exists():
            continue
        source = (ROOT / path).read_text()
        chosen, reasons = behaviour_lines(path, source, lines)
        files.append((path, len(lines)))
        kept += len(chosen)
        for reason, count in reasons.items():
            skipped[reason] = skipped.get(reason, 0) + count
        wanted = set(chosen)
        every += [m for m in mutants_of(Path(path), source) if m.line in wanted]
    return files, kept, skipped, every


def sample(every, count, seed):
    """`count` mutants spread over the lines: the lines in a seeded order, one mutant of
    each in turn, so that a line with many literals does not take the sample."""
    rng = random.Random(seed)
    by_line = {}
    for mutant in every:
        by_line.setdefault((str(mutant.path), mutant.line), []).append(mutant)
    lines = sorted(by_line)
    rng.shuffle(lines)
    for line in lines:
        rng.shuffle(by_line[line])
    chosen = []
    while len(chosen) < count and any(by_line[line] for line in lines):
        for line in lines:
            if by_line[line] and len(chosen) < count:
                chosen.append(by_line[line].pop())
    return sorted(chosen, key=lambda m: (not is_page(m), str(m.path), m.start))


def is_page(mutant):
    return mutant.path.suffix == ".js"


def browser_available():
    return ((shutil.which("chromium") or shutil.which("chromium-browser"))
            and (shutil.which("chromedriver") or Path("/usr/lib/chromium/chromedriver").exists())
            and subprocess.run(["python3", "-c", "import selenium"],
                               capture_output=True).returncode == 0)


def observers_of(chosen, package):
    """{module: the test targets to run}; a module no test target sees is left out."""
    found = {}
    for module in sorted({module_of(m.path) for m in chosen if not is_page(m)}):
        targets = package.observers(module, direct_only=True)
        if targets:
            found[module] = targets
    if any(is_page(m) for m in chosen):
        found["page"] = [NODE_TESTS] + ([JOURNEY] if browser_available() else [])
    return found


def targets_of(mutant, observers):
    return observers.get("page" if is_page(mutant) else module_of(mutant.path))


def main(arguments):
    options = parse_options(arguments)
    started = time.time()
    files, kept, skipped, every = candidates(options.changed)
    changed = sum(count for _, count in files)
    why = ", ".join(f"{count} {reason}" for reason, count in sorted(skipped.items()))
    print(f"changed since {options.changed}: {changed} lines in {len(files)} file"
          f"{'' if len(files) == 1 else 's'} (Swift under "
          f"Sources/, the page's scripts); {kept} can change behaviour"
          + (f" (skipped: {why})" if why else ""))
    if options.key:
        chosen = [m for m in every if m.key in options.key]
        missing = set(options.key) - {m.key for m in chosen}
        if missing:
            sys.exit(f"mutate: no mutant {', '.join(sorted(missing))} on the changed lines")
    else:
        chosen = sample(every, options.sample, options.seed)
    print(f"{len(every)} mutants on those lines; running {len(chosen)}"
          + ("" if options.key else f" (sample, seed {options.seed})"))
    if options.list:
        for mutant in chosen:
            print(f"{mutant.key}  {mutant.path}:{mutant.line}  {mutant.description}")
            if options.key:
                print(mutant.diff(), end="")
        return 0
    if not chosen:
        return 0
    paths = sorted({m.path for m in chosen})
    hold_lock("mutate")
    restore_leftovers("mutate")
    check_clean("mutate", paths)
    signal.signal(signal.SIGINT, on_signal)
    signal.signal(signal.SIGTERM, on_signal)
    LOGS.mkdir(parents=True, exist_ok=True)
    runner = Runner(options.with_data, options.scratch_path)
    runner.timeout = options.timeout
    # Swift Testing runs a target's suites side by side, so that in a target's run a suite
    # waits for the others: ten seconds leaves out only those that are slow by themselves
    # (an outside package's build, a browser), not half the target.
    runner.slow_seconds = 10
    try:
        return run(runner, chosen, options, started)
    except Interrupted:
        runner.stop()
        print("\nmutate: interrupted; the code is as it was", file=sys.stderr)
        return 130
    finally:
        restore(paths)
        release_lock()
        check_clean("mutate", paths)


def run(runner, chosen, options, started):
    observers = observers_of(chosen, Package())
    for mutant in chosen:
        if targets_of(mutant, observers) is None:
            print(f"  not run: {mutant.key} {mutant.path}:{mutant.line} (no test target sees "
                  f"{module_of(mutant.path)})")
    chosen = [m for m in chosen if targets_of(m, observers)]
    targets = sorted({t for found in observers.values() for t in found})
    builds = any(not is_page(m) for m in chosen) or JOURNEY in targets
    print("baseline: " + ("building and " if builds else "") + "running the tests on the code as it is")
    if builds and not runner.build(LOGS / "changed-baseline-build.log"):
        print(f"mutate: the code does not build; see {LOGS / 'changed-baseline-build.log'}")
        return 1
    failing = runner.find_slow_suites(targets, LOGS / "changed-baseline.log")
    if failing:
        print(f"mutate: {failing} fails without any mutant; see {LOGS}/changed-baseline.log.*")
        return 1
    for target in targets:
        for phase in ("quick", "slow"):
            runner.baseline[(target, phase)] = runner.whole[target]
    print(f"baseline: green ({int(time.time() - started)} s)")
    for module, found in sorted(observers.items()):
        print(f"  {module}: tests {', '.join(found)}")
    slow = sorted(f"{t}.{s}" for t in targets for s in runner.slow.get(t, []))
    if slow and not options.slow:
        print(f"  not run for a mutant (--slow runs them): {', '.join(slow)}")
    results = run_within_budget(runner, chosen, observers, options, started)
    if any(not is_page(m) for m, _ in results) or JOURNEY in targets:
        runner.build(LOGS / "changed-restored-build.log")
    return summary(results, len(chosen), started)


def run_within_budget(runner, chosen, observers, options, started):
    """Each mutant's outcome, in order, until the next one would likely end past the
    budget: its estimate is the mean of those of its kind (page or Swift) so far."""
    deadline = started + options.budget * 60
    equivalents = read_equivalents()
    took = {True: [], False: []}
    results = []
    for number, mutant in enumerate(chosen, 1):
        targets = targets_of(mutant, observers)
        kind = is_page(mutant)
        guess = runner.whole[targets[0]] + (0 if kind else 60)
        estimate = sum(took[kind]) / len(took[kind]) if took[kind] else guess
        if time.time() + estimate > deadline:
            print(f"budget: {len(chosen) - number + 1} mutants not run, the next would end past "
                  f"{options.budget:g} min (--budget)")
            break
        began = time.time()
        build = not kind or JOURNEY in targets
        outcome, target = try_mutant(runner, mutant, targets, build=build, slow=options.slow)
        if outcome == "survived" and mutant.key in equivalents:
            outcome = "equivalent"
        took[kind].append(time.time() - began)
        by = f" by {target}" if target else ""
        print(f"[{number}/{len(chosen)}] {outcome:<10} {mutant.key} {mutant.path}:{mutant.line} "
              f"{mutant.description}{by} ({int(took[kind][-1])} s)")
        results.append((mutant, outcome))
    return results


def summary(results, planned, started):
    outcomes = [outcome for _, outcome in results]
    killed = sum(o in ("killed", "hung") for o in outcomes)
    survived = outcomes.count("survived")
    score = f"{100 * killed / (killed + survived):.0f}%" if killed + survived else "-"
    minutes, seconds = divmod(int(time.time() - started), 60)
    print(f"\nscore: {killed} killed / ({killed} killed + {survived} survived) = {score}; "
          f"{outcomes.count('equivalent')} equivalent, {outcomes.count('uncompiled')} "
          f"uncompiled, {planned - len(results)} not run; {minutes} min {seconds} s")
    for mutant, outcome in results:
        if outcome == "survived":
            print(f"\nsurvived: {mutant.key} {mutant.path}:{mutant.line} {mutant.description}")
            print(mutant.diff(), end="")
    return 1 if survived else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
