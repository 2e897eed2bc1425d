import Testing

@testable import ScreenFrontEnds

/// The page of `serve` as one document that draws a state with no server: its modules made
/// one classic script, each in a scope of its own, and nothing loaded from elsewhere.
struct PageDrawingTests {
  @Test func thePageIsOneDocumentWithItsStyleAndScriptsInside() throws {
    let template = try #require(PageDrawing.template, "the page's files have their shape")
    #expect(template.components(separatedBy: PageDrawing.marker).count == 2)
    for loaded in [#"type="module""#, #"href="/app.css""#, #"src="/app.js""#, "\nimport "] {
      #expect(!template.contains(loaded), "the document loads \(loaded)")
    }
    for module in ["messages.js", "rows.js", "controls.js", "list.js", "app.js"] {
      #expect(template.contains("modules[\"\(module)\"] = (() => {"), "\(module)")
    }
    // A module runs after those it imports.
    let rows = try #require(template.range(of: "modules[\"rows.js\"] = "))
    let messages = try #require(template.range(of: "modules[\"messages.js\"] = "))
    #expect(messages.lowerBound < rows.lowerBound)
  }

  @Test func importsAndExportsBecomeNamesOfTheModulesObject() throws {
    let files = [
      "a.js": "import { b as c, d } from \"./b.js\";\nexport const a = c + d;\n",
      "b.js": "export function b() {}\nexport class d {}\n",
    ]
    let script = try #require(ModuleBundle.classicScript(entry: "a.js") { files[$0] })
    #expect(
      script == """
        const modules = {};
        modules["b.js"] = (() => { "use strict";
        function b() {}
        class d {}

        return { b, d }; })();
        modules["a.js"] = (() => { "use strict";
        const { b: c, d } = modules["b.js"];
        const a = c + d;

        return { a }; })();

        """)
  }

  @Test func aModuleOfAnotherShapeMakesNoScript() {
    let shapes = [
      ["a.js": "export default 1;\n"],
      ["a.js": "import b from \"./b.js\";\n", "b.js": "export const b = 1;\n"],
      ["a.js": "import { b } from \"./b.js\";\n"],
      ["a.js": "import { b } from \"./b.js\";\n", "b.js": "import { a } from \"./a.js\";\n"],
    ]
    for files in shapes {
      #expect(ModuleBundle.classicScript(entry: "a.js") { files[$0] } == nil, "\(files)")
    }
  }
}
