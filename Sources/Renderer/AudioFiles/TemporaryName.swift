import Basics
import Foundation
import Synchronization

/// The hidden names things are written under before they are renamed into place, and how to tell
/// such a name's writer: the one convention `AtomicFile`, a render's staging folder and the batch
/// tool's clean-up of killed runs share.
///
/// - a file: `.<name>.<pid>.<8 hex digits>.partial`
/// - a screen's staging folder: `.<name>.<pid>-<8 hex digits>.partial`, and `.old` for the
///   previous folder while the new one is moved in.
package enum TemporaryName {
    /// Counts up in this process, so file names are unique without a random UUID per file.
    private static let serial = Atomic<Int>(0)

    /// A new temporary name for the file `name` (not a path).
    package static func file(_ name: String) -> String {
        let number = serial.wrappingAdd(1, ordering: .relaxed).newValue
        return "." + name + ".\(getpid())." + tag(number)
    }

    /// A staging folder for `name` and the name its predecessor is moved aside to.
    package static func folder(_ name: String) -> (staging: String, aside: String) {
        let stem = "." + name + ".\(getpid())-" + String(UUID().uuidString.prefix(8))
        return (stem + ".partial", stem + ".old")
    }

    /// The process id in a temporary name (either form); nil for any other name.
    package static func writer(of name: String) -> Int32? {
        guard name.hasPrefix(".") else { return nil }
        let stem: Substring
        if name.hasSuffix(".partial") { stem = name.dropLast(8) } else if name.hasSuffix(".old") { stem = name.dropLast(4) } else { return nil }
        let pieces = stem.split(separator: ".", omittingEmptySubsequences: false)
        guard pieces.count >= 3, let last = pieces.last else { return nil }
        let isTag = { (text: Substring) in text.count == 8 && text.allSatisfy(\.isHexDigit) }
        let dash = last.split(separator: "-")
        if dash.count == 2, isTag(dash[1]), let pid = Int32(dash[0]), pid > 0 { return pid }
        if isTag(last), let pid = Int32(pieces[pieces.count - 2]), pid > 0 { return pid }
        return nil
    }

    /// Whether `entry` is a temporary of `name` (a staging or set-aside folder, or a file).
    package static func isTemporary(_ entry: String, of name: String) -> Bool {
        let prefix = "." + name + "."
        guard entry.hasPrefix(prefix) else { return false }
        // What follows the name is exactly `<pid>.<tag>.partial` or `<pid>-<tag>.partial|.old`,
        // so `.out.txt.…` is no temporary of `out`.
        let pieces = entry.dropFirst(prefix.count).split(separator: ".", omittingEmptySubsequences: false)
        let isTag = { (text: Substring) in text.count == 8 && text.allSatisfy(\.isHexDigit) }
        let isPID = { (text: Substring) in !text.isEmpty && text.allSatisfy { $0.isASCII && $0.isNumber } }
        switch pieces.count {
        case 3:
            return isPID(pieces[0]) && isTag(pieces[1]) && pieces[2] == "partial"
        case 2:
            let dash = pieces[0].split(separator: "-", omittingEmptySubsequences: false)
            return dash.count == 2 && isPID(dash[0]) && isTag(dash[1]) && (pieces[1] == "partial" || pieces[1] == "old")
        default:
            return false
        }
    }

    /// `number`'s low 32 bits as 8 upper-case hex digits, then `.partial`.
    private static func tag(_ number: Int) -> String {
        String(number & 0xFFFF_FFFF, radix: 16, uppercase: true).leftPadded(to: 8) + ".partial"
    }
}
