import Foundation
import XCTest

@testable import TerminalUI

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

final class InputReaderTests: XCTestCase {
    /// A reader on a pipe, recording what it delivers.
    @MainActor
    private final class Fixture {
        let readEnd: Int32
        var writeEnd: Int32
        var keys: [Key] = []
        var ends = 0
        /// How many times keys were delivered; each read delivers its keys at once.
        var deliveries = 0
        var expectation: XCTestExpectation?
        var expectedCount = Int.max
        private(set) var reader: InputReader!

        init(escapeTimeout: Duration = .milliseconds(20)) {
            var descriptors: [Int32] = [-1, -1]
            XCTAssertEqual(pipe(&descriptors), 0)
            readEnd = descriptors[0]
            writeEnd = descriptors[1]
            reader = InputReader(
                descriptor: readEnd,
                escapeTimeout: escapeTimeout,
                onKeys: { [unowned self] delivered in
                    XCTAssertTrue(Thread.isMainThread)
                    XCTAssertFalse(delivered.isEmpty, "a delivery holds at least one key")
                    keys += delivered
                    deliveries += 1
                    if keys.count >= expectedCount { expectation?.fulfill() }
                },
                onEnd: { [unowned self] in
                    ends += 1
                    expectation?.fulfill()
                }
            )
        }

        deinit {
            close(readEnd)
            if writeEnd >= 0 { close(writeEnd) }
        }

        func send(_ bytes: [UInt8]) {
            XCTAssertEqual(write(writeEnd, bytes, bytes.count), bytes.count)
        }

        func closeInput() {
            close(writeEnd)
            writeEnd = -1
        }

        /// Waits until `count` keys have arrived in total (or the input ended).
        func waitForKeys(_ count: Int, file: StaticString = #filePath, line: UInt = #line) {
            guard keys.count < count else { return }
            let arrived = XCTestExpectation(description: "\(count) keys")
            expectation = arrived
            expectedCount = count
            XCTAssertEqual(
                XCTWaiter().wait(for: [arrived], timeout: 30), .completed, "got \(keys)", file: file, line: line)
            expectation = nil
        }

        func waitForEnd(file: StaticString = #filePath, line: UInt = #line) {
            guard ends == 0 else { return }
            let ended = XCTestExpectation(description: "end of input")
            expectation = ended
            XCTAssertEqual(XCTWaiter().wait(for: [ended], timeout: 30), .completed, file: file, line: line)
            expectation = nil
        }

        /// Blocks the main thread (so nothing queued on the main queue runs) until the reader
        /// thread has returned from `poll` `count` times in total.
        func blockMainUntilWakeUps(_ count: Int, file: StaticString = #filePath, line: UInt = #line) {
            let deadline = Date().addingTimeInterval(30)
            while reader.wakeUps < count && Date() < deadline { usleep(1_000) }
            XCTAssertGreaterThanOrEqual(reader.wakeUps, count, "the reader did not wake", file: file, line: line)
        }

        /// Waits (without blocking the main queue) until the reader has made `count` reads in
        /// total, so that what is sent next comes in a read of its own.
        func waitForReads(_ count: Int, file: StaticString = #filePath, line: UInt = #line) {
            let deadline = Date().addingTimeInterval(30)
            while reader.reads < count && Date() < deadline { idle(milliseconds: 1) }
            XCTAssertGreaterThanOrEqual(reader.reads, count, "the reader did not read", file: file, line: line)
        }

        /// Waits until the reading thread has ended.
        func waitForFinish(file: StaticString = #filePath, line: UInt = #line) {
            let deadline = Date().addingTimeInterval(30)
            while !reader.hasFinished && Date() < deadline { idle(milliseconds: 1) }
            XCTAssertTrue(reader.hasFinished, "the reading thread did not end", file: file, line: line)
        }

        /// Runs everything queued on the main queue before this call.
        func drainMainQueue(file: StaticString = #filePath, line: UInt = #line) {
            let drained = XCTestExpectation(description: "main queue drained")
            DispatchQueue.main.async { drained.fulfill() }
            XCTAssertEqual(XCTWaiter().wait(for: [drained], timeout: 30), .completed, file: file, line: line)
        }

