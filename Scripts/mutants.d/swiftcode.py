"""Tells code from comments and string literals in Swift source, to mutate code only.

`masked(source)` gives the source with every comment character replaced by a space and
every string literal character (quotes, contents and interpolations alike) by `S`, line
breaks kept, so that positions and line numbers are those of the source.
"""


from masking import Masker


def masked(source):
    return Lexer(source).masked()


class Lexer(Masker):
    def literal(self, index):
        char = self.text[index]
        return self.string if char == '"' or (char == "#" and self.raw_quote(index)) else None

    def block_comment(self, index):
        depth = 0
        text = self.text
        while index < len(text):
            if text.startswith("/*", index):
                depth += 1
                index += 2
            elif text.startswith("*/", index):
                depth -= 1
                index += 2
                if depth == 0:
                    return index
            else:
                index += 1
        return index

    def raw_quote(self, index):
        """True when `#`s at `index` open a raw string (`#"`), not a directive."""
        end = index
        while end < len(self.text) and self.text[end] == "#":
            end += 1
        return end < len(self.text) and self.text[end] == '"'

    def string(self, index):
        """The index past the string literal starting at `index`."""
        text = self.text
        hashes = 0
        while text[index] == "#":
            hashes += 1
            index += 1
        multiline = text.startswith('"""', index)
        quote = '"""' if multiline else '"'
        index += len(quote)
        terminator = quote + "#" * hashes
        escape = "\\" + "#" * hashes
        while index < len(text):
            if text.startswith(escape, index):
                after = index + len(escape)
                if after < len(text) and text[after] == "(":
                    index = self.code(after + 1, closing=")")
                else:
                    index = after + 1
            elif text.startswith(terminator, index):
                return index + len(terminator)
            elif text[index] == "\n" and not multiline:
                return index
            else:
                index += 1
        return index
