"""The lines a change touched, and which of them a mutant could make behave differently.

`changed_lines(diff)` reads `git diff -U0` and gives each file's lines on the new side;
`behaviour_lines(path, source, lines)` keeps those that hold code whose change could show:
not a comment or doc text, not a string literal alone, not logging, an assertion or a
declaration that states no value.
"""

import re

import jscode
import swiftcode

HUNK = re.compile(r"@@ -\d+(?:,\d+)? \+(\d+)(?:,(\d+))? @@")

SWIFT_LOGGING = re.compile(
    r"^((debugPrint|NSLog|os_log|dump)\s*\(|(self\.)?(logger|log)\."
    r"(trace|debug|info|notice|warning|error|critical|fault|log)\s*\()")
SWIFT_ASSERTION = re.compile(r"^(assert|assertionFailure|precondition|preconditionFailure)\s*\(")
SWIFT_DECLARATION = re.compile(
    r"^(@\w+(\([^)]*\))?\s+)*((public|private|fileprivate|internal|package|open|static|class"
    r"|final|override|mutating|nonmutating|nonisolated|lazy|weak|unowned|required|convenience"
    r"|indirect|dynamic|consuming|borrowing)(\([^)]*\))?\s+)*"
    r"(import|typealias|associatedtype|struct|class|enum|protocol|extension|actor|func|init"
    r"|deinit|subscript|case|var|let|#if|#elseif|#else|#endif|@\w+)\b")
JS_LOGGING = re.compile(r"^console\.\w+\s*\(")
JS_DECLARATION = re.compile(r"^(import|export\s+(\*|\{[^}]*\})\s+from)\b")


def unquote(path):
    """A path as git writes it: quoted, with C escapes, when it holds unusual bytes."""
    if not (path.startswith('"') and path.endswith('"')):
        return path
    raw = path[1:-1].encode("latin-1", "backslashreplace").decode("unicode_escape")
    return raw.encode("latin-1").decode("utf-8", "replace")


def changed_lines(diff):
    """{path: sorted line numbers} of the new side of `git diff -U0`'s output: the lines
    each file gained or changed. A file deleted, or a hunk that only deletes, adds none."""
    found = {}
    path = None
    for line in diff.splitlines():
        if line.startswith("+++ "):
            target = unquote(line[4:].rstrip("\t"))
            path = None if target == "/dev/null" else re.sub(r"^[a-z]/", "", target, count=1)
        elif line.startswith("@@") and path is not None:
            match = HUNK.match(line)
            if match:
                start, count = int(match.group(1)), int(match.group(2) or 1)
                found.setdefault(path, set()).update(range(start, start + count))
    return {path: sorted(lines) for path, lines in found.items() if lines}


def behaviour_lines(path, source, lines):
    """(kept, skipped): the numbers of `lines` of `source` whose code a mutant could change
    to show, and {reason: count} of the others."""
    javascript = str(path).endswith((".js", ".mjs"))
    code = (jscode.masked if javascript else swiftcode.masked)(source).split("\n")
    text = source.split("\n")
    kept, skipped = [], {}
    for number in lines:
        if not 1 <= number <= len(code):
            continue
        reason = why_skipped(code[number - 1], text[number - 1], javascript)
        if reason:
            skipped[reason] = skipped.get(reason, 0) + 1
        else:
            kept.append(number)
    return kept, skipped


def why_skipped(code, text, javascript):
    """Why a line (`code` masked, `text` as written) is no place for a mutant, or None."""
    stripped = code.strip()
    if not text.strip():
        return "blank"
    if not stripped:
        return "doc text" if text.strip().startswith(("///", "/**", "*")) else "comment"
    if "S" in stripped and not re.sub(r"[S\s,+;:()\[\]]", "", stripped):
        return "string literal"
    if (JS_LOGGING if javascript else SWIFT_LOGGING).match(stripped):
        return "logging"
    if not javascript and SWIFT_ASSERTION.match(stripped):
        return "assertion"
    if javascript:
        return "declaration" if JS_DECLARATION.match(stripped) else None
    if stripped in ("}", "{", "})", "},", "]", ")") or stripped.startswith(("} else {", "default:")):
        return "brace"
    if SWIFT_DECLARATION.match(stripped) and not states_a_value(stripped):
        return None if switch_case(stripped) else "declaration"
    return None


def switch_case(code):
    """Whether a `case` line is a switch's (`case .listed where n > 1:`), whose pattern is
    behaviour, rather than an enum's (`case listed(count: Int)`): a colon outside brackets."""
    if not code.startswith("case"):
        return False
    flat = re.sub(r"\([^()]*\)", "", re.sub(r"\([^()]*\)", "", code))
    return ":" in flat


def states_a_value(code):
    """Whether a declaration's line holds something a mutant could change: a value (`= 3`,
    a default argument) or a body's code after its `{`, not only names and types."""
    without_comparisons = re.sub(r"[=!<>]=|->", "", code)
    if "=" in without_comparisons:
        return True
    body = code.find("{")
    return body >= 0 and code[body + 1:].strip() not in ("", "}")
