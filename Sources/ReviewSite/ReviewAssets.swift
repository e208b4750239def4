import Audit

/// The review pages' style and scripts, inlined so each page is one file with no external
/// resource. Colours keep text at 4.5:1 contrast or more; kinds of timeline event differ by
/// fill pattern, border and label as well as colour.
package enum ReviewAssets {
    /// A page's opening up to its skip link: `title` is already escaped, `marker` the page's key.
    static func head(title: String, marker: String, page: String, skip: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        \(marker)
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(title)</title>
        <style>\(css)</style>
        </head>
        <body class="\(page)">
        <a class="skip" href="#main">\(skip)</a>

        """
    }

    static let css = """
        :root { color-scheme: light; }
        body { font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif; color: #1a1a1a;
          background: #fff; margin: 0 auto; max-width: 70rem; padding: 0 1rem 4rem; }
        a { color: #0b4fb3; }
        :focus-visible { outline: 3px solid #0b4fb3; outline-offset: 2px; }
        .skip { position: absolute; left: -999px; top: 0; background: #fff; padding: .5rem 1rem; z-index: 2; }
        .skip:focus { left: 1rem; }
        .vh { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
        header { border-bottom: 2px solid #1a1a1a; margin-bottom: 1rem; }
        .up { margin: .5rem 0 0; }
        .filters { display: flex; flex-wrap: wrap; gap: .5rem 1.5rem; align-items: center; margin: .5rem 0; }
        .filters input[type=search], .filters select { font: inherit; margin-left: .4rem; }
        table.screens { table-layout: fixed; width: 100%; }
        table.screens td:first-child { overflow-wrap: anywhere; }
        @media (max-width: 40rem) { table.screens { table-layout: auto; font-size: .85em; } table.screens th { hyphens: auto; } }
        col.c-name { width: 46%; } table.no-baseline col.c-name { width: 63%; } col.c-lang { width: 10%; } col.c-num { width: 9%; } col.c-changed { width: 17%; }
        strong.stale { color: #a3000b; font-weight: 600; }
        .meta { color: #4a4a4a; font-size: .9em; }
        .screen { border-top: 1px solid #767676; padding-top: .5rem; margin-top: 2rem; }
        .failures, .incidents { border: 2px solid #a3000b; padding: .25rem 1rem; background: #fff5f5; }
        .failures h2, .incidents h3 { color: #a3000b; margin: .25rem 0; }
        .stale { border-left: 6px solid #a3000b; background: #fff5f5; color: #1a1a1a; padding: .5rem 1rem; margin-top: 2rem; }
        figure.walkthrough { margin: 0; }
        audio { display: block; width: min(100%, 32rem); margin: .25rem 0; }
        figcaption { min-height: 1.5em; }
        .caption-label { color: #4a4a4a; }
        .steps { padding-left: 0; list-style: none; }
        .step { border-left: 4px solid #d0d0d0; padding: .25rem 0 .5rem .75rem; margin: 1rem 0; }
        .step h3 { margin: 0; font-size: 1.05rem; }
        .ev.tight .words { display: none; }
        .said { margin: .25rem 0; display: grid; grid-template-columns: max-content 1fr; gap: 0 1rem; }
        .said dt { font-weight: 600; }
        .said dd { margin: 0; }
        .status { color: #4a4a4a; font-style: italic; }
        .audio-error { color: #a3000b; font-weight: 600; }
        .step-clock { margin: 0; color: #4a4a4a; font-size: .9em; font-variant-numeric: tabular-nums; }
        li.step audio::-webkit-media-controls-current-time-display { display: none; }
        li.step audio::-webkit-media-controls-time-remaining-display { display: none; }
        .strip { position: relative; height: 2.4rem; margin: .4rem 0 0; padding: 0; list-style: none;
          border: 1px solid #767676; background: #fff; }
        .ruler { position: relative; height: 1.3rem; border-top: 1px solid #1a1a1a; font-size: .75rem; color: #4a4a4a;
          margin-bottom: .4rem; }
        .ruler span { position: absolute; top: 0; padding-left: 2px; white-space: nowrap; min-height: .5rem; border-left: 1px solid #1a1a1a; line-height: 1.2rem; }
        .ev { position: absolute; top: 0; bottom: 0; overflow: hidden; white-space: nowrap; box-sizing: border-box;
          min-width: 3px; padding: .55rem 2px 0; font-size: .8rem; line-height: 1.2; }
        .ev.speech { background: #1c4f8c; color: #fff; border-right: 1px solid #fff; }
        .ev.sound { background: repeating-linear-gradient(135deg, #7a3400 0 5px, #944000 5px 10px); color: #fff;
          border: 2px solid #1a1a1a; top: .3rem; bottom: .3rem; padding-top: .2rem; }
        .ev.silence { background: repeating-linear-gradient(90deg, #f4f4f4 0 6px, #e6e6e6 6px 8px); color: #1a1a1a;
          border-top: 2px dashed #595959; border-bottom: 2px dashed #595959; }
        .ev.cut { border-right: 4px double #ffd166; }
        .legend { list-style: none; padding: 0; display: flex; flex-wrap: wrap; gap: .5rem 1.5rem; }
        .legend li { display: flex; align-items: center; gap: .4rem; }
        .swatch.ev { position: static; display: inline-block; width: 3rem; height: 1.6rem; padding: .15rem .3rem; text-align: center; }
        details.events { margin: .5rem 0; }
        table { border-collapse: collapse; font-size: .9em; }
        th, td { border: 1px solid #bdbdbd; padding: .15rem .4rem; text-align: left; vertical-align: top; }
        .baseline { border: 2px solid #6b4e00; background: #fffbea; padding: .25rem 1rem; margin: .5rem 0; }
        .baseline h3 { margin: .25rem 0; }
        .side-by-side { display: flex; flex-wrap: wrap; gap: 0 2rem; }
        .side-by-side figure { margin: 0; flex: 1 1 16rem; }
        .side-by-side audio { width: 100%; }
        pre.diff { overflow-x: auto; background: #fff; border: 1px solid #767676; padding: .5rem; }
        pre.diff .add { background: #e3f4e1; color: #0f3d0c; }
        pre.diff .del { background: #fbe4e4; color: #6a0a0a; }
        figure.map { margin: .5rem 0 1rem; }
        .map-and-legend { display: flex; flex-wrap: wrap; gap: 1rem 2rem; align-items: flex-start; }
        figure.map svg.focus-map { display: block; flex: 0 1 22rem; width: min(100%, 22rem); height: auto; }
        figure.map figcaption { max-width: 40rem; }
        .map-legend { flex: 1 1 20rem; margin: 0; padding: 0; list-style: none; }
        .map-legend > li { padding: .2rem .4rem; border: 2px solid transparent; overflow-wrap: anywhere; }
        .map-legend > li.pointed { border-color: #1a1a1a; }
        .map-legend > li.current { background: #ffe08a; color: #1a1a1a; border-color: #1a1a1a; }
        .badge { display: inline-block; min-width: 1.5rem; text-align: center; border-radius: .75rem; background: #0b4fb3; color: #fff;
          font-weight: 700; font-size: .85rem; line-height: 1.5rem; }
        .map-legend > li.current .badge { background: #1a1a1a; color: #fff; }
        .legend-findings { margin: .1rem 0 .2rem 2rem; padding: 0; list-style: none; font-size: .9em; }
        .findings { padding-left: 1.25rem; }
        .finding { margin: .25rem 0; }
        .finding .severity { font-weight: 700; text-transform: uppercase; font-size: .8em; border: 1px solid #1a1a1a; padding: 0 .3em; }
        .finding.error .severity { color: #a3000b; background: #fff; }
        .finding.warning .severity { color: #7a3d00; background: #fff; }
        .finding.note .severity { color: #1a1a1a; background: #fff; }
        .fix { color: #4a4a4a; }
        .unchecked { border-left: 6px solid #7a3d00; background: #fff8ef; color: #1a1a1a; padding: .5rem 1rem; }
        svg.swatch-map { vertical-align: middle; }
        """ + "\n" + FocusMapSVG.style

    /// The index's filter: the search box (name or source file), the language, findings only,
    /// changed only; hides the rows that do not match and says how many are shown. Marks the
    /// body `data-ready` once it is set up (the tests wait for it).
    static let indexScript = """
        (function () {
          var rows = Array.prototype.slice.call(document.querySelectorAll('table.screens tbody tr'));
          var text = document.getElementById('filter-text'), language = document.getElementById('filter-language');
          var findings = document.getElementById('filter-findings'), changed = document.getElementById('filter-changed');
          var shown = document.getElementById('shown'), keys = null;
          // The rows are read on the first use of a filter, not while the page opens.
          function index() { return rows.map(function (row) {
            var cells = row.cells;
            return {
              words: (cells[0].textContent + ' ' + (row.getAttribute('data-source') || '')).toLowerCase(),
              language: cells[1].textContent, findings: parseInt(cells[4].textContent, 10) || 0,
              changed: row.getAttribute('data-changed') === '1'
            };
          }); }
          function apply() {
            if (!keys) keys = index();
            var words = text ? text.value.trim().toLowerCase().split(/\\s+/).filter(Boolean) : [];
            var lang = language ? language.value : '', count = 0;
            for (var i = 0; i < rows.length; i++) {
              var key = keys[i], match = (!lang || key.language === lang) && (!findings || !findings.checked || key.findings > 0)
                && (!changed || !changed.checked || key.changed);
              for (var w = 0; match && w < words.length; w++) if (key.words.indexOf(words[w]) < 0) match = false;
              if (rows[i].hidden === match) rows[i].hidden = !match;
              if (match) count++;
            }
            if (shown) shown.textContent = count.toLocaleString('en-US') + ' of ' + rows.length.toLocaleString('en-US') + ' screen' + (rows.length === 1 ? '' : 's') + ' shown.';
            document.body.setAttribute('data-shown', String(count));
          }
          [text, language, findings, changed].forEach(function (control) {
            if (control) control.addEventListener(control === text ? 'input' : 'change', apply);
          });
          // A filter the browser restored (back/forward) applies at once.
          if ((text && text.value) || (language && language.value) || (findings && findings.checked) || (changed && changed.checked)) apply();
          document.body.setAttribute('data-ready', '1');
        })();
        """

    /// Marks each player `data-state="loaded"` or `"error"` (and the body with counts, which the
    /// browser test reads), puts a visible note under a player whose file is missing, and shows
    /// the walkthrough's current caption under its player (audio elements draw no captions).
    static let script = """
        (function () {
          var body = document.body, players = document.querySelectorAll('audio'), loaded = 0, failed = 0;
          function count() {
            body.setAttribute('data-audio-total', String(players.length));
            body.setAttribute('data-audio-loaded', String(loaded));
            body.setAttribute('data-audio-failed', String(failed));
          }
          count();
          players.forEach(function (audio) {
            function ok() {
              if (audio.getAttribute('data-state')) return;
              audio.setAttribute('data-state', 'loaded'); loaded++; count();
            }
            function bad() {
              var state = audio.getAttribute('data-state');
              if (state === 'error') return;
              if (state === 'loaded') loaded--;
              audio.setAttribute('data-state', 'error'); failed++; count();
              var note = document.createElement('p');
              note.className = 'audio-error';
              note.textContent = 'This audio file could not be loaded: ' + decodeURIComponent((audio.getAttribute('src') || '').split('#')[0]);
              audio.insertAdjacentElement('afterend', note);
            }
            audio.addEventListener('loadedmetadata', ok);
            audio.addEventListener('error', bad);
            if (audio.error) bad(); else if (audio.readyState >= 1) ok();
            var figure = audio.closest('figure.walkthrough');
            if (figure) captions(audio, figure);
            var times = stepRange(audio);
            if (times) range(audio, times[0], times[1]);
          });
          // A step's player plays its time range of the walkthrough, named by its source's media
          // fragment (`#t=12.340,14.020`): each play starts at the step (unless
          // resumed inside it) and stops at its end, checked every frame while playing (timeupdate
          // comes only four times a second) and at every timeupdate.
          function stepRange(audio) {
            var found = /#t=([0-9.]+),([0-9.]+)$/.exec(audio.getAttribute('src') || '');
            return found ? [parseFloat(found[1]), parseFloat(found[2])] : null;
          }
          function range(audio, start, end) {
            var clock = audio.nextElementSibling, pos = clock && clock.classList.contains('step-clock') ? clock.querySelector('.pos') : null;
            function show() {
              if (pos) pos.textContent = Math.max(0, Math.min(end - start, audio.currentTime - start)).toFixed(2) + ' s';
            }
            function atEnd() { if (!audio.paused && audio.currentTime >= end) audio.pause(); show(); }
            function watch() { atEnd(); if (!audio.paused) window.requestAnimationFrame(watch); }
            audio.addEventListener('play', function () {
              if (audio.currentTime < start - 0.05 || audio.currentTime >= end - 0.05) audio.currentTime = start;
              window.requestAnimationFrame(watch);
            });
            audio.addEventListener('timeupdate', atEnd);
            audio.addEventListener('seeked', show);
          }
          // The walkthrough's caption line follows its captions track; when the browser refuses
          // the track file (Chromium does for file://), the same cues come from the page itself.
          function captions(audio, figure) {
            var line = figure.querySelector('.caption'), element = audio.querySelector('track');
            function follow(track, source) {
              track.mode = 'hidden';
              figure.setAttribute('data-captions', source);
              track.addEventListener('cuechange', function () {
                var cue = track.activeCues && track.activeCues[0];
                line.textContent = cue ? cue.text : '';
              });
            }
            function inline() {
              if (figure.getAttribute('data-captions') === 'page') return;
              var data = figure.querySelector('script.cues'), cues = [];
              try { cues = JSON.parse(data ? data.textContent : '[]'); } catch (e) { cues = []; }
              var track = audio.addTextTrack('captions', 'Captions', line.getAttribute('lang') || '');
              cues.forEach(function (c) { track.addCue(new VTTCue(c[0], c[1], c[2])); });
              if (element) element.track.mode = 'disabled';
              follow(track, 'page');
            }
            if (!element || element.readyState === 3) { inline(); return; }
            if (element.readyState === 2) { follow(element.track, 'track'); return; }
            element.addEventListener('error', inline);
            element.addEventListener('load', function () { follow(element.track, 'track'); });
            element.track.mode = 'hidden';
          }
          // The focus map and its legend: the stop being played is highlighted in both (by the
          // walkthrough or a step's own player), and so is the stop under the pointer or keyboard
          // focus; activating a stop in the map plays the step that reads it.
          (function () {
            var marks = document.querySelectorAll('svg.focus-map a.fm-stop'), items = document.querySelectorAll('.map-legend > li');
            var steps = document.querySelectorAll('li.step[data-focus]');
            function each(name, cls) {
              [marks, items].forEach(function (list) {
                list.forEach(function (m) {
                  if (name !== null && m.getAttribute('data-element') === name) m.classList.add(cls); else m.classList.remove(cls);
                });
              });
            }
            function mark(name) { each(name, 'current'); body.setAttribute('data-map-current', name === null ? '' : name); }
            function stepFor(name) {
              for (var i = 0; i < steps.length; i++) if (steps[i].getAttribute('data-focus') === name) return steps[i];
              return null;
            }
            var walk = document.querySelector('figure.walkthrough audio'), data = document.querySelector('script.step-times'), times = [];
            try { times = JSON.parse(data ? data.textContent : '[]'); } catch (e) { times = []; }
            function follow() {
              var t = walk.currentTime, current = null;
              times.forEach(function (s) { if (t >= s[1] && t < s[2]) current = s[0]; });
              var step = current === null ? null : document.querySelector('li.step[data-step="' + current + '"]');
              mark(step ? step.getAttribute('data-focus') : null);
            }
            if (walk) { walk.addEventListener('timeupdate', follow); walk.addEventListener('seeked', follow); }
            steps.forEach(function (step) {
              var player = step.querySelector('audio');
              if (!player) return;
              player.addEventListener('play', function () { mark(step.getAttribute('data-focus')); });
              player.addEventListener('pause', function () { mark(null); });
            });
            [marks, items].forEach(function (list) {
              list.forEach(function (m) {
                var name = m.getAttribute('data-element');
                function on() { each(name, 'pointed'); }
                function off() { each(null, 'pointed'); }
                m.addEventListener('mouseenter', on); m.addEventListener('mouseleave', off);
                m.addEventListener('focusin', on); m.addEventListener('focusout', off);
              });
            });
            marks.forEach(function (m) {
              m.addEventListener('click', function (event) {
                var name = m.getAttribute('data-element'), step = stepFor(name);
                var player = step && step.querySelector('audio');
                if (!player) return;
                event.preventDefault();
                if (walk) walk.pause();
                var times = stepRange(player);
                player.currentTime = times ? times[0] : 0;
                var played = player.play();
                if (played && played.catch) played.catch(function () {});
                mark(name);
                body.setAttribute('data-map-played', player.getAttribute('src') || '');
              });
            });
          })();
          // A timeline box too narrow for its words shows none rather than a cut word ("pau");
          // the words stay in its title and for screen readers.
          // All widths are read in one pass and the classes set after it: one layout, not one per box.
          function fit(again) {
            var boxes = Array.prototype.slice.call(document.querySelectorAll('.strip .ev'));
            if (again) boxes.forEach(function (box) { box.classList.remove('tight'); });
            boxes.filter(function (box) { return box.scrollWidth > box.clientWidth + 1; })
              .forEach(function (box) { box.classList.add('tight'); });
          }
          fit(false);
          window.addEventListener('resize', function () { fit(true); });
          body.setAttribute('data-ready', '1');
        })();
        """
}
