import Screens
import VoiceProfiles

/// The state of a session: the tree as `set` steps changed it, the focus order, focus, rotor.
struct Session {
    private(set) var tree: ElementTree
    private(set) var order: FocusOrder
    private var composer: UtteranceComposer
    private let settings: SimulationSettings
    private let rightToLeft: Bool
    /// The focused node, and its last known position (kept when the node stops being a stop, so
    /// the next swipe continues from where it was).
    private var focus: Int?
    private var position = 0
    private var rotor: ScriptStep.Rotor?
    private let platform: Platform
    private let screenRotors: [CustomRotor]
    private var rotorItem: Int?
    private var alertsShown: Set<Int> = []
    /// Per scroll view scrolled: the page its frames were given at (the page shown when the screen opened).
    private var firstPage: [Int: Int] = [:]

    /// `checkedTree` is the screen's tree as the loader built and checked it; without one the
    /// tree is built and checked here.
    init(screen: Screen, tree checkedTree: ElementTree? = nil, profiles: VoiceProfileStore,
         settings: SimulationSettings) throws {
        let tree = checkedTree ?? ElementTree(screen: screen)
        if checkedTree == nil, let problem = tree.problems().first {
            throw SimulationError(place: problem.path, problem: problem.problem, allowed: problem.allowed)
        }
        let languages = Languages(voices: try ScreenVoices.of(screen, profiles: profiles))
        self.tree = tree
        self.settings = settings
        self.rightToLeft = languages.rightToLeft
        self.platform = settings.platform ?? screen.platform
        self.screenRotors = screen.customRotors
        self.composer = UtteranceComposer(settings: settings, languages: languages, platform: platform)
        self.order = FocusOrder(tree: tree, rowBand: settings.rowBand, rightToLeft: languages.rightToLeft)
    }

    private var screenLanguage: String { composer.languages.screenLanguage }
    /// The screen's voices, as its language resolved them.
    var voices: ScreenVoices { composer.languages.voices }
    private var screenWords: Vocabulary { composer.languages.screenProfile.vocabulary }
    private var focusName: String? { focus.map(tree.name) }

    // MARK: Default walk

    mutating func walk() -> [Utterance] {
        var utterances = [open(cause: .open, sound: nil)]
        while position + 1 < order.stops.count {
            utterances.append(move(to: position + 1, cause: .walk, sound: .focusMoved))
        }
        return utterances
    }

    // MARK: Script

    mutating func run(_ script: [ScriptStep]) throws -> [Utterance] {
        var utterances: [Utterance] = []
        var steps = script[...]
        // A script that starts with screenChanged opens the screen on its target (docs/voiceover.md section 1.7).
        if case .screenChanged = steps.first, let opened = try perform(steps.removeFirst(), at: 0) {
            utterances.append(opened)
        } else {
            utterances.append(open(cause: .open, sound: nil))
        }
        // A double tap's spoken feedback waits for the app's reaction: the `set` steps after it.
        var pendingEcho: PendingEcho?
        for (index, step) in zip(steps.indices, steps) {
            if let pending = pendingEcho, !step.isSet {
                utterances[pending.utterance].immediate += echo(pending, then: step)
                pendingEcho = nil
            }
            if case .wait(let seconds) = step {
                let last = utterances.count - 1
                if case .seconds(let before) = utterances[last].listening {
                    utterances[last].listening = .seconds(before + seconds)
                } else {
                    utterances[last].listening = .seconds(seconds)
                }
                continue
            }
            let performed: Utterance?
            let activated = step == .activate ? focus.map { ($0, composer.described($0, order: order, tree: tree)) } : nil
            do {
                performed = try perform(step, at: index)
            } catch var error as SimulationError {
                error.saidBefore = utterances
                throw error
            }
            guard let utterance = performed else { continue }
            // The user listened to the previous utterance only until this one, unless a wait said
            // otherwise; a queued announcement waits for it to finish.
            let last = utterances.count - 1
            // A low-priority announcement is dropped while speech is going on: right after another
            // utterance, with no wait between them.
            if utterance.priority == .low, utterances[last].listening == .untilDone { continue }
            if utterances[last].listening == .untilDone, utterance.interrupts {
                utterances[last].listening = .immediately
            }
            utterances.append(utterance)
            if let (node, before) = activated {
                pendingEcho = PendingEcho(utterance: utterances.count - 1, node: node, before: before)
            }
        }
        if let pending = pendingEcho { utterances[pending.utterance].immediate += echo(pending, then: nil) }
        return utterances
    }

