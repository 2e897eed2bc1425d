"""The pure parts of the changed-lines mode: reading `git diff -U0`, telling the lines a mutant
could change from those it could not, masking JavaScript, and the seeded sample.

  python3 -m unittest discover -s Scripts/mutants.d -p 'test_*.py'
"""

import unittest
from pathlib import Path

from changed import sample
from changes import behaviour_lines, changed_lines, why_skipped
from jscode import masked
from operators import mutants_of
from swiftcode import masked as swift_masked

DIFF = """\
diff --git a/Sources/A/One.swift b/Sources/A/One.swift
index 1111111..2222222 100644
--- a/Sources/A/One.swift
+++ b/Sources/A/One.swift
@@ -3 +3 @@ struct One {
-  let a = 1
+  let a = 2
@@ -10,0 +11,3 @@ struct One {
+  func b() -> Int {
+    a + 1
+  }
@@ -20,2 +23,0 @@ struct One {
-  // gone
-  // gone too
diff --git a/Sources/A/Gone.swift b/Sources/A/Gone.swift
deleted file mode 100644
--- a/Sources/A/Gone.swift
+++ /dev/null
@@ -1,2 +0,0 @@
-let x = 1
-let y = 2
diff --git a/Sources/A/Old.swift b/Sources/A/New.swift
similarity index 90%
rename from Sources/A/Old.swift
rename to Sources/A/New.swift
--- a/Sources/A/Old.swift
+++ b/Sources/A/New.swift
@@ -5 +5,2 @@
-  x < y
+  x <= y
+  z > w
diff --git "a/Sources/A/\\344\\270\\255.swift" "b/Sources/A/\\344\\270\\255.swift"
--- "a/Sources/A/\\344\\270\\255.swift"
+++ "b/Sources/A/\\344\\270\\255.swift"
@@ -1 +1 @@
-let a = 1
+let a = 3
"""


class ChangedLinesTests(unittest.TestCase):
    def test_theNewSidesLines_OfEachFile_NotTheDeletedOnes(self):
        self.assertEqual(changed_lines(DIFF), {
            "Sources/A/One.swift": [3, 11, 12, 13],
            "Sources/A/New.swift": [5, 6],
            "Sources/A/中.swift": [1],
        })

    def test_nothing_ForAnEmptyDiff(self):
        self.assertEqual(changed_lines(""), {})


class BehaviourLinesTests(unittest.TestCase):
    SWIFT = [
        ("", "blank"),
        ("  // a comment", "comment"),
        ("  /// What it does.", "doc text"),
        ('    "a string alone",', "string literal"),
        ("    debugPrint(value)", "logging"),
        ("    assert(count >= 0)", "assertion"),
        ("  }", "brace"),
        ("  var body: some View {", "declaration"),
        ("extension Box where Value == Int {", "declaration"),
        ("  case listed(count: Int)", "declaration"),
        ("  case .listed where count > 1:", None),
        ("  let limit = 5", None),
        ("  func f(size: Int = 20) {", None),
        ("  func isEmpty() -> Bool { count == 0 }", None),
        ("    if a < b { return }", None),
        ('    print("done")', None),
    ]
    JAVASCRIPT = [
        ("  // a comment", "comment"),
        ("    console.warn(`late: ${x > 1}`);", "logging"),
        ('import { render } from "./rows.js";', "declaration"),
        ("    `a template ${alone}`,", "string literal"),
        ("    if (next >= size) next = 0;", None),
    ]

    def test_eachKindOfSwiftLine(self):
        for line, reason in self.SWIFT:
            with self.subTest(line=line):
                self.assertEqual(why_skipped(swift_masked(line), line, False), reason)

    def test_eachKindOfJavaScriptLine(self):
        for line, reason in self.JAVASCRIPT:
            with self.subTest(line=line):
                self.assertEqual(why_skipped(masked(line), line, True), reason)

    def test_keptAndSkipped_CountedByReason_LinesPastTheEndIgnored(self):
        source = "// about\nlet a = 1\n\nlet b = a < 2\n"
        kept, skipped = behaviour_lines("Sources/A/B.swift", source, [1, 2, 3, 4, 40])
        self.assertEqual((kept, skipped), ([2, 4], {"comment": 1, "blank": 1}))

    def test_aLineInsideAMultilineStringIsALiteral(self):
        source = 'let text = """\n  a < b\n  """\n'
        self.assertEqual(behaviour_lines("Sources/A/B.swift", source, [2]), ([], {"string literal": 1}))


class JavaScriptMaskTests(unittest.TestCase):
    def check(self, source, expected):
        self.assertEqual(masked(source), expected)
        self.assertEqual(len(masked(source)), len(source))

    def test_commentsBlankAndLiteralsMark_LineBreaksKept(self):
        self.check('a < 1; // b > 2\n/* c\n== d */ "e < f" + \'g\'',
                   "a < 1;         \n    \n        " + "S" * 7 + " + SSS")

    def test_aTemplate_ItsInterpolationAndANestedTemplate(self):
        self.check("x = `a ${b > 1 ? `c${d}` : '}'} e` < 2",
                   "x = " + "S" * 30 + " < 2")

    def test_aRegularExpression_NotADivision(self):
        self.check("a = b / 2; c = /[/<]=\\//g.test(d); e = (f) / 3",
                   "a = b / 2; c = " + "S" * 10 + ".test(d); e = (f) / 3")
        self.check("return /x < y/.test(z)", "return " + "S" * 7 + ".test(z)")

    def test_anEscapedQuoteStaysInItsString(self):
        self.check("'it\\'s' < \"a\\\"b\"", "SSSSSSS < SSSSSS")

    def test_anUnterminatedStringEndsAtItsLine(self):
        self.check("'open\nx < 1", "SSSSS\nx < 1")


class JavaScriptOperatorsTests(unittest.TestCase):
    def test_comparisonsConditionsAndDrops_NotInLiterals(self):
        source = ("if (a === b) throw new Error(`a < b`);\n"
                  "while (n < 3) n++;\n"
                  "count++;\n"
                  "list.push(x);\n"
                  "const s = \"c > d\";\n")
        found = {m.description for m in mutants_of(Path("page.js"), source)}
        self.assertEqual(found, {
            "comparison `===` → `!==`", "if condition `a === b` negated",
            "if `a === b` body removed", "comparison `<` → `<=`", "integer 3 → 4",
            "integer 3 → 2", "while condition `n < 3` negated",
            "statement `count++;` dropped", "statement `list.push(x);` dropped",
        })


class SampleTests(unittest.TestCase):
    def mutants(self):
        source = "let a = 1 < 2\nlet b = 3 > 4 && c\nlet d = [5, 6, 7, 8].min()\n"
        return mutants_of(Path("Sources/A/B.swift"), source)

    def test_theSameSeedPicksTheSame_AnotherOthers(self):
        keys = lambda seed: [m.key for m in sample(self.mutants(), 3, seed)]  # noqa: E731
        self.assertEqual(keys(7), keys(7))
        self.assertNotEqual({tuple(sorted(keys(seed))) for seed in range(10)}, {tuple(sorted(keys(7)))})

    def test_oneMutantOfEachLineBeforeASecondOfAny(self):
        chosen = sample(self.mutants(), 3, 1)
        self.assertEqual(sorted(m.line for m in chosen), [1, 2, 3])

    def test_allOfThemWhenTheSampleIsLarger(self):
        self.assertEqual(len(sample(self.mutants(), 1000, 1)), len(self.mutants()))


if __name__ == "__main__":
    unittest.main()
