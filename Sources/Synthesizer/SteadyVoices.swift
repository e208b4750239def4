import CEspeakNG
import Foundation

/// Loads espeak-ng voices with `flutter 0` and `roughness 0`, so that a phrase sounds the same
/// every time it is synthesized.
///
/// With a voice's defaults, espeak-ng 1.51 varies pitch ("flutter") and roughness from state that
/// carries over between calls: the same phrase said twice in one process differs in its samples
/// and even its length. Renders must be byte-identical and cached phrases must equal fresh ones,
/// so each voice is loaded from a copy of its own file with those two values switched off.
/// Used only by ``EspeakEngine``, under its lock.
final class SteadyVoices {
    private let library: EspeakLibrary
    private let dataPath: String
    /// Voice name → its file's contents with the two lines added; nil: no such file.
    private var definitions: [String: String?] = [:]
    private var files: [String: String]?
    private var counter = 0
    /// Where the voice copies are written for a moment.
    private static let folder = access("/dev/shm", W_OK) == 0 ? "/dev/shm" : "/tmp"

    init(library: EspeakLibrary, dataPath: String) {
        self.library = library
        self.dataPath = dataPath
    }

    /// Selects the voice; falls back to `espeak_ng_SetVoiceByName` when its file is not found
    /// or the copy cannot be written.
    func select(_ name: String) -> espeak_ng_STATUS {
        guard let definition = definition(name), let status = load(definition) else {
            return library.setVoiceByName(name)
        }
        return status
    }

    private func definition(_ name: String) -> String? {
        if let known = definitions[name] { return known }
        let wanted = name.lowercased()
        var found: String?
        if !wanted.contains("+"), let path = voiceFiles()[wanted],
           let text = try? String(contentsOfFile: path, encoding: .utf8) {
            found = text + "\nflutter 0\nroughness 0\n"
        }
        definitions[name] = found
        return found
    }

    /// Lower-cased voice file name → path, for every file under the data's `lang` folder; read
    /// once, with `readdir` (FileManager's enumerator cost each worker ~2 ms of CPU for the same).
    private func voiceFiles() -> [String: String] {
        if let files { return files }
        var found: [String: String] = [:]
        Self.walk(dataPath + "/lang", depth: 0) { name, path in
            let key = name.lowercased()
            if found[key] == nil { found[key] = path }
        }
        files = found
        return found
    }

    /// Calls `visit` with the name and path of every file under `folder`, folders in name order
    /// (so the first of two same-named files wins the same way on every system), at most 8 deep.
    private static func walk(_ folder: String, depth: Int, _ visit: (String, String) -> Void) {
        guard depth < 8, let directory = opendir(folder) else { return }
        var entries: [(name: String, isFolder: Bool)] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(cString: $0.bindMemory(to: CChar.self).baseAddress!) }
            if name == "." || name == ".." { continue }
            var isFolder = entry.pointee.d_type == UInt8(DT_DIR)
            if entry.pointee.d_type == UInt8(DT_UNKNOWN) || entry.pointee.d_type == UInt8(DT_LNK) {
                var info = stat()
                isFolder = stat(folder + "/" + name, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
            }
            entries.append((name, isFolder))
        }
        closedir(directory)
        for entry in entries.sorted(by: { $0.name < $1.name }) {
            let path = folder + "/" + entry.name
            if entry.isFolder { walk(path, depth: depth + 1, visit) } else { visit(entry.name, path) }
        }
    }

    /// Writes the definition to a new file and loads it. The library lower-cases the path and
    /// keeps at most 59 bytes of it, hence a short digits-only name, created exclusively (never
    /// through an existing file or link) and removed once loaded; in /dev/shm where there is one
    /// (memory: creating a file on ext4 soon after deletions elsewhere cost a worker ~4 ms a voice).
    private func load(_ definition: String) -> espeak_ng_STATUS? {
        for _ in 0..<100 {
            counter += 1
            let path = "\(Self.folder)/earshot-voice-\(getpid())-\(counter)"
            let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW, 0o600)
            guard fd >= 0 else {
                if errno == EEXIST { continue }
                return nil
            }
            let bytes = Array(definition.utf8)
            let written = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            close(fd)
            defer { unlink(path) }
            guard written == bytes.count else { return nil }
            return library.setVoiceByFile(path)
        }
        return nil
    }
}
