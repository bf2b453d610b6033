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

    /// The text `bench --help` prints.
    static var usage: String { spec.help(programName: SegueApplication.programName) }

    /// `bench`'s options and help.
    static let spec = CommandSpec(
        name: "bench", summary: "frame times, allocations and the floor (the minimal SDL program)",
        options: [
            OptionSpec(
                "--renderer", "NAME",
                help: "software (default), accelerated (a hidden window, vsync off; needs a display) or "
                    + "software-triangles"),
            OptionSpec("--reps", "N", help: "repetitions of every measurement, medians taken (default 5)"),
            OptionSpec("--frames", "N", help: "frames timed a repetition (default 30)"),
            OptionSpec("--alloc-frames", "N", help: "frames over which heap allocations are counted (default 120)"),
            OptionSpec("--counts", "A,B,C", help: "view counts of the overhead comparison (default 100,1000,10000)"),
            OptionSpec(
                "--only", "SECTION,...",
                help: "run only these sections (comma-separated): " + allSections.joined(separator: ", ")),
            OptionSpec("--font", "PATH", help: "TrueType font (as for a run)"),
            .tuning("a motion tuning for the transitions (see the docs' The motion lab)"),
        ],
        description: [
            "Measures the frame pipeline offscreen (or in a hidden window) and prints tables, then one summary "
                + "line. Build with -c release."
        ],
        helpColumn: 21)

    /// The sections run on the accelerated renderer unless `--only` says otherwise.
    static let acceleratedSections = ["overhead", "transitions", "allocations"]

    /// The `--renderer` names and what each sets.
    static let renderers: [(name: String, accelerated: Bool, path: DrawingPath)] = [
        ("software", false, .raster), ("accelerated", true, .auto), ("software-triangles", false, .geometry),
    ]

    /// True when `section` is to run.
    func runs(_ section: String) -> Bool { sections.contains(section) }

    /// Parses the arguments after `bench` (nil asks for the help); throws a message for bad
    /// input.
    static func parse(_ arguments: [String]) throws -> BenchmarkOptions? {
        var options = BenchmarkOptions()
        let parsed: ParsedArguments
        do {
            parsed = try spec.parse(arguments, programName: SegueApplication.programName)
        } catch {
            throw BenchmarkError.usage(error.message)
        }
        if parsed.wantsHelp { return nil }
        for option in parsed.options {
            let name = option.name
            let value = option.value ?? ""
            func positive() throws -> Int {
                guard let number = Int(value), number > 0 else {
                    throw BenchmarkError.usage("\(name) needs a positive number")
                }
                return number
            }
            switch name {
            case "--reps": options.repetitions = try positive()
            case "--frames": options.frames = try positive()
            case "--alloc-frames": options.allocationFrames = try positive()
            case "--font": options.fontPath = value
            case "--only":
                let sections = value.split(separator: ",").map(String.init)
                guard !sections.isEmpty, sections.allSatisfy(allSections.contains) else {
                    throw BenchmarkError.usage("--only takes sections from: " + allSections.joined(separator: ", "))
                }
                options.sections = sections
                options.sectionsChosen = true
            case "--renderer":
                guard let renderer = renderers.first(where: { $0.name == value }) else {
                    throw BenchmarkError.usage(
                        "--renderer takes software, accelerated or software-triangles, not \(value)")
                }
                options.accelerated = renderer.accelerated
                options.path = renderer.path
            case "--counts":
                let counts = value.split(separator: ",").map { Int($0) ?? 0 }
                guard !counts.isEmpty, counts.allSatisfy({ $0 > 0 }) else {
                    throw BenchmarkError.usage("--counts needs positive numbers separated by commas")
                }
                options.counts = counts
            default:
                continue  // `--tuning`, read before the others
            }
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
