import XCTest

@testable import HeroCatalog

final class HeroIdentityTests: XCTestCase {
    func testEqualNamesHaveEqualIdentities() {
        XCTAssertEqual(HeroIdentity(name: "Storm"), HeroIdentity(name: "Storm"))
        XCTAssertNotEqual(HeroIdentity(name: "Storm"), HeroIdentity(name: "storm"))
        XCTAssertEqual(HeroIdentity(name: "Zoe\u{308} Lane"), HeroIdentity(name: "Zo\u{EB} Lane"), "canonically equal")
    }

    func testKeepsTheFirstSpellingOfItsName() {
        let first = HeroIdentity(name: "Re\u{301}my, identity test")
        let second = HeroIdentity(name: "R\u{E9}my, identity test")
        XCTAssertEqual(first, second)
        XCTAssertEqual(second.name.unicodeScalars.count, "Re\u{301}my, identity test".unicodeScalars.count)
        XCTAssertEqual("\(second)", second.name)
    }

    func testIdentitiesWorkAcrossThreads() {
        let names = (0..<200).map { "Concurrent hero \($0)" }
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for name in names { _ = HeroIdentity(name: name) }
        }
        XCTAssertEqual(Set(names.map(HeroIdentity.init(name:))).count, names.count)
        XCTAssertEqual(names.map { HeroIdentity(name: $0).name }, names)
    }
}
