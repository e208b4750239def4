/// The end of a batch on standard output: the counts, every failure and problem with its
/// reason, and the review page's path (the last line, for scripts).
package enum BatchSummary {
    package static func text(_ report: BatchReport, shard: Shard?) -> String {
        var scope = "\(report.outcomes.count) screen\(report.outcomes.count == 1 ? "" : "s")"
        if let shard { scope += " in shard \(shard) of \(report.found) files" }
        if !report.skipped.isEmpty {
            scope += "; \(report.skipped.count) file\(report.skipped.count == 1 ? "" : "s") skipped as not screens"
        }
        var lines = ["rendered \(report.rendered), reused \(report.reused), failed \(report.failures.count) (\(scope))"]
        let cache = report.phraseCache
        lines.append("phrases: \(report.synthesized) synthesized, \(cache.hits + cache.memoryHits) from the cache; "
                     + "\(report.enginesStarted) engine process\(report.enginesStarted == 1 ? "" : "es")"
                     + (cache.corrupt > 0 ? "; \(cache.corrupt) damaged cache entr\(cache.corrupt == 1 ? "y" : "ies") rebuilt" : ""))
        if !report.removedFolders.isEmpty {
            lines.append("removed \(report.removedFolders.count) folder\(report.removedFolders.count == 1 ? "" : "s") of screens no longer in the set: "
                         + report.removedFolders.joined(separator: ", "))
        }
        lines += report.warnings.map { "warning: \($0)" }
        for file in report.skipped where ["yaml", "yml", "json"].contains(file.url.pathExtension.lowercased()) {
            // A screen whose `elements` key is misspelt (or a file emptied by mistake) looks like
            // any other YAML file: say which were skipped, and how to see their problems.
            lines.append("warning: \(file.displayPath): skipped: no 'elements' key, so not a screen file; "
                         + "name the file itself to see its problems")
        }
        for outcome in report.failures {
            if case .failed(let message) = outcome.status { lines.append("failed: \(message)") }
        }
        for outcome in report.outcomes where !outcome.failed {
            for incident in outcome.incidents {
                lines.append("problem: \(outcome.file.displayPath): \(incident)")
            }
        }
        if report.interrupted {
            lines.append("interrupted: \(report.outcomes.count) of the screens were finished; run again to complete from the cache")
        }
        if let index = report.index { lines.append(index.path) }
        return lines.map { $0 + "\n" }.joined()
    }
}
