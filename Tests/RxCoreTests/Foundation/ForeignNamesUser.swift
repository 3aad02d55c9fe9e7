import RxCore

/// Uses Foundation and Dispatch names with nothing but `import RxCore` in its file, as a view
/// model ported from RxSwift + RxCocoa does.
struct ForeignNamesUser {
    func summary() -> String {
        let url = URL(string: "https://example.com/heroes")!
        let error = NSError(domain: "Heroes", code: 42, userInfo: [NSLocalizedDescriptionKey: "none"])
        let lock = NSRecursiveLock()
        lock.lock()
        lock.lock()
        let locked = "locked"
        lock.unlock()
        lock.unlock()
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withFullDate]
        let date = formatter.string(from: Date(timeIntervalSince1970: 0))
        let queue = DispatchQueue.main.label == "com.apple.main-thread" ? "main" : DispatchQueue.main.label
        let disposable: Disposable = Observable.just(url).subscribe()
        disposable.dispose()
        return "\(url.absoluteString) \(error.code) \(locked) \(date) \(queue)"
    }
}
