/// Gives every screen of the set its own output folder.
///
/// Folders are named after the screen's sanitized name; when two screens share one (compared
/// case-insensitively, as macOS file systems do), the first in set order keeps it and the others
/// get `-2`, `-3`... in set order. The whole set is named before sharding, so every shard of a
/// CI matrix agrees on every folder and their OUT folders merge without clashes.
package enum FolderNames {
    package struct Assignment: Hashable, Sendable {
        package var folders: [String]
        /// One warning per screen that did not get its plain name.
        package var warnings: [String]
    }

    /// `names[i]` is screen i's sanitized name, `sources[i]` its path for the warning; nil for a
    /// file that is not a loadable screen (it gets no folder: "" in the result).
    package static func assign(_ names: [String?], sources: [String], reserved: Set<String> = []) -> Assignment {
        var taken = Set(reserved.map { $0.lowercased() })
        var firstOwner: [String: String] = [:]
        // Plain names first, so a screen named `home-2` keeps its name even after two `home`s.
        var plain = Set<String>()
        var folders = [String](repeating: "", count: names.count)
        var warnings: [String] = []
        for (index, name) in names.enumerated() {
            guard let name else { continue }
            if plain.insert(name.lowercased()).inserted, !taken.contains(name.lowercased()) {
                folders[index] = name
                firstOwner[name.lowercased()] = sources[index]
            }
        }
        taken.formUnion(plain)
        for (index, name) in names.enumerated() {
            guard let name, folders[index].isEmpty else { continue }
            var n = 2
            var candidate = "\(name)-\(n)"
            while taken.contains(candidate.lowercased()) {
                n += 1
                candidate = "\(name)-\(n)"
            }
            taken.insert(candidate.lowercased())
            folders[index] = candidate
            let owner = firstOwner[name.lowercased()].map { " (also the name of \($0))" } ?? ""
            warnings.append("\(sources[index]): screen folder '\(name)' is taken\(owner); writing it to '\(candidate)'")
        }
        return Assignment(folders: folders, warnings: warnings)
    }
}
