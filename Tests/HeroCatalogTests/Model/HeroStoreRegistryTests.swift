import Dispatch
import XCTest

@testable import HeroCatalog

final class HeroStoreRegistryTests: XCTestCase {
    private func makeStore(_ name: String) -> HeroStore {
        var builder = HeroStore.Builder()
        builder.append(name: name, universe: .dc, team: "Solo", intro: "Registered.", icon: "⭐")
        return builder.build()
    }

    func testNumbersAreHandedOutInOrderAndFindTheirStoresAcrossChunks() {
        let registry = HeroStoreRegistry()
        let numbers = (0..<(HeroStoreRegistry.chunkSize + 2)).map { _ in registry.reserveNumber() }
        XCTAssertEqual(numbers, Array(0..<(HeroStoreRegistry.chunkSize + 2)))
        let chosen = [0, 1, HeroStoreRegistry.chunkSize - 1, HeroStoreRegistry.chunkSize + 1]
        let stores = chosen.map { makeStore("Hero \($0)") }
        for (number, store) in zip(chosen, stores) {
            registry.register(store, number: number)
        }
        for (number, store) in zip(chosen, stores) {
            XCTAssertTrue(registry[number] === store, "number \(number)")
        }
    }

    func testStoresRegisteredOnSeveralThreadsAreFoundOnAnyOther() {
        let registry = HeroStoreRegistry()
        let stores = (0..<64).map { makeStore("Threaded \($0)") }
        DispatchQueue.concurrentPerform(iterations: stores.count) { index in
            registry.register(stores[index], number: index * 97)
        }
        DispatchQueue.concurrentPerform(iterations: stores.count) { index in
            XCTAssertTrue(registry[index * 97] === stores[index], "store \(index)")
        }
    }
}
