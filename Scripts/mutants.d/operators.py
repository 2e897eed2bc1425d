"""The mutation operators: each finds its sites in the code of one file (never in comments
or string literals) and makes one mutant a site (two for an integer literal)."""

import hashlib
import re

from swiftcode import masked

COMPARISONS = {"<": "<=", "<=": "<", ">": ">=", ">=": ">", "==": "!=", "!=": "=="}
SWAPS = {"first": "last", "last": "first", "firstIndex": "lastIndex",
         "lastIndex": "firstIndex", "min": "max", "max": "min"}
OPENERS = {"(": ")", "[": "]", "{": "}"}


class Mutant:
    def __init__(self, path, source, start, end, replacement, description):
        self.path = path
        self.source = source
        self.start = start
        self.end = end
        self.replacement = replacement
        self.description = description
        self.line = source.count("\n", 0, start) + 1
        self.key = ""

    def mutated(self):
        return self.source[:self.start] + self.replacement + self.source[self.end:]

    def lines(self, text, end):
        first = text.rfind("\n", 0, self.start) + 1
        last = text.find("\n", end)
        return text[first:len(text) if last < 0 else last].strip()

    def identity(self):
        """What the key hashes: the file, the lines before and after, so that a key
        survives lines moving elsewhere in the file."""
        after = self.lines(self.mutated(), self.start + len(self.replacement))
        return f"{self.path}\0{self.lines(self.source, self.end)}\0{after}"


def mutants_of(path, source):
    code = masked(source)
    found = []
    for operator in (comparisons, integers, logic, conditions, removals, swaps, drops):
        found += operator(path, source, code)
    seen = {}
    for mutant in found:
        identity = mutant.identity()
        seen[identity] = seen.get(identity, 0) + 1
        digest = hashlib.sha1(f"{identity}\0{seen[identity]}".encode()).hexdigest()
        mutant.key = digest[:10]
    return sorted(found, key=lambda m: m.start)


def skipped_line(code, index):
    """Attributes and compiler directives hold literals that are not behaviour."""
    start = code.rfind("\n", 0, index) + 1
    line = code[start:code.find("\n", index)].lstrip()
    return line.startswith(("@available", "#if", "#elseif", "@inline", "precondition("))


def comparisons(path, source, code):
    found = []
    for match in re.finditer(r"(?<=\s)(<=|>=|==|!=|<|>)(?=\s)", code):
        operator = match.group(1)
        # `static func == (…)` declares the operator: renaming it is no mutant.
        if re.search(r"\bfunc\s*$", code[:match.start()][-16:]):
            continue
        found.append(Mutant(path, source, match.start(), match.end(), COMPARISONS[operator],
                            f"comparison `{operator}` → `{COMPARISONS[operator]}`"))
    return found


def integers(path, source, code):
    found = []
    pattern = r"(?<![\w.$])(0x[0-9A-Fa-f_]+|\d[\d_]*)(?!\w)(?!\.\d)"
    for match in re.finditer(pattern, code):
        if skipped_line(code, match.start()):
            continue
        text = match.group(1)
        hexadecimal = text.startswith("0x")
        value = int(text.replace("_", ""), 16 if hexadecimal else 10)
        for changed in (value + 1, value - 1):
            if changed < 0:
                continue
            written = f"0x{changed:X}" if hexadecimal else str(changed)
            found.append(Mutant(path, source, match.start(), match.end(), written,
                                f"integer {text} → {written}"))
    return found


def logic(path, source, code):
    found = []
    for match in re.finditer(r"(?<=\s)(&&|\|\|)(?=\s)", code):
        other = "||" if match.group(1) == "&&" else "&&"
        found.append(Mutant(path, source, match.start(), match.end(), other,
                            f"`{match.group(1)}` → `{other}`"))
    return found


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
    """(keyword start, condition start, condition end) of each `if`, `guard` or `while`;
    the condition ends at the body's `{` (or at `else` for a guard)."""
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


def conditions(path, source, code):
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


def removals(path, source, code):
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


def swaps(path, source, code):
    found = []
    patterns = [r"(?<=\.)(firstIndex|lastIndex|first|last|min|max)\b",
                r"(?<![\w.])(min|max)(?=\()"]
    for pattern in patterns:
        for match in re.finditer(pattern, code):
            word = match.group(1)
            found.append(Mutant(path, source, match.start(), match.end(), SWAPS[word],
                                f"`{word}` → `{SWAPS[word]}`"))
    return found


ASSIGNMENT = re.compile(r"[A-Za-z_][\w.\[\]()]*\s*([-+*/|&^]|<<|>>)?=\s")
MUTATION = re.compile(r"[A-Za-z_][\w.\[\]()]*\.(append|insert|remove\w*|toggle|formUnion)\(")


def drops(path, source, code):
    """A whole one-line statement that assigns or appends, removed."""
    found = []
    offset = 0
    lines = code.split("\n")
    for number, line in enumerate(lines):
        stripped = line.strip()
        following = lines[number + 1].strip() if number + 1 < len(lines) else ""
        whole = (balanced(stripped) and not stripped.endswith(("{", "(", "[", ",", "=", "+"))
                 and not following.startswith((".", "+", "-", "*", "/", "&", "|", "?", ":")))
        # `self.name = name` sets a stored property in an initializer: without it the code
        # does not compile, so it is no mutant worth a build.
        initializes = re.fullmatch(r"self\.(\w+) = \1", stripped)
        if whole and not initializes and (ASSIGNMENT.match(stripped) or MUTATION.match(stripped)):
            start = offset + len(line) - len(line.lstrip())
            end = offset + len(line.rstrip())
            found.append(Mutant(path, source, start, end, "",
                                f"statement `{short(source[start:end])}` dropped"))
        offset += len(line) + 1
    return found


def balanced(text):
    depth = 0
    for char in text:
        if char in "([{":
            depth += 1
        elif char in ")]}":
            depth -= 1
            if depth < 0:
                return False
    return depth == 0


def short(text):
    text = " ".join(text.split())
    return text if len(text) <= 48 else text[:45] + "…"
