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

        // Where each row ends up, among surviving sections only.
        var finalPlace: [Int: (section: Int, item: Int, row: Row)] = [:]
        for (sectionIndex, section) in final.enumerated() where initialSectionIDs.contains(section.identity) {
            for (itemIndex, row) in section.items.enumerated() { finalPlace[row.id] = (sectionIndex, itemIndex, row) }
        }
        var linked = Set<Int>()
        for section in initial {
            guard let target = finalSectionIndex[section.identity] else { continue }
            var staying: [Int] = []
            for row in section.items {
                guard let place = finalPlace[row.id] else {
                    deletedItems += 1
                    continue
                }
                linked.insert(row.id)
                if place.row != row { updatedItems += 1 }
                if place.section == target { staying.append(place.item) } else { movedItems += 1 }
            }
            movedItems += staying.count - Self.longestIncreasingRun(staying)
        }
        insertedItems = finalPlace.keys.filter { !linked.contains($0) }.count
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
