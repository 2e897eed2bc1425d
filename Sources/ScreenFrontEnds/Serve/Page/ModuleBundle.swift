/// The page's JavaScript modules as one classic script: each module's body in a function of
/// its own, run once in the order its imports ask for, that returns what it exports.
///
///     // rows.js: import { word } from "./messages.js"; export const render = …
///     // becomes
///     modules["rows.js"] = (() => { "use strict";
///     const { word } = modules["messages.js"];
///     const render = …
///     return { render }; })();
///
/// It reads the forms the page's modules are written in, a line each: `import { a, b as c }
/// from "./file.js";` and `export const|let|class|function NAME`; a module with any other
/// `import` or `export` line, or an import of a file it cannot read, makes no script (nil).
enum ModuleBundle {
  static func classicScript(entry: String, read: (String) -> String?) -> String? {
    var done: [String] = []
    var script = "const modules = {};\n"
    func add(_ name: String, visiting: Set<String>) -> Bool {
      if done.contains(name) { return true }
      guard !visiting.contains(name), let source = read(name), let module = Module(source)
      else { return false }
      for imported in module.imports where !add(imported, visiting: visiting.union([name])) {
        return false
      }
      done.append(name)
      script += "modules[\"\(name)\"] = (() => { \"use strict\";\n\(module.body)"
      script += "return { \(module.exports.joined(separator: ", ")) }; })();\n"
      return true
    }
    return add(entry, visiting: []) ? script : nil
  }

  /// A module read line by line: the files it imports, its body with its imports and exports
  /// made plain, and the names it exports.
  private struct Module {
    var imports: [String] = []
    var body = ""
    var exports: [String] = []

    init?(_ source: String) {
      for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
        if line.hasPrefix("import ") {
          guard let open = line.firstIndex(of: "{"), let close = line.firstIndex(of: "}"),
            open < close, let from = line.range(of: "} from \"./"),
            line.hasSuffix(".js\";")
          else { return nil }
          let file = String(line[from.upperBound...].dropLast(2))
          let names = line[line.index(after: open)..<close].replacingOccurrences(
            of: " as ", with: ": ")
          imports.append(file)
          body += "const {\(names)} = modules[\"\(file)\"];\n"
        } else if line.hasPrefix("export ") {
          let words = line.split(separator: " ", maxSplits: 3)
          guard words.count >= 3, ["const", "let", "class", "function"].contains(words[1])
          else { return nil }
          exports.append(String(words[2].prefix { $0.isLetter || $0.isNumber || $0 == "_" }))
          body += line.dropFirst("export ".count) + "\n"
        } else {
          body += line + "\n"
        }
      }
    }
  }
}
