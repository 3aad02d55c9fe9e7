import Foundation
import TestSupport
import XCTest

@testable import HeroCatalog

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

final class HeroCatalogReadingTests: XCTestCase {
    private let hero = #"[{"name": "Thor", "universe": "Marvel", "team": "Avengers", "intro": "Asgard.", "icon": "⚡"}]"#

    func testADeviceThatNeverEndsStopsAtTheLimit() {
        // With the app's limit this reads 1 GiB; a small limit shows the same path quickly.
        for device in ["/dev/zero", "/dev/full"] {
            assertLoadError(
                path: device, "\(device): the file is larger than 64 KiB, the most a data file may hold",
                sizeLimit: 64 << 10)
        }
        XCTAssertThrowsError(try HeroCatalog.readContents(of: "/dev/zero", limit: 0)) {
            XCTAssertEqual(($0 as? HeroDataError)?.problem, .tooLarge(limit: 0))
        }
    }

    func testARegularFileMayHoldExactlyTheLimit() throws {
        let path = try makeTemporaryFile(hero, for: self)
        let size = hero.utf8.count
        XCTAssertEqual(try HeroCatalog.readContents(of: path, limit: size), Array(hero.utf8))
        XCTAssertEqual(try HeroCatalog.load(path: path, sizeLimit: size).heroes.map(\.name), ["Thor"])
        assertLoadError(
            path: path, "\(path): the file is larger than \(size - 1) bytes, the most a data file may hold",
            sizeLimit: size - 1)
    }

    func testTheAppsLimitIsOneGibibyte() {
        XCTAssertEqual(HeroCatalog.maximumFileSize, 1_073_741_824)
        XCTAssertEqual(
            HeroDataError.Problem.tooLarge(limit: HeroCatalog.maximumFileSize).description,
            "the file is larger than 1 GiB, the most a data file may hold")
    }

    func testANamedPipeIsReadToItsEndInManyReads() throws {
        let path = try makeTemporaryDirectory(for: self).appendingPathComponent("heroes.fifo").path
        XCTAssertEqual(mkfifo(path, 0o600), 0, "mkfifo \(path)")
        // More than one read's worth, so the buffer grows while the writer is still writing.
        let padding = String(repeating: " ", count: 300_000)
        let contents = Data((padding + hero + padding).utf8)
        let written = expectation(description: "the writer is done")
        DispatchQueue.global().async {
            if let writer = FileHandle(forWritingAtPath: path) {
                writer.write(contents)
                try? writer.close()
            }
            written.fulfill()
        }
        let data = try HeroCatalog.readContents(of: path, limit: HeroCatalog.maximumFileSize)
        wait(for: [written], timeout: 10)
        XCTAssertEqual(data, Array(contents))
        XCTAssertEqual(try HeroCatalog.decode(data, file: path).heroes.map(\.name), ["Thor"])
    }

    func testTheSystemsReasonIsGivenInsteadOfFoundationsGenericOne() {
        let tooLong = "/tmp/" + String(repeating: "d", count: 3995)
        assertLoadError(
            path: tooLong,
            "\"/tmp/" + String(repeating: "d", count: MessageQuoting.maximumPathLength - 5)
                + "…\" (4000 characters): cannot read the file: file name too long")
        assertLoadError(path: "/dev/null/heroes.json", "/dev/null/heroes.json: no such file")
    }
}
