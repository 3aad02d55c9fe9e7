#if canImport(UIKit) && !os(watchOS)
    extension Reactive where Base: UIGestureRecognizer {
        /// The recognizer each time it calls its targets (on each change of its state).
        ///
        /// Each subscription adds a target to the recognizer; disposing removes it. UIKit does not
        /// retain a recognizer's targets, so the subscription keeps its target alive; the stream does
        /// not complete when the recognizer deallocates: dispose it (a `DisposeBag`).
        ///
        /// ```swift
        /// tap.rx.event
        ///     .filter { $0.state == .recognized }
        ///     .subscribe(onNext: { _ in viewModel.dismiss() })
        ///     .disposed(by: bag)
        /// ```
        public var event: ControlEvent<Base> {
            let events = Observable<Base>.create { [weak base] observer in
                let sendable = SendableObserver(observer)
                return runOnMainActor { [weak base] in
                    guard let recognizer = base else {
                        sendable.observer.on(.completed)
                        return Disposables.create()
                    }
                    return GestureTarget.add(to: recognizer) { recognizer in
                        if let recognizer = recognizer as? Base {
                            sendable.observer.on(.next(recognizer))
                        }
                    }
                }
            }
            return ControlEvent(events: events)
        }
    }
#endif
