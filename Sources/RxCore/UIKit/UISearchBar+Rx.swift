#if canImport(UIKit) && !os(watchOS)
    extension Reactive where Base: UISearchBar {
        /// The bar's text: on subscription, then after each edit and when editing ends.
        ///
        /// ```swift
        /// searchBar.rx.text.orEmpty
        ///     .debounce(.milliseconds(300), scheduler: MainScheduler.instance)
        ///     .distinctUntilChanged()
        ///     .subscribe(onNext: { query in viewModel.search(query) })
        ///     .disposed(by: bag)
        /// ```
        ///
        /// While subscribed, the bar's `delegate` is RxCore's (see `searchButtonClicked`).
        public var text: ControlProperty<String?> {
            value
        }

        /// The bar's text; the same property as ``text``.
        public var value: ControlProperty<String?> {
            let values = Observable<String?>.deferred { [weak base] in
                runOnMainActor { [weak base] in
                    guard let searchBar = base else { return Observable<String?>.empty() }
                    return SearchBarEventsDelegate.events(of: searchBar)
                        .filter { $0 == .textChanged || $0 == .editingEnded }
                        .map { [weak searchBar] _ in runOnMainActor { searchBar?.text ?? "" } }
                        .startWith(searchBar.text)
                }
            }
            return ControlProperty(
                values: values,
                valueSink: mainActorBinder(base) { searchBar, text in searchBar.text = text })
        }

        /// The taps on the bar's search button.
        ///
        /// The bar events come from a delegate RxCore installs while they are subscribed; the
        /// delegate the bar had before gets no calls meanwhile and is restored when the last
        /// subscription is disposed.
        public var searchButtonClicked: ControlEvent<Void> {
            ControlEvent(events: events(.searchButtonClicked))
        }

        /// The taps on the bar's cancel button.
        public var cancelButtonClicked: ControlEvent<Void> {
            ControlEvent(events: events(.cancelButtonClicked))
        }

        /// The taps on the bar's bookmark button.
        public var bookmarkButtonClicked: ControlEvent<Void> {
            ControlEvent(events: events(.bookmarkButtonClicked))
        }

        #if !os(tvOS)
            /// The taps on the bar's results list button.
            public var resultsListButtonClicked: ControlEvent<Void> {
                ControlEvent(events: events(.resultsListButtonClicked))
            }
        #endif

        /// The moments editing begins (`searchBarTextDidBeginEditing(_:)`).
        public var textDidBeginEditing: ControlEvent<Void> {
            ControlEvent(events: events(.editingBegan))
        }

        /// The moments editing ends (`searchBarTextDidEndEditing(_:)`).
        public var textDidEndEditing: ControlEvent<Void> {
            ControlEvent(events: events(.editingEnded))
        }

        /// The selected scope button's index: on subscription, then after each change by the user.
        public var selectedScopeButtonIndex: ControlProperty<Int> {
            let values = Observable<Int>.deferred { [weak base] in
                runOnMainActor { [weak base] in
                    guard let searchBar = base else { return Observable<Int>.empty() }
                    return SearchBarEventsDelegate.events(of: searchBar)
                        .filter { $0 == .scopeChanged }
                        .map { [weak searchBar] _ in runOnMainActor { searchBar?.selectedScopeButtonIndex ?? 0 } }
                        .startWith(searchBar.selectedScopeButtonIndex)
                }
            }
            return ControlProperty(
                values: values,
                valueSink: mainActorBinder(base) { searchBar, index in searchBar.selectedScopeButtonIndex = index })
        }

        private func events(_ event: SearchBarEventsDelegate.Event) -> Observable<Void> {
            SearchBarEventsDelegate.events(of: base).filter { $0 == event }.map { _ in () }
        }
    }
#endif
