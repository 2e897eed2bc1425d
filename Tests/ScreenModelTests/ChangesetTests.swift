import LibraryTestSupport
import ScreenModel
import TestSupport
import XCTest

final class ChangesetTests: XCTestCase {
  private struct Item: Hashable {
    var id: String
    var content = 0
  }

  private func changes(_ old: [Item], _ new: [Item]) -> Changeset {
    Changeset(from: old, to: new, identifiedBy: \.id)
  }

  private func items(_ ids: String) -> [Item] {
    ids.map { Item(id: String($0)) }
  }

  func testEqualArrays_HaveNoChanges() {
    XCTAssertTrue(changes([], []).isEmpty)
    XCTAssertTrue(changes(items("abc"), items("abc")).isEmpty)
    XCTAssertEqual(changes(items("abc"), items("abc")).stages, [])
  }

  func testInsertsAndDeletes() {
    let changeset = changes(items("abcd"), items("axcyd"))
    XCTAssertEqual(changeset.deletes, [1])
    XCTAssertEqual(changeset.inserts, [1, 3])
    XCTAssertEqual(changeset.moves, [])
    XCTAssertEqual(changeset.description, "+2 -1 ~0 >0")
  }

  func testFromEmptyAndToEmpty() {
    XCTAssertEqual(changes([], items("ab")).inserts, [0, 1])
    XCTAssertEqual(changes(items("ab"), []).deletes, [0, 1])
  }

  func testMovingLastToFirst_IsOneMove() {
    let changeset = changes(items("abcdef"), items("fabcde"))
    XCTAssertEqual(changeset.moves, [Changeset.Move(from: 5, to: 0)])
    XCTAssertTrue(changeset.inserts.isEmpty && changeset.deletes.isEmpty)
  }

  func testMovingFirstToLast_IsOneMove() {
    let changeset = changes(items("abcdef"), items("bcdefa"))
    XCTAssertEqual(changeset.moves, [Changeset.Move(from: 0, to: 5)])
  }

  func testSwap_IsOneMove() {
    XCTAssertEqual(changes(items("ab"), items("ba")).moves.count, 1)
  }

  func testSameIdentityNewContent_IsAnUpdate() {
    let old = [Item(id: "a"), Item(id: "b", content: 1), Item(id: "c")]
    let new = [Item(id: "a"), Item(id: "b", content: 2), Item(id: "c")]
    let changeset = changes(old, new)
    XCTAssertEqual(changeset.updates, [Changeset.Update(old: 1, new: 1)])
    XCTAssertEqual(changeset.stages, [.update([Changeset.Update(old: 1, new: 1)])])
    XCTAssertEqual(changeset.apply(to: old, taking: new), new)
  }

  func testStages_OrderUpdatesDeletesThenInsertsAndMoves() {
    let old = [Item(id: "a"), Item(id: "b"), Item(id: "c", content: 1), Item(id: "d")]
    let new = [Item(id: "d"), Item(id: "c", content: 2), Item(id: "x"), Item(id: "a")]
    let changeset = changes(old, new)
    XCTAssertEqual(changeset.stages.count, 3)
    guard case .update(let updates) = changeset.stages[0],
      case .delete(let deletes) = changeset.stages[1],
      case .insertAndMove(let inserts, let moves) = changeset.stages[2]
    else { return XCTFail("unexpected stages \(changeset.stages)") }
    XCTAssertEqual(updates, [Changeset.Update(old: 2, new: 1)])
    XCTAssertEqual(deletes, [1])
    XCTAssertEqual(inserts, [2])
    // After the deletion the rows are a, c, d: moves count from there.
    XCTAssertTrue(moves.allSatisfy { $0.from < 3 }, "\(moves)")
    XCTAssertEqual(changeset.apply(to: old, taking: new), new)
  }

  func testDuplicateIdentities_DoNotCrashAndStillApply() {
    let cases: [(String, String)] = [
      ("aab", "aba"), ("aaa", "a"), ("a", "aaa"), ("abab", "baba"), ("aa", "bb"), ("xaax", "axxa"),
    ]
    for (oldIDs, newIDs) in cases {
      let old = items(oldIDs)
      let new = items(newIDs)
      XCTAssertEqual(changes(old, new).apply(to: old, taking: new), new, "\(oldIDs) → \(newIDs)")
    }
  }

  func testScreenRows_UseTheirIdentity() {
    let old = [TestRow(id: 1, cells: ["a"]), TestRow(id: 2, cells: ["b"])]
    let new = [TestRow(id: 2, cells: ["B"]), TestRow(id: 3, cells: ["c"])]
    let changeset = Screen(title: "t", rows: new).changes(since: Screen(title: "t", rows: old))
    XCTAssertEqual(changeset.deletes, [0])
    XCTAssertEqual(changeset.inserts, [1])
    XCTAssertEqual(changeset.updates, [Changeset.Update(old: 1, new: 0)])
  }

