import Foundation
import Screens
import Simulator
import Testing
import TestSupport

/// The rules public captures of iOS 17–26 apps needed (covered content, invisible copies, web
/// links, toolbar items, labelled switch rows, navigation bars, scroll views before the bar at the
/// foot, fragments), each in every format that carries what it needs, read through the real
/// Simulator. docs/import.md has the tables.
@Suite("Capture rules from real iOS 17–26 captures")
struct RealCaptureRulesTests {
    static func imported(_ text: String, options: ImportOptions = ImportOptions(language: "en-US")) throws -> ImportedScreen {
        try ScreenSource.load(data: Data(text.utf8), path: "capture", options: options)
    }

    static func transcript(_ text: String) throws -> [String] {
        try FidelityTests.transcript(imported(text).screen)
    }

    // MARK: Covered content

    /// A full-screen player drawn over the page it was opened from: WebDriverAgent lists the
    /// page with its frames on the screen and `visible="false"`, its table too (with a row below
    /// the screen). VoiceOver reads only the player.
    @Test func contentUnderAFullScreenViewIsNotRead() throws {
        let imported = try Self.imported("""
            <AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" visible="true" x="0" y="0" width="390" height="844">
              <XCUIElementTypeWindow type="XCUIElementTypeWindow" visible="true" x="0" y="0" width="390" height="844">
                <XCUIElementTypeOther type="XCUIElementTypeOther" visible="false" x="0" y="0" width="390" height="844">
                  <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" label="The Daily" visible="false" x="16" y="100" width="300" height="41"/>
                  <XCUIElementTypeTable type="XCUIElementTypeTable" visible="false" x="0" y="150" width="390" height="694">
                    <XCUIElementTypeCell type="XCUIElementTypeCell" visible="false" x="0" y="200" width="390" height="80">
                      <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" label="Episode 12" visible="false" x="16" y="210" width="300" height="22"/>
                    </XCUIElementTypeCell>
                    <XCUIElementTypeCell type="XCUIElementTypeCell" visible="false" x="0" y="1000" width="390" height="80">
                      <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" label="Episode 11" visible="false" x="16" y="1010" width="300" height="22"/>
                    </XCUIElementTypeCell>
                  </XCUIElementTypeTable>
                </XCUIElementTypeOther>
                <XCUIElementTypeOther type="XCUIElementTypeOther" visible="true" x="0" y="0" width="390" height="844">
                  <XCUIElementTypeButton type="XCUIElementTypeButton" label="Close player" visible="true" x="16" y="60" width="44" height="44"/>
                  <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" label="Episode 12" visible="true" x="16" y="500" width="358" height="24"/>
                  <XCUIElementTypeButton type="XCUIElementTypeButton" label="Play" visible="true" x="170" y="600" width="50" height="50"/>
                </XCUIElementTypeOther>
              </XCUIElementTypeWindow>
            </XCUIElementTypeApplication></AppiumAUT>
            """)
        #expect(try FidelityTests.transcript(imported.screen) == ["Close player, Button", "Episode 12", "Play, Button"])
        #expect(imported.warnings(.coveredContent).count == 1)
    }

    /// Without a view over it, a scroll view's content below the screen (`visible="false"`) is
    /// still read in its place, and content on the screen that WebDriverAgent calls invisible
    /// while nothing is drawn over it stays.
    @Test func invisibleContentWithNothingOverItIsRead() throws {
        let imported = try Self.imported("""
            <AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" visible="true" x="0" y="0" width="390" height="844">
              <XCUIElementTypeButton type="XCUIElementTypeButton" label="Edit" visible="true" x="320" y="50" width="50" height="44"/>
              <XCUIElementTypeTable type="XCUIElementTypeTable" visible="true" x="0" y="100" width="390" height="744">
                <XCUIElementTypeCell type="XCUIElementTypeCell" visible="true" x="0" y="120" width="390" height="80">
                  <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" label="Episode 12" visible="true" x="16" y="130" width="300" height="22"/>
                </XCUIElementTypeCell>
                <XCUIElementTypeCell type="XCUIElementTypeCell" visible="false" x="0" y="1000" width="390" height="80">
                  <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" label="Episode 11" visible="false" x="16" y="1010" width="300" height="22"/>
                </XCUIElementTypeCell>
              </XCUIElementTypeTable>
              <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" label="Updated just now" visible="false" x="16" y="800" width="200" height="22"/>
            </XCUIElementTypeApplication></AppiumAUT>
            """)
        #expect(try FidelityTests.transcript(imported.screen) == ["Edit, Button", "Episode 12", "Episode 11", "Updated just now"])
        #expect(imported.warnings(.coveredContent).isEmpty)
    }

