import XCTest

@testable import HeroCatalog
@testable import HeroesDemo
@testable import TerminalUI

final class PipeSinkTests: XCTestCase {
    func testTakesMoreThanAPipeHoldsAndCloses() throws {
        let sink = try XCTUnwrap(PipeSink())
        var output = FileDescriptorOutput(descriptor: sink.writeDescriptor)
        // Far more than a pipe's buffer: only a drained pipe lets this finish.
        let frame = String(repeating: "x", count: 100_000)
        for _ in 0..<50 {
            output.write(frame)
            output.flush()
        }
        XCTAssertFalse(output.hasFailed)
        sink.close()
    }
}
