import RxCore

/// Subscribes a renderer to a sequence through a data source, for `rx.items(dataSource:)`.
///
/// The binding sets the renderer's data source and keeps the data source alive until it is
/// disposed, holds the renderer weakly, delivers elements on the main queue (through a `Binder`,
/// which also reports errors as programming errors and ignores completion), and, when disposed,
/// delivers nothing more and detaches the data source from the renderer.
internal enum ListRendererBinding {
    internal static func bind<
        DataSource: RxListRendererDataSourceType & ListRendererDataSource, Source: ObservableType
    >(
        _ source: Source,
        to renderer: any ListRenderer,
        dataSource: DataSource
    ) -> Disposable where DataSource.Element == Source.Element {
        MainScheduler.ensureExecutingOnScheduler(
            errorMessage: "Bind a list renderer on the main thread: rx.items(dataSource:) sets its data source."
        )
        MainActor.assumeIsolated {
            renderer.dataSource = dataSource
        }
        let ended = BooleanDisposable()
        // A scheduler of its own, as RxCocoa's bindings have: an element emitted on the main queue
        // is applied at once unless an earlier element of this binding still waits there, even
        // when it arrives from work that `MainScheduler.instance` runs.
        let scheduler = MainScheduler()
        let binder = Binder<Source.Element>(renderer, scheduler: scheduler) { renderer, element in
            // Elements already queued for the main queue when the binding ends are dropped.
            guard !ended.isDisposed else { return }
            deliver(element, to: renderer, through: dataSource)
        }
        let subscription = source.subscribe(binder)
        weak let weakRenderer = renderer
        return Disposables.create {
            ended.dispose()
            subscription.dispose()
            detach(dataSource, from: weakRenderer, on: scheduler)
        }
    }

    private static func deliver<DataSource: RxListRendererDataSourceType & ListRendererDataSource>(
        _ element: DataSource.Element,
        to renderer: any ListRenderer,
        through dataSource: DataSource
    ) {
        // `Binder` runs this on a `MainScheduler`, that is on the main queue, and hands the
        // element over: nothing else uses it afterwards.
        nonisolated(unsafe) let element = element
        MainActor.assumeIsolated {
            dataSource.renderer(renderer, observedEvent: .next(element))
        }
    }

    private static func detach(
        _ dataSource: any ListRendererDataSource,
        from renderer: (any ListRenderer)?,
        on scheduler: MainScheduler
    ) {
        weak let renderer = renderer
        let detach = { @MainActor in
            guard let renderer, renderer.dataSource === dataSource else { return }
            renderer.dataSource = nil
        }
        if MainScheduler.isOnMainQueue {
            MainActor.assumeIsolated(detach)
        } else {
            _ = scheduler.schedule(()) { _ in
                MainActor.assumeIsolated(detach)
                return Disposables.create()
            }
        }
    }
}
