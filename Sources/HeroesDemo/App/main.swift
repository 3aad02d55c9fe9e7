#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// Everything lives in `DemoCommand` so tests can run it in process; this file only exits.
exit(DemoCommand.main().rawValue)
