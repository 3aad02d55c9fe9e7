import RxCore

/// Subscribes to `single` and describes the outcome it delivered synchronously (`"none"` if it
/// has not delivered one yet), e.g. `"success(3)"`.
func outcome<Element>(_ single: Single<Element>) -> String {
    var result = "none"
    _ = single.subscribe { result = "\($0)" }
    return result
}

/// Subscribes to `maybe` and describes the outcome it delivered synchronously (`"none"` if it has
/// not delivered one yet), e.g. `"success(3)"` or `"completed"`.
func outcome<Element>(_ maybe: Maybe<Element>) -> String {
    var result = "none"
    _ = maybe.subscribe { result = "\($0)" }
    return result
}
