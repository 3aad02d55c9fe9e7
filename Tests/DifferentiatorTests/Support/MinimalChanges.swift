import DiffTestSupport
import Differentiator

/// The fewest operations a diff of two section lists can report, computed independently of the
/// diff by quadratic brute force.
struct MinimalChanges: Equatable, CustomStringConvertible {
    var deletedSections = 0
    var insertedSections = 0
    var movedSections = 0
    var updatedSections = 0
    var deletedItems = 0
    var insertedItems = 0
    var movedItems = 0
    var updatedItems = 0

    /// The counts for going from `initial` to `final` (identities unique on each side).
    init(from initial: [TestSection], to final: [TestSection]) {
        let finalSectionIndex = Dictionary(uniqueKeysWithValues: final.enumerated().map { ($1.identity, $0) })
        let initialSectionIDs = Set(initial.map(\.identity))
        deletedSections = initial.filter { finalSectionIndex[$0.identity] == nil }.count
        insertedSections = final.filter { !initialSectionIDs.contains($0.identity) }.count
        let survivors = initial.compactMap { finalSectionIndex[$0.identity] }
        movedSections = survivors.count - Self.longestIncreasingRun(survivors)
        updatedSections =
            initial.filter { section in
                finalSectionIndex[section.identity].map { final[$0].model != section.model } ?? false
            }.count

        // Where each row ends up, in any section: a row whose identity is in both lists moves,
        // wherever its sections go, and is never deleted and inserted.
        var finalPlace: [Int: (section: Int, item: Int, row: Row)] = [:]
        for (sectionIndex, section) in final.enumerated() {
            for (itemIndex, row) in section.items.enumerated() { finalPlace[row.id] = (sectionIndex, itemIndex, row) }
        }
        let initialRowIDs = Set(initial.flatMap(\.items).map(\.id))
        for section in initial {
            let target = finalSectionIndex[section.identity]
            var staying: [Int] = []
            for row in section.items {
                guard let place = finalPlace[row.id] else {
                    // Rows of a deleted section go with it.
                    if target != nil { deletedItems += 1 }
                    continue
                }
                if place.row != row { updatedItems += 1 }
                if place.section == target { staying.append(place.item) } else { movedItems += 1 }
            }
            movedItems += staying.count - Self.longestIncreasingRun(staying)
        }
        // Rows of an inserted section come with it.
        for section in final where initialSectionIDs.contains(section.identity) {
            insertedItems += section.items.filter { !initialRowIDs.contains($0.id) }.count
        }
    }

    /// The counts a list of stages reports.
    init<Section>(reportedBy stages: [Changeset<Section>]) {
        for stage in stages {
            deletedSections += stage.deletedSections.count
            insertedSections += stage.insertedSections.count
            movedSections += stage.movedSections.count
            updatedSections += stage.updatedSections.count
            deletedItems += stage.deletedItems.count
            insertedItems += stage.insertedItems.count
            movedItems += stage.movedItems.count
            updatedItems += stage.updatedItems.count
        }
    }

    var description: String {
        "sections -\(deletedSections) +\(insertedSections) moved \(movedSections) updated \(updatedSections); "
            + "items -\(deletedItems) +\(insertedItems) moved \(movedItems) updated \(updatedItems)"
    }

    /// The length of a longest strictly increasing subsequence, by quadratic dynamic programming.
    static func longestIncreasingRun(_ values: [Int]) -> Int {
        var lengths = Array(repeating: 1, count: values.count)
        for index in values.indices {
            for earlier in 0..<index where values[earlier] < values[index] {
                lengths[index] = max(lengths[index], lengths[earlier] + 1)
            }
        }
        return lengths.max() ?? 0
    }
}
