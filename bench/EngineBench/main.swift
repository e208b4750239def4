// Measures what the worker process costs per phrase: 500 short phrases ("Save button" style)
// through EspeakEngine in this process, through SupervisedEngine's worker, and through one
// `espeak-ng -w` run over the same text. Run by bench/engine.sh on a release build; the figures
// go to docs/engine.md. Not a test: timings depend on the machine and its load, which is why the
// three are measured in turn, round after round, and compared round by round.
import Foundation
import Synthesizer

let arguments = CommandLine.arguments
guard arguments.count >= 2 else {
    FileHandle.standardError.write(Data("usage: EngineBench <earshot executable> [rounds]\n".utf8))
    exit(2)
}
let workerExecutable = URL(fileURLWithPath: arguments[1])
let rounds = arguments.count > 2 ? Int(arguments[2]) ?? 9 : 9
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
    guard !sorted.isEmpty else { return .nan }
    return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

/// CPU seconds (user + system) used so far by this process, or by its reaped children.
func cpu(_ who: Int32) -> Double {
    var usage = rusage()
    getrusage(__rusage_who_t(who), &usage)
    return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
        + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
}

/// CPU seconds a running child has used so far, from /proc (10 ms resolution).
func childCPU(_ pid: Int32) -> Double {
    let stat = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)) ?? ""
    guard let close = stat.lastIndex(of: ")") else { return 0 }
    let fields = stat[stat.index(after: close)...].split(separator: " ")
    let ticks = (Double(fields[11]) ?? 0) + (Double(fields[12]) ?? 0)  // utime, stime
    return ticks / Double(sysconf(Int32(_SC_CLK_TCK)))
}

func residentKilobytes(_ pid: Int32) -> Int {
    let status = (try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)) ?? ""
    let line = status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") } ?? ""
    return line.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? -1
}

/// One way of saying all the phrases, and what its rounds measured.
final class Contender {
    let name: String
    /// Says every phrase once; returns each phrase's time (if it can tell them apart) and samples.
    let pass: () throws -> (phrases: [Double], samples: Int)
    /// CPU seconds everything involved has used so far.
    let cpuSoFar: () -> Double
    var totals: [Double] = [], phraseTimes: [Double] = [], cpuTotal = 0.0, samples = 0

    init(_ name: String, cpuSoFar: @escaping () -> Double, pass: @escaping () throws -> (phrases: [Double], samples: Int)) {
        self.name = name
        self.cpuSoFar = cpuSoFar
        self.pass = pass
    }

    func round(counted: Bool) throws {
        let cpuBefore = cpuSoFar()
        let start = ContinuousClock.now
        let result = try pass()
        let total = seconds(ContinuousClock.now - start)
        guard counted else { return }
        totals.append(total)
        phraseTimes += result.phrases
        cpuTotal += cpuSoFar() - cpuBefore
        samples = result.samples
    }
}

func engineContender(_ name: String, _ engine: SpeechEngine, cpuSoFar: @escaping () -> Double) -> Contender {
    Contender(name, cpuSoFar: cpuSoFar) {
        var each: [Double] = [], samples = 0
        for phrase in phrases {
            let start = ContinuousClock.now
            try engine.synthesize(phrase, settings: settings) { samples += $0.count }
            each.append(seconds(ContinuousClock.now - start))
        }
        return (each, samples)
    }
}

let local = try EspeakEngine.shared()
var startups: [Double] = []
for _ in 0..<5 {
    let start = ContinuousClock.now
    let engine = try SupervisedEngine(workerExecutable: workerExecutable)
    startups.append(seconds(ContinuousClock.now - start))
    engine.shutdown()
}
let supervised = try SupervisedEngine(workerExecutable: workerExecutable)
let workerPID = supervised.workerProcessID ?? 0

let directory = FileManager.default.temporaryDirectory.appendingPathComponent("engine-bench-\(getpid())")
try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: directory) }
let textFile = directory.appendingPathComponent("phrases.txt")
try phrases.joined(separator: "\n").write(to: textFile, atomically: true, encoding: .utf8)

