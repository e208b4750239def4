import Foundation
import Screens
import Simulator
import Testing
import TestSupport

/// The mapping rules that make a capture read as VoiceOver reads the real app, each in every
/// capture format that can state its case, read through the real Simulator. The shapes are those
/// of public captures (UIKit's scroll indicators, WebDriverAgent's off-screen cells, UIKit's bar
/// button item wrappers); docs/import.md has the tables.
@Suite("Capture rules: structure and attributes read as VoiceOver reads them")
struct CaptureRulesTests {
    static func transcript(_ text: String, language: String? = nil) throws -> [String] {
        let imported = try ScreenSource.load(data: Data(text.utf8), path: "capture", options: ImportOptions(language: language))
        return try FidelityTests.transcript(imported.screen)
    }

    static func imported(_ text: String) throws -> ImportedScreen {
        try ScreenSource.load(data: Data(text.utf8), path: "capture", options: ImportOptions(language: "en-US"))
    }

    // MARK: Language from the script

    /// A short Chinese Settings screen in each format, captured with the status bar (whose English
    /// "Carrier", "100% battery power" outnumber the Han characters) and a symbol-named icon: the
    /// script of what VoiceOver says decides, before any word is looked up.
    @Test(arguments: [
        """
        <AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" name="设置" label="设置" x="0" y="0" width="390" height="844">
          <XCUIElementTypeStatusBar type="XCUIElementTypeStatusBar" x="0" y="0" width="390" height="47">
            <XCUIElementTypeOther type="XCUIElementTypeOther" label="9:41 AM" x="40" y="14" width="60" height="20"/>
            <XCUIElementTypeOther type="XCUIElementTypeOther" label="Carrier" x="110" y="14" width="60" height="20"/>
            <XCUIElementTypeOther type="XCUIElementTypeOther" label="3 of 3 bars, Wi-Fi" x="280" y="14" width="20" height="20"/>
            <XCUIElementTypeOther type="XCUIElementTypeOther" label="100% battery power, Charging" x="320" y="14" width="30" height="20"/>
          </XCUIElementTypeStatusBar>
          <XCUIElementTypeNavigationBar type="XCUIElementTypeNavigationBar" name="设置" x="0" y="47" width="390" height="96">
            <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="设置" name="设置" label="设置" x="16" y="91" width="100" height="41"/>
          </XCUIElementTypeNavigationBar>
          <XCUIElementTypeTable type="XCUIElementTypeTable" x="0" y="143" width="390" height="701">
            <XCUIElementTypeCell type="XCUIElementTypeCell" x="16" y="160" width="358" height="44">
              <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="蓝牙" name="蓝牙" label="蓝牙" x="60" y="171" width="40" height="22"/>
              <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="打开" name="打开" label="打开" x="300" y="171" width="40" height="22"/>
              <XCUIElementTypeImage type="XCUIElementTypeImage" name="bluetooth.fill" label="bluetooth.fill" x="20" y="171" width="29" height="29"/>
              <XCUIElementTypeImage type="XCUIElementTypeImage" name="chevron.forward" label="chevron.forward" x="360" y="176" width="8" height="13"/>
            </XCUIElementTypeCell>
          </XCUIElementTypeTable>
        </XCUIElementTypeApplication></AppiumAUT>
        """,
        """
        [{"type": "Application", "AXLabel": "设置", "frame": {"x": 0, "y": 0, "width": 390, "height": 844}, "children": [
          {"type": "StatusBar", "role": "AXStatusBar", "frame": {"x": 0, "y": 0, "width": 390, "height": 47}, "children": [
            {"type": "StaticText", "AXLabel": "Carrier", "frame": {"x": 110, "y": 14, "width": 60, "height": 20}, "children": []},
            {"type": "StaticText", "AXLabel": "100% battery power, Charging", "frame": {"x": 320, "y": 14, "width": 30, "height": 20}, "children": []}]},
          {"type": "StaticText", "AXLabel": "设置", "role_description": "heading", "frame": {"x": 16, "y": 91, "width": 100, "height": 41}, "children": []},
          {"type": "Button", "AXLabel": "蓝牙", "AXValue": "打开", "frame": {"x": 16, "y": 160, "width": 358, "height": 44}, "children": []}]}]
        """,
        """
        Element subtree:
         →Application, 0x600001, pid: 4242, label: '设置'
            Window (Main), 0x600002, {{0.0, 0.0}, {390.0, 844.0}}
              StatusBar, 0x600010, {{0.0, 0.0}, {390.0, 47.0}}
                Other, 0x600011, {{110.0, 14.0}, {60.0, 20.0}}, label: 'Carrier'
                Other, 0x600012, {{320.0, 14.0}, {30.0, 20.0}}, label: '100% battery power, Charging'
              Other, 0x600003, {{0.0, 0.0}, {390.0, 844.0}}
                StaticText, 0x600004, {{16.0, 91.0}, {100.0, 41.0}}, label: '设置'
                Button, 0x600005, {{16.0, 160.0}, {358.0, 44.0}}, label: '蓝牙', value: 打开
        """,
    ])
    func hanLabelsAreReadAsChinese(capture: String) throws {
        let imported = try ScreenSource.load(data: Data(capture.utf8), path: "settings")
        #expect(imported.screen.language == "zh-CN")
        let lines = try FidelityTests.transcript(imported.screen)
        #expect(lines.contains { $0.hasPrefix("蓝牙, 打开") }, "\(lines)")
        #expect(!lines.joined().contains("Button") && !lines.joined().contains("Heading"), "\(lines)")
    }

    // MARK: Scroll indicators

