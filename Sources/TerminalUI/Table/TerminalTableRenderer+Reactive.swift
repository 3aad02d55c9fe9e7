import RxCore

// `table.rx.items(dataSource:)` and `table.rx.modelSelected(_:)` need the table to be
// `ReactiveCompatible`; `ListRenderer` does not require it, as renderers do not depend on Rx.
extension TerminalTableRenderer: ReactiveCompatible {}