let contenders = [
    engineContender("EspeakEngine (in process)", local) { cpu(RUSAGE_SELF.rawValue) },
    engineContender("SupervisedEngine (worker)", supervised) { cpu(RUSAGE_SELF.rawValue) + childCPU(workerPID) },
    // One process over all phrases, one a line: the renderer's later yardstick.
    Contender("espeak-ng -w (one process)", cpuSoFar: { cpu(RUSAGE_CHILDREN.rawValue) }) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/espeak-ng")
        process.arguments = ["-v", settings.voice, "-s", "\(settings.wordsPerMinute)", "-p", "\(settings.pitch)",
                             "-w", directory.appendingPathComponent("out.wav").path, "-f", textFile.path]
        try process.run()
        process.waitUntilExit()
        return ([], 0)
    },
]
for round in 0...rounds {
    for contender in contenders { try contender.round(counted: round > 0) }
}
let (inProcess, viaWorker, command) = (contenders[0], contenders[1], contenders[2])

// The fixed cost of a round trip, with nothing to synthesize.
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
let parentBefore = residentKilobytes(getpid()), workerBefore = residentKilobytes(workerPID)
for _ in 0..<10 { for phrase in phrases { _ = try supervised.samples(for: phrase, settings: settings) } }
let parentAfter = residentKilobytes(getpid()), workerAfter = residentKilobytes(workerPID)
let incidents = supervised.incidents.count
supervised.shutdown()

let count = Double(phrases.count), counted = Double(phrases.count * rounds)
let audioSeconds = Double(inProcess.samples) / Double(local.sampleRate)
func figure(_ format: String, _ values: CVarArg...) { print(String(format: format, arguments: values)) }
print("\(phrases.count) phrases (\(String(format: "%.1f", audioSeconds)) s of audio), \(rounds) rounds after one warm-up, libespeak-ng \(local.version), load average \(((try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? "?").split(separator: " ").prefix(3).joined(separator: " "))")
for contender in contenders {
    let perPhrase = contender.phraseTimes.isEmpty ? "" : String(format: ", median phrase %.3f ms", median(contender.phraseTimes) * 1000)
    figure("%@: median round %.1f ms (%.3f ms a phrase%@), CPU %.3f ms a phrase", contender.name, median(contender.totals) * 1000,
           median(contender.totals) * 1000 / count, perPhrase, contender.cpuTotal / counted * 1000)
}
let pairedWorker = zip(viaWorker.totals, inProcess.totals).map { $0 / $1 }
let pairedCommand = zip(viaWorker.totals, command.totals).map { $0 / $1 }
let pairedInProcessCommand = zip(inProcess.totals, command.totals).map { $0 / $1 }
figure("worker / in process: %.3fx wall (median of per-round ratios), %.3fx CPU; overhead %.1f us wall, %.1f us CPU a phrase",
       median(pairedWorker), viaWorker.cpuTotal / inProcess.cpuTotal,
       (median(viaWorker.totals) - median(inProcess.totals)) / count * 1e6, (viaWorker.cpuTotal - inProcess.cpuTotal) / counted * 1e6)
figure("worker / espeak-ng -w: %.3fx wall, %.3fx CPU; in process / espeak-ng -w: %.3fx wall, %.3fx CPU",
       median(pairedCommand), viaWorker.cpuTotal / command.cpuTotal, median(pairedInProcessCommand), inProcess.cpuTotal / command.cpuTotal)
figure("empty phrase round trip: median %.1f us in process, %.1f us through the worker", median(emptyInProcess) * 1e6, median(emptyThroughWorker) * 1e6)
figure("worker start (spawn + handshake): median %.1f ms", median(startups) * 1000)
print("same audio length through the worker: \(viaWorker.samples == inProcess.samples ? "yes" : "no (\(viaWorker.samples) vs \(inProcess.samples) samples)"); incidents: \(incidents)")
print("resident memory over 5,000 more phrases: parent \(parentBefore) -> \(parentAfter) kB, worker \(workerBefore) -> \(workerAfter) kB")
