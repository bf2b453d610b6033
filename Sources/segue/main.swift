import SegueApp

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

exit(SegueMain.run(arguments: Array(CommandLine.arguments.dropFirst())))