  func testAnUpdate_GivesItsOwnChangesOnlyToTheScreenRightBeforeIt() {
    let first = Screen(title: "t", rows: [TestRow(id: 1, cells: ["a"])])
    let second = Screen(
      title: "t", rows: [TestRow(id: 1, cells: ["a"]), TestRow(id: 2, cells: ["b"])])
    let third = Screen(title: "t", rows: [TestRow(id: 3, cells: ["c"])] + second.rows)
    let update = ScreenUpdate(screen: third, changes: third.changes(since: second), number: 2)
    XCTAssertEqual(update.changes(from: second, numbered: 1), update.changes, "the one before")
    XCTAssertEqual(update.changes.inserts, [0])
    // A front end that missed update 1 shows update 0: the changes are made from it.
    let fromFirst = update.changes(from: first, numbered: 0)
    XCTAssertEqual(fromFirst, third.changes(since: first))
    XCTAssertEqual(fromFirst.inserts, [0, 2])
    XCTAssertEqual(fromFirst.apply(to: first.rows, taking: third.rows), third.rows)
  }

  /// Thousands of seeded random pairs, with repeated identities and changed content: each
  /// changeset fits its arrays, applying it gives the new one, and it is minimal (no update
  /// of equal content, no move that could be dropped, nothing deleted and inserted again).
  func testProperty_ChangesetsApplyAndAreMinimal() {
    var generator = SplitMix64(seed: 0x5EED_C4A6)
    for round in 0..<5_000 {
      let alphabet = Int.random(in: 1...40, using: &generator)
      let old = randomItems(count: Int.random(in: 0...30, using: &generator), alphabet, &generator)
      var new = old.shuffled(using: &generator).filter { _ in
        Int.random(in: 0..<5, using: &generator) > 0
      }
      new += randomItems(count: Int.random(in: 0...8, using: &generator), alphabet, &generator)
      new.shuffle(using: &generator)
      if round % 3 == 0 { new = old.filter { _ in Bool.random(using: &generator) } }
      if round % 4 == 1 {
        // Mostly in place: a few neighbours swapped, a few contents changed.
        new = old
        for _ in 0..<Int.random(in: 0...3, using: &generator) where new.count > 1 {
          let index = Int.random(in: 1..<new.count, using: &generator)
          new.swapAt(index - 1, index)
        }
        for index in new.indices where Int.random(in: 0..<6, using: &generator) == 0 {
          new[index].content += 1
        }
      }
      let changeset = changes(old, new)
      if let problem = ChangesetCheck.problem(changeset, from: old, to: new, identity: \.id) {
        return XCTFail("round \(round): \(problem)\n\(old.map(\.id)) → \(new.map(\.id))")
      }
    }
  }

  /// The checker itself can fail: each flaw a changeset can have is reported, and an index
  /// out of range fails the check instead of trapping.
  func testCheck_ReportsEachFlaw() {
    let old = [Item(id: "a"), Item(id: "b"), Item(id: "c")]
    let new = [Item(id: "a"), Item(id: "b", content: 1), Item(id: "c")]
    let right = changes(old, new)
    XCTAssertNil(ChangesetCheck.problem(right, from: old, to: new, identity: \.id))
    let flawed: [(Changeset, String)] = [
      (Changeset(updates: [.init(old: 0, new: 0), .init(old: 1, new: 1)]), "equal content"),
      (
        Changeset(moves: [.init(from: 0, to: 0)], updates: [.init(old: 1, new: 1)]),
        "could be dropped"
      ),
      (
        Changeset(deletes: [1], inserts: [1]), "has the identity of a deleted element"
      ),
      (Changeset(moves: [.init(from: 9, to: 0)]), "moves[0].from = 9 is outside 0..<3"),
      (Changeset(), "does not give the new array"),
    ]
    for (changeset, expected) in flawed {
      let problem = ChangesetCheck.problem(changeset, from: old, to: new, identity: \.id) ?? ""
      XCTAssertTrue(problem.contains(expected), "\(changeset): \(problem)")
    }
  }

  /// An update that gives the right array but stands for another element.
  func testCheck_ReportsAnUpdateAcrossIdentities() {
    let old = items("ab")
    let new = items("aa")
    let crossed = Changeset(updates: [.init(old: 1, new: 1)])
    XCTAssertEqual(crossed.apply(to: old, taking: new), new)
    let problem = ChangesetCheck.problem(crossed, from: old, to: new, identity: \.id)
    XCTAssertTrue(problem?.contains("joins two identities") == true, problem ?? "no problem found")
  }