    /// UIKit's scroll indicator holds its thumb as a child in newer captures: still not a stop.
    @Test func aScrollIndicatorHoldingItsThumbIsNotAStop() throws {
        let xml = """
            <AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" x="0" y="0" width="390" height="844">
              <XCUIElementTypeScrollView type="XCUIElementTypeScrollView" x="0" y="0" width="390" height="844">
                <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" label="Terms" x="16" y="100" width="358" height="40"/>
                <XCUIElementTypeOther type="XCUIElementTypeOther" name="Vertical scroll bar, 1 page" label="Vertical scroll bar, 1 page" value="0%" x="383" y="0" width="7" height="844">
                  <XCUIElementTypeImage type="XCUIElementTypeImage" x="386" y="4" width="3" height="300"/>
                </XCUIElementTypeOther>
              </XCUIElementTypeScrollView>
            </XCUIElementTypeApplication></AppiumAUT>
            """
        #expect(try Self.transcript(xml, language: "en-US") == ["Terms"])
        let json = """
            [{"type": "Application", "frame": {"x": 0, "y": 0, "width": 390, "height": 844}, "children": [
              {"type": "StaticText", "AXLabel": "Terms", "frame": {"x": 16, "y": 100, "width": 358, "height": 40}, "children": []},
              {"type": "Slider", "AXLabel": "Vertical scroll bar, 1 page", "AXValue": "0%", "frame": {"x": 383, "y": 0, "width": 7, "height": 844},
               "children": [{"type": "Image", "frame": {"x": 386, "y": 4, "width": 3, "height": 300}, "children": []}]}]}]
            """
        #expect(try Self.transcript(json, language: "en-US") == ["Terms"])
        let text = """
            Element subtree:
             →Application, 0x1, pid: 1, label: 'Terms'
                Window (Main), 0x2, {{0.0, 0.0}, {390.0, 844.0}}
                  ScrollView, 0x3, {{0.0, 0.0}, {390.0, 844.0}}
                    StaticText, 0x4, {{16.0, 100.0}, {358.0, 40.0}}, label: 'Terms'
                    Other, 0x5, {{383.0, 0.0}, {7.0, 844.0}}, label: 'Vertical scroll bar, 1 page', value: 0%
                      Image, 0x6, {{386.0, 4.0}, {3.0, 300.0}}
            """
        #expect(try Self.transcript(text, language: "en-US") == ["Terms"])
    }

    // MARK: Content beyond the visible area

