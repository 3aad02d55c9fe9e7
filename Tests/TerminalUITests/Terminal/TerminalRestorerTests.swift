import TerminalTestSupport
import XCTest

@testable import TerminalUI

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

final class TerminalRestorerTests: XCTestCase {
    override func tearDown() {
        TerminalRestorer.disarm()
        super.tearDown()
    }

    func testArmingTwiceIsRefusedUntilRestored() throws {
        let pty = try PseudoTerminal()
        XCTAssertFalse(TerminalRestorer.isArmed)
        XCTAssertTrue(
            TerminalRestorer.arm(input: pty.terminal, output: pty.terminal, attributes: pty.attributes, sequence: "a"))
        XCTAssertTrue(TerminalRestorer.isArmed)
        XCTAssertFalse(
            TerminalRestorer.arm(input: pty.terminal, output: pty.terminal, attributes: pty.attributes, sequence: "b"))
        TerminalRestorer.restore()
        XCTAssertFalse(TerminalRestorer.isArmed)
        XCTAssertEqual(pty.readOutput(expected: 1), "a")
    }

    func testDisarmingForgetsWithoutWriting() throws {
        let pty = try PseudoTerminal()
        XCTAssertTrue(
            TerminalRestorer.arm(input: pty.terminal, output: pty.terminal, attributes: pty.attributes, sequence: "x"))
        TerminalRestorer.disarm()
        TerminalRestorer.restore()
        TerminalRestorer.emergencyRestore()
        XCTAssertEqual(pty.readOutput(), "")
    }

    func testRestoreAppliesTheRecordedSettingsNotTheCurrentOnes() throws {
        let pty = try PseudoTerminal()
        let recorded = pty.attributes
        XCTAssertTrue(
            TerminalRestorer.arm(input: pty.terminal, output: pty.terminal, attributes: recorded, sequence: ""))
        var changed = TerminalMode.rawAttributes(from: recorded)
        XCTAssertEqual(tcsetattr(pty.terminal, TCSANOW, &changed), 0)
        XCTAssertNotEqual(TerminalSettings(pty.attributes), TerminalSettings(recorded))
        TerminalRestorer.restore()
        XCTAssertEqual(TerminalSettings(pty.attributes), TerminalSettings(recorded))
    }

    func testALongSequenceIsCutAtTheCapacity() throws {
        let pty = try PseudoTerminal()
        let long = String(repeating: "é", count: TerminalRestorer.sequenceCapacity)
        XCTAssertTrue(
            TerminalRestorer.arm(input: pty.terminal, output: pty.terminal, attributes: pty.attributes, sequence: long))
        TerminalRestorer.restore()
        XCTAssertEqual(
            pty.readOutput(expected: TerminalRestorer.sequenceCapacity).utf8.count, TerminalRestorer.sequenceCapacity)
    }

    func testWriteSendsEverythingAndSurvivesAClosedDescriptor() {
        var descriptors: [Int32] = [-1, -1]
        XCTAssertEqual(pipe(&descriptors), 0)
        let text = String(repeating: "雷神 Thor ", count: 1_000)
        TerminalRestorer.write(text, to: descriptors[1])
        close(descriptors[1])
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while case let count = read(descriptors[0], &buffer, buffer.count), count > 0 { received += buffer[0..<count] }
        close(descriptors[0])
        XCTAssertEqual(String(decoding: received, as: UTF8.self), text)
        TerminalRestorer.write("lost", to: -1)
    }
}
