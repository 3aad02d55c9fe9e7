extension ObservableType where Element: RxAbstractInteger {
    /// Emits 0, 1, 2, … one every `period`, starting `period` after subscription.
    ///
    /// ```swift
    /// Observable<Int>.interval(.seconds(1), scheduler: MainScheduler.instance)
    ///     .subscribe(onNext: { tick in print(tick) })  // 0, 1, 2, … once a second
    /// ```
    ///
    /// The sequence never ends by itself; dispose the subscription to stop it. The count wraps
    /// around at `Element.max`.
    ///
    /// - Parameters:
    ///   - period: The time between two elements, and before the first.
    ///   - scheduler: Where the periodic timer runs and the elements are delivered.
    /// - Returns: An endless sequence of counts.
    public static func interval(_ period: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        timer(period, period: period, scheduler: scheduler)
    }
}