    /// WebDriverAgent keeps a table's cells beyond the screen, with their children's frames where
    /// they were last laid out. VoiceOver's swipe reaches them in list order, scrolling each in.
    @Test func rowsBeyondTheScreenAreStopsInListOrder() throws {
        let xml = """
            <AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" x="0" y="0" width="390" height="844">
              <XCUIElementTypeTable type="XCUIElementTypeTable" x="0" y="0" width="390" height="844">
                <XCUIElementTypeCell type="XCUIElementTypeCell" x="0" y="700" width="390" height="44">
                  <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" label="Privacy" x="16" y="711" width="200" height="22"/>
                </XCUIElementTypeCell>
                <XCUIElementTypeCell type="XCUIElementTypeCell" x="0" y="900" width="390" height="44">
                  <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" label="Battery" x="16" y="11" width="200" height="22"/>
                  <XCUIElementTypeButton type="XCUIElementTypeButton" label="More info" x="300" y="5" width="60" height="34"/>
                </XCUIElementTypeCell>
                <XCUIElementTypeCell type="XCUIElementTypeCell" x="0" y="944" width="390" height="44">
                  <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" label="Storage" x="16" y="955" width="200" height="22"/>
                </XCUIElementTypeCell>
              </XCUIElementTypeTable>
              <XCUIElementTypeTabBar type="XCUIElementTypeTabBar" x="0" y="761" width="390" height="83">
                <XCUIElementTypeButton type="XCUIElementTypeButton" label="Home" x="0" y="761" width="195" height="49"/>
                <XCUIElementTypeButton type="XCUIElementTypeButton" label="Settings" x="195" y="761" width="195" height="49"/>
              </XCUIElementTypeTabBar>
            </XCUIElementTypeApplication></AppiumAUT>
            """
        let imported = try Self.imported(xml)
        #expect(imported.warnings(.beyondVisibleArea).count == 2)
        #expect(imported.warnings(.scrolledAway).isEmpty)
        #expect(try FidelityTests.transcript(imported.screen) == [
            "Privacy", "Battery", "More info, Button", "Storage",
            "Home, Tab, 1 of 2", "Settings, Tab, 2 of 2",
        ])
    }

    /// A form in a scroll view whose last fields and button lie below the screen (WebDriverAgent:
    /// `visible="false"`): VoiceOver reaches them.
    @Test(arguments: [
        """
        <AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" x="0" y="0" width="390" height="844">
          <XCUIElementTypeScrollView type="XCUIElementTypeScrollView" x="0" y="0" width="390" height="844">
            <XCUIElementTypeTextField type="XCUIElementTypeTextField" label="Name" visible="true" x="16" y="700" width="358" height="44"/>
            <XCUIElementTypeTextField type="XCUIElementTypeTextField" label="Email" visible="false" x="16" y="860" width="358" height="44"/>
            <XCUIElementTypeButton type="XCUIElementTypeButton" label="Sign up" visible="false" x="16" y="930" width="358" height="50"/>
          </XCUIElementTypeScrollView>
        </XCUIElementTypeApplication></AppiumAUT>
        """,
        """
        [{"type": "Application", "frame": {"x": 0, "y": 0, "width": 390, "height": 844}, "children": [
          {"type": "ScrollView", "frame": {"x": 0, "y": 0, "width": 390, "height": 844}, "children": [
            {"type": "TextField", "AXLabel": "Name", "frame": {"x": 16, "y": 700, "width": 358, "height": 44}, "children": []},
            {"type": "TextField", "AXLabel": "Email", "frame": {"x": 16, "y": 860, "width": 358, "height": 44}, "children": []},
            {"type": "Button", "AXLabel": "Sign up", "frame": {"x": 16, "y": 930, "width": 358, "height": 50}, "children": []}]}]}]
        """,
        """
        Element subtree:
         →Application, 0x1, pid: 1, label: 'Form'
            Window (Main), 0x2, {{0.0, 0.0}, {390.0, 844.0}}
              ScrollView, 0x3, {{0.0, 0.0}, {390.0, 844.0}}
                TextField, 0x4, {{16.0, 700.0}, {358.0, 44.0}}, label: 'Name'
                TextField, 0x5, {{16.0, 860.0}, {358.0, 44.0}}, label: 'Email'
                Button, 0x6, {{16.0, 930.0}, {358.0, 50.0}}, label: 'Sign up'
        """,
    ])
    func aFormsFieldsBelowTheScreenAreReached(capture: String) throws {
        #expect(try Self.transcript(capture, language: "en-US") == ["Name, Text Field", "Email, Text Field", "Sign up, Button"])
    }

    /// A list scrolled down: the rows above the visible area come first in the list and VoiceOver's
    /// swipe back reaches them, so they are read in their place, before the rows on the screen. A
    /// cell above the screen listed after the rows on it is a cell kept for reuse: not read.
    @Test(arguments: [
        """
        <AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" x="0" y="0" width="390" height="844">
          <XCUIElementTypeTable type="XCUIElementTypeTable" x="0" y="0" width="390" height="844">
            <XCUIElementTypeCell type="XCUIElementTypeCell" visible="false" x="0" y="-88" width="390" height="44">
              <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" label="Wi-Fi" x="16" y="11" width="200" height="22"/>
            </XCUIElementTypeCell>
            <XCUIElementTypeCell type="XCUIElementTypeCell" visible="false" x="0" y="-44" width="390" height="44">
              <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" label="Bluetooth" x="16" y="-33" width="200" height="22"/>
            </XCUIElementTypeCell>
            <XCUIElementTypeCell type="XCUIElementTypeCell" x="0" y="0" width="390" height="44">
              <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" label="Battery" x="16" y="11" width="200" height="22"/>
            </XCUIElementTypeCell>
            <XCUIElementTypeCell type="XCUIElementTypeCell" visible="false" x="0" y="-500" width="390" height="44">
              <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" label="Privacy" x="16" y="300" width="200" height="22"/>
            </XCUIElementTypeCell>
          </XCUIElementTypeTable>
        </XCUIElementTypeApplication></AppiumAUT>
        """,
        """
        [{"type": "Application", "frame": {"x": 0, "y": 0, "width": 390, "height": 844}, "children": [
          {"type": "Table", "frame": {"x": 0, "y": 0, "width": 390, "height": 844}, "children": [
            {"type": "Cell", "frame": {"x": 0, "y": -88, "width": 390, "height": 44}, "children": [
              {"type": "StaticText", "AXLabel": "Wi-Fi", "frame": {"x": 16, "y": 11, "width": 200, "height": 22}, "children": []}]},
            {"type": "Cell", "frame": {"x": 0, "y": -44, "width": 390, "height": 44}, "children": [
              {"type": "StaticText", "AXLabel": "Bluetooth", "frame": {"x": 16, "y": -33, "width": 200, "height": 22}, "children": []}]},
            {"type": "Cell", "frame": {"x": 0, "y": 0, "width": 390, "height": 44}, "children": [
              {"type": "StaticText", "AXLabel": "Battery", "frame": {"x": 16, "y": 11, "width": 200, "height": 22}, "children": []}]},
            {"type": "Cell", "frame": {"x": 0, "y": -500, "width": 390, "height": 44}, "children": [
              {"type": "StaticText", "AXLabel": "Privacy", "frame": {"x": 16, "y": 300, "width": 200, "height": 22}, "children": []}]}]}]}]
        """,
        """
        Element subtree:
         →Application, 0x1, pid: 1, label: 'Settings'
            Window (Main), 0x2, {{0.0, 0.0}, {390.0, 844.0}}
              Table, 0x3, {{0.0, 0.0}, {390.0, 844.0}}
                Cell, 0x4, {{0.0, -88.0}, {390.0, 44.0}}
                  StaticText, 0x5, {{16.0, 11.0}, {200.0, 22.0}}, label: 'Wi-Fi'
                Cell, 0x6, {{0.0, -44.0}, {390.0, 44.0}}
                  StaticText, 0x7, {{16.0, -33.0}, {200.0, 22.0}}, label: 'Bluetooth'
                Cell, 0x8, {{0.0, 0.0}, {390.0, 44.0}}
                  StaticText, 0x9, {{16.0, 11.0}, {200.0, 22.0}}, label: 'Battery'
                Cell, 0xa, {{0.0, -500.0}, {390.0, 44.0}}
                  StaticText, 0xb, {{16.0, 300.0}, {200.0, 22.0}}, label: 'Privacy'
        """,
    ])
    func rowsAboveTheVisibleAreaAreReadInPlace(capture: String) throws {
        let imported = try Self.imported(capture)
        #expect(try FidelityTests.transcript(imported.screen) == ["Wi-Fi", "Bluetooth", "Battery"])
        #expect(imported.warnings(.beyondVisibleArea).count == 2)
        #expect(imported.warnings(.scrolledAway).count == 1)
    }

    /// A scroll view below a bar, its content scrolled past: the rows above its visible area are
    /// read when the swipe enters the scroll view, after the bar above it, not before.
    @Test func rowsScrolledPastFollowWhatIsAboveTheScrollView() throws {
        let imported = try Self.imported("""
            <AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" x="0" y="0" width="390" height="844">
              <XCUIElementTypeButton type="XCUIElementTypeButton" label="December" x="0" y="47" width="80" height="44"/>
              <XCUIElementTypeScrollView type="XCUIElementTypeScrollView" x="0" y="180" width="390" height="580">
                <XCUIElementTypeOther type="XCUIElementTypeOther" label="0:00" visible="false" x="50" y="-400" width="340" height="50"/>
                <XCUIElementTypeOther type="XCUIElementTypeOther" label="1:00" visible="false" x="50" y="-350" width="340" height="50"/>
                <XCUIElementTypeOther type="XCUIElementTypeOther" label="12:00" x="50" y="200" width="340" height="50"/>
                <XCUIElementTypeOther type="XCUIElementTypeOther" label="13:00" x="50" y="250" width="340" height="50"/>
              </XCUIElementTypeScrollView>
              <XCUIElementTypeButton type="XCUIElementTypeButton" label="Today" x="16" y="770" width="60" height="34"/>
            </XCUIElementTypeApplication></AppiumAUT>
            """)
        #expect(try FidelityTests.transcript(imported.screen) == ["December, Button", "0:00", "1:00", "12:00", "13:00", "Today, Button"])
    }

    /// Outside any scroll view, content off the screen is not reachable: still dropped.
    @Test func offScreenContentOutsideAScrollViewIsDropped() throws {
        let imported = try Self.imported("""
            <AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" x="0" y="0" width="390" height="844">
              <XCUIElementTypeButton type="XCUIElementTypeButton" label="Menu" x="-300" y="100" width="280" height="44"/>
              <XCUIElementTypeButton type="XCUIElementTypeButton" label="Done" x="16" y="100" width="80" height="44"/>
            </XCUIElementTypeApplication></AppiumAUT>
            """)
        #expect(Stops.of(imported.screen).map(\.label) == ["Done"])
        #expect(imported.warnings(.scrolledAway).count == 1)
    }

    // MARK: Duplicates and wrappers

    /// UIKit keeps the inline title while the large title shows: the invisible copy is not read.
    @Test func anInvisibleDuplicateOfAVisibleViewIsReadOnce() throws {
        let imported = try Self.imported("""
            <AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" x="0" y="0" width="390" height="844">
              <XCUIElementTypeNavigationBar type="XCUIElementTypeNavigationBar" name="Library" x="0" y="47" width="390" height="96">
                <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" label="Library" visible="false" x="160" y="58" width="70" height="22"/>
                <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" label="Library" visible="true" x="16" y="91" width="120" height="41"/>
              </XCUIElementTypeNavigationBar>
              <XCUIElementTypeButton type="XCUIElementTypeButton" label="Play" visible="true" x="16" y="200" width="80" height="44"/>
              <XCUIElementTypeButton type="XCUIElementTypeButton" label="Shuffle" visible="false" x="16" y="260" width="80" height="44"/>
            </XCUIElementTypeApplication></AppiumAUT>
            """)
        #expect(imported.warnings(.invisibleDuplicate).count == 1)
        #expect(try FidelityTests.transcript(imported.screen) == ["Library, Heading", "Play, Button", "Shuffle, Button"])
    }

    /// A bar button item's wrapper view labelled like its button, with its frame: the button is read.
    @Test(arguments: [
        """
        <AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" x="0" y="0" width="390" height="844">
          <XCUIElementTypeNavigationBar type="XCUIElementTypeNavigationBar" name="Notes" accessible="false" x="0" y="47" width="390" height="44">
            <XCUIElementTypeOther type="XCUIElementTypeOther" name="Add" label="Add" accessible="true" x="338" y="47" width="44" height="44">
              <XCUIElementTypeButton type="XCUIElementTypeButton" name="Add" label="Add" accessible="false" x="338" y="47" width="44" height="44"/>
            </XCUIElementTypeOther>
          </XCUIElementTypeNavigationBar>
        </XCUIElementTypeApplication></AppiumAUT>
        """,
        """
        [{"type": "Application", "frame": {"x": 0, "y": 0, "width": 390, "height": 844}, "children": [
          {"type": "Group", "AXLabel": "Add", "frame": {"x": 338, "y": 47, "width": 44, "height": 44}, "children": [
            {"type": "Button", "AXLabel": "Add", "frame": {"x": 338, "y": 47, "width": 44, "height": 44}, "children": []}]}]}]
        """,
        """
        Element subtree:
         →Application, 0x1, pid: 1, label: 'Notes'
            Window (Main), 0x2, {{0.0, 0.0}, {390.0, 844.0}}
              Other, 0x3, {{338.0, 47.0}, {44.0, 44.0}}, label: 'Add'
                Button, 0x4, {{338.0, 47.0}, {44.0, 44.0}}, label: 'Add'
        """,
    ])
    func aWrapperLabelledLikeItsButtonGivesWayToTheButton(capture: String) throws {
        let imported = try Self.imported(capture)
        #expect(imported.warnings(.dissolvedWrapper).count == 1)
        #expect(try FidelityTests.transcript(imported.screen) == ["Add, Button"])
    }

    // MARK: Rows titled by a link, accessible cells, whitespace

    /// A Form row holding a link around its icon and title (SwiftUI's Link): the row is the link,
    /// and says Link, as a NavigationLink's row says Button.
    @Test(arguments: [
        """
        <AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" x="0" y="0" width="402" height="874">
          <XCUIElementTypeCollectionView type="XCUIElementTypeCollectionView" x="0" y="0" width="402" height="874">
            <XCUIElementTypeCell type="XCUIElementTypeCell" x="16" y="156" width="370" height="53">
              <XCUIElementTypeButton type="XCUIElementTypeButton" label="About" x="16" y="156" width="370" height="53">
                <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="About" label="About" x="32" y="170" width="100" height="23"/>
              </XCUIElementTypeButton>
            </XCUIElementTypeCell>
            <XCUIElementTypeCell type="XCUIElementTypeCell" x="16" y="208" width="370" height="53">
              <XCUIElementTypeLink type="XCUIElementTypeLink" label="Source" x="16" y="208" width="370" height="53">
                <XCUIElementTypeImage type="XCUIElementTypeImage" label="Link" x="32" y="222" width="24" height="25"/>
                <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="Source" label="Source" x="64" y="222" width="100" height="25"/>
              </XCUIElementTypeLink>
            </XCUIElementTypeCell>
          </XCUIElementTypeCollectionView>
        </XCUIElementTypeApplication></AppiumAUT>
        """,
        """
        [{"type": "Application", "frame": {"x": 0, "y": 0, "width": 402, "height": 874}, "children": [
          {"type": "CollectionView", "frame": {"x": 0, "y": 0, "width": 402, "height": 874}, "children": [
            {"type": "Cell", "frame": {"x": 16, "y": 156, "width": 370, "height": 53}, "children": [
              {"type": "Button", "AXLabel": "About", "frame": {"x": 16, "y": 156, "width": 370, "height": 53}, "children": [
                {"type": "StaticText", "AXLabel": "About", "frame": {"x": 32, "y": 170, "width": 100, "height": 23}, "children": []}]}]},
            {"type": "Cell", "frame": {"x": 16, "y": 208, "width": 370, "height": 53}, "children": [
              {"type": "Link", "role": "AXLink", "AXLabel": "Source", "frame": {"x": 16, "y": 208, "width": 370, "height": 53}, "children": [
                {"type": "Image", "AXLabel": "Link", "frame": {"x": 32, "y": 222, "width": 24, "height": 25}, "children": []},
                {"type": "StaticText", "AXLabel": "Source", "frame": {"x": 64, "y": 222, "width": 100, "height": 25}, "children": []}]}]}]}]}]
        """,
        """
        Element subtree:
         →Application, 0x1, pid: 1, label: 'Ice Cubes'
            Window (Main), 0x2, {{0.0, 0.0}, {402.0, 874.0}}
              CollectionView, 0x3, {{0.0, 0.0}, {402.0, 874.0}}
                Cell, 0x4, {{16.0, 156.0}, {370.0, 53.0}}
                  Button, 0x5, {{16.0, 156.0}, {370.0, 53.0}}, label: 'About'
                    StaticText, 0x6, {{32.0, 170.0}, {100.0, 23.0}}, label: 'About'
                Cell, 0x7, {{16.0, 208.0}, {370.0, 53.0}}
                  Link, 0x8, {{16.0, 208.0}, {370.0, 53.0}}, label: 'Source'
                    Image, 0x9, {{32.0, 222.0}, {24.0, 25.0}}, label: 'Link'
                    StaticText, 0xa, {{64.0, 222.0}, {100.0, 25.0}}, label: 'Source'
        """,
    ])
    func aRowTitledByALinkSaysLink(capture: String) throws {
        #expect(try Self.transcript(capture, language: "en-US") == ["About, Button", "Source, Link"])
    }

    /// A cell WebDriverAgent reports accessible, with a label of its own, is the accessibility
    /// element: VoiceOver reads its label and never the views inside (NetNewsWire's feed rows,
    /// "Today 31 unread" around an icon, "Today" and "31"). A cell that is not accessible still
    /// joins its label and the texts it does not say.
    @Test func anAccessibleCellSaysItsOwnLabelAlone() throws {
        let capture = """
            <AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" accessible="false" x="0" y="0" width="402" height="874">
              <XCUIElementTypeCollectionView type="XCUIElementTypeCollectionView" accessible="false" x="0" y="0" width="402" height="874">
                <XCUIElementTypeCell type="XCUIElementTypeCell" label="Today 31 unread" accessible="true" x="16" y="223" width="370" height="51" traits="">
                  <XCUIElementTypeImage type="XCUIElementTypeImage" label="brightness higher" accessible="false" x="32" y="237" width="24" height="24" traits="Image"/>
                  <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="Today" label="Today" accessible="false" x="64" y="238" width="278" height="21" traits="StaticText"/>
                  <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="31" label="31" accessible="false" x="352" y="235" width="18" height="28" traits="StaticText"/>
                </XCUIElementTypeCell>
                <XCUIElementTypeCell type="XCUIElementTypeCell" label="Starred" accessible="false" x="16" y="274" width="370" height="51" traits="">
                  <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="Starred" label="Starred" accessible="true" x="64" y="289" width="265" height="21" traits="StaticText"/>
                  <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="1" label="1" accessible="true" x="362" y="286" width="8" height="28" traits="StaticText"/>
                </XCUIElementTypeCell>
              </XCUIElementTypeCollectionView>
            </XCUIElementTypeApplication></AppiumAUT>
            """
        #expect(try Self.transcript(capture, language: "en-US") == ["Today 31 unread", "Starred, 1"])
    }

    /// Spaces at either end of a label or value say nothing (NetNewsWire's section headers end in
    /// one), in every format: VoiceOver speaks what lies between them.
    @Test(arguments: [
        """
        <AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" x="0" y="0" width="402" height="874">
          <XCUIElementTypeButton type="XCUIElementTypeButton" label="Smart Feeds Expanded " x="16" y="187" width="370" height="37"/>
          <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value=" Today " label=" Today " x="16" y="240" width="370" height="21"/>
        </XCUIElementTypeApplication></AppiumAUT>
        """,
        """
        [{"type": "Application", "frame": {"x": 0, "y": 0, "width": 402, "height": 874}, "children": [
          {"type": "Button", "AXLabel": "Smart Feeds Expanded ", "frame": {"x": 16, "y": 187, "width": 370, "height": 37}, "children": []},
          {"type": "StaticText", "AXLabel": " Today ", "AXValue": " Today ", "frame": {"x": 16, "y": 240, "width": 370, "height": 21}, "children": []}]}]
        """,
        """
        Element subtree:
         →Application, 0x1, pid: 1, label: 'NetNewsWire'
            Window (Main), 0x2, {{0.0, 0.0}, {402.0, 874.0}}
              Button, 0x3, {{16.0, 187.0}, {370.0, 37.0}}, label: 'Smart Feeds Expanded '
              StaticText, 0x4, {{16.0, 240.0}, {370.0, 21.0}}, label: ' Today '
        """,
    ])
    func whitespaceAroundALabelIsNotRead(capture: String) throws {
        #expect(try Self.transcript(capture, language: "en-US") == ["Smart Feeds Expanded, Button", "Today"])
    }

    /// WebDriverAgent labels the keyboard's space bar with a space and names it "space": the key
    /// reads its name, as VoiceOver says "space", and is not dropped as saying nothing.
    @Test(arguments: [
        """
        <AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" x="0" y="0" width="402" height="874">
          <XCUIElementTypeKeyboard type="XCUIElementTypeKeyboard" x="0" y="583" width="402" height="233">
            <XCUIElementTypeKey type="XCUIElementTypeKey" name="m" label="m" x="300" y="698" width="41" height="54"/>
            <XCUIElementTypeKey type="XCUIElementTypeKey" name="space" label=" " x="103" y="752" width="198" height="54"/>
          </XCUIElementTypeKeyboard>
        </XCUIElementTypeApplication></AppiumAUT>
        """,
        """
        [{"type": "Application", "frame": {"x": 0, "y": 0, "width": 402, "height": 874}, "children": [
          {"type": "Keyboard", "frame": {"x": 0, "y": 583, "width": 402, "height": 233}, "children": [
            {"type": "Key", "role": "AXKeyboardKey", "AXLabel": "m", "frame": {"x": 300, "y": 698, "width": 41, "height": 54}, "children": []},
            {"type": "Key", "role": "AXKeyboardKey", "AXUniqueId": "space", "AXLabel": " ", "frame": {"x": 103, "y": 752, "width": 198, "height": 54}, "children": []}]}]}]
        """,
        """
        Element subtree:
         →Application, 0x1, pid: 1, label: 'NetNewsWire'
            Window (Main), 0x2, {{0.0, 0.0}, {402.0, 874.0}}
              Keyboard, 0x3, {{0.0, 583.0}, {402.0, 233.0}}
                Key, 0x4, {{300.0, 698.0}, {41.0, 54.0}}, identifier: 'm', label: 'm'
                Key, 0x5, {{103.0, 752.0}, {198.0, 54.0}}, identifier: 'space', label: ' '
        """,
    ])
    func theSpaceBarSaysSpace(capture: String) throws {
        #expect(try Self.transcript(capture, language: "en-US") == ["m", "space"])
    }

    /// A web page is read in the page's order, as the capture lists its elements, not by where
    /// they sit: a page of two columns reads the first column through before the second (Kiwix's
    /// main page, whose tiles of different heights would otherwise interleave).
    @Test(arguments: [
        """
        <AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" x="0" y="0" width="402" height="874">
          <XCUIElementTypeWebView type="XCUIElementTypeWebView" x="0" y="100" width="402" height="700">
            <XCUIElementTypeLink type="XCUIElementTypeLink" label="News" x="0" y="116" width="201" height="40"/>
            <XCUIElementTypeLink type="XCUIElementTypeLink" label="Sport" x="0" y="400" width="201" height="40"/>
            <XCUIElementTypeLink type="XCUIElementTypeLink" label="Weather" x="201" y="116" width="201" height="40"/>
            <XCUIElementTypeLink type="XCUIElementTypeLink" label="Travel" x="201" y="400" width="201" height="40"/>
          </XCUIElementTypeWebView>
        </XCUIElementTypeApplication></AppiumAUT>
        """,
        """
        [{"type": "Application", "frame": {"x": 0, "y": 0, "width": 402, "height": 874}, "children": [
          {"type": "WebView", "role": "AXWebArea", "frame": {"x": 0, "y": 100, "width": 402, "height": 700}, "children": [
            {"type": "Link", "role": "AXLink", "AXLabel": "News", "frame": {"x": 0, "y": 116, "width": 201, "height": 40}, "children": []},
            {"type": "Link", "role": "AXLink", "AXLabel": "Sport", "frame": {"x": 0, "y": 400, "width": 201, "height": 40}, "children": []},
            {"type": "Link", "role": "AXLink", "AXLabel": "Weather", "frame": {"x": 201, "y": 116, "width": 201, "height": 40}, "children": []},
            {"type": "Link", "role": "AXLink", "AXLabel": "Travel", "frame": {"x": 201, "y": 400, "width": 201, "height": 40}, "children": []}]}]}]
        """,
        """
        Element subtree:
         →Application, 0x1, pid: 1, label: 'Kiwix'
            Window (Main), 0x2, {{0.0, 0.0}, {402.0, 874.0}}
              WebView, 0x3, {{0.0, 100.0}, {402.0, 700.0}}
                Link, 0x4, {{0.0, 116.0}, {201.0, 40.0}}, label: 'News'
                Link, 0x5, {{0.0, 400.0}, {201.0, 40.0}}, label: 'Sport'
                Link, 0x6, {{201.0, 116.0}, {201.0, 40.0}}, label: 'Weather'
                Link, 0x7, {{201.0, 400.0}, {201.0, 40.0}}, label: 'Travel'
        """,
    ])
    func aWebPageIsReadInThePagesOrder(capture: String) throws {
        #expect(try Self.transcript(capture, language: "en-US") == ["News, Link", "Sport, Link", "Weather, Link", "Travel, Link"])
    }

    // MARK: Popovers

    /// A popover (iOS 26's share sheet over Safari) keeps VoiceOver inside it: the page left in
    /// view above it and the region that dismisses it are not reached by swiping, and no alert
    /// sound plays.
    @Test(arguments: [
        """
        <AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" x="0" y="0" width="402" height="874">
          <XCUIElementTypeWindow type="XCUIElementTypeWindow" x="0" y="0" width="402" height="874">
            <XCUIElementTypeOther type="XCUIElementTypeOther" x="0" y="0" width="402" height="874">
              <XCUIElementTypeButton type="XCUIElementTypeButton" label="Paste" x="195" y="400" width="37" height="19"/>
            </XCUIElementTypeOther>
            <XCUIElementTypeOther type="XCUIElementTypeOther" x="0" y="0" width="402" height="874">
              <XCUIElementTypeOther type="XCUIElementTypeOther" label="dismiss popup" x="0" y="0" width="402" height="874"/>
              <XCUIElementTypePopover type="XCUIElementTypePopover" x="9" y="477" width="384" height="388">
                <XCUIElementTypeButton type="XCUIElementTypeButton" label="Copy" x="18" y="249" width="83" height="139"/>
              </XCUIElementTypePopover>
            </XCUIElementTypeOther>
          </XCUIElementTypeWindow>
        </XCUIElementTypeApplication></AppiumAUT>
        """,
        """
        [{"type": "Application", "frame": {"x": 0, "y": 0, "width": 402, "height": 874}, "children": [
          {"type": "Group", "frame": {"x": 0, "y": 0, "width": 402, "height": 874}, "children": [
            {"type": "Button", "AXLabel": "Paste", "frame": {"x": 195, "y": 400, "width": 37, "height": 19}, "children": []}]},
          {"type": "Group", "frame": {"x": 0, "y": 0, "width": 402, "height": 874}, "children": [
            {"type": "Group", "AXLabel": "dismiss popup", "frame": {"x": 0, "y": 0, "width": 402, "height": 874}, "children": []},
            {"type": "Popover", "frame": {"x": 9, "y": 477, "width": 384, "height": 388}, "children": [
              {"type": "Button", "AXLabel": "Copy", "frame": {"x": 18, "y": 249, "width": 83, "height": 139}, "children": []}]}]}]}]
        """,
        """
        Element subtree:
         →Application, 0x1, pid: 1, label: 'Safari'
            Window (Main), 0x2, {{0.0, 0.0}, {402.0, 874.0}}
              Other, 0x3, {{0.0, 0.0}, {402.0, 874.0}}
                Button, 0x4, {{195.0, 400.0}, {37.0, 19.0}}, label: 'Paste'
              Other, 0x5, {{0.0, 0.0}, {402.0, 874.0}}
                Other, 0x6, {{0.0, 0.0}, {402.0, 874.0}}, label: 'dismiss popup'
                Popover, 0x7, {{9.0, 477.0}, {384.0, 388.0}}
                  Button, 0x8, {{18.0, 249.0}, {83.0, 139.0}}, label: 'Copy'
        """,
    ])
    func aPopoverKeepsVoiceOverInside(capture: String) throws {
        let imported = try Self.imported(capture)
        #expect(try FidelityTests.transcript(imported.screen) == ["Copy, Button"])
        func alerts(_ elements: [Element]) -> Int { elements.reduce(0) { $0 + ($1.alert ? 1 : 0) + alerts($1.children) } }
        #expect(alerts(imported.screen.elements) == 0)
    }

    // MARK: WebDriverAgent's visibility and accessibility beside the app's answers

    /// Web content under a full-screen player: WebDriverAgent marks the page and its web view
    /// invisible but the web text inside visible, by the page's own layout. The page is covered all
    /// the same, and VoiceOver reads only the player. (Visibility is only WebDriverAgent's.)
    @Test func webContentInAnInvisibleWebViewUnderAPlayerIsCovered() throws {
        let capture = """
            <AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" visible="true" accessible="false" x="0" y="0" width="402" height="874">
              <XCUIElementTypeWindow type="XCUIElementTypeWindow" visible="true" accessible="false" x="0" y="0" width="402" height="874">
                <XCUIElementTypeOther type="XCUIElementTypeOther" visible="false" accessible="false" x="0" y="0" width="402" height="874">
                  <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="Machine Gods" label="Machine Gods" visible="false" accessible="true" x="111" y="159" width="148" height="27"/>
                  <XCUIElementTypeWebView type="XCUIElementTypeWebView" visible="false" accessible="false" x="16" y="286" width="370" height="70">
                    <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="The official podcast." label="The official podcast." visible="true" accessible="true" x="16" y="286" width="366" height="138"/>
                  </XCUIElementTypeWebView>
                </XCUIElementTypeOther>
                <XCUIElementTypeOther type="XCUIElementTypeOther" visible="true" accessible="false" x="0" y="0" width="402" height="874">
                  <XCUIElementTypeButton type="XCUIElementTypeButton" label="Close player" visible="true" accessible="true" x="14" y="60" width="44" height="44"/>
                  <XCUIElementTypeButton type="XCUIElementTypeButton" label="Play" visible="true" accessible="true" x="151" y="638" width="100" height="101"/>
                </XCUIElementTypeOther>
              </XCUIElementTypeWindow>
            </XCUIElementTypeApplication></AppiumAUT>
            """
        #expect(try Self.transcript(capture, language: "en-US") == ["Close player, Button", "Play, Button"])
    }

    /// A static text WebDriverAgent reports not accessible beside a sibling it reports accessible
    /// is not an element: the false is the app's answer, not the snapshot's depth limit (Pocket
    /// Casts' elapsed and remaining time beside the slider that says them). Where no sibling is
    /// accessible, a text is still read.
    @Test func aTextNotAccessibleBesideAnAccessibleSiblingIsNoStop() throws {
        let capture = """
            <AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" accessible="false" x="0" y="0" width="402" height="874">
              <XCUIElementTypeOther type="XCUIElementTypeOther" accessible="false" x="0" y="559" width="402" height="30">
                <XCUIElementTypeOther type="XCUIElementTypeOther" value="six seconds" label="Episode Playback" accessible="true" x="10" y="514" width="382" height="80" traits="Adjustable"/>
                <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="00:06" label="00:06" accessible="false" x="30" y="586" width="35" height="15" traits="StaticText"/>
              </XCUIElementTypeOther>
              <XCUIElementTypeOther type="XCUIElementTypeOther" accessible="false" x="0" y="700" width="402" height="30">
                <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="Up Next" label="Up Next" accessible="false" x="30" y="700" width="80" height="20" traits="StaticText"/>
              </XCUIElementTypeOther>
            </XCUIElementTypeApplication></AppiumAUT>
            """
        #expect(try Self.transcript(capture, language: "en-US") == ["Episode Playback, six seconds, Adjustable", "Up Next"])
    }

    /// A full-screen image viewer whose photo has no label covers the timeline it was opened from:
    /// the photo WebDriverAgent reports accessible is content the viewer shows, so the viewer
    /// spans more than half the screen with it, and the invisible timeline is not read.
    @Test func aViewerShowingAnUnlabelledPhotoCoversThePage() throws {
        let capture = """
            <AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" visible="true" accessible="false" x="0" y="0" width="402" height="874">
              <XCUIElementTypeWindow type="XCUIElementTypeWindow" visible="true" accessible="false" x="0" y="0" width="402" height="874">
                <XCUIElementTypeOther type="XCUIElementTypeOther" visible="false" accessible="false" x="0" y="0" width="402" height="874">
                  <XCUIElementTypeButton type="XCUIElementTypeButton" label="Reply" visible="false" accessible="true" x="60" y="601" width="47" height="30"/>
                </XCUIElementTypeOther>
                <XCUIElementTypeOther type="XCUIElementTypeOther" visible="true" accessible="false" x="0" y="0" width="402" height="874">
                  <XCUIElementTypeButton type="XCUIElementTypeButton" label="Close" visible="true" accessible="true" x="24" y="82" width="28" height="36"/>
                  <XCUIElementTypeImage type="XCUIElementTypeImage" visible="true" accessible="true" x="8" y="250" width="386" height="484"/>
                </XCUIElementTypeOther>
              </XCUIElementTypeWindow>
            </XCUIElementTypeApplication></AppiumAUT>
            """
        #expect(try Self.transcript(capture, language: "en-US") == ["Close, Button"])
    }

    // MARK: AXe

    /// AXe writes `"traits": []` on every element (it never asks for them): the types decide.
    @Test func axeEmptyTraitListsSayNothing() throws {
        let imported = try Self.imported("""
            [{"AXFrame": "{{0, 0}, {390, 844}}", "AXUniqueId": null, "frame": {"x": 0, "y": 0, "width": 390, "height": 844},
              "role_description": "application", "AXLabel": "Notes", "content_required": false, "type": "Application", "title": null,
              "help": null, "custom_actions": [], "AXValue": null, "enabled": true, "role": "AXApplication", "traits": [], "subrole": null, "pid": 42,
              "children": [
                {"AXFrame": "{{16, 62}, {44, 44}}", "AXUniqueId": "BackButton", "frame": {"x": 16, "y": 62, "width": 44, "height": 44},
                 "role_description": "back button", "AXLabel": "Folders", "content_required": false, "type": "Button", "title": null,
                 "help": null, "custom_actions": [], "AXValue": null, "enabled": true, "role": "AXButton", "traits": [], "subrole": null,
                 "pid": 42, "children": []},
                {"AXFrame": "{{16, 120}, {358, 44}}", "AXIdentifier": "new-note", "frame": {"x": 16, "y": 120, "width": 358, "height": 44},
                 "role_description": "button", "AXLabel": "New Note", "content_required": false, "type": "Button", "title": null,
                 "help": "Starts an empty note", "custom_actions": [], "AXValue": null, "enabled": true, "role": "AXButton", "traits": [],
                 "subrole": null, "pid": 42, "children": []}]}]
            """)
        #expect(imported.format == .idbDescription)
        #expect(imported.warnings.contains { $0.kind == .ignoredField && $0.message.contains("AXe") })
        #expect(try FidelityTests.transcript(imported.screen) == ["Folders, Back Button", "New Note, Button"])
    }
}