    /// A double tap whose spoken feedback is not yet known: the utterance it goes into, the
    /// element activated, and that element as described before the tap.
    private struct PendingEcho {
        var utterance: Int
        var node: Int
        var before: Element
    }

    /// What VoiceOver says after a double tap once the app has reacted (docs/voiceover.md section 10):
    /// the activated element again, composed after the `set` steps that followed the tap. Nothing
    /// when the reaction moves focus (screenChanged, layoutChanged to an element) or takes the
    /// element away; an announcement interrupts it as it interrupts any speech.
    private mutating func echo(_ pending: PendingEcho, then next: ScriptStep?) -> [UtterancePart] {
        switch next {
        case .screenChanged?, .layoutChanged(.some)?: return []
        default: break
        }
        guard focus == pending.node, order.position(of: pending.node) != nil else { return [] }
        return composer.echo(pending.node, before: pending.before, order: order, tree: tree)
    }

    /// One step's utterance, or nil when a notification or `set` is silent.
    private mutating func perform(_ step: ScriptStep, at index: Int) throws -> Utterance? {
        let cause = UtteranceCause.step(step.kind)
        func fail(_ problem: String, _ allowed: String) -> SimulationError {
            SimulationError(place: "script[\(index)] \(step.name)", path: "script[\(index)]", problem: problem, allowed: allowed)
        }
        switch step {
        case .next, .previous:
            let forward = step == .next
            let target: Int
            if let current = focus.flatMap({ order.position(of: $0) }) {
                target = current + (forward ? 1 : -1)
            } else if focus == nil {
                target = forward ? 0 : -1  // nothing focused yet
            } else {
                target = forward ? position : position - 1  // focus vanished: go on from where it was
            }
            guard order.stops.indices.contains(target) else {
                // Past either end VoiceOver bonks and says the element it stays on again.
                if let current = focus.flatMap({ order.position(of: $0) }) { return move(to: current, cause: cause, sound: .boundary) }
                return boundary(cause)
            }
            return move(to: target, cause: cause, sound: .focusMoved)
        case .first, .last:
            guard !order.stops.isEmpty else { return boundary(cause) }
            return move(to: step == .first ? 0 : order.stops.count - 1, cause: cause, sound: .focusMoved)
        case .activate:
            guard let node = focus else { return boundary(cause) }
            // A switch flips itself; what is said is composed once the app has reacted (`echo`).
            if let toggled = CombinedElement.switchToggled(at: node, order: order, tree: tree) {
                tree.update(toggled) { $0.value = $0.value == "1" ? "0" : "1" }
            }
            return Utterance(focus: focusName, cause: cause, immediate: [.sound(.activated, language: screenLanguage)])
        case .magicTap, .escape:
            return Utterance(focus: focusName, cause: cause, immediate: [])
        case .increment, .decrement:
            return try adjust(up: step == .increment, cause: cause, fail: fail)
        case .rotor(let chosen):
            if case .custom(let name) = chosen, customRotor(named: name) == nil {
                throw fail("no rotor '\(name)' where focus is", "the name of a custom rotor of the screen, the focused element or one around it")
            }
            rotor = chosen
            rotorItem = nil
            let words = composer.platformWords(screenWords, language: screenLanguage)
            if chosen == .moreContent, platform == .macos {
                return openMoreContentMenu(cause: cause, words: words)
            }
            let name = switch chosen {
            case .actions: words.vocabulary.rotorActions
            case .moreContent: words.vocabulary.rotorMoreContent
            case .headings(let level): words.headingsRotor(level: level)
            case .custom(let name): name
            }
            return Utterance(focus: focusName, cause: cause,
                             immediate: [UtterancePart(role: .rotor, text: name, language: screenLanguage)])
        case .rotorNext, .rotorPrevious:
            guard let rotor else {
                throw fail("no rotor chosen yet", "a `rotor: actions|moreContent|headings|NAME` step before it")
            }
            if case .custom(let name) = rotor {
                guard let custom = customRotor(named: name) else {
                    throw fail("no rotor '\(name)' where focus is now", "a rotor offered by the focused element, one around it, or the screen")
                }
                return customRotorStep(custom, forward: step == .rotorNext, cause: cause)
            }
            return rotorStep(rotor, forward: step == .rotorNext, cause: cause)
        case .scroll(let direction):
            return try scroll(direction, cause: cause, fail: fail)
        case .wait:
            return nil
        case .announce(let announcement):
            // high and default interrupt (default after the phrase in progress); low and queued
            // ones wait for speech to finish (docs/simulation.md, "Announcements").
            let waits = announcement.queued || announcement.priority == .low
            var utterance = Utterance(focus: nil, cause: cause,
                                      immediate: [UtterancePart(role: .announcement, text: announcement.text,
                                                                language: screenLanguage,
                                                                speech: SpeechText.runs(announcement.runs, text: announcement.text, context: nil))],
                                      interrupts: !waits)
            utterance.priority = announcement.priority
            return utterance
        case .layoutChangedAnnouncement(let text):
            return Utterance(focus: nil, cause: cause,
                             immediate: [UtterancePart(role: .announcement, text: text, language: screenLanguage)])
        case .screenChanged(let id):
            rotor = nil
            rotorItem = nil
            guard let id else { return open(cause: cause, sound: .screenChanged) }
            guard let node = tree.indexByID[id], let target = order.firstStop(within: node, tree: tree) else {
                throw fail("'\(id)' is not a focus stop now, nor holds one", "the id of a visible element")
            }
            return move(to: target, cause: cause, sound: .screenChanged)
        case .layoutChanged(let id):
            if let id {
                guard let node = tree.indexByID[id], let target = order.firstStop(within: node, tree: tree) else {
                    throw fail("'\(id)' is not a focus stop now, nor holds one", "the id of a visible element")
                }
                return move(to: target, cause: cause, sound: .focusMoved)
            }
            if let node = focus, order.position(of: node) != nil { return nil }
            guard !order.stops.isEmpty else { return nil }
            return move(to: min(position, order.stops.count - 1), cause: cause, sound: .focusMoved)
        case .set(let change):
            return apply(change, cause: cause)
        }
    }

