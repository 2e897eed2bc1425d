#!/bin/sh
# Ends what a test process started once that process has ended, however it ended (a SIGKILL
# included): `OrphanWatch` (TestSupport) starts it in a session of its own, its standard input
# a socket whose other end only the test process holds, and writes the process id of each
# child it starts, a line each (the child leads a process group of its own, as Foundation's
# Process and a tmux server start theirs). The end of the input is the test process's end.
#
# Then every process of those groups, and every process they started that is still linked to
# them (a browser a driver started, a tmux pane's shell), is sent SIGTERM, and SIGKILL when
# still there five seconds later. A group whose leader's process id has since gone to another
# program (its start time differs) is left alone.

# The start time of process $1: clock ticks since boot from /proc, or ps's words elsewhere.
started() {
  if [ -r "/proc/$1/stat" ]; then
    read -r stat <"/proc/$1/stat" || return
    # Field 22; the name in parentheses (field 2) may hold spaces, so count after it.
    set -- ${stat##*) }
    shift 19
    echo "$1"
  else
    ps -o lstart= -p "$1" 2>/dev/null
  fi
}

watched=""
while IFS= read -r pid; do
  case "$pid" in
    '' | *[!0-9]*) continue ;;
  esac
  watched="$watched $pid:$(started "$pid" | tr ' ' _)"
done

# The groups whose leader is the one started, or is gone.
groups=""
for entry in $watched; do
  pid="${entry%%:*}"
  if kill -0 "$pid" 2>/dev/null && [ "$(started "$pid" | tr ' ' _)" != "${entry#*:}" ]; then
    continue
  fi
  groups="$groups $pid"
done
[ -n "$groups" ] || exit 0

# Their members and everything still linked to them, read from one listing of every process.
victims=$(ps -A -o pid= -o ppid= -o pgid= | awk -v groups="$groups" -v self=$$ '
  BEGIN { split(groups, list, " "); for (i in list) leader[list[i]] = 1 }
  { pid[NR] = $1; parent[NR] = $2; if (($3 in leader || $1 in leader) && $1 != self) chosen[$1] = 1 }
  END {
    do {
      added = 0
      for (i = 1; i <= NR; i++)
        if (!(pid[i] in chosen) && parent[i] in chosen) { chosen[pid[i]] = 1; added = 1 }
    } while (added)
    for (p in chosen) print p
  }')
[ -n "$victims" ] || exit 0

kill -TERM $victims 2>/dev/null
waited=0
while [ "$waited" -lt 50 ]; do
  alive=""
  for pid in $victims; do
    kill -0 "$pid" 2>/dev/null && alive="$alive $pid"
  done
  [ -n "$alive" ] || exit 0
  sleep 0.1
  waited=$((waited + 1))
done
kill -KILL $alive 2>/dev/null
exit 0
