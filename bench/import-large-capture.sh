#!/usr/bin/env bash
# Times `earshot import` on a large generated WebDriverAgent page source: 5,000 table cells (each a
# wrapper, a static text and a button) under 30 nested wrappers, about 15,000 elements and 3.7 MB,
# the size of a long list captured whole. Prints wall time and peak memory.
#   bench/import-large-capture.sh [path/to/earshot]    (default: .build/release/earshot)
set -euo pipefail
earshot=${1:-.build/release/earshot}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
capture=$work/large.xml
box='enabled="true" visible="true" accessible="false" x="0" y="0" width="390" height="844"'
{
  echo '<?xml version="1.0" encoding="UTF-8"?>'
  echo "<AppiumAUT><XCUIElementTypeApplication type=\"XCUIElementTypeApplication\" name=\"Large\" $box>"
  echo "<XCUIElementTypeWindow type=\"XCUIElementTypeWindow\" $box>"
  for _ in $(seq 30); do echo "<XCUIElementTypeOther type=\"XCUIElementTypeOther\" $box>"; done
  echo "<XCUIElementTypeTable type=\"XCUIElementTypeTable\" $box>"
  for i in $(seq 0 4999); do
    y=$((i * 44))
    printf '<XCUIElementTypeCell type="XCUIElementTypeCell" name="cell" enabled="true" visible="true" accessible="false" x="0" y="%d" width="390" height="44"><XCUIElementTypeOther type="XCUIElementTypeOther" enabled="true" visible="true" accessible="false" x="0" y="%d" width="390" height="44"><XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="Row %d" name="Row %d" label="Row %d" enabled="true" visible="true" accessible="true" x="16" y="%d" width="200" height="21"/><XCUIElementTypeButton type="XCUIElementTypeButton" name="more" label="More" enabled="true" visible="true" accessible="true" x="340" y="%d" width="44" height="34"/></XCUIElementTypeOther></XCUIElementTypeCell>\n' \
      "$y" "$y" "$i" "$i" "$i" "$((y + 10))" "$((y + 5))"
  done
  echo "</XCUIElementTypeTable>"
  for _ in $(seq 30); do echo "</XCUIElementTypeOther>"; done
  echo "</XCUIElementTypeWindow></XCUIElementTypeApplication></AppiumAUT>"
} > "$capture"
echo "capture: $(wc -c < "$capture") bytes"
/usr/bin/time -f "import: %e s wall, %U s user + %S s system CPU, %M KB peak" "$earshot" import "$capture" -o "$work/large.yaml" 2>&1 >/dev/null \
  | grep -v ': warning: '
echo "screen file: $(wc -l < "$work/large.yaml") lines"