        /// Lets the main queue and the reader thread run for a while.
        func idle(milliseconds: Int = 60) {
            let done = XCTestExpectation(description: "idle")
            DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(milliseconds)) { done.fulfill() }
            XCTAssertEqual(XCTWaiter().wait(for: [done], timeout: 30), .completed)
        }
    }

    func testDeliversKeysInOrderOnTheMainQueue() {
        // XCTest runs tests on the main thread; Linux test discovery cannot call @MainActor methods.
        MainActor.assumeIsolated {
            let fixture = Fixture()
            fixture.reader.start()
            fixture.send(Array("spi".utf8) + [0x1B, 0x5B, 0x41] + Array("dé".utf8) + [0x0D])
            fixture.waitForKeys(4)
            XCTAssertEqual(fixture.keys, [.text("spi"), .up, .text("dé"), .enter])
            // One write is one read (pipe writes this small are atomic): its keys come at once.
            XCTAssertEqual(fixture.deliveries, 1, "the keys of one read come in one delivery")
            fixture.reader.stop()
        }
    }

    func testASequenceSplitAcrossWritesIsOneKey() {
        MainActor.assumeIsolated {
            let fixture = Fixture(escapeTimeout: .seconds(60))
            fixture.reader.start()
            fixture.send([0x1B, 0x5B])
            fixture.waitForReads(1)
            fixture.send([0x36, 0x7E])
            fixture.waitForKeys(1)
            XCTAssertEqual(fixture.keys, [.pageDown])
            XCTAssertEqual(fixture.reader.reads, 2, "the two halves were read apart")
            fixture.reader.stop()
        }
    }

    func testEscapeAndAKeyInOneWriteIsAltNeverEscape() {
        MainActor.assumeIsolated {
            // The timeout is long: the keys can only have been decided by the bytes themselves.
            let fixture = Fixture(escapeTimeout: .seconds(60))
            fixture.reader.start()
            fixture.send([0x1B, 0x62, 0x1B, 0x7F, 0x1B, 0x71])
            fixture.waitForKeys(3)
            XCTAssertEqual(fixture.keys, [.alt(.text("b")), .alt(.backspace), .alt(.text("q"))])
            fixture.reader.stop()
        }
    }

    func testATerminalReplySplitAcrossWritesNeverReachesTheKeys() {
        MainActor.assumeIsolated {
            let fixture = Fixture(escapeTimeout: .seconds(60))
            fixture.reader.start()
            fixture.send([0x1B] + Array("]11;rgb:00".utf8))
            fixture.waitForReads(1)
            fixture.send(Array("00/0000/0000".utf8) + [0x1B])
            fixture.waitForReads(2)
            fixture.send(Array("\\ok".utf8))
            fixture.waitForKeys(1)
            XCTAssertEqual(fixture.keys, [.text("ok")])
            XCTAssertEqual(fixture.reader.reads, 3, "the three pieces were read apart")
            fixture.reader.stop()
        }
    }

    func testAStringLeftOpenIsAbandonedAfterTheTimeout() {
        MainActor.assumeIsolated {
            let fixture = Fixture()
            fixture.reader.start()
            fixture.send([0x1B] + Array("]0;never ends".utf8))
            // Typing after the timeout is text again; bytes sent at once would still be inside
            // the string, so wait until the reader has gone back to sleep after the timeout.
            let deadline = Date().addingTimeInterval(30)
            while fixture.reader.wakeUps < 2 && Date() < deadline { fixture.idle(milliseconds: 10) }
            XCTAssertEqual(fixture.reader.wakeUps, 2, "woke to read, then at the timeout")
            fixture.send(Array("typed".utf8))
            fixture.waitForKeys(1)
            XCTAssertEqual(fixture.keys, [.text("typed")])
            fixture.reader.stop()
        }
    }

    func testALoneEscapeArrivesAfterTheTimeout() {
        MainActor.assumeIsolated {
            let fixture = Fixture()
            fixture.reader.start()
            fixture.send([0x1B])
            fixture.waitForKeys(1)
            XCTAssertEqual(fixture.keys, [.escape])
            fixture.send([0x03])
            fixture.waitForKeys(2)
            XCTAssertEqual(fixture.keys, [.escape, .control("c")])
            fixture.reader.stop()
        }
    }

    func testTheEndOfInputIsReportedOnceAfterThePendingKeys() {
        MainActor.assumeIsolated {
            let fixture = Fixture(escapeTimeout: .seconds(10))
            fixture.reader.start()
            fixture.send(Array("x".utf8) + [0x1B])
            fixture.closeInput()
            fixture.waitForEnd()
            // Once the thread has ended it queues nothing more: after the main queue has run
            // what it queued, every key and end it will ever report has arrived.
            fixture.waitForFinish()
            fixture.drainMainQueue()
            XCTAssertEqual(fixture.keys, [.text("x"), .escape])
            XCTAssertEqual(fixture.ends, 1)
        }
    }

    func testNothingIsDeliveredAfterStop() {
        MainActor.assumeIsolated {
            let fixture = Fixture()
            fixture.reader.start()
            fixture.send(Array("a".utf8))
            fixture.waitForKeys(1)
            // The reader wakes once for "b" and once for the end of input; it queues "b" for
            // the main queue before it polls again. The main thread stays blocked meanwhile, so
            // "b" is already queued when `stop` runs, and must be dropped.
            let wakeUps = fixture.reader.wakeUps
            fixture.send(Array("b".utf8))
            fixture.closeInput()
            fixture.blockMainUntilWakeUps(wakeUps + 2)
            fixture.reader.stop()
            fixture.reader.stop()
            fixture.drainMainQueue()
            XCTAssertEqual(fixture.keys, [.text("a")])
            XCTAssertEqual(fixture.ends, 0)
        }
    }

    func testAnIdleReaderPollsWithoutATimeout() {
        XCTAssertEqual(InputReader.pollTimeout(hasPendingEscape: false, escapeTimeout: .milliseconds(50)), -1)
        XCTAssertEqual(InputReader.pollTimeout(hasPendingEscape: true, escapeTimeout: .milliseconds(50)), 50)
        XCTAssertEqual(InputReader.pollTimeout(hasPendingEscape: true, escapeTimeout: .microseconds(1_500)), 2)
        XCTAssertEqual(InputReader.pollTimeout(hasPendingEscape: true, escapeTimeout: .seconds(-1)), 0)
        MainActor.assumeIsolated {
            let fixture = Fixture()
            fixture.reader.start()
            fixture.send(Array("a".utf8))
            fixture.waitForKeys(1)
            XCTAssertEqual(fixture.reader.wakeUps, 1, "woke once, to read the key")
            fixture.reader.stop()
        }
    }

    func testStartingTwiceStartsOneThread() {
        MainActor.assumeIsolated {
            let fixture = Fixture()
            fixture.reader.start()
            fixture.reader.start()
            XCTAssertEqual(fixture.reader.threadsStarted, 1)
            fixture.send(Array("abc".utf8))
            fixture.waitForKeys(1)
            XCTAssertEqual(fixture.keys, [.text("abc")])
            fixture.reader.stop()
        }
    }
}