/// Inputs the importers' fuzzers found, kept as tests.
@Suite("Capture fuzz findings")
struct CaptureFuzzFindingTests {
    /// FuzzAppiumSource: a byte that is not UTF-8 in an element's name made FoundationXML trap
    /// (a force unwrap in its SAX callback). It is one error line naming the place.
    @Test func aNameThatIsNotUTF8IsOneErrorLine() throws {
        let url = Fixtures.url("fuzz-appium-invalid-utf8-name.xml")
        do {
            _ = try ScreenSource.load(contentsOf: url)
            Issue.record("expected an ImportError")
        } catch let error as ImportError {
            #expect(error.line == 18)
            #expect(error.message.contains("not UTF-8"))
        }
    }

    /// FuzzAppiumSource: a processing instruction without data (`<?xmlppium?>`, `<?pi?>`) made
    /// FoundationXML read a null C string (a crash). Any processing instruction but the XML
    /// declaration is one error line naming its place; the declaration still reads.
    @Test func aProcessingInstructionIsOneErrorLine() throws {
        let url = Fixtures.url("fuzz-appium-processing-instruction.xml")
        #expect(CaptureFormat.detect(try Data(contentsOf: url)) == .appiumSource)
        do {
            _ = try ScreenSource.load(contentsOf: url)
            Issue.record("expected an ImportError")
        } catch let error as ImportError {
            #expect(error.line == 1)
            #expect(error.message.contains("processing instruction"))
        }
        let inside = #"<?xml version="1.0" encoding="UTF-8"?>\#n<AppiumAUT>\#n<?pi?>\#n</AppiumAUT>"#
        #expect(throws: ImportError.self) { try ScreenSource.load(data: Data(inside.utf8), path: "pi.xml") }
        let declared = #"\#u{FEFF}<?xml version="1.0"?>\#n<XCUIElementTypeApplication type="XCUIElementTypeApplication" x="0" y="0" width="390" height="844">"#
            + #"<XCUIElementTypeButton type="XCUIElementTypeButton" label="OK" x="10" y="10" width="80" height="44"/></XCUIElementTypeApplication>"#
        let screen = try ScreenSource.load(data: Data(declared.utf8), path: "ok.xml", options: ImportOptions(language: "en-US")).screen
        #expect(Stops.of(screen).map(\.label) == ["OK"])
    }

    /// U+FFFC stands for a text attachment; VoiceOver reads none, in any format.
    @Test func attachmentCharactersAreNotRead() throws {
        let idb = #"[{"type": "StaticText", "AXLabel": "1.8\uFFFCkm", "frame": {"x": 0, "y": 0, "width": 200, "height": 20}}, "#
            + #"{"type": "Button", "AXLabel": "\uFFFC Share", "frame": {"x": 0, "y": 40, "width": 200, "height": 20}}]"#
        let imported = try ScreenSource.load(data: Data(idb.utf8), path: "idb.json", options: ImportOptions(language: "en-US"))
        #expect(try FidelityTests.transcript(imported.screen) == ["1.8km", "Share, Button"])
    }
}
