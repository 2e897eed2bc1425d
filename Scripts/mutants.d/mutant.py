"""A mutant: one change to one file's text, with a key that names it from run to run."""

import difflib
import hashlib


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

    def diff(self):
        """The mutant as a unified diff of its file, two lines of context."""
        original = self.source.splitlines(keepends=True)
        changed = self.mutated().splitlines(keepends=True)
        return "".join(difflib.unified_diff(
            original, changed, f"a/{self.path}", f"b/{self.path}", n=2))


def keyed(found):
    """`found` with keys, in the order of the text: a key is the hash of the mutant's
    identity and how many mutants before it in `found` had the same one."""
    seen = {}
    for mutant in found:
        identity = mutant.identity()
        seen[identity] = seen.get(identity, 0) + 1
        digest = hashlib.sha1(f"{identity}\0{seen[identity]}".encode()).hexdigest()
        mutant.key = digest[:10]
    return sorted(found, key=lambda m: m.start)


def short(text):
    text = " ".join(text.split())
    return text if len(text) <= 48 else text[:45] + "…"
