#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
    extension Reactive where Base: UISwitch {
        /// Whether the switch is on: its state on subscription, then after each `.valueChanged`.
        ///
        /// ```swift
        /// notificationsSwitch.rx.isOn.bind(to: viewModel.wantsNotifications).disposed(by: bag)
        /// ```
        public var isOn: ControlProperty<Bool> {
            value
        }

        /// Whether the switch is on; the same property as ``isOn``.
        public var value: ControlProperty<Bool> {
            controlPropertyWithDefaultEvents(getter: { $0.isOn }, setter: { $0.isOn = $1 })
        }
    }
#endif