    // MARK: Scroll views stay one run

    /// iOS 26 Settings: the list runs on behind the search field floating at the screen's foot
    /// (a row partly on the screen, behind the field). VoiceOver reads the list to its end before
    /// the field.
    @Test(arguments: [
        """
        <AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" x="0" y="0" width="402" height="874">
          <XCUIElementTypeCollectionView type="XCUIElementTypeCollectionView" x="0" y="0" width="402" height="874">
            <XCUIElementTypeCell type="XCUIElementTypeCell" x="16" y="700" width="370" height="52">
              <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" label="Focus" x="64" y="715" width="200" height="22"/>
            </XCUIElementTypeCell>
            <XCUIElementTypeCell type="XCUIElementTypeCell" x="16" y="800" width="370" height="52">
              <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" label="Screen Time" x="64" y="815" width="200" height="22"/>
            </XCUIElementTypeCell>
          </XCUIElementTypeCollectionView>
          <XCUIElementTypeSearchField type="XCUIElementTypeSearchField" label="Search" x="28" y="790" width="346" height="48"/>
        </XCUIElementTypeApplication></AppiumAUT>
        """,
        """
        [{"type": "Application", "frame": {"x": 0, "y": 0, "width": 402, "height": 874}, "children": [
          {"type": "CollectionView", "role": "AXList", "frame": {"x": 0, "y": 0, "width": 402, "height": 874}, "children": [
            {"type": "StaticText", "AXLabel": "Focus", "frame": {"x": 64, "y": 715, "width": 200, "height": 22}, "children": []},
            {"type": "StaticText", "AXLabel": "Screen Time", "frame": {"x": 64, "y": 815, "width": 200, "height": 22}, "children": []}]},
          {"type": "SearchField", "AXLabel": "Search", "frame": {"x": 28, "y": 790, "width": 346, "height": 48}, "children": []}]}]
        """,
        """
        Element subtree:
         →Application, 0x1, pid: 1, label: 'Settings'
            Window (Main), 0x2, {{0.0, 0.0}, {402.0, 874.0}}
              CollectionView, 0x3, {{0.0, 0.0}, {402.0, 874.0}}
                Cell, 0x4, {{16.0, 700.0}, {370.0, 52.0}}
                  StaticText, 0x5, {{64.0, 715.0}, {200.0, 22.0}}, label: 'Focus'
                Cell, 0x6, {{16.0, 800.0}, {370.0, 52.0}}
                  StaticText, 0x7, {{64.0, 815.0}, {200.0, 22.0}}, label: 'Screen Time'
              SearchField, 0xa, {{28.0, 790.0}, {346.0, 48.0}}, label: 'Search'
        """,
    ])
    func aScrollViewIsReadBeforeTheBarAtTheFoot(capture: String) throws {
        #expect(try Self.transcript(capture) == ["Focus", "Screen Time", "Search, Search Field"])
    }

    /// A full-screen table under a navigation bar, all its rows on the screen and nothing over its
    /// foot: frame order already reads it in place, and it stays a plain container (its frame,
    /// which spans the bar, is no panel drawn over the bar).
    @Test func aTableWithNothingOverItsFootIsNoGroup() throws {
        let imported = try Self.imported("""
            <AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" x="0" y="0" width="390" height="844">
              <XCUIElementTypeNavigationBar type="XCUIElementTypeNavigationBar" name="Keyboards" x="0" y="47" width="390" height="44">
                <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" label="Keyboards" x="152" y="58" width="86" height="21"/>
              </XCUIElementTypeNavigationBar>
              <XCUIElementTypeTable type="XCUIElementTypeTable" x="0" y="0" width="390" height="844">
                <XCUIElementTypeCell type="XCUIElementTypeCell" x="0" y="126" width="390" height="44">
                  <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" label="Text Replacement" x="20" y="138" width="136" height="21"/>
                </XCUIElementTypeCell>
                <XCUIElementTypeCell type="XCUIElementTypeCell" x="0" y="170" width="390" height="44">
                  <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" label="One-Handed Keyboard" x="20" y="182" width="176" height="21"/>
                </XCUIElementTypeCell>
              </XCUIElementTypeTable>
            </XCUIElementTypeApplication></AppiumAUT>
            """)
        #expect(try FidelityTests.transcript(imported.screen) == ["Keyboards, Heading", "Text Replacement", "One-Handed Keyboard"])
        func grouped(_ elements: [Element]) -> Bool {
            elements.contains { $0.shouldGroupAccessibilityChildren || grouped($0.children) }
        }
        #expect(!grouped(imported.screen.elements))
    }

