"""The mutation operators: each finds its sites in the code of one file (never in comments
or literals) and makes one mutant a site (two for an integer literal). Swift files and the
page's JavaScript each have their lexer and their list of operators."""

import re

import jscode
import swiftcode
from conditions import js_conditions, js_removals, swift_conditions, swift_removals
from mutant import Mutant, keyed, short

COMPARISONS = {"<": "<=", "<=": "<", ">": ">=", ">=": ">", "==": "!=", "!=": "==",
               "===": "!==", "!==": "==="}
SWAPS = {"first": "last", "last": "first", "firstIndex": "lastIndex",
         "lastIndex": "firstIndex", "min": "max", "max": "min"}


class Language:
    """What the operators need to know of a language."""

    def __init__(self, masked, comparison, swaps, assignment, mutation, operators):
        self.masked = masked
        self.comparison = re.compile(comparison)
        self.swaps = [re.compile(pattern) for pattern in swaps]
        self.assignment = re.compile(assignment)
        self.mutation = re.compile(mutation)
        self.operators = operators


def mutants_of(path, source):
    """Every mutant of the file at `path` (a Path) whose text is `source`, keyed."""
    language = language_of(path)
    code = language.masked(source)
    found = []
    for operator in language.operators:
        found += operator(path, source, code, language)
    return keyed(found)


def language_of(path):
    return JAVASCRIPT if path.suffix in (".js", ".mjs") else SWIFT


def skipped_line(code, index):
    """Attributes and compiler directives hold literals that are not behaviour."""
    start = code.rfind("\n", 0, index) + 1
    line = code[start:code.find("\n", index)].lstrip()
    return line.startswith(("@available", "#if", "#elseif", "@inline", "precondition("))


def comparisons(path, source, code, language):
    found = []
    for match in language.comparison.finditer(code):
        operator = match.group(1)
        # `static func == (…)` declares the operator: renaming it is no mutant.
        if re.search(r"\bfunc\s*$", code[:match.start()][-16:]):
            continue
        found.append(Mutant(path, source, match.start(), match.end(), COMPARISONS[operator],
                            f"comparison `{operator}` → `{COMPARISONS[operator]}`"))
    return found


def integers(path, source, code, _language):
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


def logic(path, source, code, _language):
    found = []
    for match in re.finditer(r"(?<=\s)(&&|\|\|)(?=\s)", code):
        other = "||" if match.group(1) == "&&" else "&&"
        found.append(Mutant(path, source, match.start(), match.end(), other,
                            f"`{match.group(1)}` → `{other}`"))
    return found


def conditions(path, source, code, language):
    negate = js_conditions if language is JAVASCRIPT else swift_conditions
    return negate(path, source, code)


def removals(path, source, code, language):
    remove = js_removals if language is JAVASCRIPT else swift_removals
    return remove(path, source, code)


def swaps(path, source, code, language):
    found = []
    for pattern in language.swaps:
        for match in pattern.finditer(code):
            word = match.group(1)
            found.append(Mutant(path, source, match.start(), match.end(), SWAPS[word],
                                f"`{word}` → `{SWAPS[word]}`"))
    return found


def drops(path, source, code, language):
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
        changes = language.assignment.match(stripped) or language.mutation.match(stripped)
        if whole and not initializes and changes:
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


OPERATORS = (comparisons, integers, logic, conditions, removals, swaps, drops)

SWIFT = Language(
    swiftcode.masked,
    comparison=r"(?<=\s)(<=|>=|==|!=|<|>)(?=\s)",
    swaps=[r"(?<=\.)(firstIndex|lastIndex|first|last|min|max)\b", r"(?<![\w.])(min|max)(?=\()"],
    assignment=r"[A-Za-z_][\w.\[\]()]*\s*([-+*/|&^]|<<|>>)?=\s",
    mutation=r"[A-Za-z_][\w.\[\]()]*\.(append|insert|remove\w*|toggle|formUnion)\(",
    operators=OPERATORS)

JAVASCRIPT = Language(
    jscode.masked,
    comparison=r"(?<=\s)(===|!==|<=|>=|==|!=|<|>)(?=\s)",
    swaps=[r"(?<=Math\.)(min|max)\b"],
    assignment=r"([A-Za-z_$][\w.$\[\]()]*\s*([-+*/%|&^]|<<|>>|\?\?|&&|\|\|)?=\s|[\w.$]+(\+\+|--);)",
    mutation=(r"[A-Za-z_$][\w.$\[\]()]*\.(push|unshift|splice|pop|shift|add|delete|set|clear"
              r"|append\w*|prepend|remove\w*|replace\w*|insert\w*|set\w+|toggle|focus|scroll\w*"
              r"|preventDefault|stopPropagation|close|send|postMessage|observe|disconnect)\("),
    operators=OPERATORS)
