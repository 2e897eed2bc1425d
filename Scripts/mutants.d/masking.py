"""What the lexers of Swift and JavaScript share: a copy of the source in which comments
become spaces and literals `S`, line breaks kept, so that positions and line numbers stay
those of the source."""


class Masker:
    def __init__(self, source):
        self.text = source
        self.out = list(source)

    def masked(self):
        self.code(0, None)
        return "".join(self.out)

    def code(self, index, closing):
        """Scans code from `index`; returns the index past `closing` (the bracket that ends
        an interpolation, met outside brackets of its kind opened since) or the end of the
        text."""
        text = self.text
        opening = {")": "(", "}": "{"}.get(closing)
        depth = 0
        while index < len(text):
            char = text[index]
            if text.startswith("//", index):
                index = self.line_comment(index)
            elif text.startswith("/*", index):
                end = self.block_comment(index)
                self.blank(index, end, " ")
                index = end
            elif literal := self.literal(index):
                end = literal(index)
                self.blank(index, end, "S")
                index = end
            elif closing and char == opening:
                depth += 1
                index += 1
            elif closing and char == closing:
                if depth == 0:
                    return index + 1
                depth -= 1
                index += 1
            else:
                index += 1
        return index

    def literal(self, index):
        """The method that scans the literal starting at `index` to its end, or None."""
        raise NotImplementedError

    def block_comment(self, index):
        """The index past the block comment starting at `index`."""
        raise NotImplementedError

    def blank(self, start, end, mark):
        for index in range(start, end):
            if self.out[index] != "\n":
                self.out[index] = mark

    def line_comment(self, index):
        """Blanks the `//` comment at `index`; the index of its line's end."""
        end = self.text.find("\n", index)
        end = len(self.text) if end < 0 else end
        self.blank(index, end, " ")
        return end
