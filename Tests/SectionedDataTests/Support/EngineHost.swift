import DiffTestSupport
import RxCore
import XCTest

@testable import SectionedData

/// A data source that is no `SectionedDataSource`, as a UIKit data source would be: it keeps its
/// own sections and drives its `RecordingRenderer`s through an `AnimatedSectionsEngine`, and it
/// logs every call the engine makes to it.
@MainActor
final class EngineHost: ListRendererDataSource, AnimatedSectionsHost {
    typealias Section = TestSection
    typealias View = RecordingRenderer

    let engine = AnimatedSectionsEngine<EngineHost>()
    private(set) var sectionModels: [TestSection] = []

    /// What `viewTransition(for:in:)` answers.
    var transition = ViewTransition.animated

    /// The calls the engine made, in order: `setSections`, `reload`, `batch`, `decide 3`, `log`.
    private(set) var calls: [String] = []

    /// The errors logged.
    private(set) var loggedErrors: [String] = []

    /// Run inside `reloadData(of:)` and `viewTransition(for:in:)`, before they answer.
    var duringReload: (@MainActor () -> Void)?
    var duringDecision: (@MainActor () -> Void)?

    /// A host that diffs `Sendable` test sections; with a `scheduler`, changes of `threshold`
    /// items or more are diffed there.
    init(scheduler: (any ImmediateSchedulerType)? = nil, threshold: Int = 0, offMainActor: Bool = true) {
        engine.attach(
            to: self, differ: offMainActor ? .offMainActor() : .onMainActor(), diffScheduler: scheduler,
            backgroundDiffThreshold: threshold)
    }

    /// A renderer showing this host's sections, which it reads from the host.
    func makeRenderer(holdsAnimations: Bool = false) -> RecordingRenderer {
        let renderer = RecordingRenderer()
        renderer.dataSource = self
        renderer.holdsAnimations = holdsAnimations
        return renderer
    }

    /// Records the calls, then clears the record.
    func takeCalls() -> [String] {
        defer { calls = [] }
        return calls
    }

    // MARK: AnimatedSectionsHost

    func setSections(_ sections: [TestSection]) {
        calls.append("setSections")
        sectionModels = sections
    }

    func isBound(to view: RecordingRenderer) -> Bool {
        view.dataSource === self
    }

    func isOnScreen(_ view: RecordingRenderer) -> Bool {
        view.isOnScreen
    }

    func reloadData(of view: RecordingRenderer) {
        calls.append("reload")
        duringReload?()
        view.reloadData()
    }

    func performBatchUpdates(
        _ stage: Changeset<TestSection>,
        in view: RecordingRenderer,
        completion: @escaping @MainActor (Bool) -> Void
    ) {
        calls.append("batch")
        view.performBatchUpdates(stage, animation: AnimationConfiguration(), completion: completion)
    }

    func viewTransition(for stages: [Changeset<TestSection>], in view: RecordingRenderer) -> ViewTransition {
        calls.append("decide \(stages.count)")
        duringDecision?()
        return transition
    }

    func log(diffError error: any Error) {
        calls.append("log")
        loggedErrors.append("\(error)")
    }

    // MARK: ListRendererDataSource

    var numberOfSections: Int { sectionModels.count }

    func numberOfItems(inSection section: Int) -> Int {
        sectionModels[section].items.count
    }

    func cell(for path: ItemPath, in renderer: any ListRenderer) -> any ListCell {
        TextCell(text: "\(sectionModels[path.sectionIndex].items[path.itemIndex])")
    }

    func titleForHeader(inSection section: Int) -> String? {
        sectionModels[section].model.title
    }

    func titleForFooter(inSection section: Int) -> String? { nil }

    func canEditItem(at path: ItemPath) -> Bool { false }

    func canMoveItem(at path: ItemPath) -> Bool { true }

    func moveItem(from source: ItemPath, to destination: ItemPath) {
        var sections = sectionModels
        var items = sections[source.sectionIndex].items
        let item = items.remove(at: source.itemIndex)
        sections[source.sectionIndex] = TestSection(original: sections[source.sectionIndex], items: items)
        items = sections[destination.sectionIndex].items
        items.insert(item, at: destination.itemIndex)
        sections[destination.sectionIndex] = TestSection(original: sections[destination.sectionIndex], items: items)
        sectionModels = sections
        engine.sectionsDidChange()
    }

    func titlesForSectionIndex() -> [String]? { nil }

    func section(forSectionIndexTitle title: String, at index: Int) -> Int { index }
}
