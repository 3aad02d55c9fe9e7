import XCTest

@testable import SectionedData

/// The phase of an engine, in words: `idle`, `idle, shown`, `busy`, `starting stage 1 of 3`,
/// `starting stage 1 of 3, ended`, `animating stage 2 of 3`, `diffing`, with `, stale` when the
/// host's sections changed meanwhile.
@MainActor
func phaseDescription<Host>(of engine: AnimatedSectionsEngine<Host>) -> String {
    switch engine.phase {
    case .idle(let shown):
        return shown.view == nil ? "idle" : "idle, shown"
    case .busy:
        return "busy"
    case .startingStage(let change, let ended):
        return "starting stage \(change.current + 1) of \(change.stages.count)" + (ended ? ", ended" : "")
            + (change.isStale ? ", stale" : "")
    case .animating(let change):
        return "animating stage \(change.current + 1) of \(change.stages.count)" + (change.isStale ? ", stale" : "")
    case .diffing(let diff):
        return "diffing" + (diff.isStale ? ", stale" : "")
    }
}

/// Asserts the engine's phase and whether a list is pending.
@MainActor
func assertPhase<Host>(
    _ engine: AnimatedSectionsEngine<Host>,
    _ expected: String,
    pending: Bool = false,
    file: StaticString = #filePath,
    line: UInt = #line
) {
    XCTAssertEqual(phaseDescription(of: engine), expected, "phase", file: file, line: line)
    XCTAssertEqual(engine.pending != nil, pending, "a list pending", file: file, line: line)
}
