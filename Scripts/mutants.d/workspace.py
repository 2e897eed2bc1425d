"""The package's copy as the mutants use it: one run at a time, each mutant written into its
file and the file put back whatever happens, and the list of mutants known equivalent."""

import os
import shutil
import subprocess
import sys

from runner import ROOT, SCRATCH

RESTORE = SCRATCH / "restore"
LOGS = SCRATCH / "logs"
LOCK = SCRATCH / "mutants.pid"
EQUIVALENTS = ROOT / "Scripts" / "mutations" / "equivalent.txt"


def hold_lock(tool):
    """One run at a time in a copy of the package: a second would find the first one's
    mutated file and its saved original, and put the original back under it."""
    SCRATCH.mkdir(parents=True, exist_ok=True)
    if LOCK.exists():
        try:
            other = int(LOCK.read_text().strip())
            os.kill(other, 0)
            sys.exit(f"{tool}: another run (process {other}) is mutating this copy of the "
                     "package; wait for it, or run from another copy (git worktree add)")
        except (ValueError, ProcessLookupError):
            pass
    LOCK.write_text(f"{os.getpid()}\n")


def release_lock():
    if LOCK.exists() and LOCK.read_text().strip() == str(os.getpid()):
        LOCK.unlink()


def restore_leftovers(tool):
    if not RESTORE.exists():
        return
    for copy in RESTORE.rglob("*"):
        if copy.is_file():
            original = ROOT / copy.relative_to(RESTORE)
            shutil.copyfile(copy, original)
            print(f"{tool}: restored {original.relative_to(ROOT)} left mutated by an earlier run")
            copy.unlink()


def restore(files):
    """Puts back any of `files` a mutant still holds (after Ctrl-C, say)."""
    for path in files:
        copy = RESTORE / path
        if copy.exists():
            shutil.copyfile(copy, ROOT / path)
            copy.unlink()


def check_clean(tool, files):
    changed = subprocess.run(
        ["git", "status", "--porcelain", "--"] + [str(f) for f in files], cwd=ROOT,
        capture_output=True, text=True).stdout.strip()
    if changed:
        sys.exit(f"{tool}: these files have uncommitted changes; commit or stash them first:\n"
                 + changed)


def read_equivalents():
    known = {}
    if EQUIVALENTS.exists():
        for line in EQUIVALENTS.read_text().splitlines():
            if not line.strip() or line.startswith("#"):
                continue
            key, _, reason = line.partition("#")
            known[key.split()[0]] = reason.strip()
    return known


def try_mutant(runner, mutant, targets, build=True, slow=True):
    """'killed', 'hung', 'survived' or 'uncompiled', and the target that told: the mutant
    is written into its file, the package built (unless `build` is false: the page's own
    tests read its scripts where they are), `targets` tested, and the file put back, a copy
    in RESTORE meanwhile so that a run ended harder than Ctrl-C is undone by the next.
    Without `slow`, the targets' slow suites are not run."""
    log = LOGS / f"{mutant.key}.log"
    copy = RESTORE / mutant.path
    copy.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(ROOT / mutant.path, copy)
    try:
        (ROOT / mutant.path).write_text(mutant.mutated())
        if build and not runner.build(f"{log}.build"):
            return "uncompiled", None
        return runner.test(targets, log, slow=slow)
    finally:
        if copy.exists():
            shutil.copyfile(copy, ROOT / mutant.path)
            copy.unlink()
        else:
            (ROOT / mutant.path).write_text(mutant.source)
