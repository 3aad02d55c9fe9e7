import DiffTestSupport
import Foundation
import RxCore
import SectionedData
import XCTest

/// Runs `body` on the main actor. XCTest calls test methods on the main thread; on Linux it
/// cannot call `@MainActor` test methods, so tests wrap their bodies in this.
func onMainActor(_ body: @MainActor () throws -> Void) rethrows {
    try MainActor.assumeIsolated(body)
}

/// Collects what a data source logs.
@MainActor
final class LogRecorder {
    var messages: [String] = []
}

/// Runs the main run loop (which drains the main dispatch queue) until `condition` holds or
/// `timeout` passes; fails the test on timeout. Call it on the main thread, outside main-queue
/// work.
@MainActor
func spinMainRunLoop(
    timeout: TimeInterval = 30,
    file: StaticString = #filePath,
    line: UInt = #line,
    until condition: @MainActor () -> Bool
) {
    let deadline = Date().addingTimeInterval(timeout)
    while !condition() {
        if Date() > deadline {
            XCTFail("timed out after \(timeout) s waiting on the main run loop", file: file, line: line)
            return
        }
        RunLoop.main.run(until: Date().addingTimeInterval(0.005))
    }
}

/// Collects messages from any thread, such as errors reported through `Hooks`.
final class ErrorLog: @unchecked Sendable {
    // `lock` guards `storage`.
    private let lock = NSLock()
    private var storage: [String] = []

    func append(_ message: String) {
        lock.withLock { storage.append(message) }
    }

    var messages: [String] {
        lock.withLock { storage }
    }
}

/// The cell text of a test row: its description, which shows its version (`7'`).
@MainActor
func textCell(_: SectionedDataSource<TestSection>, _: any ListRenderer, _: ItemPath, _ row: Row) -> any ListCell {
    TextCell(text: "\(row)")
}

/// An animated data source for test sections: rows show their description, headers their title.
/// Without `diffScheduler` it diffs every change at once, on the main actor.
@MainActor
func makeAnimatedDataSource(
    log: LogRecorder? = nil,
    animationConfiguration: AnimationConfiguration = AnimationConfiguration(),
    diffScheduler: (any ImmediateSchedulerType)? = nil,
    backgroundDiffThreshold: Int = 0
) -> SectionedAnimatedDataSource<TestSection> {
    let dataSource = SectionedAnimatedDataSource<TestSection>(
        animationConfiguration: animationConfiguration,
        diffScheduler: diffScheduler,
        backgroundDiffThreshold: backgroundDiffThreshold,
        configureCell: textCell,
        titleForHeaderInSection: { dataSource, index in dataSource[section: index].model.title }
    )
    if let log {
        dataSource.logger = { log.messages.append($0) }
    }
    return dataSource
}

/// What the recording renderer shows for `sections` with the test data sources.
func rendered(_ sections: [TestSection]) -> [RenderedSection] {
    sections.map { RenderedSection(header: $0.model.title, rows: $0.items.map { "\($0)" }) }
}

/// Asserts that `renderer` received exactly `calls`, found no problem, and shows `sections`.
@MainActor
func assertRenderer(
    _ renderer: RecordingRenderer,
    calls: [RendererCall],
    shows sections: [TestSection],
    file: StaticString = #filePath,
    line: UInt = #line
) {
    XCTAssertEqual(renderer.calls, calls, "renderer calls", file: file, line: line)
    XCTAssertEqual(renderer.problems, [], "renderer problems", file: file, line: line)
    XCTAssertEqual(renderer.shown, rendered(sections), "what the renderer shows", file: file, line: line)
}

/// A batch update with the given operations.
func update(
    deletedSections: [Int] = [],
    insertedSections: [Int] = [],
    movedSections: [(Int, Int)] = [],
    updatedSections: [Int] = [],
    deletedItems: [ItemPath] = [],
    insertedItems: [ItemPath] = [],
    movedItems: [(ItemPath, ItemPath)] = [],
    updatedItems: [ItemPath] = []
) -> RendererCall {
    .batchUpdate(
        ExpectedStage(
            deletedSections: deletedSections,
            insertedSections: insertedSections,
            movedSections: movedSections,
            updatedSections: updatedSections,
            deletedItems: deletedItems,
            insertedItems: insertedItems,
            movedItems: movedItems,
            updatedItems: updatedItems
        )
    )
}
