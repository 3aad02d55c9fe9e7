import RxCore
import XCTest

@testable import HeroCatalog
@testable import HeroesDemo
@testable import TerminalUI

final class SearchFieldTests: XCTestCase {
    func testReportsTheCurrentTextThenEveryChange() {
        // XCTest runs tests on the main thread; Linux test discovery cannot call @MainActor methods.
        MainActor.assumeIsolated {
            let field = SearchField()
            final class Texts { var values: [String] = [] }
            let texts = Texts()
            let subscription = field.textChanges.subscribe(onNext: { texts.values.append($0) })
            XCTAssertTrue(field.handle(.text("spidr")))
            XCTAssertTrue(field.handle(.left))
            XCTAssertTrue(field.handle(.text("e")))
            XCTAssertFalse(field.handle(.up), "not an editing key")
            XCTAssertTrue(field.handle(.control("u")))
            XCTAssertTrue(field.handle(.backspace), "an editing key, even with nothing to delete")
            field.setText("storm")
            field.setText("storm")
            XCTAssertEqual(texts.values, ["", "spidr", "spider", "", "storm"], "unchanged text is not reported")
            XCTAssertEqual(field.text, "storm")
            subscription.dispose()
        }
    }

    func testRendersThroughItsEditor() {
        MainActor.assumeIsolated {
            let field = SearchField()
            field.handle(.text("wonder woman"))
            XCTAssertEqual(field.render(width: 6), LineEditor.Rendering(text: "woman", cursorColumn: 5))
        }
    }
}
