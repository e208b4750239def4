#!/usr/bin/env python3
"""Presses Tab N times in Debian's headless Chromium on a page and prints, as a JSON list, where
keyboard focus went after each press (`#id`, or the tag and its href). Real key events through
the DevTools protocol over a pipe (`--remote-debugging-pipe`), so the browser's own focus order
is what is seen. Used by the review's keyboard test (ReviewIndexBrowserTests).

    scripts/chromium-tab-order.py file:///path/index.html 20
"""
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time

if len(sys.argv) != 3:
    sys.exit("usage: chromium-tab-order.py URL PRESSES")
page, presses = sys.argv[1], int(sys.argv[2])
profile = tempfile.mkdtemp(prefix="cdp-")
r1, w1 = os.pipe()  # chromium reads commands from fd 3
r2, w2 = os.pipe()  # chromium writes to fd 4
def child():
    os.dup2(r1, 3); os.dup2(w2, 4)
proc = subprocess.Popen([next((p for p in ("/usr/bin/chromium", "/usr/bin/chromium-browser") if os.path.exists(p)), "/usr/bin/chromium"), "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
                         f"--user-data-dir={profile}", "--remote-debugging-pipe", "about:blank"],
                        pass_fds=(3, 4), preexec_fn=child, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
os.close(r1); os.close(w2)
out, inp = os.fdopen(w1, "wb"), os.fdopen(r2, "rb")
buf = b""; ident = 0
def send(method, params=None, session=None):
    global ident, buf
    ident += 1
    msg = {"id": ident, "method": method, "params": params or {}}
    if session: msg["sessionId"] = session
    out.write(json.dumps(msg).encode() + b"\0"); out.flush()
    while True:
        while b"\0" not in buf:
            chunk = os.read(inp.fileno(), 65536)
            if not chunk: raise SystemExit("chromium closed the pipe")
            buf += chunk
        raw, buf = buf.split(b"\0", 1)
        reply = json.loads(raw)
        if reply.get("id") == ident:
            if "error" in reply: raise SystemExit(f"{method}: {reply['error']}")
            return reply.get("result", {})
try:
    target = send("Target.createTarget", {"url": "about:blank"})["targetId"]
    session = send("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
    send("Page.enable", session=session)
    send("Page.navigate", {"url": page}, session=session)
    for _ in range(100):
        state = send("Runtime.evaluate", {"expression": "document.readyState + ' ' + (document.body && document.body.getAttribute('data-ready'))", "returnByValue": True}, session=session)
        if state["result"].get("value") == "complete 1": break
        time.sleep(0.1)
    seen = []
    for _ in range(presses):
        for kind in ("keyDown", "keyUp"):
            send("Input.dispatchKeyEvent", {"type": kind, "key": "Tab", "code": "Tab", "windowsVirtualKeyCode": 9}, session=session)
        value = send("Runtime.evaluate", {"expression": "(function(e){return e.id ? '#' + e.id : e.tagName.toLowerCase() + (e.getAttribute('href') ? ' ' + e.getAttribute('href') : '')})(document.activeElement)", "returnByValue": True}, session=session)
        seen.append(value["result"].get("value"))
    print(json.dumps(seen))
finally:
    proc.kill(); proc.wait(); shutil.rmtree(profile, ignore_errors=True)
