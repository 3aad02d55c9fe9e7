// Apple: https://developer.apple.com/documentation/uikit/uidatepicker
/// A control that picks a date.
@MainActor open class UIDatePicker: UIControl {
    // Apple: https://developer.apple.com/documentation/uikit/uidatepicker/mode
    /// What the picker shows.
    public enum Mode: Int, Sendable {
        /// A time.
        case time = 0
        /// A date.
        case date = 1
        /// A date and a time.
        case dateAndTime = 2
        /// A countdown.
        case countDownTimer = 3
    }

    // Apple: https://developer.apple.com/documentation/uikit/uidatepicker/date
    /// The date. Setting it in code sends no event.
    open var date = Date()
    // Apple: https://developer.apple.com/documentation/uikit/uidatepicker/datepickermode
    /// The mode.
    open var datePickerMode: Mode = .dateAndTime

    // Apple: https://developer.apple.com/documentation/uikit/uidatepicker/setdate(_:animated:)
    /// Sets the date; sends no event.
    open func setDate(_ date: Date, animated: Bool) { self.date = date }

    /// Model only: the user picks `date`: the date changes and `.valueChanged` is sent.
    open func simulatePicking(_ date: Date) {
        guard isEnabled else { return }
        self.date = date
        sendActions(for: .valueChanged)
    }
}
