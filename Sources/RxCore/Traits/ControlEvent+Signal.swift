extension ControlEvent {
    /// The control's events as a ``Signal``.
    ///
    /// A control event never fails; if one does, a debug build stops with a fatal error and a
    /// release build ends the signal, as in RxCocoa.
    ///
    /// - Returns: The signal.
    public func asSignal() -> Signal<Element> {
        asSignal(onErrorRecover: { _ -> Signal<Element> in
            #if DEBUG
                fatalError("Somehow signal received error from a source that shouldn't fail.")
            #else
                return Signal.empty()
            #endif
        })
    }
}
