import Foundation
import PackagePlugin

/// `swift package snapshots ACTION …`: runs the `snapshots` tool on the package the command
/// is given in, from that package's folder, and ends with the tool's exit status.
@main
struct SnapshotsPlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    let tool = try context.tool(named: "snapshots")
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
