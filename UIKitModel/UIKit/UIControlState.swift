extension UIControl {
    // Apple: https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct
    /// A control's state.
    public struct State: OptionSet, Hashable, Sendable {
        /// The bits.
        public let rawValue: UInt
        /// A state from bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        // Apple: https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct/normal
        /// Enabled, not selected or highlighted.
        public static let normal = State([])
        // Apple: https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct/highlighted
        /// Highlighted.
        public static let highlighted = State(rawValue: 1 << 0)
        // Apple: https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct/disabled
        /// Disabled.
        public static let disabled = State(rawValue: 1 << 1)
        // Apple: https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct/selected
        /// Selected.
        public static let selected = State(rawValue: 1 << 2)
        // Apple: https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct/focused
        /// Focused.
        public static let focused = State(rawValue: 1 << 3)
        // Apple: https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct/application
        /// States for the app.
        public static let application = State(rawValue: 0x00FF_0000)
        // Apple: https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct/reserved
        /// States reserved for the system.
        public static let reserved = State(rawValue: 0xFF00_0000)
    }
}
