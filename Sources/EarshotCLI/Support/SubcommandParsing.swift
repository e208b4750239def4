import ArgumentParser

extension EarshotCommand {
    /// The subcommand named by the first argument, parsed as a root of its own; nil when that
    /// parse does not succeed. Parsing the whole tree builds the subcommand's argument set twice
    /// (reading the root's arguments asks whether the subcommand takes all remaining input), ~1 ms
    /// of a render's start. Anything but success (help, `--version`, a completion request, a
    /// usage error) is left to the whole tree's parse, so every message stays the tree's
    /// (`earshot render` in usage lines, exit codes); the root has no options of its own, so a
    /// subcommand's arguments mean the same either way.
    static func parsedAlone(_ arguments: [String]) -> (any ParsableCommand)? {
        guard arguments.count >= 2,
              let subcommand = configuration.subcommands.first(where: { $0.configuration.commandName == arguments[1] })
        else { return nil }
        // A help request parses into the library's help command, not the subcommand.
        guard let parsed = try? subcommand.parseAsRoot(Array(arguments.dropFirst(2))),
              ObjectIdentifier(type(of: parsed)) == ObjectIdentifier(subcommand) else { return nil }
        return parsed
    }
}
