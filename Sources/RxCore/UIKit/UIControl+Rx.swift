#if canImport(UIKit) && !os(watchOS)
    extension Reactive where Base: UIControl {
        /// The control's `controlEvents`, as a stream that never fails.
        ///
        /// Each subscription adds a `UIAction` for the events (`addAction(_:for:)`); disposing removes
        /// it. The stream completes when the control deallocates: the control owns the action, and
        /// releasing it completes the stream.
        ///
        /// ```swift
        /// field.rx.controlEvent(.editingDidEndOnExit)
        ///     .subscribe(onNext: { viewModel.submit() })
        ///     .disposed(by: bag)
        /// ```
        ///
        /// - Parameter controlEvents: The events to observe.
        /// - Returns: One `()` per event.
        public func controlEvent(_ controlEvents: UIControl.Event) -> ControlEvent<()> {
            ControlEvent(events: Self.actionEvents(of: base, for: controlEvents).map { _ in () })
        }

        /// A property of the control, read with `getter` on subscription and after each of
        /// `editingEvents`, and written with `setter`.
        ///
        /// ```swift
        /// extension Reactive where Base: UISwitch {
        ///     var on: ControlProperty<Bool> {
        ///         controlProperty(editingEvents: .valueChanged, getter: { $0.isOn }, setter: { $0.isOn = $1 })
        ///     }
        /// }
        /// ```
        ///
        /// - Parameters:
        ///   - editingEvents: The events after which the property is read again.
        ///   - getter: Reads the property.
        ///   - setter: Writes the property (on the main scheduler, through a ``Binder``).
        /// - Returns: The property: its value on subscription, then its value after each event; it
        ///   completes when the control deallocates.
        public func controlProperty<T>(
            editingEvents: UIControl.Event,
            getter: @escaping @MainActor (Base) -> T,
            setter: @escaping @MainActor (Base, T) -> Void
        ) -> ControlProperty<T> {
            let values = Observable<T>.deferred { [weak base] in
                runOnMainActor { [weak base] in
                    guard let control = base else { return Observable<T>.empty() }
                    return Self.actionEvents(of: control, for: editingEvents)
                        .map { control in runOnMainActor { getter(control) } }
                        .startWith(getter(control))
                }
            }
            return ControlProperty(values: values, valueSink: mainActorBinder(base, setter))
        }

        /// Whether the control is enabled.
        public var isEnabled: Binder<Bool> {
            mainActorBinder(base) { control, enabled in control.isEnabled = enabled }
        }

        /// Whether the control is selected.
        public var isSelected: Binder<Bool> {
            mainActorBinder(base) { control, selected in control.isSelected = selected }
        }

        /// ``controlProperty(editingEvents:getter:setter:)`` with the events RxCocoa reads a
        /// control's value after: every editing event and `.valueChanged`.
        internal func controlPropertyWithDefaultEvents<T>(
            editingEvents: UIControl.Event = [.allEditingEvents, .valueChanged],
            getter: @escaping @MainActor (Base) -> T,
            setter: @escaping @MainActor (Base, T) -> Void
        ) -> ControlProperty<T> {
            controlProperty(editingEvents: editingEvents, getter: getter, setter: setter)
        }

        /// The control each time it sends one of `controlEvents`, through a `UIAction` that each
        /// subscription adds and its disposal removes; completes when the control releases the
        /// action (when it deallocates). Subscribe on the main thread.
        internal static func actionEvents(of control: Base, for controlEvents: UIControl.Event) -> Observable<Base> {
            Observable.create { [weak control] observer in
                let sendable = SendableObserver(observer)
                return runOnMainActor { [weak control] in
                    guard let control else {
                        sendable.observer.on(.completed)
                        return Disposables.create()
                    }
                    let released = ReleaseSignal { sendable.observer.on(.completed) }
                    let action = UIAction { [weak control] action in
                        withExtendedLifetime(released) {
                            if let sender = action.sender as? Base ?? control {
                                sendable.observer.on(.next(sender))
                            }
                        }
                    }
                    control.addAction(action, for: controlEvents)
                    // Only the identifier is kept: holding the action would keep `released` alive
                    // after the control is gone.
                    let identifier = action.identifier
                    return Disposables.create { [weak control] in
                        runOnMainActor {
                            control?.removeAction(identifiedBy: identifier, for: controlEvents)
                        }
                    }
                }
            }
        }
    }
#endif
