#if canImport(UIKit) && !os(watchOS)
    extension Reactive where Base: UISegmentedControl {
        /// The selected segment's index (`UISegmentedControl.noSegment` for none).
        public var selectedSegmentIndex: ControlProperty<Int> {
            value
        }

        /// The selected segment's index; the same property as ``selectedSegmentIndex``.
        public var value: ControlProperty<Int> {
            controlPropertyWithDefaultEvents(
                getter: { $0.selectedSegmentIndex }, setter: { $0.selectedSegmentIndex = $1 })
        }
    }
#endif
