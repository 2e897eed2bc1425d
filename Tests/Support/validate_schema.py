#!/usr/bin/env python3
"""Validates a program's session protocol against the JSON Schema it publishes, with a
validator that is not the engine's: Python's jsonschema (PyPI), draft 2020-12.

    validate_schema.py SCHEMA CASES [--no-controls]

SCHEMA is the file `PROGRAM drive --schema` printed. CASES holds one JSON object a line:

    {"as": "event" | "message", "valid": true | false, "note": "…", "instance": …}

`as` names the definition the instance is checked against (#/$defs/event, what a front end
sends, or #/$defs/message, what it receives); `valid` says whether the schema must accept it.

Checks, in order:
  1. the schema is a draft 2020-12 schema (check_schema);
  2. each case is accepted or rejected as it says;
  3. controls, so that the check can fail: for each event name (a branch of the event's
     oneOf) and for each screen name, the schema without it must reject some valid case.
     A control that holds nothing says the cases never send that event or show that screen.

Prints one line a problem and exits 1 when there is one; prints a summary and exits 0 when
every check held; exits 3, saying so, when jsonschema is not installed.
"""
import copy
import json
import sys

try:
    import jsonschema
except ImportError:
    print("jsonschema is not installed for python3 (pip install jsonschema)", file=sys.stderr)
    sys.exit(3)


# The definitions whose verdict on an instance is kept for the next instance equal to it: a
# row or a control is the same value in many updates (12,249 rows of 1,111 kinds in the
# recorded sessions), and each is checked against every branch of a oneOf.
REMEMBERED = ("#/$defs/row", "#/$defs/control")


def validator(schema, definition):
    """A validator of the instances of `#/$defs/DEFINITION` of `schema`.

    A `$ref` to one of REMEMBERED is checked once for each distinct instance: checking is a
    function of the instance and the schema, and the schema is this validator's own, so an
    equal instance gets the same errors (copied, as the caller moves their paths)."""
    rooted = {key: value for key, value in schema.items() if key not in ("anyOf", "oneOf")}
    rooted["$ref"] = "#/$defs/" + definition
    base = jsonschema.Draft202012Validator
    checked = base.VALIDATORS["$ref"]
    verdicts = {}

    def remembered(check, ref, instance, subschema):
        if ref not in REMEMBERED:
            yield from checked(check, ref, instance, subschema)
            return
        key = (ref, json.dumps(instance, sort_keys=True, ensure_ascii=False))
        if key not in verdicts:
            verdicts[key] = list(checked(check, ref, instance, subschema))
        for error in verdicts[key]:
            yield copy.deepcopy(error)

    kind = jsonschema.validators.extend(base, {"$ref": remembered})
    return kind(rooted)


def why(check, instance):
    """The deepest reason `check` rejects `instance`, on one line."""
    error = jsonschema.exceptions.best_match(check.iter_errors(instance))
    where = "/".join(str(part) for part in error.absolute_path) or "(the object)"
    return f"at {where}: {error.message}"[:400]


def read_cases(path):
    cases = []
    with open(path, encoding="utf-8") as file:
        for number, line in enumerate(file, 1):
            if line.strip():
                case = json.loads(line)
                case["line"] = number
                cases.append(case)
    return cases


def check_cases(schema, cases):
    """A problem for each case the schema accepts or rejects against what it says."""
    checks = {name: validator(schema, name) for name in ("event", "message")}
    problems = []
    for case in cases:
        check = checks[case["as"]]
        accepted = check.is_valid(case["instance"])
        label = f'cases line {case["line"]} ({case.get("note", "")})'
        if case["valid"] and not accepted:
            problems.append(f'{label}: a valid {case["as"]} is rejected {why(check, case["instance"])}')
        elif not case["valid"] and accepted:
            problems.append(f'{label}: the schema accepts {json.dumps(case["instance"], ensure_ascii=False)}, which the engine refuses')
    return problems


def rejects_some(schema, cases):
    """True when `schema` rejects at least one of the valid `cases`."""
    checks = {}
    for case in cases:
        if not case["valid"]:
            continue
        name = case["as"]
        if name not in checks:
            checks[name] = validator(schema, name)
        if not checks[name].is_valid(case["instance"]):
            return True
    return False


def controls(schema, cases):
    """(problems, how many held): the schema without each event branch and each screen name
    must reject some valid case."""
    problems, held = [], 0
    branches = schema["$defs"]["event"]["oneOf"]
    # Events first: an event is quicker to check than an update full of rows.
    ordered = sorted(cases, key=lambda case: case["as"] != "event")
    for index, branch in enumerate(branches):
        name = branch.get("title", f"branch {index}")
        mutant = copy.deepcopy(schema)
        del mutant["$defs"]["event"]["oneOf"][index]
        if rejects_some(mutant, ordered):
            held += 1
        else:
            problems.append(f'control: without the event "{name}" the schema still accepts every case: no case sends it')
    screens = schema["$defs"]["screen"]["enum"]
    texts = [json.dumps(case["instance"], ensure_ascii=False) for case in cases]
    for screen in screens:
        mutant = copy.deepcopy(schema)
        mutant["$defs"]["screen"]["enum"] = [other for other in screens if other != screen]
        # The cases that name the screen first: the others, updates full of rows among them,
        # are checked only if none of those is rejected.
        naming = [case for case, text in zip(cases, texts) if f'"{screen}"' in text]
        others = [case for case, text in zip(cases, texts) if f'"{screen}"' not in text]
        if rejects_some(mutant, naming + others):
            held += 1
        else:
            problems.append(f'control: without the screen "{screen}" the schema still accepts every case: no case shows it')
    return problems, held


def main(arguments):
    paths = [argument for argument in arguments if not argument.startswith("--")]
    if len(paths) != 2:
        print(__doc__, file=sys.stderr)
        return 2
    with open(paths[0], encoding="utf-8") as file:
        schema = json.load(file)
    try:
        jsonschema.Draft202012Validator.check_schema(schema)
    except jsonschema.exceptions.SchemaError as error:
        print(f"the schema is no draft 2020-12 schema: {error.message}")
        return 1
    cases = read_cases(paths[1])
    problems = check_cases(schema, cases)
    held = 0
    if "--no-controls" not in arguments:
        found, held = controls(schema, cases)
        problems += found
    for problem in problems:
        print(problem)
    if problems:
        return 1
    valid = sum(1 for case in cases if case["valid"])
    print(f"{valid} valid and {len(cases) - valid} invalid instances checked, {held} controls held")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
