"""Builds the package in a scratch folder and runs the tests that can see a mutant: which
test targets observe a module (`Package`), and the runs themselves, bounded (`Runner`)."""

import json
import os
import re
import signal
import subprocess
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent
SCRATCH = ROOT / ".build-mutants"

# The page's own tests, in node: a "target" of their own, with no build to wait for.
NODE_TESTS = "node --test Tests/Page"

SLOW_SUITE = 5.0


class Package:
    """Which test targets can observe each module, from `swift package dump-package`."""

    def __init__(self):
        dump = subprocess.run(
            ["swift", "package", "dump-package"], cwd=ROOT, capture_output=True, text=True,
            check=True)
        manifest = json.loads(dump.stdout)
        self.dependencies = {}
        self.tests = []
        for target in manifest["targets"]:
            names = []
            for dependency in target.get("dependencies", []):
                for kind in ("byName", "target", "product"):
                    if kind in dependency:
                        names.append(dependency[kind][0])
            self.dependencies[target["name"]] = names
            if target["type"] == "test":
                self.tests.append(target["name"])

    def closure(self, name):
        seen, stack = set(), [name]
        while stack:
            current = stack.pop()
            if current in seen:
                continue
            seen.add(current)
            stack += self.dependencies.get(current, [])
        return seen

    def programs_run_by(self, test):
        """The executables a test target runs from the build folder."""
        folder = ROOT / "Tests" / test
        found = set()
        for file in folder.rglob("*.swift"):
            found |= set(re.findall(r'builtProduct(?:URL)?\(\s*"([^"]+)"', file.read_text()))
        return found

    def observers(self, module, direct_only=False):
        """Test targets that can see `module`: its own first, then those that import it,
        then the rest (through a support library or a program they run), smallest first.
        `direct_only` keeps its own, those that import it and those that run it."""
        chosen = []
        for test in self.tests:
            seen = self.closure(test)
            for program in self.programs_run_by(test):
                seen |= self.closure(program)
            if module in seen:
                own = test == module + "Tests"
                direct = module in self.dependencies[test]
                runs = module in self.programs_run_by(test)
                if direct_only and not (own or direct or runs):
                    continue
                chosen.append((not own, not direct, len(self.closure(test)), test))
        return [name for *_, name in sorted(chosen)]