    /// The same in a screen file: a scroll view (an element with `pages`) whose fourth row lies
    /// at y = 1000 is read to its end before the tabs at the screen's foot.
    @Test func aScreenFilesScrollViewIsReadBeforeTheTabs() throws {
        let yaml = """
            name: library
            language: en-US
            size: [390, 844]
            elements:
              - label: Library
                traits: [header]
                frame: [16, 60, 200, 40]
              - pages: {current: 1, count: 2}
                frame: [0, 100, 390, 661]
                children:
                  - {label: Albums, frame: [16, 120, 358, 44]}
                  - {label: Artists, frame: [16, 164, 358, 44]}
                  - {label: Songs, frame: [16, 208, 358, 44]}
                  - {label: Downloaded, frame: [16, 1000, 358, 44]}
              - traits: [tabBar]
                frame: [0, 761, 390, 83]
                children:
                  - {label: Listen Now, traits: [button], frame: [0, 761, 195, 49]}
                  - {label: Search, traits: [button], frame: [195, 761, 195, 49]}
            """
        let screen = try Self.imported(yaml).screen
        #expect(try FidelityTests.transcript(screen) == [
            "Library, Heading", "Albums", "Artists", "Songs", "Downloaded",
            "Listen Now, Tab, 1 of 2", "Search, Tab, 2 of 2",
        ])
    }

    /// A grouped table's footer listed after a row below the screen keeps a frame from an earlier
    /// layout, on the screen: it is read after that row, where the table lists it.
    @Test(arguments: [
        """
        <AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" x="0" y="0" width="390" height="844">
          <XCUIElementTypeTable type="XCUIElementTypeTable" x="0" y="0" width="390" height="844">
            <XCUIElementTypeCell type="XCUIElementTypeCell" x="0" y="770" width="390" height="45">
              <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" label="Slide to Type" x="20" y="782" width="99" height="21"/>
            </XCUIElementTypeCell>
            <XCUIElementTypeCell type="XCUIElementTypeCell" x="0" y="858" width="390" height="45">
              <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" label="Period shortcut" x="0" y="91" width="86" height="21"/>
            </XCUIElementTypeCell>
            <XCUIElementTypeOther type="XCUIElementTypeOther" x="0" y="764" width="390" height="46">
              <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" label="Double tapping the space bar will insert a period." x="0" y="764" width="390" height="46"/>
            </XCUIElementTypeOther>
          </XCUIElementTypeTable>
        </XCUIElementTypeApplication></AppiumAUT>
        """,
        """
        Element subtree:
         →Application, 0x1, pid: 1, label: 'Settings'
            Window (Main), 0x2, {{0.0, 0.0}, {390.0, 844.0}}
              Table, 0x3, {{0.0, 0.0}, {390.0, 844.0}}
                Cell, 0x4, {{0.0, 770.0}, {390.0, 45.0}}
                  StaticText, 0x5, {{20.0, 782.0}, {99.0, 21.0}}, label: 'Slide to Type'
                Cell, 0x6, {{0.0, 858.0}, {390.0, 45.0}}
                  StaticText, 0x7, {{0.0, 91.0}, {86.0, 21.0}}, label: 'Period shortcut'
                Other, 0x8, {{0.0, 764.0}, {390.0, 46.0}}
                  StaticText, 0x9, {{0.0, 764.0}, {390.0, 46.0}}, label: 'Double tapping the space bar will insert a period.'
        """,
    ])
    func aViewListedAfterRowsBelowTheScreenIsReadAfterThem(capture: String) throws {
        #expect(try Self.transcript(capture) == ["Slide to Type", "Period shortcut", "Double tapping the space bar will insert a period."])
    }

    // MARK: Invisible duplicates

    /// A Settings footer: a visible text and an invisible view with its label and frame.
    @Test func anInvisibleCopyWithTheSameLabelAndFrameIsReadOnce() throws {
        let imported = try Self.imported("""
            <AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" visible="true" x="0" y="0" width="390" height="844">
              <XCUIElementTypeTable type="XCUIElementTypeTable" visible="true" x="0" y="0" width="390" height="844">
                <XCUIElementTypeCell type="XCUIElementTypeCell" visible="true" x="16" y="100" width="358" height="44">
                  <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" label="Reduce Motion" visible="true" x="36" y="111" width="200" height="22"/>
                </XCUIElementTypeCell>
                <XCUIElementTypeOther type="XCUIElementTypeOther" label="Reduce the motion of the user interface." visible="false" x="36" y="150" width="318" height="32"/>
                <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" label="Reduce the motion of the user interface." visible="true" x="36" y="150" width="318" height="32"/>
              </XCUIElementTypeTable>
            </XCUIElementTypeApplication></AppiumAUT>
            """)
        #expect(try FidelityTests.transcript(imported.screen) == ["Reduce Motion", "Reduce the motion of the user interface."])
        #expect(imported.warnings(.invisibleDuplicate).count == 1)
    }

    // MARK: Web links

    /// WebDriverAgent marks a web link's image and its caption text accessible and the link not:
    /// VoiceOver stops on the image link and on the text link. A link with one accessible text
    /// stays one stop.
    @Test func aWebLinksImageAndTextAreTwoLinkStops() throws {
        let imported = try Self.imported("""
            <AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" x="0" y="0" width="390" height="844">
              <XCUIElementTypeWebView type="XCUIElementTypeWebView" accessible="false" x="0" y="100" width="390" height="700">
                <XCUIElementTypeLink type="XCUIElementTypeLink" label="America the Beautiful America the Beautiful" accessible="false" x="16" y="120" width="358" height="240">
                  <XCUIElementTypeImage type="XCUIElementTypeImage" label="America the Beautiful" accessible="true" x="16" y="120" width="358" height="200"/>
                  <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="America the Beautiful" accessible="true" x="16" y="330" width="358" height="22"/>
                </XCUIElementTypeLink>
                <XCUIElementTypeLink type="XCUIElementTypeLink" label="More stories" accessible="false" x="16" y="400" width="120" height="22">
                  <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="More stories" accessible="true" x="16" y="400" width="120" height="22"/>
                </XCUIElementTypeLink>
              </XCUIElementTypeWebView>
            </XCUIElementTypeApplication></AppiumAUT>
            """)
        #expect(try FidelityTests.transcript(imported.screen) == [
            "America the Beautiful, Link, Image", "America the Beautiful, Link", "More stories, Link",
        ])
        #expect(imported.warnings(.splitLink).count == 1)
    }

    // MARK: Toolbar items

    /// SwiftUI's toolbar item: a hosting view labelled like its button, larger than it, with an
    /// unlabelled view between them. The button is read.
    @Test(arguments: [
        """
        <AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" x="0" y="0" width="402" height="874">
          <XCUIElementTypeToolbar type="XCUIElementTypeToolbar" name="Toolbar" label="Toolbar" accessible="false" x="0" y="788" width="402" height="86" traits="">
            <XCUIElementTypeOther type="XCUIElementTypeOther" name="Add" label="Add" accessible="true" x="330" y="798" width="56" height="48" traits="">
              <XCUIElementTypeOther type="XCUIElementTypeOther" accessible="false" x="336" y="800" width="44" height="44" traits="">
                <XCUIElementTypeButton type="XCUIElementTypeButton" name="Add" label="Add" accessible="false" x="336" y="800" width="44" height="44" traits="Button"/>
              </XCUIElementTypeOther>
            </XCUIElementTypeOther>
          </XCUIElementTypeToolbar>
        </XCUIElementTypeApplication></AppiumAUT>
        """,
        """
        Element subtree:
         →Application, 0x1, pid: 1, label: 'Notes'
            Window (Main), 0x2, {{0.0, 0.0}, {402.0, 874.0}}
              Toolbar, 0x3, {{0.0, 788.0}, {402.0, 86.0}}, identifier: 'Toolbar'
                Other, 0x4, {{330.0, 798.0}, {56.0, 48.0}}, label: 'Add'
                  Other, 0x5, {{336.0, 800.0}, {44.0, 44.0}}
                    Button, 0x6, {{336.0, 800.0}, {44.0, 44.0}}, label: 'Add'
        """,
        """
        [{"type": "Application", "frame": {"x": 0, "y": 0, "width": 402, "height": 874}, "children": [
          {"type": "Group", "AXLabel": "Add", "frame": {"x": 330, "y": 798, "width": 56, "height": 48}, "children": [
            {"type": "Group", "frame": {"x": 336, "y": 800, "width": 44, "height": 44}, "children": [
              {"type": "Button", "AXLabel": "Add", "frame": {"x": 336, "y": 800, "width": 44, "height": 44}, "children": []}]}]}]}]
        """,
    ])
    func aToolbarItemsHostingViewGivesWayToItsButton(capture: String) throws {
        #expect(try Self.transcript(capture) == ["Add, Button"])
    }

    // MARK: Rows with a label of their own

    /// Settings labels the “.” Shortcut row "Period shortcut": the cell's label is read once,
    /// with its switch.
    @Test(arguments: [
        """
        <AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" x="0" y="0" width="390" height="844">
          <XCUIElementTypeTable type="XCUIElementTypeTable" x="0" y="0" width="390" height="844">
            <XCUIElementTypeCell type="XCUIElementTypeCell" name="Period shortcut" label="Period shortcut" value="1" x="16" y="293" width="358" height="44">
              <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" label="“.” Shortcut" x="36" y="304" width="100" height="21"/>
              <XCUIElementTypeSwitch type="XCUIElementTypeSwitch" label="“.” Shortcut" value="1" x="307" y="299" width="51" height="31"/>
            </XCUIElementTypeCell>
          </XCUIElementTypeTable>
        </XCUIElementTypeApplication></AppiumAUT>
        """,
        """
        Element subtree:
         →Application, 0x1, pid: 1, label: 'Settings'
            Window (Main), 0x2, {{0.0, 0.0}, {390.0, 844.0}}
              Table, 0x3, {{0.0, 0.0}, {390.0, 844.0}}
                Cell, 0x4, {{16.0, 293.0}, {358.0, 44.0}}, label: 'Period shortcut', value: 1
                  StaticText, 0x5, {{36.0, 304.0}, {100.0, 21.0}}, label: '“.” Shortcut'
                  Switch, 0x6, {{307.0, 299.0}, {51.0, 31.0}}, label: '“.” Shortcut', value: 1
        """,
        """
        [{"type": "Application", "frame": {"x": 0, "y": 0, "width": 390, "height": 844}, "children": [
          {"type": "Cell", "AXLabel": "Period shortcut", "AXValue": "1", "frame": {"x": 16, "y": 293, "width": 358, "height": 44}, "children": [
            {"type": "StaticText", "AXLabel": "“.” Shortcut", "frame": {"x": 36, "y": 304, "width": 100, "height": 21}, "children": []},
            {"type": "Switch", "AXLabel": "“.” Shortcut", "AXValue": "1", "frame": {"x": 307, "y": 299, "width": 51, "height": 31}, "children": []}]}]}]
        """,
    ])
    func aCellsOwnLabelIsReadOnceWithItsSwitch(capture: String) throws {
        #expect(try Self.transcript(capture) == ["Period shortcut, Switch Button, On"])
    }

    // MARK: Navigation bars

    /// A navigation bar whose title's top is 12 points below its buttons' and whose identifier is
    /// not its title: back button, title (Heading), trailing item.
    @Test(arguments: [
        """
        <AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" x="0" y="0" width="390" height="844">
          <XCUIElementTypeNavigationBar type="XCUIElementTypeNavigationBar" name="OnboardingView" x="0" y="47" width="390" height="44">
            <XCUIElementTypeButton type="XCUIElementTypeButton" name="Account" label="Account" x="0" y="47" width="96" height="44"/>
            <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" name="Welcome" label="Welcome" x="150" y="59" width="90" height="22"/>
            <XCUIElementTypeButton type="XCUIElementTypeButton" name="Skip" label="Skip" x="330" y="47" width="52" height="44"/>
          </XCUIElementTypeNavigationBar>
          <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" label="Step 1 of 3" x="16" y="120" width="200" height="22"/>
          <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" label="Choose a plan" x="16" y="150" width="200" height="22"/>
        </XCUIElementTypeApplication></AppiumAUT>
        """,
        """
        Element subtree:
         →Application, 0x1, pid: 1, label: 'Onboarding'
            Window (Main), 0x2, {{0.0, 0.0}, {390.0, 844.0}}
              NavigationBar, 0x3, {{0.0, 47.0}, {390.0, 44.0}}, identifier: 'OnboardingView'
                Button, 0x4, {{0.0, 47.0}, {96.0, 44.0}}, label: 'Account'
                StaticText, 0x5, {{150.0, 59.0}, {90.0, 22.0}}, label: 'Welcome'
                Button, 0x6, {{330.0, 47.0}, {52.0, 44.0}}, label: 'Skip'
              StaticText, 0x7, {{16.0, 120.0}, {200.0, 22.0}}, label: 'Step 1 of 3'
              StaticText, 0x8, {{16.0, 150.0}, {200.0, 22.0}}, label: 'Choose a plan'
        """,
    ])
    func aNavigationBarReadsBackTitleThenTrailingItems(capture: String) throws {
        #expect(try Self.transcript(capture) == [
            "Account, Back Button", "Welcome, Heading", "Skip, Button", "Step 1 of 3", "Choose a plan",
        ])
    }

    /// Two texts in the bar (a title and a subtitle): the one centred in the bar is its title.
    @Test func theTextCentredInTheBarIsItsTitle() throws {
        #expect(try Self.transcript("""
            <AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" x="0" y="0" width="390" height="844">
              <XCUIElementTypeNavigationBar type="XCUIElementTypeNavigationBar" name="ChatView" x="0" y="47" width="390" height="54">
                <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" label="Anna" x="170" y="52" width="50" height="22"/>
                <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" label="online" x="100" y="76" width="60" height="16"/>
              </XCUIElementTypeNavigationBar>
            </XCUIElementTypeApplication></AppiumAUT>
            """) == ["Anna, Heading", "online"])
    }

    // MARK: Fragments

    /// A location alert pasted without its application: both buttons are read, in the alert.
    @Test(arguments: [
        """
        <XCUIElementTypeAlert type="XCUIElementTypeAlert" name="Allow “Maps” to use your location?" label="Allow “Maps” to use your location?" x="60" y="300" width="270" height="240">
          <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" label="Allow “Maps” to use your location?" x="76" y="320" width="238" height="44"/>
          <XCUIElementTypeButton type="XCUIElementTypeButton" label="Allow Once" x="60" y="450" width="270" height="44"/>
          <XCUIElementTypeButton type="XCUIElementTypeButton" label="Don’t Allow" x="60" y="494" width="270" height="44"/>
        </XCUIElementTypeAlert>
        """,
        """
        Alert, 0x3, {{60.0, 300.0}, {270.0, 240.0}}, label: 'Allow “Maps” to use your location?'
          StaticText, 0x4, {{76.0, 320.0}, {238.0, 44.0}}, label: 'Allow “Maps” to use your location?'
          Button, 0x5, {{60.0, 450.0}, {270.0, 44.0}}, label: 'Allow Once'
          Button, 0x6, {{60.0, 494.0}, {270.0, 44.0}}, label: 'Don’t Allow'
        """,
        """
        {"type": "Alert", "role": "AXGroup", "AXLabel": "Allow “Maps” to use your location?", "frame": {"x": 60, "y": 300, "width": 270, "height": 240}, "children": [
          {"type": "StaticText", "AXLabel": "Allow “Maps” to use your location?", "frame": {"x": 76, "y": 320, "width": 238, "height": 44}, "children": []},
          {"type": "Button", "AXLabel": "Allow Once", "frame": {"x": 60, "y": 450, "width": 270, "height": 44}, "children": []},
          {"type": "Button", "AXLabel": "Don’t Allow", "frame": {"x": 60, "y": 494, "width": 270, "height": 44}, "children": []}]}
        """,
    ])
    func anAlertFragmentReadsAsAnAlert(capture: String) throws {
        let imported = try Self.imported(capture)
        let lines = try FidelityTests.transcript(imported.screen)
        #expect(lines.suffix(2) == ["Allow Once, Button", "Don’t Allow, Button"], "\(lines)")
        #expect(lines.contains { $0.hasPrefix("Allow “Maps” to use your location?") }, "\(lines)")
        #expect(imported.warnings(.fragment).count == 1)
        #expect(imported.warnings(.scrolledAway).isEmpty)
        #expect(imported.screen.size == [330, 540])
    }

    /// A five-tab bar pasted alone reads as five tabs; a stated device size is the screen's.
    @Test func aTabBarFragmentReadsItsTabs() throws {
        let tabs = ["Home", "Search", "Library", "Downloads", "Profile"].enumerated().map { index, label in
            #"<XCUIElementTypeButton type="XCUIElementTypeButton" label="\#(label)" x="\#(index * 78)" y="761" width="78" height="49"/>"#
        }.joined(separator: "\n")
        let xml = #"<XCUIElementTypeTabBar type="XCUIElementTypeTabBar" x="0" y="761" width="390" height="83">"# + "\n" + tabs + "\n</XCUIElementTypeTabBar>"
        let imported = try Self.imported(xml, options: ImportOptions(language: "en-US", screenSize: [390, 844]))
        #expect(try FidelityTests.transcript(imported.screen) == [
            "Home, Tab, 1 of 5", "Search, Tab, 2 of 5", "Library, Tab, 3 of 5",
            "Downloads, Tab, 4 of 5", "Profile, Tab, 5 of 5",
        ])
        #expect(imported.screen.size == [390, 844])
        #expect(imported.warnings(.fragment).count == 1)
    }

    // MARK: Dimmed rows

    /// A disabled SwiftUI Form row (iOS 26.4 capture): its text and its picker are dimmed. The
    /// row's text is one stop that says Dimmed, then the picker; a row with one dimmed text among
    /// enabled ones is not dimmed.
    @Test(arguments: [
        """
        <AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" x="0" y="0" width="402" height="874">
          <XCUIElementTypeCollectionView type="XCUIElementTypeCollectionView" x="0" y="0" width="402" height="874">
            <XCUIElementTypeCell type="XCUIElementTypeCell" x="16" y="260" width="370" height="67">
              <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" label="Reminder time" enabled="false" x="32" y="283" width="111" height="21"/>
              <XCUIElementTypeButton type="XCUIElementTypeButton" label="Time Picker" value="7:30 AM" enabled="false" x="283" y="275" width="87" height="37"/>
            </XCUIElementTypeCell>
            <XCUIElementTypeCell type="XCUIElementTypeCell" x="16" y="340" width="370" height="67">
              <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" label="Sound" x="32" y="363" width="111" height="21"/>
              <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" label="Chime" enabled="false" x="300" y="363" width="70" height="21"/>
            </XCUIElementTypeCell>
          </XCUIElementTypeCollectionView>
        </XCUIElementTypeApplication></AppiumAUT>
        """,
        """
        [{"type": "Application", "frame": {"x": 0, "y": 0, "width": 402, "height": 874}, "children": [
          {"type": "CollectionView", "frame": {"x": 0, "y": 0, "width": 402, "height": 874}, "children": [
            {"type": "Cell", "frame": {"x": 16, "y": 260, "width": 370, "height": 67}, "children": [
              {"type": "StaticText", "AXLabel": "Reminder time", "enabled": false, "frame": {"x": 32, "y": 283, "width": 111, "height": 21}, "children": []},
              {"type": "Button", "AXLabel": "Time Picker", "AXValue": "7:30 AM", "enabled": false, "frame": {"x": 283, "y": 275, "width": 87, "height": 37}, "children": []}]},
            {"type": "Cell", "frame": {"x": 16, "y": 340, "width": 370, "height": 67}, "children": [
              {"type": "StaticText", "AXLabel": "Sound", "frame": {"x": 32, "y": 363, "width": 111, "height": 21}, "children": []},
              {"type": "StaticText", "AXLabel": "Chime", "enabled": false, "frame": {"x": 300, "y": 363, "width": 70, "height": 21}, "children": []}]}]}]}]
        """,
        """
        Element subtree:
         →Application, 0x1, pid: 1, label: 'Daybreak'
            Window (Main), 0x2, {{0.0, 0.0}, {402.0, 874.0}}
              CollectionView, 0x3, {{0.0, 0.0}, {402.0, 874.0}}
                Cell, 0x4, {{16.0, 260.0}, {370.0, 67.0}}
                  StaticText, 0x5, {{32.0, 283.0}, {111.0, 21.0}}, label: 'Reminder time', Disabled
                  Button, 0x6, {{283.0, 275.0}, {87.0, 37.0}}, label: 'Time Picker', value: 7:30 AM, Disabled
                Cell, 0x7, {{16.0, 340.0}, {370.0, 67.0}}
                  StaticText, 0x8, {{32.0, 363.0}, {111.0, 21.0}}, label: 'Sound'
                  StaticText, 0x9, {{300.0, 363.0}, {70.0, 21.0}}, label: 'Chime', Disabled
        """,
    ])
    func aRowWhoseTextsAreAllDimmedSaysDimmed(capture: String) throws {
        #expect(try Self.transcript(capture) == [
            "Reminder time, Dimmed", "Time Picker, 7:30 AM, Dimmed, Button", "Sound, Chime",
        ])
    }

    // MARK: Repeated warnings

    /// 13 chevrons make one line with the count and the first places; a kind seen once stays its line.
    @Test func repeatedWarningsAreOneLinePerKind() {
        var warnings = (0..<13).map { index in
            ImportWarning(.droppedDecoration, line: 10 + index, path: "Table[0]/Cell[\(index)]", "a disclosure chevron: not read")
        }
        warnings.insert(ImportWarning(.language, path: "", "language en-US guessed"), at: 5)
        let lines = ImportWarning.reportLines(warnings, file: "settings.xml")
        #expect(lines == [
            "settings.xml: warning: 13 × droppedDecoration (at line 10 Table[0]/Cell[0], line 11 Table[0]/Cell[1], line 12 Table[0]/Cell[2], …); the first: a disclosure chevron: not read",
            "settings.xml: warning: language en-US guessed",
        ])
    }

    // MARK: AXe's nested tabs and trailing status bar

    /// AXe lists a tab strip as radio buttons with the tab subrole inside a plain group, their
    /// value 1 or 0 saying which is chosen. VoiceOver says Selected on the chosen one, Tab, and
    /// each tab's place among the strip's tabs (a LINE capture's shape).
    @Test func axeTabsInAGroupAreTabsAndTheirValueIsTheSelection() throws {
        let lines = try Self.transcript("""
            [{"type": "Application", "role": "AXApplication", "AXLabel": "Chat", "frame": {"x": 0, "y": 0, "width": 402, "height": 874}, "children": [
              {"type": "Group", "role": "AXGroup", "role_description": "group", "frame": {"x": 0, "y": 150, "width": 402, "height": 50}, "children": [
                {"type": "RadioButton", "role": "AXRadioButton", "role_description": "tab", "subrole": "AXTabButton", "AXLabel": "Favorites", "AXValue": 1, "frame": {"x": 19, "y": 152, "width": 66, "height": 48}},
                {"type": "RadioButton", "role": "AXRadioButton", "role_description": "tab", "subrole": "AXTabButton", "AXLabel": "Friends", "AXValue": 0, "frame": {"x": 112, "y": 152, "width": 60, "height": 48}}]},
              {"type": "StaticText", "role": "AXStaticText", "AXLabel": "No friends yet", "frame": {"x": 16, "y": 300, "width": 370, "height": 20}}]}]
            """)
        #expect(lines == ["Selected, Favorites, Tab, 1 of 2", "Friends, Tab, 2 of 2", "No friends yet"])
    }

    /// AXe lists the status bar's items after the app's content with no status bar around them;
    /// swiping through the app never reaches them. An app's own element in the same strip, listed
    /// before its content, is still read.
    @Test func axeStatusBarItemsAfterTheAppAreNotRead() throws {
        let lines = try Self.transcript("""
            [{"type": "Application", "role": "AXApplication", "AXLabel": "Chat", "frame": {"x": 0, "y": 0, "width": 402, "height": 874}, "children": [
              {"type": "Button", "role": "AXButton", "AXLabel": "Close", "frame": {"x": 350, "y": 14, "width": 40, "height": 30}},
              {"type": "Heading", "role": "AXHeading", "AXLabel": "Account", "frame": {"x": 161, "y": 90, "width": 80, "height": 20}},
              {"type": "StaticText", "role": "AXStaticText", "AXLabel": "9:57", "frame": {"x": 55.7, "y": 22.3, "width": 36.7, "height": 20.3}},
              {"type": "GenericElement", "role": "AXGenericElement", "AXLabel": "Dynamic Island, nothing", "frame": {"x": 138.3, "y": 14, "width": 125.3, "height": 36.7}},
              {"type": "GenericElement", "role": "AXGenericElement", "AXLabel": "100% battery power", "AXValue": "Not charging", "frame": {"x": 339.3, "y": 26, "width": 27.3, "height": 13}}]}]
            """)
        #expect(lines == ["Close, Button", "Account, Heading"])
    }
}
