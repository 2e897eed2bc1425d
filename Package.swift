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
    .library(name: "ScreenModelTesting", targets: ["ScreenModelTesting"]),
    .library(name: "TaiwanMarket", targets: ["TaiwanMarket"]),
    .library(name: "StockScreens", targets: ["StockScreens"]),
    .executable(name: "stock-screens", targets: ["stock-screens"]),
    .executable(name: "stock-screens-bench", targets: ["stock-screens-bench"]),
  ],
  dependencies: [],
  targets: [
    // Files written whole or not at all: snapshots, manifests, the market cache.
    .target(name: "FileStorage", swiftSettings: strict),
    // The engine: rows, screens, text rendering, changesets, storyboards.
    .target(name: "ScreenModel", swiftSettings: strict),
    // Snapshot files on disk: layout, names, record modes, manifest, artifacts.
    .target(
      name: "SnapshotStore", dependencies: ["ScreenModel", "FileStorage"], swiftSettings: strict),
    // `assertSnapshot` and `assertInlineSnapshot` for Swift Testing and XCTest.
    .target(
      name: "ScreenModelTesting", dependencies: ["ScreenModel", "SnapshotStore"],
      swiftSettings: strict),
    // Exchange open data: model, decoders, sources, cache, search.
    .target(name: "TaiwanMarket", dependencies: ["FileStorage"], swiftSettings: strict),
    // The screens: directory, feed, profile.
    .target(
      name: "StockScreens", dependencies: ["ScreenModel", "TaiwanMarket"], swiftSettings: strict),
    // The command-line program's logic: scenarios, storyboards, snapshot review, terminal browser.
    .target(
      name: "StockScreensCLI",
      dependencies: ["ScreenModel", "SnapshotStore", "TaiwanMarket", "StockScreens"],
      swiftSettings: strict),
    .executableTarget(
      name: "stock-screens", dependencies: ["StockScreensCLI"], swiftSettings: strict),
    .executableTarget(
      name: "stock-screens-bench",
      dependencies: [
        "ScreenModel", "ScreenModelTesting", "SnapshotStore", "TaiwanMarket", "StockScreens",
        "StockScreensCLI", "TestSupport",
      ],
      swiftSettings: strict),

    // Seeded randomness, the real-data locator and the changeset checker, shared by tests and
    // the benchmark.
    .target(
      name: "TestSupport", dependencies: ["ScreenModel", "SnapshotStore", "StockScreens"],
      swiftSettings: strict),

    .testTarget(
      name: "ScreenModelTests", dependencies: ["ScreenModel", "TestSupport"], swiftSettings: strict),
    .testTarget(
      name: "ScreenModelTestingTests",
      dependencies: ["ScreenModel", "ScreenModelTesting", "SnapshotStore", "TestSupport"],
      swiftSettings: strict),
    .testTarget(
      name: "TaiwanMarketTests", dependencies: ["TaiwanMarket", "TestSupport"],
      swiftSettings: strict),
    .testTarget(
      name: "StockScreensTests",
      dependencies: [
        "StockScreens", "ScreenModelTesting", "TaiwanMarket", "ScreenModel", "TestSupport",
      ],
      swiftSettings: strict),
    .testTarget(
      name: "StockScreensCLITests",
      dependencies: [
        "StockScreensCLI", "ScreenModelTesting", "SnapshotStore", "StockScreens", "TaiwanMarket",
        "TestSupport",
      ],
      exclude: [],
      swiftSettings: strict),
    // The code the DocC articles show, compiled and run, and the check that keeps each
    // article's blocks equal to these files and to the snapshots the articles show.
    .testTarget(
      name: "DocumentationExamples",
      dependencies: [
        "ScreenModel", "ScreenModelTesting", "SnapshotStore", "StockScreens", "StockScreensCLI",
        "TaiwanMarket", "TestSupport",
      ],
      swiftSettings: strict),
  ],
  swiftLanguageModes: [.v6]
)
