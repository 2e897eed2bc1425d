extension CatalogGallery {
  /// The gallery's document: its style, the sections, the updates and page settings as JSON,
  /// and, with a template, the script that gives each frame its document.
  static func document(
    body: String, data: String, settings: String, template: String?, marker: String
  ) -> String {
    var html = """
      <!doctype html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>State catalog</title>
      <style>\(style)</style>
      </head>
      <body>
      <h1>State catalog</h1>
      \(body)
      """
    if let template {
      html += """
        <script type="application/json" id="settings">\(inert(settings))</script>
        <script type="application/json" id="template">\(template)</script>
        \(data)<script>
        const read = (id) => JSON.parse(document.getElementById(id).textContent);
        const settings = read("settings");
        const template = read("template");
        for (const frame of document.querySelectorAll("iframe[data-update]")) {
          const setting = settings[frame.dataset.catalog][frame.dataset.locale] || {};
          const opening = JSON.stringify({ ...setting, update: read(frame.dataset.update) });
          const inert = opening.replace(/</g, "\\\\u003c");
          frame.srcdoc = template.replace(\(jsonString(marker)), () => inert);
        }
        </script>

        """
    }
    return html + "</body>\n</html>\n"
  }

  static let style = """
    body { font-family: system-ui, sans-serif; margin: 1rem; background: #f4f4f6; }
    h2 { margin-top: 2rem; }
    section.state { margin: 1rem 0; padding: 0.5rem; background: #fff; border-radius: 8px; }
    section.added { border-left: 6px solid #2a7; }
    section.removed { border-left: 6px solid #c33; }
    section.changed { border-left: 6px solid #e90; }
    h3 { margin: 0 0 0.5rem; font-size: 1rem; }
    .kind { text-transform: uppercase; font-size: 0.75rem; color: #555; }
    .locales { display: flex; gap: 1rem; flex-wrap: wrap; }
    figure { margin: 0; }
    figcaption { font-size: 0.8rem; color: #555; }
    iframe { width: 400px; height: 640px; border: 1px solid #ccc; border-radius: 6px; }
    pre { font-size: 0.8rem; max-width: 46rem; overflow-x: auto; }
    """
}
