import DiffTestSupport
import XCTest

@testable import SectionedData

private typealias Engine = AnimatedSectionsEngine<EngineHost>
private typealias FreedSection = AnimatableSectionModel<String, FreedOnThread>

/// A host of `FreedSection`s that only holds them.
@MainActor
private final class FreedHost: AnimatedSectionsHost {
    typealias View = RecordingRenderer
    let engine = AnimatedSectionsEngine<FreedHost>()
    private(set) var sectionModels: [FreedSection] = []

    init(offMainActor: Bool) {
        engine.attach(
            to: self, differ: offMainActor ? .offMainActor() : .onMainActor(), diffScheduler: nil,
            backgroundDiffThreshold: 0)
    }

    func setSections(_ sections: [FreedSection]) { sectionModels = sections }
    func isBound(to view: RecordingRenderer) -> Bool { true }
    func isOnScreen(_ view: RecordingRenderer) -> Bool { true }
    func reloadData(of view: RecordingRenderer) {}
    func performBatchUpdates(
        _ stage: Changeset<FreedSection>, in view: RecordingRenderer, completion: @escaping @MainActor (Bool) -> Void
    ) { completion(true) }
    func viewTransition(for stages: [Changeset<FreedSection>], in view: RecordingRenderer) -> ViewTransition {
        .animated
    }
    func log(diffError error: any Error) {}
}

final class AnimatedSectionsEngineTransitionsTests: XCTestCase {
    func testItemCountStopsAtTheLimit() {
        onMainActor {
            let sections = [section("A", [1, 2, 3]), section("B", []), section("C", [4, 5])]
            XCTAssertEqual(Engine.itemCount(sections, upTo: 100), 5)
            XCTAssertEqual(Engine.itemCount(sections, upTo: 5), 5)
            XCTAssertEqual(Engine.itemCount(sections, upTo: 4), 4)
            XCTAssertEqual(Engine.itemCount(sections, upTo: 0), 0)
            XCTAssertEqual(Engine.itemCount([], upTo: 10), 0)
        }
    }

    func testADiffErrorIsIdentifiedByItsKindAndTheOffendingIdentity() {
        onMainActor {
            XCTAssertEqual(Engine.identityKey(of: Diff.Error.duplicateItem(item: row(7, 1))), "item 7")
            XCTAssertEqual(Engine.identityKey(of: Diff.Error.duplicateItem(item: row(7, 2))), "item 7")
            XCTAssertEqual(Engine.identityKey(of: Diff.Error.duplicateSection(section: section("A", [1]))), "section A")
            XCTAssertEqual(
                Engine.identityKey(of: Diff.Error.duplicateItem(item: "not identifiable")), "item not identifiable")
            XCTAssertEqual(Engine.identityKey(of: RxDataSourceError.preconditionFailed(message: "other")), "other")
        }
    }

    func testTheListsAChangeLetsGoOfAreFreedOffTheMainThreadOnceTheMainQueueRuns() {
        onMainActor {
            let log = ErrorLog()
            let host = FreedHost(offMainActor: true)
            let renderer = RecordingRenderer()
            host.engine.receive([FreedSection(model: "A", items: [FreedOnThread(1, log: log)])], for: renderer)
            // The old list, held by the host and by the stage that deletes its item, is let go of
            // while the event's callers still hold the stage.
            host.engine.receive([FreedSection(model: "A", items: [])], for: renderer)
            XCTAssertEqual(log.messages, [], "nothing is freed before the main queue runs")
            spinMainRunLoop(until: { log.messages.count == 1 })
            XCTAssertEqual(log.messages, ["freed on the main thread: false"])
        }
    }

    func testReplacedSectionsOfAMainActorDifferAreFreedOnTheMainThread() {
        onMainActor {
            let log = ErrorLog()
            let host = FreedHost(offMainActor: false)
            host.setSections([FreedSection(model: "A", items: [FreedOnThread(1, log: log)])])
            host.engine.replaceSections(with: [])
            XCTAssertEqual(log.messages, ["freed on the main thread: true"])
        }
    }
}
