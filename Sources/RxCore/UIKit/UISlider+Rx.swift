#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
    extension Reactive where Base: UISlider {
        /// The slider's value: on subscription, then after each `.valueChanged`.
        public var value: ControlProperty<Float> {
            controlPropertyWithDefaultEvents(getter: { $0.value }, setter: { $0.value = $1 })
        }
    }
#endif
