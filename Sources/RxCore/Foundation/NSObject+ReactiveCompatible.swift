// Every Foundation object gets the `rx` namespace, as in RxCocoa: `label.rx.text`, `session.rx`,
// and a key-path `Binder` for any writable property (`view.rx.isOpaque`).
extension NSObject: ReactiveCompatible {}
