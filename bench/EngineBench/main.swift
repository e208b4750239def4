// Measures what the worker process costs per phrase: ~500 short phrases ("Save button" style)
// through EspeakEngine in this process, through SupervisedEngine's worker, and through one
// `espeak-ng -w` run over the same text. Run by bench/engine.sh on a release build; the figures
// go to docs/engine.md. Not a test: timings depend on the machine.
import Foundation
import Synthesizer

let arguments = CommandLine.arguments
guard arguments.count >= 2 else {
    FileHandle.standardError.write(Data("usage: EngineBench <earshot executable> [runs]\n".utf8))
    exit(2)
}
let worker = URL(fileURLWithPath: arguments[1])
let runs = arguments.count > 2 ? Int(arguments[2]) ?? 7 : 7
let settings = SpeechSettings(voice: "en-us", wordsPerMinute: 175, pitch: 50)

let labels = [
    "Save", "Cancel", "Settings", "Back", "Done", "Edit", "Share", "Delete", "Search", "Profile",
    "Home", "Messages", "Photos", "Camera", "Notifications", "Privacy", "General", "Display", "Sounds", "Battery",
    "Wi-Fi", "Bluetooth", "Storage", "Account", "Sign in", "Sign out", "Help", "About", "Next", "Previous",
    "Play", "Pause", "Favorites", "Downloads", "Library", "Music", "Calendar", "Contacts", "Mail", "Maps",
    "Weather", "Clock", "Reminders", "Notes", "Wallet", "Health", "Files", "Keyboard", "Language", "Accessibility",
]
let roles = ["button", "heading", "link", "tab, 1 of 5", "switch button, off", "selected, button",
             "dimmed, button", "adjustable", "image", "text field"]
let phrases = labels.flatMap { label in roles.map { "\(label) \($0)" } }

func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

func residentKilobytes(_ pid: Int32) -> Int {
    let status = (try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)) ?? ""
    let line = status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") } ?? ""
    return line.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? -1
}

/// One timed pass over every phrase: its total and each phrase's time, in seconds, and samples.
func pass(_ engine: SpeechEngine) throws -> (total: Double, phrases: [Double], samples: Int) {
    var each: [Double] = [], samples = 0
    let start = ContinuousClock.now
    for phrase in phrases {
        let phraseStart = ContinuousClock.now
        try engine.synthesize(phrase, settings: settings) { samples += $0.count }
        each.append(seconds(ContinuousClock.now - phraseStart))
    }
    return (seconds(ContinuousClock.now - start), each, samples)
}

struct Measurement {
    var runs: [Double] = []
    var phrases: [Double] = []
    var samples = 0
    /// CPU seconds this process spent in the counted passes.
    var cpu = 0.0
}

/// CPU seconds (user + system) this process has used so far.
func processCPU() -> Double {
    var usage = rusage()
    getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
    return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
        + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
}

/// CPU seconds a child process has used so far, from /proc (10 ms resolution).
func childCPU(_ pid: Int32) -> Double {
    let stat = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)) ?? ""
    guard let close = stat.lastIndex(of: ")") else { return 0 }
    let fields = stat[stat.index(after: close)...].split(separator: " ")
    let ticks = (Double(fields[11]) ?? 0) + (Double(fields[12]) ?? 0)  // utime, stime
    return ticks / Double(sysconf(Int32(_SC_CLK_TCK)))
}

/// Passes over the engines in turn, so a change in the machine's load hits all of them alike;
/// the first round warms up and is not counted.
func measure(_ engines: [SpeechEngine]) throws -> [Measurement] {
    var results = Array(repeating: Measurement(), count: engines.count)
    for run in 0...runs {
        for (index, engine) in engines.enumerated() {
            let worker = (engine as? SupervisedEngine)?.workerProcessID
            let cpuBefore = processCPU() + (worker.map(childCPU) ?? 0)
            let result = try pass(engine)
            guard run > 0 else { continue }
            results[index].cpu += processCPU() + (worker.map(childCPU) ?? 0) - cpuBefore
            results[index].runs.append(result.total)
            results[index].phrases += result.phrases
            results[index].samples = result.samples
        }
    }
    return results
}