  /// Every matched row reported as a move still applies correctly; only minimality sees it.
  func testCheck_SeesMovesThatApplyButAreNotNeeded() {
    let old = items("abcd")
    let new = items("bacd")
    let everyMove = Changeset(
      moves: new.indices.map { index in
        Changeset.Move(from: old.firstIndex(of: new[index]) ?? 0, to: index)
      })
    XCTAssertEqual(everyMove.apply(to: old, taking: new), new)
    let problem = ChangesetCheck.problem(everyMove, from: old, to: new, identity: \.id)
    XCTAssertTrue(problem?.contains("could be dropped") == true, problem ?? "no problem found")
  }

  func testValidate_NamesTheRuleAndTheIndex() {
    let cases: [(Changeset, ChangesetError)] = [
      (Changeset(deletes: [3]), .outOfRange(part: "deletes[0]", index: 3, count: 3)),
      (Changeset(deletes: [1, 1]), .notAscending(part: "deletes[1]", index: 1)),
      (Changeset(inserts: [-1]), .outOfRange(part: "inserts[0]", index: -1, count: 3)),
      (Changeset(inserts: [0]), .sizeMismatch(old: 3, deleted: 0, inserted: 1, new: 3)),
      (
        Changeset(moves: [.init(from: 0, to: 5)]),
        .outOfRange(part: "moves[0].to", index: 5, count: 3)
      ),
      (
        Changeset(moves: [.init(from: 0, to: 1), .init(from: 0, to: 2)]),
        .repeated(part: "moves[1].from", index: 0)
      ),
      (
        Changeset(deletes: [0], inserts: [0], moves: [.init(from: 0, to: 1)]),
        .conflict(part: "moves[0].from", index: 0, other: "deletes")
      ),
      (
        Changeset(updates: [.init(old: 1, new: 7)]),
        .outOfRange(part: "updates[0].new", index: 7, count: 3)
      ),
    ]
    for (changeset, expected) in cases {
      XCTAssertThrowsError(try changeset.validate(oldCount: 3, newCount: 3)) { error in
        XCTAssertEqual(error as? ChangesetError, expected, "\(changeset)")
      }
    }
    XCTAssertEqual(
      ChangesetError.outOfRange(part: "moves[2].from", index: 9, count: 5).description,
      "moves[2].from = 9 is outside 0..<5 of the old array")
  }

  func testCheckedApply_ThrowsWhereApplyWouldTrap() {
    let old = items("ab")
    XCTAssertThrowsError(try Changeset(inserts: [5]).checkedApply(to: old, taking: items("abc")))
    XCTAssertEqual(
      try changes(old, items("ba")).checkedApply(to: old, taking: items("ba")), items("ba"))
  }

  func testProperty_UniqueIdentitiesGiveFewMoves() {
    var generator = SplitMix64(seed: 7)
    for _ in 0..<500 {
      let old = (0..<60).map { Item(id: "\($0)") }
      var new = old
      let from = Int.random(in: 0..<new.count, using: &generator)
      let element = new.remove(at: from)
      new.insert(element, at: Int.random(in: 0...new.count, using: &generator))
      let changeset = changes(old, new)
      XCTAssertLessThanOrEqual(changeset.moves.count, 1, "one element moved: \(changeset.moves)")
      XCTAssertEqual(changeset.apply(to: old, taking: new), new)
    }
  }

  /// `newIndex(ofOld:)` follows each element: to where the new array holds its identity,
  /// or nil when it is gone; checked on seeded random pairs of unique identities.
  func testProperty_NewIndexFollowsEachElement() {
    var generator = SplitMix64(seed: 0x1DE7)
    for round in 0..<2_000 {
      let old = (0..<Int.random(in: 0...25, using: &generator)).map { Item(id: "\($0)") }
      var new = old.filter { _ in Int.random(in: 0..<4, using: &generator) > 0 }
      new.shuffle(using: &generator)
      if round % 2 == 0 { new.sort { Int($0.id)! < Int($1.id)! } }
      for extra in 0..<Int.random(in: 0...5, using: &generator) {
        new.insert(Item(id: "new\(extra)"), at: Int.random(in: 0...new.count, using: &generator))
      }
      let changeset = changes(old, new)
      for (index, element) in old.enumerated() {
        XCTAssertEqual(
          changeset.newIndex(ofOld: index), new.firstIndex { $0.id == element.id },
          "round \(round): \(element.id) of \(old.map(\.id)) → \(new.map(\.id))")
      }
    }
    XCTAssertNil(changes([Item(id: "a")], [Item(id: "a")]).newIndex(ofOld: -1))
  }

  private func randomItems(count: Int, _ alphabet: Int, _ generator: inout SplitMix64) -> [Item] {
    (0..<count).map { _ in
      Item(
        id: "\(Int.random(in: 0..<alphabet, using: &generator))",
        content: Int.random(in: 0..<3, using: &generator))
    }
  }
}
