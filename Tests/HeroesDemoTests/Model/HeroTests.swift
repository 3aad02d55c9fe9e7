import Foundation
import SectionedData
import XCTest

@testable import HeroesDemo

final class HeroTests: XCTestCase {
    func testDecodesTheDataFileFormat() throws {
        let json = #"{"name": "Storm", "universe": "Marvel", "team": "X-Men", "intro": "Weather.", "icon": "🌩️"}"#
        let hero = try JSONDecoder().decode(Hero.self, from: Data(json.utf8))
        XCTAssertEqual(hero, Hero(name: "Storm", universe: .marvel, team: "X-Men", intro: "Weather.", icon: "🌩️"))
    }

    func testEncodingRoundTrips() throws {
        let hero = HeroFixtures.sunfire
        let decoded = try JSONDecoder().decode(Hero.self, from: JSONEncoder().encode(hero))
        XCTAssertEqual(decoded, hero)
    }

    func testIdentityIsTheNameAndSurvivesContentChanges() {
        var hero = HeroFixtures.batman
        let identity = hero.identity
        hero.intro = "The Dark Knight."
        hero.team = "Outsiders"
        XCTAssertEqual(hero.identity, identity)
        XCTAssertEqual(identity, HeroIdentity(name: "Batman"))
        XCTAssertNotEqual(hero, HeroFixtures.batman, "equality still sees the changed content")
    }

    func testIdentityWorksWithSectionedDataGenerics() {
        func identities<Item: IdentifiableType>(_ items: [Item]) -> [Item.Identity] { items.map(\.identity) }
        XCTAssertEqual(
            identities([HeroFixtures.batman, HeroFixtures.zoe]).map(\.name), ["Batman", "Zoe\u{308} Lane"])
    }

    func testIdentityFollowsTheNameAndCanonicalEquivalence() {
        XCTAssertEqual(HeroIdentity(name: "Zoe\u{308}"), HeroIdentity(name: "Zo\u{EB}"))
        XCTAssertEqual(HeroIdentity(name: "Zoe\u{308}").hashValue, HeroIdentity(name: "Zo\u{EB}").hashValue)
        XCTAssertNotEqual(HeroIdentity(name: "Zoe"), HeroIdentity(name: "zoe"))
        var hero = HeroFixtures.batman
        hero.name = "Batwoman"
        XCTAssertEqual(hero.identity, HeroIdentity(name: "Batwoman"))
        XCTAssertEqual(HeroFixtures.batman.name, "Batman", "changing a copy leaves the original")
        XCTAssertEqual("\(hero.identity)", "Batwoman")
    }
}
