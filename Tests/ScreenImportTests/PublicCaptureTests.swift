import Foundation
import Screens
import Testing
import TestSupport

/// Captures of real apps taken from public repositories (Fidelity/PROVENANCE.md says where from,
/// under which licence), read by the real Simulator. What VoiceOver says was decided by reading
/// each capture against the rules of docs/voiceover.md and docs/import.md.
@Suite("Public captures of real apps")
struct PublicCaptureTests {
    /// Apple Health's Today tab in Simplified Chinese (WebDriverAgent, 2018: no traits, no
    /// `accessible`): the language comes from the script; the status bar, the empty off-screen
    /// window and the attachment characters of "1.8￼公里" are not read; each cell is one stop
    /// joining its texts as they are laid out (the title at the left before the figure at the
    /// right of the same line, then the date below); the tab bar's buttons are tabs, the one
    /// with WebDriverAgent's value "1" selected.
    @Test func healthTodayInChinese() throws {
        let imported = try FidelityTests.load("appium-health-zh.xml")
        #expect(imported.screen.language == "zh-CN")
        let lines = try FidelityTests.transcript(imported.screen)
        #expect(lines.count == 18, "\(lines)")
        guard lines.count == 18 else { return }
        // The month at the navigation bar's leading edge is UIKit's back button (to the month
        // view); the profile button keeps a margin.
        #expect(lines[0] == "五月, 返回按钮")
        #expect(lines[1] == "查看个人资料, 按钮")
        // The week strip, left to right, then the day's date below it: the screen's header,
        // above the table in the frame order VoiceOver follows.
        #expect(Array(lines[2...9]) == ["5月13日 星期日", "今天, 5月14日 星期一", "5月15日 星期二", "5月16日 星期三",
                                         "5月17日 星期四", "5月18日 星期五", "5月19日 星期六", "2018年5月14日 星期一"])
        // The table's section header is a heading; its rows read once each.
        #expect(lines[10] == "健身记录, 标题")
        #expect(Array(lines[11...13]) == ["步行 + 跑步距离, 1.8公里, 今天 上午10:05",
                                          "步数, 2,438步, 今天 上午10:05",
                                          "已爬楼层, 4层, 今天 上午9:24"])
        // Four tabs; the first selected ("已选定"), each with its place among the four.
        #expect(lines[14].contains("已选定") && lines[14].contains("今天") && lines[14].contains("第1项，共4项"))
        #expect(lines[15...17].allSatisfy { $0.contains("标签") && !$0.contains("已选定") })
        #expect(lines[17].hasPrefix("医疗急救卡") && lines[17].contains("第4项，共4项"))
        // Nothing of the status bar (time, signal, battery) is read.
        #expect(!lines.contains { $0.contains("10:56") || $0.contains("信号") || $0.contains("电池") || $0.contains("4G") })
        #expect(imported.warnings(.droppedStatusBar).count == 1)
    }

    /// iOS Settings' top screen (WebDriverAgent, 390×844, old attributes): the large title is a
    /// heading; each row with a disclosure chevron is one Button; the two rows below the screen,
    /// whose children's frames are stale (y 143), are read in their place at the end; chevrons,
    /// icons and the status bar are not read.
    @Test func settingsTopScreen() throws {
        let lines = try FidelityTests.transcript("appium-settings-top-shirates.xml")
        #expect(lines.first == "Settings, Heading")
        #expect(lines.count > 1 && lines[1].hasPrefix("Sign in to your iPhone, Set up iCloud, the App Store, and more."))
        let rows = ["General", "Accessibility", "Privacy", "Passwords", "Safari", "News", "Maps", "Shortcuts", "Health",
                    "Siri & Search", "Photos", "Game Center", "Developer", "app.st"]
        #expect(Array(lines.dropFirst(2)) == rows.map { "\($0), Button" })
    }

    /// Settings › Accessibility on an iPhone 8 (375×667): the button at the navigation bar's
    /// leading edge is the back button; the table's header text is read as text; the section
    /// headers are headings, each before its rows.
    @Test func accessibilitySettings() throws {
        #expect(try FidelityTests.transcript("appium-accessibility-shirates.xml") == [
            "Settings, Back Button",
            "Accessibility, Heading",
            "Accessibility features help you customize your iPhone for your individual needs.",
            "VISION, Heading",
            "Display & Text Size, Button", "Motion, Button", "Spoken Content, Button",
            "PHYSICAL AND MOTOR, Heading",
            "Touch, Button", "Keyboards, Button",
            "HEARING, Heading",
            "Subtitles & Captioning, Button",
        ])
    }

    /// Calendar's day view in Japanese (390×844), scrolled to midday: the navigation bar (its
    /// leading month is the back button), the week strip and the date, then the hours from 0:00,
    /// the nine above the visible area read in their place when the swipe enters the scroll view
    /// (not before the bar), then the toolbar. The scroll bars are not read.
    @Test func calendarDayInJapanese() throws {
        let imported = try FidelityTests.load("appium-calendar-day-ja-shirates.xml")
        #expect(imported.screen.language == "ja-JP")
        let lines = try FidelityTests.transcript(imported.screen)
        #expect(Array(lines.prefix(4)) == ["12月, 戻るボタン", "リスト, ボタン", "検索, ボタン", "追加, ボタン"])
        #expect(lines.count == 39, "\(lines)")
        guard lines.count == 39 else { return }
        #expect(lines[4] == "12月10日 日曜日, ボタン" && lines[9] == "今日, 12月15日 金曜日" && lines[11] == "2023年12月15日 金曜日")
        let hours = (0...23).map { $0 == 14 ? "14:00, 進行中" : "\($0):00" }
        #expect(Array(lines[12...35]) == hours)
        #expect(Array(lines[36...]) == ["今日, ボタン", "カレンダー, ボタン", "出席依頼, ボタン"])
        #expect(imported.warnings(.beyondVisibleArea).count == 9)
        #expect(!lines.contains { $0.contains("スクロールバー") })
    }

    /// U+FFFC stands for a text attachment; VoiceOver reads none, in any format.
    @Test func attachmentCharactersAreNotRead() throws {
        let idb = #"[{"type": "StaticText", "AXLabel": "1.8\uFFFCkm", "frame": {"x": 0, "y": 0, "width": 200, "height": 20}}, "#
            + #"{"type": "Button", "AXLabel": "\uFFFC Share", "frame": {"x": 0, "y": 40, "width": 200, "height": 20}}]"#
        let imported = try ScreenSource.load(data: Data(idb.utf8), path: "idb.json", options: ImportOptions(language: "en-US"))
        #expect(try FidelityTests.transcript(imported.screen) == ["1.8km", "Share, Button"])
    }
}