    // MARK: Moving focus

    /// The screen opening (or a screenChanged without target): focus on the first stop.
    private mutating func open(cause: UtteranceCause, sound: Earcon?) -> Utterance {
        guard !order.stops.isEmpty else {
            focus = nil
            return Utterance(focus: nil, cause: cause, immediate: sound.map { [.sound($0, language: screenLanguage)] } ?? [])
        }
        return move(to: 0, cause: cause, sound: sound)
    }

    /// Focus lands on a stop: the earcon, the alert and loading sounds when due, the description.
    private mutating func move(to target: Int, cause: UtteranceCause, sound: Earcon?) -> Utterance {
        let node = order.stops[target]
        let entered = enteredGroups(from: focus, to: node)
        if focus != node { rotorItem = nil }
        focus = node
        position = target
        var immediate = sound.map { [UtterancePart.sound($0, language: screenLanguage)] } ?? []
        immediate += newAlertSounds()
        immediate += entered
        let busy = tree[node].busy
        if busy { immediate.append(.sound(.loading, language: screenLanguage)) }
        let description = composer.describe(target, order: order, tree: tree)
        var utterance = Utterance(focus: tree.name(node), cause: cause, immediate: immediate + description.immediate,
                                  delayed: description.delayed, listening: .untilDone, busy: busy)
        let element = tree[node]
        utterance.inputLabels = element.inputLabels.isEmpty ? nil : element.inputLabels
        utterance.activationPoint = element.activationPoint
        return utterance
    }

    /// The labels of the labelled groups focus enters moving from one stop to another, outermost
    /// first (docs/voiceover.md section 10): a semantic group (`containerType: semanticGroup`, or
    /// SwiftUI's `childBehavior: contain`) with a label says it before the first stop inside.
    private func enteredGroups(from previous: Int?, to node: Int) -> [UtterancePart] {
        var left: Set<Int> = []
        var current = previous.flatMap { tree.visitParent($0) }
        while let ancestor = current {
            left.insert(ancestor)
            current = tree.visitParent(ancestor)
        }
        var labels: [UtterancePart] = []
        current = tree.visitParent(node)
        while let ancestor = current, !left.contains(ancestor) {
            let group = tree[ancestor]
            if group.isLabelledGroup {
                labels.append(UtterancePart(role: .containerEdge, text: group.label,
                                            language: composer.languages.language(of: ancestor, in: tree),
                                            speech: SpeechText.runs(group.speech.label, text: group.label, context: group.textualContext)))
            }
            current = tree.visitParent(ancestor)
        }
        return labels.reversed()
    }

    private func boundary(_ cause: UtteranceCause) -> Utterance {
        Utterance(focus: focusName, cause: cause, immediate: [.sound(.boundary, language: screenLanguage)])
    }

    /// The alert earcon, once, when a modal alert has come into effect since the last check.
    private mutating func newAlertSounds() -> [UtterancePart] {
        let alerts = Set(order.modals.filter { tree[$0].alert })
        defer { alertsShown = alerts }
        return alerts.subtracting(alertsShown).isEmpty ? [] : [.sound(.alert, language: screenLanguage)]
    }

    // MARK: Gestures on the focused element

