import XCTest

@testable import HeroCatalog

final class ByteStringInternerTests: XCTestCase {
    /// Interns `values`, each a slice of a file holding them all back to back (and escaped ones a
    /// copy of their own), and returns their numbers, or `nil` at the first `isValid` refusal.
    private func numbers(
        _ values: [String], escaped: Set<Int> = [], table: inout HeroStore.StringTable,
        isValid: (ArraySlice<UInt8>, String?) -> Bool = { _, _ in true }
    ) -> [UInt32?] {
        let file = values.flatMap { Array($0.utf8) }
        var interner = ByteStringInterner()
        var start = 0
        return values.enumerated().map { index, value in
            let count = value.utf8.count
            defer { start += count }
            if escaped.contains(index) {
                return interner.number(for: Array(value.utf8)[...], in: &table, isValid: isValid)
            }
            return interner.number(for: file[start..<start + count], in: &table, isValid: isValid)
        }
    }

    func testNumbersAsTheStringTableDoes() {
        let values = [
            "Avengers", "X-Men", "Avengers", "Équipe", "E\u{301}quipe", "K-Force", "\u{212A}-Force", "X-Men",
            "\u{212A}elvin", "Kelvin", "雷神", "雷神", "", "Équipe",
        ]
        var table = HeroStore.StringTable()
        var reference = HeroStore.StringTable()
        XCTAssertEqual(numbers(values, escaped: [2, 4, 9], table: &table), values.map { reference.number(for: $0) })
        XCTAssertEqual(table.strings.map { Array($0.utf8) }, reference.strings.map { Array($0.utf8) })
    }

    func testChecksEachNewStringOnce() {
        var checked: [String] = []
        var table = HeroStore.StringTable()
        let values = ["A", "B", "A", "É", "E\u{301}", "K", "\u{212A}", "\u{212A}x", "Kx"]
        let result = numbers(values, table: &table) { bytes, string in
            XCTAssertEqual(string.map { Array($0.utf8) }, bytes.allSatisfy { $0 < 0x80 } ? nil : Array(bytes))
            checked.append(String(decoding: bytes, as: UTF8.self))
            return true
        }
        XCTAssertEqual(result, [0, 1, 0, 2, 2, 3, 3, 4, 4])
        XCTAssertEqual(checked.map { Array($0.utf8) }, ["A", "B", "É", "K", "\u{212A}x"].map { Array($0.utf8) })
    }

    func testStopsAtARefusedString() {
        var table = HeroStore.StringTable()
        let result = numbers(["ok", "bad", "ok"], table: &table) { bytes, _ in !bytes.elementsEqual("bad".utf8) }
        XCTAssertEqual(result, [0, nil, 0])
    }
}
