import RxCore

/// A point on a ``TestScheduler``'s virtual clock, in ticks.
public typealias TestTime = Int