    private mutating func adjust(up: Bool, cause: UtteranceCause, fail: (String, String) -> SimulationError) throws -> Utterance {
        guard let node = focus, tree[node].has(.adjustable) else {
            throw fail("focus is on \(focusName.map { "'\($0)'" } ?? "nothing"), which is not adjustable",
                       "focus on an element with the adjustable trait")
        }
        guard let steps = tree[node].steps, let current = steps.firstIndex(of: tree[node].value) else {
            throw fail("'\(tree.name(node))' has no steps holding its value", "steps: [values] on the element, its value among them")
        }
        let next = min(max(current + (up ? 1 : -1), 0), steps.count - 1)
        tree.update(node) { $0.value = steps[next] }
        let language = composer.languages.language(of: node, in: tree)
        return Utterance(focus: focusName, cause: cause,
                         immediate: [UtterancePart(role: .value, text: steps[next], language: language)])
    }

    /// Actions and More Content step through the focused element's items, wrapping around with
    /// the wrap-around earcon; Headings moves focus to the next or previous heading.
    private mutating func rotorStep(_ rotor: ScriptStep.Rotor, forward: Bool, cause: UtteranceCause) -> Utterance {
        if case .headings(let level) = rotor {
            let from = focus.flatMap { order.position(of: $0) } ?? (forward ? -1 : order.stops.count)
            let candidates = forward ? Array(order.stops.indices.dropFirst(from + 1))
                                     : Array(order.stops.indices.prefix(max(from, 0)).reversed())
            // With a level chosen, only headings of that level (a combined stop's merged level counts).
            guard let target = candidates.first(where: {
                let element = composer.described(order.stops[$0], order: order, tree: tree)
                return element.has(.header) && (level == nil || element.headingLevel == level)
            }) else {
                return boundary(cause)
            }
            return move(to: target, cause: cause, sound: .focusMoved)
        }
        guard let node = focus else { return boundary(cause) }
        let items = rotorItems(rotor, of: node)
        guard !items.isEmpty else { return boundary(cause) }
        var next = (rotorItem ?? (forward ? -1 : items.count)) + (forward ? 1 : -1)
        var immediate: [UtterancePart] = []
        if !items.indices.contains(next) {
            next = forward ? 0 : items.count - 1
            if rotorItem != nil { immediate.append(.sound(.wrapAround, language: screenLanguage)) }
        }
        rotorItem = next
        return Utterance(focus: focusName, cause: cause, immediate: immediate + items[next])
    }

    /// The items of the Actions or More Content rotor on an element: its actions then "Activate";
    /// its custom content entries, read value first on iOS, label first on macOS.
    private mutating func rotorItems(_ rotor: ScriptStep.Rotor, of node: Int) -> [[UtterancePart]] {
        let element = composer.described(node, order: order, tree: tree)
        let language = composer.languages.language(of: node, in: tree)
        let words = composer.languages.words(for: language)
        if rotor == .actions {
            return element.customActions.map { [UtterancePart(role: .rotorItem, text: $0, language: language)] }
                + [[UtterancePart(role: .rotorItem, text: words.vocabulary.activate, language: words.language)]]
        }
        let platformWords = composer.platformWords(words.vocabulary, language: words.language)
        return CustomContent.resolvingKeys(element.customContent).map { entry in
            platformWords.customContent(entry).map { UtterancePart(role: .rotorItem, text: $0, language: language) }
        }
    }

    /// VO-Command-/ on macOS: "More Content menu, N items", then the first item, selected.
    private mutating func openMoreContentMenu(cause: UtteranceCause, words: PlatformWords) -> Utterance {
        let items = focus.map { rotorItems(.moreContent, of: $0) } ?? []
        var immediate = words.moreContentMenu(count: items.count).map {
            UtterancePart(role: .rotor, text: $0, language: screenLanguage)
        }
        if let first = items.first {
            immediate += first
            rotorItem = 0
        }
        return Utterance(focus: focusName, cause: cause, immediate: immediate)
    }

    /// The custom rotor of this name offered where focus is: the focused element's, then its
    /// visit ancestors' (innermost first), then the screen's.
    private func customRotor(named name: String) -> CustomRotor? {
        var current = focus
        while let node = current {
            if let rotor = tree[node].customRotors.first(where: { $0.name == name }) { return rotor }
            current = tree.visitParent(node)
        }
        return screenRotors.first { $0.name == name }
    }

