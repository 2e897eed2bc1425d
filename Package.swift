// swift-tools-version:6.0
import PackageDescription

let strict: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny")
]

let package = Package(
  name: "StockScreens",
  platforms: [.macOS(.v14), .iOS(.v17)],
  products: [
    .library(name: "ScreenModel", targets: ["ScreenModel"]),
    .library(name: "ScreenModelSwiftUI", targets: ["ScreenModelSwiftUI"]),
    .library(name: "ScreenModelTesting", targets: ["ScreenModelTesting"]),
    .library(name: "SnapshotStore", targets: ["SnapshotStore"]),
    .library(name: "TaiwanMarket", targets: ["TaiwanMarket"]),
    .library(name: "StockScreens", targets: ["StockScreens"]),
    .library(name: "LoopbackHTTP", targets: ["LoopbackHTTP"]),
    .library(name: "ScreenFrontEnds", targets: ["ScreenFrontEnds"]),
    .executable(name: "stock-screens", targets: ["stock-screens"]),
    .executable(name: "stock-screens-bench", targets: ["stock-screens-bench"]),
    .executable(name: "snapshots", targets: ["snapshots"]),
    .plugin(name: "SnapshotsPlugin", targets: ["SnapshotsPlugin"]),
  ],
  dependencies: [],
  targets: [
    // Files written whole or not at all: snapshots, manifests, the market cache.
    .target(name: "FileStorage", swiftSettings: strict),
    // The engine: rows, screens, text rendering, changesets, storyboards, and the words of
    // every locale, from String Catalogs (`.xcstrings`) copied as they are, so that no platform
    // compiles them and Linux reads them as macOS does.
    .target(
      name: "ScreenModel", resources: [.copy("Localization/Catalogs")], swiftSettings: strict),
    // `SessionView`: any registered screens in SwiftUI, over an `ObservableSession`; empty
    // where SwiftUI does not exist, so ScreenModel itself never imports it.
    .target(name: "ScreenModelSwiftUI", dependencies: ["ScreenModel"], swiftSettings: strict),
    // Snapshot files on disk: layout, names, record modes, manifest, artifacts.
    .target(
      name: "SnapshotStore", dependencies: ["ScreenModel", "FileStorage"], swiftSettings: strict),
    // `assertTextSnapshot` and `assertInlineTextSnapshot` for Swift Testing and XCTest; it
    // re-exports what a test needs of the two modules below it.
    .target(
      name: "ScreenModelTesting", dependencies: ["ScreenModel", "SnapshotStore"],
      swiftSettings: strict),
    // A full-screen terminal: raw mode and the handlers that restore it, keys, escapes.
    .target(name: "TerminalControl", swiftSettings: strict),
    // Command lines declared once: options, the parser, usage and help lines, the console; a
    // value it quotes is shown by ScreenModel's `VisibleText`, as every message shows one.
    .target(name: "CommandLineSyntax", dependencies: ["ScreenModel"], swiftSettings: strict),
    // The snapshot tool of any package: check, review, accept, reject, prune, report, init.
    .target(
      name: "SnapshotTool",
      dependencies: ["ScreenModel", "SnapshotStore", "TerminalControl", "CommandLineSyntax"],
      swiftSettings: strict),
    .executableTarget(name: "snapshots", dependencies: ["SnapshotTool"], swiftSettings: strict),
    // `swift package snapshots …`: the tool above, run in the package the plugin is used in;
    // the plugin asks SwiftPM to build the `snapshots` product in the package's own build, so
    // the library is not compiled again for a plugin tool.
    .plugin(
      name: "SnapshotsPlugin",
      capability: .command(
        intent: .custom(
          verb: "snapshots",
          description: "Check, review, accept, reject, prune, report and init text snapshots"),
        permissions: [
          .writeToPackageDirectory(
            reason: "accept, reject, prune and init write snapshots, test sources and setup files")
        ])),

    // Exchange open data: model, decoders, sources, cache, search, and the words of markets,
    // industries and load errors in a String Catalog of its own.
    .target(
      name: "TaiwanMarket", dependencies: ["FileStorage", "ScreenModel"],
      resources: [.copy("Localization/Catalogs")], swiftSettings: strict),
    // The screens: directory, feed, profile.
    .target(
      name: "StockScreens", dependencies: ["ScreenModel", "TaiwanMarket"],
      resources: [.copy("Catalogs")], swiftSettings: strict),

    // An HTTP/1.1 server on 127.0.0.1 for a browser on the same machine: the parser, the
    // loopback policy, and one event-loop thread that serves every connection.
    .target(name: "LoopbackHTTP", swiftSettings: strict),
    // The front ends of any program's registered screens: `drive` (the session protocol on
    // standard input and output), `serve` (the protocol over HTTP, and its page), `browse`
    // (the terminal), `play` (scenarios in the grammar the screens declare, as storyboards),
    // and `FrontEndProgram`, which makes a command-line program of the four with its help.
    .target(
      name: "ScreenFrontEnds",
      dependencies: [
        "ScreenModel", "TerminalControl", "CommandLineSyntax", "LoopbackHTTP", "FileStorage",
      ],
      // The web page's HTML, scripts and style, served as they are.
      resources: [.copy("Serve/Page/Resources")],
      swiftSettings: strict),
    // The stock program: its screens' registration, its data options (`--data`, `--live`),
    // the user's watchlist file (`--watchlist`), its own scenario commands (failures, holding
    // answers), the demo, and the snapshot tool under `stock-screens snapshots`.
    .target(
      name: "StockScreensCLI",
      dependencies: [
        "ScreenModel", "TaiwanMarket", "StockScreens", "CommandLineSyntax", "SnapshotTool",
        "ScreenFrontEnds", "FileStorage",
      ],
      swiftSettings: strict),
    .executableTarget(
      name: "stock-screens", dependencies: ["StockScreensCLI"], swiftSettings: strict),
    .executableTarget(
      name: "stock-screens-bench",
      dependencies: [
        "ScreenModel", "ScreenModelTesting", "SnapshotStore", "TaiwanMarket", "StockScreens",
        "StockScreensCLI", "ScreenFrontEnds", "LoopbackHTTP", "CommandLineSyntax", "TestSupport",
      ],
      swiftSettings: strict),

    // What tests and the benchmark share that needs nothing of the package: seeded randomness,
    // deadlines, child processes and their output, a loopback HTTP client and server, tmux and
    // a browser, throwaway packages, the real-data locator and synthetic listings. A library's
    // tests never wait for the app to compile.
    .target(name: "TestSupport", swiftSettings: strict),
    // What tests of the libraries share that needs one of them: screens that close (price
    // alerts), the changeset checker, the protocol schema check, a console tests read, and a
    // package after a snapshot run.
    .target(
      name: "LibraryTestSupport",
      dependencies: ["ScreenModel", "SnapshotStore", "CommandLineSyntax", "TestSupport"],
      swiftSettings: strict),

    // One test target a module, each depending on the fewest modules it needs, so that they
    // compile side by side and a change recompiles only the tests that can see it.
    .testTarget(
      name: "FileStorageTests", dependencies: ["FileStorage", "TestSupport"],
      swiftSettings: strict),
    .testTarget(
      name: "ScreenModelTests",
      dependencies: ["ScreenModel", "ScreenModelTesting", "TestSupport", "LibraryTestSupport"],
      swiftSettings: strict),
    .testTarget(
      name: "SnapshotStoreTests",
      dependencies: ["SnapshotStore", "TestSupport", "LibraryTestSupport"],
      swiftSettings: strict),
    // swift-snapshot-testing's public names with its shapes, written here, so that a test proves
    // a target importing both libraries sends each call to the library meant.
    .target(
      name: "SnapshotTestingStandIn", path: "Tests/SnapshotTestingStandIn",
      swiftSettings: strict),
    .testTarget(
      name: "ScreenModelTestingTests",
      dependencies: [
        "ScreenModel", "ScreenModelTesting", "SnapshotStore", "FileStorage", "TestSupport",
        "LibraryTestSupport", "SnapshotTestingStandIn",
      ],
      swiftSettings: strict),
    .testTarget(
      name: "TerminalControlTests", dependencies: ["TerminalControl"], swiftSettings: strict),
    .testTarget(
      name: "CommandLineSyntaxTests", dependencies: ["CommandLineSyntax"], swiftSettings: strict),
    .testTarget(
      name: "SnapshotToolTests",
      dependencies: [
        "SnapshotTool", "SnapshotStore", "ScreenModelTesting", "TerminalControl",
        "CommandLineSyntax", "TestSupport", "LibraryTestSupport",
      ],
      swiftSettings: strict),
    .testTarget(
      name: "TaiwanMarketTests", dependencies: ["TaiwanMarket", "FileStorage", "TestSupport"],
      swiftSettings: strict),
    .testTarget(
      name: "StockScreensTests",
      dependencies: [
        "StockScreens", "ScreenModelTesting", "TaiwanMarket", "ScreenModel", "TestSupport",
        "LibraryTestSupport",
      ],
      swiftSettings: strict),
    .testTarget(
      name: "LoopbackHTTPTests", dependencies: ["LoopbackHTTP", "TestSupport"],
      swiftSettings: strict),
    .testTarget(
      name: "ScreenFrontEndsTests",
      dependencies: [
        "ScreenFrontEnds", "ScreenModel", "TerminalControl", "CommandLineSyntax", "TestSupport",
        "LibraryTestSupport",
      ],
      swiftSettings: strict),
    // The stock program: its commands, its screens in every front end, and the tests that run
    // the built `stock-screens` (end to end, through tmux, a browser, HTTP).
    .testTarget(
      name: "StockScreensCLITests",
      dependencies: [
        "StockScreensCLI", "ScreenFrontEnds", "LoopbackHTTP", "ScreenModelTesting",
        "SnapshotStore", "StockScreens", "TaiwanMarket", "TerminalControl", "CommandLineSyntax",
        "SnapshotTool", "FileStorage", "TestSupport", "LibraryTestSupport",
      ],
      swiftSettings: strict),
    // The code the DocC articles show, compiled and run, and the check that keeps each
    // article's blocks equal to these files and to the snapshots the articles show.
    .testTarget(
      name: "DocumentationExamples",
      dependencies: [
        "ScreenModel", "ScreenModelSwiftUI", "ScreenModelTesting", "SnapshotStore", "StockScreens",
        "StockScreensCLI", "ScreenFrontEnds", "LoopbackHTTP", "TaiwanMarket", "TestSupport",
      ],
      // The reading list's String Catalog, as a team's package ships one: copied as it is.
      resources: [.copy("OwnScreen/Catalogs")],
      swiftSettings: strict),
  ],
  swiftLanguageModes: [.v6]
)
