"""The operators on conditions, which differ by language: a condition negated, and a guard or
an if body removed. Swift's conditions run to the body's `{` (or a guard's `else`), a list
of clauses; JavaScript's sit in parentheses, and a body may be one statement without braces.
"""

import re

from mutant import Mutant, short

OPENERS = {"(": ")", "[": "]", "{": "}"}


def matching(code, index):
    """The index of the bracket closing the one at `index`."""
    stack = []
    for position in range(index, len(code)):
        char = code[position]
        if char in OPENERS:
            stack.append(OPENERS[char])
        elif stack and char == stack[-1]:
            stack.pop()
            if not stack:
                return position
    return len(code) - 1


def statements(code, keyword):
    """(keyword start, condition start, condition end) of each Swift `if`, `guard` or
    `while`; the condition ends at the body's `{` (or at `else` for a guard)."""
    for match in re.finditer(rf"(?<![\w.#@]){keyword}\s", code):
        index = match.end()
        depth = 0
        while index < len(code):
            char = code[index]
            if char in "([":
                depth += 1
            elif char in ")]":
                depth -= 1
            elif depth == 0 and keyword != "guard" and char == "{":
                break
            elif depth == 0 and keyword == "guard" and re.match(r"else\b", code[index:]):
                break
            elif depth == 0 and char == "{":
                # A closure in a guard's condition: skip it whole.
                index = matching(code, index)
            index += 1
        yield match.start(), match.end(), index


def clauses(code, start, end):
    """The comma-separated clauses of a condition, as (start, end) without spaces."""
    depth = 0
    begin = start
    parts = []
    for index in range(start, end + 1):
        char = code[index] if index < end else ","
        if char in "([{":
            depth += 1
        elif char in ")]}":
            depth -= 1
        elif char == "," and depth == 0:
            text = code[begin:index]
            left = begin + len(text) - len(text.lstrip())
            right = begin + len(text.rstrip())
            if right > left:
                parts.append((left, right))
            begin = index + 1
    return parts


def binds(code, clause):
    return re.match(r"(let|var|case|#available|#unavailable)\b", code[clause[0]:clause[1]])


def swift_conditions(path, source, code):
    found = []
    for keyword in ("if", "guard", "while"):
        for _, start, end in statements(code, keyword):
            for clause in clauses(code, start, end):
                if binds(code, clause):
                    continue
                text = source[clause[0]:clause[1]]
                found.append(Mutant(path, source, clause[0], clause[1], f"!({text})",
                                    f"{keyword} condition `{short(text)}` negated"))
    return found


def swift_removals(path, source, code):
    found = []
    for keyword_start, start, end in statements(code, "guard"):
        if any(binds(code, clause) for clause in clauses(code, start, end)):
            continue
        body = code.find("{", end)
        close = matching(code, body)
        found.append(Mutant(path, source, keyword_start, close + 1, "",
                            f"guard `{short(source[start:end])}` removed"))
    for _, start, end in statements(code, "if"):
        if end >= len(code) or code[end] != "{":
            continue
        close = matching(code, end)
        if not source[end + 1:close].strip():
            continue
        found.append(Mutant(path, source, end + 1, close, "",
                            f"if `{short(source[start:end])}` body removed"))
    return found


def parenthesized(code, keyword):
    """(condition start, condition end) inside the parentheses of each JavaScript `if` or
    `while`."""
    for match in re.finditer(rf"(?<![\w.$]){keyword}\s*\(", code):
        opening = match.end() - 1
        yield opening + 1, matching(code, opening)


def js_conditions(path, source, code):
    found = []
    for keyword in ("if", "while"):
        for start, end in parenthesized(code, keyword):
            text = source[start:end]
            if text.strip():
                found.append(Mutant(path, source, start, end, f"!({text})",
                                    f"{keyword} condition `{short(text)}` negated"))
    return found


def js_removals(path, source, code):
    """An if's body removed: its block's contents, or its one statement (up to its `;`)."""
    found = []
    for start, end in parenthesized(code, "if"):
        body = end + 1
        while body < len(code) and code[body] in " \t":
            body += 1
        if body < len(code) and code[body] == "{":
            close = matching(code, body)
            first, last = body + 1, close
        else:
            last = code.find(";", body)
            if last < 0 or "\n" in code[body:last]:
                continue
            first, last = body, last + 1
        if source[first:last].strip() and source[first:last].strip() != ";":
            replacement = "" if code[body] == "{" else ";"
            found.append(Mutant(path, source, first, last, replacement,
                                f"if `{short(source[start:end])}` body removed"))
    return found
