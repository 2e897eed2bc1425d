import SnapshotTool

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

let status = await SnapshotTool.run(Array(CommandLine.arguments.dropFirst()))
exit(status)