    /// A custom rotor moves focus to its next (previous) item that is a stop now: after the
    /// focused item, or the first (last) one when focus is on none of them. No wrap: past the
    /// ends the boundary sound.
    private mutating func customRotorStep(_ rotor: CustomRotor, forward: Bool, cause: UtteranceCause) -> Utterance {
        let targets: [Int?] = rotor.items.map { id in tree.indexByID[id].flatMap { order.firstStop(within: $0, tree: tree) } }
        let current = focus.flatMap { focused in
            rotor.items.firstIndex { tree.indexByID[$0] == focused }
                ?? targets.firstIndex { $0.map { order.stops[$0] } == focused }
        }
        let indices = forward ? Array(((current ?? -1) + 1)..<max((current ?? -1) + 1, targets.count))
                              : Array((0..<(current ?? targets.count)).reversed())
        guard let next = indices.first(where: { targets[$0] != nil }), let target = targets[next] else {
            return boundary(cause)
        }
        return move(to: target, cause: cause, sound: .focusMoved)
    }

    /// A three-finger swipe pages the scroll view holding focus (the nearest ancestor with
    /// `pages`), else the first one on the screen; it says "Page N of M", or bonks at the end.
    private mutating func scroll(_ direction: ScriptStep.ScrollDirection, cause: UtteranceCause,
                                 fail: (String, String) -> SimulationError) throws -> Utterance {
        var scroller: Int?
        var current = focus
        while let node = current, scroller == nil {
            if tree[node].pages != nil { scroller = node }
            current = tree.visitParent(node)
        }
        scroller = scroller ?? tree.nodes.indices.first { tree[$0].pages != nil && !tree[$0].hidden }
        guard let node = scroller, let pages = tree[node].pages else {
            throw fail("no scroll view with pages on this screen", "an element with pages: {current, count}")
        }
        let page = pages.current + (direction.isForward ? 1 : -1)
        guard (1...pages.count).contains(page) else { return boundary(cause) }
        if firstPage[node] == nil { firstPage[node] = pages.current }
        tree.update(node) { $0.pages?.current = page }
        let status = Vocabulary.fill(screenWords.pageStatus, ["n": "\(page)", "count": "\(pages.count)"])
        let scrolled = [UtterancePart.sound(.pageScrolled, language: screenLanguage),
                        UtterancePart(role: .status, text: status, language: screenLanguage)]
        // Focus moves to the first element of the new page, which is read after the status.
        guard let target = firstStop(ofPage: page, in: node) else {
            return Utterance(focus: focusName, cause: cause, immediate: scrolled)
        }
        var moved = move(to: target, cause: cause, sound: nil)
        moved.immediate.insert(contentsOf: scrolled, at: 0)
        return moved
    }

    /// The first stop, in focus order, of a scroll view's page: the one whose top lies in the
    /// scroll view's frame moved by whole pages from the page its frames were given at. Nil when
    /// the scroll view or the stops have no frames.
    private func firstStop(ofPage page: Int, in scroller: Int) -> Int? {
        guard let frame = tree[scroller].frame, frame.height > 0 else { return nil }
        let top = frame.y + Double(page - (firstPage[scroller] ?? page)) * frame.height
        return order.stops.indices.first { position in
            let stop = order.stops[position]
            guard let stopFrame = tree[stop].frame, stopFrame.y >= top, stopFrame.y < top + frame.height else { return false }
            var ancestor = tree.visitParent(stop)
            while let current = ancestor, current != scroller { ancestor = tree.visitParent(current) }
            return ancestor == scroller
        }
    }

    // MARK: The app changes the screen

    /// Applies a `set`. It says nothing, but plays "loaded" when it clears busy, "loading" when
    /// the focused element becomes busy, and "alert" when a modal alert comes into effect.
    private mutating func apply(_ change: ElementChange, cause: UtteranceCause) -> Utterance? {
        guard let node = tree.indexByID[change.id] else { return nil }
        let wasBusy = tree[node].busy
        tree.update(node) { change.apply(to: &$0) }
        order = FocusOrder(tree: tree, rowBand: settings.rowBand, rightToLeft: rightToLeft)
        if let focus, let now = order.position(of: focus) { position = now }
        var sounds = newAlertSounds()
        if wasBusy, !tree[node].busy { sounds.append(.sound(.loaded, language: screenLanguage)) }
        let focusBusy = focus.map { tree[$0].busy } ?? false
        if !wasBusy, tree[node].busy, node == focus { sounds.append(.sound(.loading, language: screenLanguage)) }
        guard !sounds.isEmpty else { return nil }
        return Utterance(focus: focusName, cause: cause, immediate: sounds, busy: focusBusy)
    }
}

private extension ScriptStep {
    /// A `set`: the app changing the screen, as its reaction to the gesture before it.
    var isSet: Bool { if case .set = self { true } else { false } }
}
