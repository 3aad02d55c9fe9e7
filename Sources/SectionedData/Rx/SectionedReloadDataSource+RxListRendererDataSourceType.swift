// The data sources know nothing of the bindings; the bindings declare that a data source can be
// bound. `renderer(_:observedEvent:)` stays in the class, where subclasses can override it.
extension SectionedReloadDataSource: RxListRendererDataSourceType {}
