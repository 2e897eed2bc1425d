"""Tells code from comments, string, template and regular-expression literals in JavaScript,
to mutate code only.

`masked(source)` gives the source with every comment character replaced by a space and
every literal character (quotes, contents, a template's `${…}` and a regular expression's
flags alike) by `S`, line breaks kept, so that positions and line numbers are those of the
source, as `swiftcode.masked` does for Swift.
"""

from masking import Masker

# After these a `/` starts a regular expression; after anything else (a name, a number, a
# closing bracket, a literal) it divides.
REGEX_AFTER = set("(,=:[!&|?{};+-*%<>~^")
REGEX_KEYWORDS = {"return", "typeof", "case", "do", "else", "in", "of", "new", "delete",
                  "void", "throw", "yield", "await", "instanceof"}


def masked(source):
    return Lexer(source).masked()


class Lexer(Masker):
    def literal(self, index):
        char = self.text[index]
        if char == "/":
            return self.regex if self.starts_regex(index) else None
        return {"'": self.quoted, '"': self.quoted, "`": self.template}.get(char)

    def block_comment(self, index):
        end = self.text.find("*/", index + 2)
        return len(self.text) if end < 0 else end + 2

    def starts_regex(self, index):
        """Whether the `/` at `index` opens a regular expression rather than dividing, from
        the code before it (comments there are blanked already)."""
        before = "".join(self.out[:index]).rstrip()
        if not before:
            return True
        last = before[-1]
        if last.isalnum() or last in "_$":
            word = len(before)
            while word > 0 and (before[word - 1].isalnum() or before[word - 1] in "_$"):
                word -= 1
            return before[word:] in REGEX_KEYWORDS
        return last in REGEX_AFTER

    def quoted(self, index):
        """The index past the '…' or "…" literal at `index` (or its line's end)."""
        text = self.text
        quote = text[index]
        index += 1
        while index < len(text):
            if text[index] == "\\":
                index += 2
            elif text[index] == quote:
                return index + 1
            elif text[index] == "\n":
                return index
            else:
                index += 1
        return index

    def template(self, index):
        """The index past the template literal at `index`, its `${…}` scanned as code."""
        text = self.text
        index += 1
        while index < len(text):
            if text[index] == "\\":
                index += 2
            elif text[index] == "`":
                return index + 1
            elif text.startswith("${", index):
                index = self.code(index + 2, closing="}")
            else:
                index += 1
        return index

    def regex(self, index):
        """The index past the regular expression at `index` and its flags."""
        text = self.text
        index += 1
        in_class = False
        while index < len(text) and text[index] != "\n":
            char = text[index]
            if char == "\\":
                index += 2
                continue
            if char == "[":
                in_class = True
            elif char == "]":
                in_class = False
            elif char == "/" and not in_class:
                index += 1
                break
            index += 1
        while index < len(text) and text[index].isalpha():
            index += 1
        return index