class Runner:
    def __init__(self, with_data, scratch=SCRATCH):
        self.scratch = scratch
        self.child = None
        # Seconds each (test target, phase) took on the code as it is, the first time.
        self.baseline = {}
        # The slow suites of each test target, and the seconds it took whole, from the
        # baseline.
        self.slow = {}
        self.whole = {}
        self.timeout = 300
        # A suite that took this long in its target's baseline is slow.
        self.slow_seconds = SLOW_SUITE
        # Snapshots are never recorded from a mutant's output. (The artifacts folder is
        # left as it is: tests of `snapshots report` find theirs through it.)
        self.environment = dict(os.environ, SNAPSHOT_RECORD="never")
        if not with_data:
            self.environment["STOCK_SCREENS_DATA"] = "/nonexistent/stock-screens-data"

    def run(self, arguments, log, limit=None):
        """The command's exit status, or None when it ran out of time."""
        with open(log, "w") as output:
            self.child = subprocess.Popen(
                arguments, cwd=ROOT, stdout=output, stderr=subprocess.STDOUT,
                env=self.environment, start_new_session=True)
            try:
                return self.child.wait(timeout=limit)
            except subprocess.TimeoutExpired:
                self.stop()
                return None
            finally:
                self.child = None

    def stop(self):
        """Ends the running command's process group: SIGINT first, as the test runner
        ends its bundle on it, then SIGKILL."""
        child = self.child
        if child is None or child.poll() is not None:
            return
        for sign, wait in ((signal.SIGINT, 10), (signal.SIGKILL, 5)):
            try:
                os.killpg(child.pid, sign)
                child.wait(timeout=wait)
                return
            except (ProcessLookupError, subprocess.TimeoutExpired):
                continue

    def build(self, log):
        return self.run(["swift", "build", "--build-tests", "--scratch-path", str(self.scratch)],
                        log) == 0

    def test(self, targets, log, slow=True):
        """'killed', 'hung' or 'survived', with the target that told. The quick suites of
        every target run first, then the slow ones (those that took SLOW_SUITE seconds or
        more in the baseline: an outside package built, a browser started), stopping at the
        first failure. A survivor runs them all, as the whole suite would; a killed mutant
        is usually caught without waiting for the slow ones. Without `slow`, the slow suites
        are not run at all."""
        runs = []
        for target in targets:
            slow = self.slow.get(target, [])
            quick = selection(target)
            if slow:
                quick += ["--skip", rf"^{target}\.({'|'.join(slow)})\b"]
            runs.append((target, "quick", quick))
        for target in targets if slow else []:
            suites = self.slow.get(target, [])
            if suites:
                runs.append((target, "slow", ["--filter", rf"^{target}\.({'|'.join(suites)})\b"]))
        for target, phase, chosen in runs:
            outcome = self.run_target(target, phase, chosen, log)
            if outcome != "survived":
                return outcome, target
        return "survived", None

    def run_target(self, target, phase, chosen, log):
        """A target may take four times as long as it took on the code as it is (a minute
        at least, and never more than the timeout): a mutant that makes a loop endless is
        caught that soon."""
        began = time.time()
        limit = self.timeout
        if (target, phase) in self.baseline:
            limit = min(limit, max(60, 4 * self.baseline[(target, phase)]))
        output = f"{log}.{slug(target)}.{phase}"
        status = self.run(self.command(target, chosen), output, limit)
        self.baseline.setdefault((target, phase), time.time() - began)
        if status is None:
            return "hung"
        return "killed" if status != 0 else "survived"

    def find_slow_suites(self, targets, log):
        """Runs each target whole on the code as it is and keeps, by target, the suites
        (XCTest classes, Swift Testing suites) that took `slow_seconds` or more.
        The first target that fails, or None."""
        for target in targets:
            output = f"{log}.{slug(target)}"
            began = time.time()
            if self.run(self.command(target, selection(target)), output, self.timeout) != 0:
                return target
            self.whole[target] = time.time() - began
            whole = target != NODE_TESTS and "." not in target
            text = Path(output).read_text(errors="replace")
            self.slow[target] = slow_suites(text, self.slow_seconds) if whole else []
        return None

    def command(self, target, chosen):
        """The command that runs `chosen` of `target`: `swift test`, or node for the page's."""
        if target == NODE_TESTS:
            return ["node", "--test"] + sorted(
                str(p.relative_to(ROOT)) for p in (ROOT / "Tests" / "Page").glob("*.test.mjs"))
        return ["swift", "test", "--skip-build", "--scratch-path", str(self.scratch)] + chosen


def selection(target):
    """What selects `target`'s tests from `swift test`: a test target (`ScreenModelTests`) or
    one suite of one (`StockScreensCLITests.ServeBrowserTests`)."""
    if "." in target:
        return ["--filter", rf"^{re.escape(target)}\b"]
    return ["--filter", f"^{target}\\."]


def slug(target):
    """A name for `target`'s log file: a single test's target (`Suite/test`) names no folder."""
    return "node" if target == NODE_TESTS else target.replace("/", "-")


def slow_suites(output, seconds=SLOW_SUITE):
    """Suites that took `seconds` or more, from `swift test`'s output."""
    found = set()
    lines = output.splitlines()
    for number, line in enumerate(lines):
        xctest = re.match(r"Test Suite '([A-Za-z_]\w*)' (?:passed|failed) at", line)
        if xctest and xctest.group(1) not in ("All tests", "Selected tests"):
            following = lines[number + 1] if number + 1 < len(lines) else ""
            took = re.search(r" in ([\d.]+) \(", following)
            if took and float(took.group(1)) >= seconds:
                found.add(xctest.group(1))
        testing = re.search(r"Suite (?:\"([^\"]+)\"|([A-Za-z_]\w*)) passed after ([\d.]+) seconds", line)
        if testing and testing.group(2) and float(testing.group(3)) >= seconds:
            found.add(testing.group(2))
    return sorted(found)
