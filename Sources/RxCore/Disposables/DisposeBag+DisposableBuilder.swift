extension DisposeBag {
    /// The result builder of ``DisposeBag/init(builder:)`` and ``DisposeBag/insert(builder:)``,
    /// under the name RxSwift nests it in `DisposeBag`.
    public typealias DisposableBuilder = RxCore.DisposableBuilder
}
