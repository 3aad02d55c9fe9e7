import Foundation
import HeroTestSupport
import SectionedData
import XCTest

@testable import HeroCatalog

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
        var fields = HeroFixtures.batman.fields
        fields.intro = "The Dark Knight."
        fields.team = "Outsiders"
        let hero = Hero(fields)
        XCTAssertEqual(hero.identity, HeroFixtures.batman.identity)
        XCTAssertEqual(hero.identity, HeroIdentity(name: "Batman"))
        XCTAssertNotEqual(hero, HeroFixtures.batman, "equality still sees the changed content")
        XCTAssertEqual(hero.intro, "The Dark Knight.")
    }

    func testAHeroIsPlainDataThatCopiesWithoutReferenceCounting() {
        // Million-row arrays of heroes are copied and freed on several threads at once.
        XCTAssertTrue(_isPOD(Hero.self))
        XCTAssertEqual(MemoryLayout<Hero>.stride, 8, "two 32-bit numbers")
        let hero = HeroFixtures.batman
        XCTAssertEqual(hero.store.number, hero.storeNumber)
        XCTAssertTrue(HeroStore.numbered(hero.storeNumber) === hero.store, "kept")
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
        var fields = HeroFixtures.batman.fields
        fields.name = "Batwoman"
        let hero = Hero(fields)
        XCTAssertEqual(hero.identity, HeroIdentity(name: "Batwoman"))
        XCTAssertEqual(HeroFixtures.batman.name, "Batman", "changing a copy leaves the original")
        XCTAssertEqual("\(hero.identity)", "Batwoman")
    }

    func testHasIdentityAgreesWithComparingIdentities() {
        let catalog = SyntheticHeroes.make(count: 50)
        var builder = HeroStore.Builder(identityScheme: .interned)
        builder.append(name: "Batman", universe: .dc, team: "Outsiders", intro: "Again.", icon: "🦇")
        builder.append(name: "Zoe\u{308} Lane", universe: .dc, team: "Solo", intro: "Writes.", icon: "📰")
        builder.append(name: "Zo\u{EB} Lane", universe: .dc, team: "Solo", intro: "Writes.", icon: "📰")
        let heroes = catalog + builder.build().heroes + HeroFixtures.all
        for left in heroes {
            for right in heroes {
                XCTAssertEqual(
                    left.hasIdentity(of: right), left.identity == right.identity, "\(left.name) and \(right.name)")
            }
        }
    }
}