/// `espeak-ng -w` over all phrases as one text file, one phrase a line, as one process.
func measureEspeakCommand() throws -> [Double] {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("engine-bench-\(getpid())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let text = directory.appendingPathComponent("phrases.txt")
    try phrases.joined(separator: "\n").write(to: text, atomically: true, encoding: .utf8)
    var totals: [Double] = []
    for run in 0...runs {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/espeak-ng")
        process.arguments = ["-v", settings.voice, "-s", "\(settings.wordsPerMinute)", "-p", "\(settings.pitch)",
                             "-w", directory.appendingPathComponent("out.wav").path, "-f", text.path]
        let start = ContinuousClock.now
        try process.run()
        process.waitUntilExit()
        if run > 0 { totals.append(seconds(ContinuousClock.now - start)) }
    }
    return totals
}

let local = try EspeakEngine.shared()
var startups: [Double] = []
for _ in 0..<5 {
    let start = ContinuousClock.now
    let engine = try SupervisedEngine(workerExecutable: worker)
    startups.append(seconds(ContinuousClock.now - start))
    engine.shutdown()
}
let supervised = try SupervisedEngine(workerExecutable: worker)
let measured = try measure([local, supervised])
let (inProcess, viaWorker) = (measured[0], measured[1])
let command = try measureEspeakCommand()
// The fixed cost of a round trip, with (almost) nothing to synthesize.
var emptyInProcess: [Double] = [], emptyThroughWorker: [Double] = []
for _ in 0..<2000 {
    var start = ContinuousClock.now
    _ = try local.samples(for: "", settings: settings)
    emptyInProcess.append(seconds(ContinuousClock.now - start))
    start = ContinuousClock.now
    _ = try supervised.samples(for: "", settings: settings)
    emptyThroughWorker.append(seconds(ContinuousClock.now - start))
}
// Memory over many more phrases, after all the above has warmed both processes up: 10 × 500.
let parentBefore = residentKilobytes(getpid())
let workerBefore = residentKilobytes(supervised.workerProcessID ?? 0)
for _ in 0..<10 { for phrase in phrases { _ = try supervised.samples(for: phrase, settings: settings) } }
let parentAfter = residentKilobytes(getpid())
let workerAfter = residentKilobytes(supervised.workerProcessID ?? 0)
supervised.shutdown()
let crashes = supervised.incidents.count

let phraseCount = Double(phrases.count)
let audioSeconds = Double(inProcess.samples) / Double(local.sampleRate)
print("phrases: \(phrases.count) (\(String(format: "%.1f", audioSeconds)) s of audio), runs: \(runs) after one warm-up, libespeak-ng \(local.version)")
func row(_ name: String, _ totals: [Double], _ each: [Double]?) {
    let total = median(totals)
    let perPhrase = each.map { String(format: "%.3f ms", median($0) * 1000) } ?? "-"
    print(String(format: "%-28@ median run %8.1f ms   %.3f ms/phrase   median phrase %@",
                 name as NSString, total * 1000, total * 1000 / phraseCount, perPhrase as NSString))
}
row("EspeakEngine (in process)", inProcess.runs, inProcess.phrases)
row("SupervisedEngine (worker)", viaWorker.runs, viaWorker.phrases)
row("espeak-ng -w (one process)", command, nil)
let overhead = (median(viaWorker.runs) - median(inProcess.runs)) / phraseCount
print(String(format: "worker overhead: %.1f us/phrase; worker/in-process %.3fx; worker/espeak-ng -w %.3fx",
             overhead * 1e6, median(viaWorker.runs) / median(inProcess.runs), median(viaWorker.runs) / median(command)))
let counted = phraseCount * Double(runs)
print(String(format: "CPU per phrase: in process %.0f us; through the worker, parent and worker together %.0f us",
             inProcess.cpu / counted * 1e6, viaWorker.cpu / counted * 1e6))
print(String(format: "empty phrase round trip: median %.1f us in process, %.1f us through the worker",
             median(emptyInProcess) * 1e6, median(emptyThroughWorker) * 1e6))
print(String(format: "worker start (spawn + handshake): median %.1f ms", median(startups) * 1000))
print("same audio length through the worker: \(viaWorker.samples == inProcess.samples ? "yes" : "no (\(viaWorker.samples) vs \(inProcess.samples) samples)")")
print("incidents: \(crashes)")
print("resident memory over 5,000 more phrases: parent \(parentBefore) -> \(parentAfter) kB, worker \(workerBefore) -> \(workerAfter) kB")
