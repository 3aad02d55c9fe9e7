#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
    extension Reactive where Base: UIDatePicker {
        /// The picked date: on subscription, then after each `.valueChanged`.
        public var date: ControlProperty<Date> {
            value
        }

        /// The picked date; the same property as ``date``.
        public var value: ControlProperty<Date> {
            controlPropertyWithDefaultEvents(getter: { $0.date }, setter: { $0.date = $1 })
        }
    }
#endif
