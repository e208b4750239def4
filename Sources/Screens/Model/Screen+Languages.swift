extension Screen {
    /// The screen's language and every element's own, sorted, each once: the voices a render of
    /// the screen needs.
    public var languagesSpoken: [String] {
        var found: Set<String> = [language]
        var pending = elements
        while let element = pending.popLast() {
            if let language = element.language { found.insert(language) }
            pending += element.children
        }
        return found.sorted()
    }
}
