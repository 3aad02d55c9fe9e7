import DiffTestSupport
import RxCore
import SectionedData
import XCTest

/// The cell of the recording renderer: the text of its row.
struct TextCell: ListCell, Equatable {
    var text: String
}

/// What the recording renderer shows for a section: its header title and the text of its rows.
typealias RenderedSection = BatchUpdateValidator.DisplayedSection<String?, String>

/// A renderer call, as the recording renderer logs it.
enum RendererCall: Equatable, Sendable, CustomStringConvertible {
    case reloadData
    case batchUpdate(ExpectedStage)

    static func == (lhs: RendererCall, rhs: RendererCall) -> Bool {
        switch (lhs, rhs) {
        case (.reloadData, .reloadData): return true
        case (.batchUpdate(let left), .batchUpdate(let right)): return left.hasSameOperations(as: right)
        default: return false
        }
    }

    var description: String {
        switch self {
        case .reloadData: return "reloadData"
        case .batchUpdate(let stage): return "batchUpdate\(stage)"
        }
    }
}

/// A list renderer for tests: it logs every call, shows what UIKit would show (applying each
/// batch update with ``BatchUpdateValidator`` and asking the data source for the cells and
/// headers that an update inserts or reloads), and checks after every call that what it shows is
/// exactly what its data source holds. Problems are collected in ``problems``.
///
/// With ``holdsAnimations`` set, a batch update's completion waits for ``finishAnimation()``, as
/// if an animation were running.
@MainActor
final class RecordingRenderer: SelectableListRenderer, ReactiveCompatible {
    weak var dataSource: (any ListRendererDataSource)?
    var isOnScreen = true
    var holdsAnimations = false
    /// Whether the renderer misbehaves by calling each completion twice.
    var repeatsCompletions = false
    /// Run at the end of every batch update, inside the call.
    var afterBatchUpdate: (@MainActor () -> Void)?

    private(set) var calls: [RendererCall] = []
    private(set) var animations: [AnimationConfiguration] = []
    private(set) var shown: [RenderedSection] = []
    private(set) var problems: [String] = []
    private var pendingCompletions: [@MainActor (Bool) -> Void] = []
    private var isInsideBatchUpdate = false
    let itemSelectedEvents = RendererEvent<ItemPath>()

    nonisolated init() {}

    /// Whether a batch update's completion is being held.
    var isAnimating: Bool {
        !pendingCompletions.isEmpty
    }

    /// Reports that the user selected the row at `path`.
    func select(_ path: ItemPath) {
        itemSelectedEvents.send(path)
    }

    func reloadData() {
        check(notInside: "reloadData")
        calls.append(.reloadData)
        if dataSource == nil { problems.append("reloadData without a data source") }
        shown = dataSourceContents()
    }

    /// The user drags the row at `source` to `destination`, as a table view reports it: the row
    /// moves on screen, then the data source is told.
    func move(from source: ItemPath, to destination: ItemPath) {
        let row = shown[source.sectionIndex].rows.remove(at: source.itemIndex)
        shown[destination.sectionIndex].rows.insert(row, at: destination.itemIndex)
        dataSource?.moveItem(from: source, to: destination)
        let expected = dataSourceContents()
        if shown != expected {
            problems.append("after a move the list shows \(shown) but the data source holds \(expected)")
        }
    }

    func performBatchUpdates<Section: SectionModelType>(
        _ changeset: Changeset<Section>,
        animation: AnimationConfiguration,
        completion: @escaping @MainActor (Bool) -> Void
    ) {
        check(notInside: "performBatchUpdates")
        calls.append(.batchUpdate(ExpectedStage(changeset)))
        animations.append(animation)
        if isAnimating { problems.append("a batch update started while another one was animating") }
        if changeset.reloadData { problems.append("a batch update asks for reloadData") }
        // The whole call, completion included, must not be re-entered.
        isInsideBatchUpdate = true
        defer { isInsideBatchUpdate = false }
        apply(changeset)
        if holdsAnimations {
            pendingCompletions.append(completion)
        } else {
            completion(true)
            if repeatsCompletions { completion(true) }
        }
        afterBatchUpdate?()
    }

    /// Ends the animation of the oldest held batch update: calls its completion.
    func finishAnimation(file: StaticString = #filePath, line: UInt = #line) {
        guard !pendingCompletions.isEmpty else {
            XCTFail("no animation is running", file: file, line: line)
            return
        }
        let completion = pendingCompletions.removeFirst()
        completion(true)
        if repeatsCompletions { completion(true) }
    }

    /// Ends held animations, and those of the updates they lead to, until none is running.
    func finishAllAnimations() {
        while !pendingCompletions.isEmpty { pendingCompletions.removeFirst()(true) }
    }

    /// What the data source reports, read the way a list reads it when it reloads.
    func dataSourceContents() -> [RenderedSection] {
        guard let dataSource else { return [] }
        return (0..<dataSource.numberOfSections).map { section in
            RenderedSection(
                header: dataSource.titleForHeader(inSection: section),
                rows: (0..<dataSource.numberOfItems(inSection: section)).map { item in
                    text(of: dataSource.cell(for: ItemPath(sectionIndex: section, itemIndex: item), in: self))
                }
            )
        }
    }

    private func apply<Section: SectionModelType>(_ changeset: Changeset<Section>) {
        guard let dataSource else {
            problems.append("a batch update without a data source")
            return
        }
        // Inserted and reloaded rows and headers read the data source after the update, at their
        // final positions, as UIKit's do; the validator marks them `nil`.
        let before = shown.map { section in
            BatchUpdateValidator.DisplayedSection<String??, String?>(header: section.header, rows: section.rows)
        }
        let after: [BatchUpdateValidator.DisplayedSection<String??, String?>]
        do {
            after = try BatchUpdateValidator.apply(changeset, to: before, header: { _ in nil }, row: { _ in nil })
        } catch {
            problems.append("UIKit would reject the update: \(error)\n\(changeset.debugDescription)")
            shown = dataSourceContents()
            return
        }
        shown = after.enumerated().map { sectionIndex, section in
            RenderedSection(
                header: section.header ?? dataSource.titleForHeader(inSection: sectionIndex),
                rows: section.rows.enumerated().map { itemIndex, row in
                    row
                        ?? text(
                            of: dataSource.cell(
                                for: ItemPath(sectionIndex: sectionIndex, itemIndex: itemIndex), in: self))
                }
            )
        }
        let expected = dataSourceContents()
        if shown != expected {
            problems.append(
                "after the update the list shows \(shown) but the data source holds \(expected)\n"
                    + changeset.debugDescription
            )
        }
    }

    private func text(of cell: any ListCell) -> String {
        guard let cell = cell as? TextCell else { return "<not a TextCell: \(cell)>" }
        return cell.text
    }

    private func check(notInside call: String) {
        if isInsideBatchUpdate { problems.append("\(call) called from inside a batch update or its completion") }
    }
}
