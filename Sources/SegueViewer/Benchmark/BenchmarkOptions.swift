import Segue

/// The settings of one `segue bench` run, from its command line.
struct BenchmarkOptions: Equatable {
    /// True for a hidden window with SDL's accelerated renderer, vsync off (needs a display);
    /// false (the default) offscreen on SDL's software renderer.
    var accelerated = false
    /// The drawing path: offscreen `.raster` (Segue's rasteriser into the surface, the default) or
    /// `.geometry` (tessellated triangles, as the software path drew before Segue had its own
    /// rasteriser, for comparison); in the window `.auto`, the window's choice and then the other.
    var path = DrawingPath.raster
    /// Repetitions of every measurement; medians are taken over them (at least 5 by default).
    var repetitions = 5
    /// Frames timed per repetition of the steady-state scenes.
    var frames = 30
    /// Frames over which allocations are counted.
    var allocationFrames = 120
    /// The view counts of the overhead comparison.
    var counts = [100, 1_000, 10_000]
    /// The sections to run (all by default; overhead, transitions and allocations on the
    /// accelerated renderer): overhead, breakdown, stencil, transitions, allocations, text, groups, snapshots,
    /// uikit.
    var sections = BenchmarkOptions.allSections
    private var sectionsChosen = false
    /// The font, or nil for the usual search (`SEGUE_FONT`, the shipped font, the system font).
    var fontPath: String?

    /// Every section, in the order they run.
    static let allSections = [
        "overhead", "breakdown", "stencil", "transitions", "allocations", "text", "groups", "snapshots", "uikit",
    ]

    static var usage: String {
        let name = SegueApplication.programName
        return """
            usage: \(name) bench [--renderer NAME] [--reps N] [--frames N] [--alloc-frames N] [--counts A,B,C]
                   \(String(repeating: " ", count: name.count))       [--only SECTION,...] [--font PATH]
                   \(String(repeating: " ", count: name.count))       [--tuning FILE.json]
                   \(name) bench -h | --help

            Measures the frame pipeline offscreen (or in a hidden window) and prints tables, then one
            summary line. Build with -c release.

            options:
              --renderer NAME    software (default), accelerated (a hidden window, vsync off; needs a
                                 display) or software-triangles
              --reps N           repetitions of every measurement, medians taken (default 5)
              --frames N         frames timed a repetition (default 30)
              --alloc-frames N   frames over which heap allocations are counted (default 120)
              --counts A,B,C     view counts of the overhead comparison (default 100,1000,10000)
              --only S,...       run only these sections (comma-separated):
                                 \(allSections.prefix(5).joined(separator: ", ")),
                                 \(allSections.dropFirst(5).joined(separator: ", "))
              --font PATH        TrueType font (as for a run)
              --tuning FILE.json a motion tuning for the transitions (see the docs' The motion lab)
              -h, --help         print this help
            """
    }

    /// The sections run on the accelerated renderer unless `--only` says otherwise.
    static let acceleratedSections = ["overhead", "transitions", "allocations"]

    /// The `--renderer` names and what each sets.
    static let renderers: [(name: String, accelerated: Bool, path: DrawingPath)] = [
        ("software", false, .raster), ("accelerated", true, .auto), ("software-triangles", false, .geometry),
    ]

    /// True when `section` is to run.
    func runs(_ section: String) -> Bool { sections.contains(section) }

    /// Parses the arguments after `bench`; throws a message for bad input.
    static func parse(_ arguments: [String]) throws -> BenchmarkOptions {
        var options = BenchmarkOptions()
        var index = 0
        func value(_ name: String) throws -> String {
            index += 1
            guard index < arguments.count else { throw BenchmarkError.usage("\(name) needs a value") }
            return arguments[index]
        }
        func positive(_ name: String) throws -> Int {
            let text = try value(name)
            guard let number = Int(text), number > 0 else {
                throw BenchmarkError.usage("\(name) needs a positive number")
            }
            return number
        }
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "--reps": options.repetitions = try positive(argument)
            case "--frames": options.frames = try positive(argument)
            case "--alloc-frames": options.allocationFrames = try positive(argument)
            case "--font": options.fontPath = try value(argument)
            case "--only":
                let sections = try value(argument).split(separator: ",").map(String.init)
                guard !sections.isEmpty, sections.allSatisfy(allSections.contains) else {
                    throw BenchmarkError.usage("--only takes sections from: " + allSections.joined(separator: ", "))
                }
                options.sections = sections
                options.sectionsChosen = true
            case "--renderer":
                let name = try value(argument)
                guard let renderer = renderers.first(where: { $0.name == name }) else {
                    throw BenchmarkError.usage(
                        "--renderer takes software, accelerated or software-triangles, not \(name)")
                }
                options.accelerated = renderer.accelerated
                options.path = renderer.path
            case "--counts":
                let counts = try value(argument).split(separator: ",").map { Int($0) ?? 0 }
                guard !counts.isEmpty, counts.allSatisfy({ $0 > 0 }) else {
                    throw BenchmarkError.usage("--counts needs positive numbers separated by commas")
                }
                options.counts = counts
            default:
                throw BenchmarkError.usage(
                    "unknown option \(argument) (see \(SegueApplication.programName) bench --help)")
            }
            index += 1
        }
        if options.accelerated, !options.sectionsChosen {
            options.sections = acceleratedSections
        }
        return options
    }
}

/// Why the benchmark stopped.
enum BenchmarkError: Error, CustomStringConvertible {
    /// Bad command line.
    case usage(String)

    var description: String {
        switch self {
        case .usage(let message): return message
        }
    }
}
