import Foundation
import PackagePlugin

/// `swift package snapshots ACTION …`: runs the `snapshots` tool on the package the command
/// is given in, from that package's folder, and ends with the tool's exit status.
///
/// The tool is built by asking SwiftPM for the `snapshots` product in the package's own debug
/// build, not declared as the plugin's tool: a plugin's tools are built apart, for the host,
/// so the library they share with the package's tests (the engine, the snapshot store) would
/// be compiled a second time on every fresh checkout.
@main
struct SnapshotsPlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    let built = try packageManager.build(
      .product("snapshots"), parameters: .init(configuration: .debug, logging: .concise))
    guard built.succeeded,
      let tool = built.builtArtifacts.first(where: { $0.kind == .executable })
    else {
      FileHandle.standardError.write(
        Data(("the snapshots tool did not build:\n" + built.logText).utf8))
      exit(1)
    }
    let process = Process()
    process.executableURL = tool.url
    let folder = context.package.directoryURL
    // An explicit --package-path wins; otherwise the package the plugin runs in.
    let named = arguments.contains { $0 == "--package-path" || $0.hasPrefix("--package-path=") }
    let wantsPath =
      !named && !arguments.isEmpty && !arguments.contains { ["--help", "-h", "help"].contains($0) }
    process.arguments = arguments + (wantsPath ? ["--package-path", folder.path] : [])
    process.currentDirectoryURL = folder
    try process.run()
    process.waitUntilExit()
    guard process.terminationReason == .exit, process.terminationStatus == 0 else {
      // The tool has said what went wrong; the plugin only passes its status on.
      exit(process.terminationStatus)
    }
  }
}
