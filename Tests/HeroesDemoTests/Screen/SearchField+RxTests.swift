import RxCore
import XCTest

@testable import HeroCatalog
@testable import HeroesDemo
@testable import TerminalUI

final class SearchFieldRxTests: XCTestCase {
    func testTextIsAControlPropertyOfTheFieldsText() {
        // XCTest runs tests on the main thread; Linux test discovery cannot call @MainActor methods.
        MainActor.assumeIsolated {
            let field = SearchField()
            field.handle(.text("st"))
            final class Texts { var values: [String?] = [] }
            let texts = Texts()
            let subscription = field.rx.text.subscribe(onNext: { texts.values.append($0) })
            field.handle(.text("orm"))
            XCTAssertEqual(texts.values, ["st", "storm"], "the current text first, then each edit")

            let binding = Observable.just("thor").bind(to: field.rx.text)
            XCTAssertEqual(field.text, "thor", "binding text replaces the field's text")
            XCTAssertEqual(texts.values.last, "thor")
            field.rx.text.onNext(nil)
            XCTAssertEqual(field.text, "", "nil clears the field")
            binding.dispose()
            subscription.dispose()
        }
    }

    func testOrEmptyGivesTheViewModelPlainStrings() {
        MainActor.assumeIsolated {
            let field = SearchField()
            final class Texts { var values: [String] = [] }
            let texts = Texts()
            let subscription = field.rx.text.orEmpty.subscribe(onNext: { texts.values.append($0) })
            field.handle(.text("x"))
            field.handle(.backspace)
            XCTAssertEqual(texts.values, ["", "x", ""])
            subscription.dispose()
        }
    }
}
