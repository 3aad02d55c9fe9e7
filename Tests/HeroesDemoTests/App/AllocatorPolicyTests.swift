import XCTest

@testable import HeroCatalog
@testable import HeroesDemo
@testable import TerminalUI

final class AllocatorPolicyTests: XCTestCase {
    /// glibc takes every setting, and takes them again; other C libraries keep their defaults.
    func testKeepFreedMemoryTakesOnGlibcAndMayBeCalledAgain() {
        #if canImport(Glibc)
            XCTAssertTrue(AllocatorPolicy.keepFreedMemory())
            XCTAssertTrue(AllocatorPolicy.keepFreedMemory(), "a second call")
        #else
            XCTAssertFalse(AllocatorPolicy.keepFreedMemory())
            XCTAssertFalse(AllocatorPolicy.keepFreedMemory(), "a second call")
        #endif
        // Blocks on either side of the arena's limit are still allocated, written and freed.
        for byteCount in [
            16, Int(AllocatorPolicy.largestArenaBlock) - 4_096, Int(AllocatorPolicy.largestArenaBlock) + 1,
        ] {
            let block = [UInt8](repeating: 0xA5, count: byteCount)
            XCTAssertEqual(block.last, 0xA5, "\(byteCount) bytes")
        }
    }
}
