extension ControlEvent {
    /// The control's events as a ``Driver``.
    ///
    /// A control event never fails; if one does, a debug build stops with a fatal error and a
    /// release build ends the driver, as in RxCocoa.
    ///
    /// - Returns: The driver.
    public func asDriver() -> Driver<Element> {
        asDriver(onErrorRecover: { _ -> Driver<Element> in
            #if DEBUG
                fatalError("Somehow driver received error from a source that shouldn't fail.")
            #else
                return Driver.empty()
            #endif
        })
    }
}
