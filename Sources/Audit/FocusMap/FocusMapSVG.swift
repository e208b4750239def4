/// The focus map as SVG: the screen's outline, every framed element as a box whose outline says
/// what it is to VoiceOver (a stop, a container, a modal view, hidden, unreachable), the stops
/// numbered in focus order with the path between them, and a mark on elements with findings.
///
/// Kinds differ by outline pattern and by words (the legend, the box's own word for hidden and
/// unreachable ones), never by colour alone. All text from the screen is escaped.
package enum FocusMapSVG {
    package struct Options: Sendable {
        /// A full SVG document (XML declaration, namespace, its own style) rather than a fragment
        /// for inlining into the review page.
        package var standalone: Bool
        /// Prefix of the SVG's ids, unique per map on a page.
        package var idPrefix: String
        /// Where activating a stop leads (its entry on the page), by element name; nil: stops
        /// are not links.
        package var stopLinks: [String: String]?
        /// Findings per element name, drawn as a mark and said in the stop's name.
        package var findings: [String: Int]

        package init(standalone: Bool = true, idPrefix: String = "fm", stopLinks: [String: String]? = nil,
                    findings: [String: Int] = [:]) {
            self.standalone = standalone
            self.idPrefix = idPrefix
            self.stopLinks = stopLinks
            self.findings = findings
        }
    }

    package static func render(_ model: MapModel, options: Options = Options()) -> String {
        let p = SVGText.escape(options.idPrefix)
        let stops = model.elements.filter { $0.kind == .stop }.sorted { ($0.stop ?? 0) < ($1.stop ?? 0) }
        var out = ""
        if options.standalone { out += "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" }
        let width = number(model.width), height = number(model.height)
        let role = options.stopLinks == nil ? "img" : "group"
        // A standalone map has its legend beside it, right of the screen; the screen keeps its
        // place and size in points, so the stops stay on the screenshot.
        let legend = options.standalone ? MapLegend(stops: stops, left: model.width + MapLegend.gap) : nil
        let outerWidth = number(legend.map { $0.left + MapLegend.width } ?? model.width)
        let outerHeight = number(max(model.height, legend?.height ?? 0))
        out += "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"focus-map\" viewBox=\"0 0 \(outerWidth) \(outerHeight)\""
        if options.standalone { out += " width=\"\(outerWidth)\" height=\"\(outerHeight)\"" }
        out += model.image == nil ? "" : " data-screenshot=\"1\""
        out += " role=\"\(role)\" aria-labelledby=\"\(p)-title \(p)-desc\">\n"
        out += "<title id=\"\(p)-title\">Focus map of \(SVGText.escape(model.name))</title>\n"
        out += "<desc id=\"\(p)-desc\">\(SVGText.escape(description(model)))</desc>\n"
        if options.standalone { out += "<style>\(style)</style>\n" }
        out += "<defs><marker id=\"\(p)-arrow\" viewBox=\"0 0 10 10\" refX=\"8\" refY=\"5\" markerWidth=\"7\" markerHeight=\"7\" orient=\"auto-start-reverse\">"
        out += "<path d=\"M0,0 L10,5 L0,10 z\" class=\"fm-arrow\"/></marker></defs>\n"
        // The drawing; links to stops come after it, on top.
        out += "<g aria-hidden=\"true\">\n"
        out += "<rect class=\"fm-screen\" x=\"0\" y=\"0\" width=\"\(width)\" height=\"\(height)\"/>\n"
        if let image = model.image { out += image.svg(width: width, height: height) }
        for element in model.elements where element.kind != .stop {
            out += box(element, classes: "fm-\(element.kind.rawValue)")
            if let word = word(element.kind) {
                out += "<text class=\"fm-word\" x=\"\(number(element.frame.x + 3))\" y=\"\(number(element.frame.y + 12))\">\(word)</text>\n"
            }
        }
        for element in stops {
            out += box(element, classes: "fm-stopbox", data: element.name)
            if model.image == nil { out += StopWords.svg(element) }
        }
        if stops.count > 1 {
            let points = stops.map { "\(number($0.frame.x + $0.frame.width / 2)),\(number($0.frame.y + $0.frame.height / 2))" }
            out += "<polyline class=\"fm-path\" points=\"\(points.joined(separator: " "))\" marker-mid=\"url(#\(p)-arrow)\" marker-end=\"url(#\(p)-arrow)\"/>\n"
        }
        for element in model.elements where (options.findings[element.name] ?? 0) > 0 {
            let x = element.frame.maxX - 9, y = element.frame.y + 1
            out += "<path class=\"fm-flag\" d=\"M\(number(x)),\(number(y)) l8,14 h-16 z\"/>"
            out += "<text class=\"fm-flagmark\" x=\"\(number(x))\" y=\"\(number(y + 12.5))\">!</text>\n"
        }
        out += "</g>\n"
        for element in stops {
            let number = element.stop ?? 0
            let count = options.findings[element.name] ?? 0
            var label = "Stop \(number): \(element.text.isEmpty ? element.name : element.text)"
            if count > 0 { label += ", \(count) finding\(count == 1 ? "" : "s")" }
            let badge = badgeSVG(element)
            if let href = options.stopLinks?[element.name] ?? options.stopLinks.map({ _ in "#" }) {
                out += "<a class=\"fm-stop\" href=\"\(SVGText.escape(href))\" data-element=\"\(SVGText.escape(element.name))\" aria-label=\"\(SVGText.escape(label))\">"
                out += "<rect class=\"fm-hit\" x=\"\(self.number(element.frame.x))\" y=\"\(self.number(element.frame.y))\" width=\"\(self.number(element.frame.width))\" height=\"\(self.number(element.frame.height))\"/>"
                out += badge + "</a>\n"
            } else {
                out += "<g class=\"fm-stop\" data-element=\"\(SVGText.escape(element.name))\" aria-hidden=\"true\">\(badge)</g>\n"
            }
        }
        if let legend { out += legend.svg }
        out += "</svg>\n"
        return out
    }

    /// The map in words: how many stops, their order, and what is hidden or unreachable.
    package static func description(_ model: MapModel) -> String {
        let stops = model.elements.filter { $0.kind == .stop }.sorted { ($0.stop ?? 0) < ($1.stop ?? 0) }
        var text = "\(stops.count) stop\(stops.count == 1 ? "" : "s") in focus order"
        if !stops.isEmpty {
            text += ": " + stops.prefix(50).map { "\($0.stop ?? 0) \($0.text.isEmpty ? $0.name : $0.text)" }.joined(separator: ", ")
            if stops.count > 50 { text += ", …" }
        }
        text += "."
        for (kind, what) in [(MapElement.Kind.modal, "Modal"), (.hidden, "Hidden"), (.unreachable, "Unreachable")] {
            let names = model.elements.filter { $0.kind == kind }.map(\.name)
            if !names.isEmpty { text += " \(what): " + names.prefix(20).joined(separator: ", ") + (names.count > 20 ? ", …" : "") + "." }
        }
        return text
    }

    private static func word(_ kind: MapElement.Kind) -> String? {
        switch kind {
        case .hidden: "hidden"
        case .unreachable: "unreachable"
        case .modal: "modal"
        default: nil
        }
    }

    private static func box(_ element: MapElement, classes: String, data: String? = nil) -> String {
        let f = element.frame
        let attribute = data.map { " data-element=\"\(SVGText.escape($0))\"" } ?? ""
        return "<rect class=\"\(classes)\"\(attribute) x=\"\(number(f.x))\" y=\"\(number(f.y))\" width=\"\(number(f.width))\" height=\"\(number(f.height))\"/>\n"
    }

    private static func badgeSVG(_ element: MapElement) -> String {
        let cx = element.frame.x + 11, cy = element.frame.y + 11
        return "<circle class=\"fm-badge\" cx=\"\(number(cx))\" cy=\"\(number(cy))\" r=\"11\"/>"
            + "<text class=\"fm-number\" x=\"\(number(cx))\" y=\"\(number(cy + 4.5))\">\(element.stop ?? 0)</text>"
    }

    /// Points with at most one decimal, no exponent: `12`, `12.5`, `-3`.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let tenths = (value * 10).rounded()
        let whole = Int(tenths / 10), fraction = Int(abs(tenths).truncatingRemainder(dividingBy: 10))
        let sign = tenths < 0 && whole == 0 ? "-" : ""
        return fraction == 0 ? "\(sign)\(whole)" : "\(sign)\(whole).\(fraction)"
    }

    /// The map's style (the review page includes it once for all its maps). Outlines differ by
    /// pattern as well as colour; the current stop is thicker and filled.
    package static let style = """
        .focus-map { font: 12px system-ui, sans-serif; }
        .fm-screen { fill: #fff; stroke: #1a1a1a; stroke-width: 2; }
        .fm-ignored { fill: none; stroke: #8a8a8a; stroke-width: 1; }
        .fm-container { fill: none; stroke: #4a4a4a; stroke-width: 1.5; stroke-dasharray: 8 4; }
        .fm-modal { fill: none; stroke: #5b2a86; stroke-width: 4; stroke-dasharray: 14 4 2 4; }
        .fm-hidden { fill: #f0f0f0; stroke: #595959; stroke-width: 1.5; stroke-dasharray: 2 3; }
        .fm-unreachable { fill: #fff0f0; stroke: #a3000b; stroke-width: 2; stroke-dasharray: 5 2; }
        .fm-word { fill: #1a1a1a; font-size: 11px; }
        .fm-stopbox { fill: #eaf1fb; stroke: #0b4fb3; stroke-width: 2; }
        .fm-words { fill: #1a1a1a; font-size: 11px; }
        .fm-legend { fill: #1a1a1a; font-size: 12px; }
        [data-screenshot] .fm-screen { fill: #fff; }
        [data-screenshot] .fm-stopbox { fill: #0b4fb3; fill-opacity: .12; stroke-width: 2.5; }
        [data-screenshot] .fm-ignored, [data-screenshot] .fm-container { stroke-opacity: .6; }
        .fm-path { fill: none; stroke: #b34700; stroke-width: 2.5; stroke-opacity: .85; }
        .fm-arrow { fill: #b34700; }
        .fm-flag { fill: #a3000b; }
        .fm-flagmark { fill: #fff; font-weight: 700; font-size: 11px; text-anchor: middle; }
        .fm-hit { fill: transparent; stroke: none; }
        .fm-badge { fill: #0b4fb3; stroke: #fff; stroke-width: 1.5; }
        .fm-number { fill: #fff; font-weight: 700; font-size: 12px; text-anchor: middle; }
        .fm-key { fill: #0b4fb3; }
        .fm-stop:focus-visible .fm-hit, .fm-stop:hover .fm-hit { stroke: #1a1a1a; stroke-width: 4; }
        .fm-stop:focus { outline: none; }
        .fm-stop.current .fm-hit { fill: #ffd166; fill-opacity: .45; stroke: #1a1a1a; stroke-width: 5; }
        .fm-stop.current .fm-badge { fill: #1a1a1a; }
        """
}
