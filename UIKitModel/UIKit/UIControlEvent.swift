extension UIControl {
    // Apple: https://developer.apple.com/documentation/uikit/uicontrol/event
    /// The events a control sends.
    public struct Event: OptionSet, Hashable, Sendable {
        /// The bits.
        public let rawValue: UInt
        /// Events from bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        // Apple: https://developer.apple.com/documentation/uikit/uicontrol/event/touchdown
        /// A touch down in the control.
        public static let touchDown = Event(rawValue: 1 << 0)
        // Apple: https://developer.apple.com/documentation/uikit/uicontrol/event/touchdownrepeat
        /// A repeated touch down.
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        // Apple: https://developer.apple.com/documentation/uikit/uicontrol/event/touchdraginside
        /// A drag inside the control.
        public static let touchDragInside = Event(rawValue: 1 << 2)
        // Apple: https://developer.apple.com/documentation/uikit/uicontrol/event/touchdragoutside
        /// A drag outside the control.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        // Apple: https://developer.apple.com/documentation/uikit/uicontrol/event/touchdragenter
        /// A drag into the control.
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        // Apple: https://developer.apple.com/documentation/uikit/uicontrol/event/touchdragexit
        /// A drag out of the control.
        public static let touchDragExit = Event(rawValue: 1 << 5)
        // Apple: https://developer.apple.com/documentation/uikit/uicontrol/event/touchupinside
        /// A touch lifted inside the control: a tap.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        // Apple: https://developer.apple.com/documentation/uikit/uicontrol/event/touchupoutside
        /// A touch lifted outside the control.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        // Apple: https://developer.apple.com/documentation/uikit/uicontrol/event/touchcancel
        /// A cancelled touch.
        public static let touchCancel = Event(rawValue: 1 << 8)
        // Apple: https://developer.apple.com/documentation/uikit/uicontrol/event/valuechanged
        /// The control's value changed.
        public static let valueChanged = Event(rawValue: 1 << 12)
        // Apple: https://developer.apple.com/documentation/uikit/uicontrol/event/primaryactiontriggered
        /// The control's primary action.
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        // Apple: https://developer.apple.com/documentation/uikit/uicontrol/event/editingdidbegin
        /// Editing began in a text field.
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        // Apple: https://developer.apple.com/documentation/uikit/uicontrol/event/editingchanged
        /// The text field's text changed.
        public static let editingChanged = Event(rawValue: 1 << 17)
        // Apple: https://developer.apple.com/documentation/uikit/uicontrol/event/editingdidend
        /// Editing ended in a text field.
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        // Apple: https://developer.apple.com/documentation/uikit/uicontrol/event/editingdidendonexit
        /// Editing ended with the return key.
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        // Apple: https://developer.apple.com/documentation/uikit/uicontrol/event/alltouchevents
        /// Every touch event.
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        // Apple: https://developer.apple.com/documentation/uikit/uicontrol/event/alleditingevents
        /// Every editing event.
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        // Apple: https://developer.apple.com/documentation/uikit/uicontrol/event/applicationreserved
        /// Events reserved for the app.
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        // Apple: https://developer.apple.com/documentation/uikit/uicontrol/event/systemreserved
        /// Events reserved for the system.
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        // Apple: https://developer.apple.com/documentation/uikit/uicontrol/event/allevents
        /// Every event.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }
}
