"""The table of a run's outcomes by module, the score, and each survivor as a diff."""

import time


def module_of(path):
    return path.parts[1]


def report(results, started):
    """Prints the table of `results` ((mutant, outcome) pairs) by module, then each
    survivor as a diff; `started` is when the run began, or None."""
    print()
    modules = sorted({module_of(m.path) for m, _ in results})
    print(f"{'module':<20} {'killed':>6} {'survived':>8} {'equivalent':>10} "
          f"{'uncompiled':>10} {'score':>6}")
    for module in modules + [None]:
        mine = [o for m, o in results if module is None or module_of(m.path) == module]
        killed = sum(o in ("killed", "hung") for o in mine)
        survived = mine.count("survived")
        counted = killed + survived
        score = f"{100 * killed / counted:.0f}%" if counted else "-"
        print(f"{module or 'all':<20} {killed:>6} {survived:>8} {mine.count('equivalent'):>10} "
              f"{mine.count('uncompiled'):>10} {score:>6}")
    took = ""
    if started is not None:
        minutes, seconds = divmod(int(time.time() - started), 60)
        took = f"; {minutes} min {seconds} s"
    print(f"(score: killed of killed + survived; hangs count as killed{took})")
    for mutant, outcome in results:
        if outcome == "survived":
            print(f"\nsurvived: {mutant.key} {mutant.path}:{mutant.line} {mutant.description}")
            print(mutant.diff() or "(the code has changed: this mutant is no longer made)\n",
                  end="")
