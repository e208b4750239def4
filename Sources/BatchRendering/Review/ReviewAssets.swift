import FocusMap

/// The review page's style and script, inlined so the page is one file with no external
/// resource. Colours keep text at 4.5:1 contrast or more; kinds of timeline event differ by
/// fill pattern, border and label as well as colour.
enum ReviewAssets {
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
        nav ol { columns: 16rem; padding-left: 1.5rem; }
        .meta { color: #4a4a4a; font-size: .9em; }
        .screen { border-top: 1px solid #767676; padding-top: .5rem; margin-top: 2rem; }
        .failures, .incidents { border: 2px solid #a3000b; padding: .25rem 1rem; background: #fff5f5; }
        .failures h2, .incidents h3 { color: #a3000b; margin: .25rem 0; }
        .stale { border-left: 6px solid #a3000b; background: #fff5f5; color: #1a1a1a; padding: .5rem 1rem; margin-top: 2rem; }
        figure.walkthrough { margin: 0; }
        audio { display: block; width: min(100%, 32rem); margin: .25rem 0; }
        figcaption { min-height: 1.5em; }
        .caption-label { color: #4a4a4a; }
        .stops { padding-left: 0; list-style: none; }
        .stop { border-left: 4px solid #d0d0d0; padding: .25rem 0 .5rem .75rem; margin: 1rem 0; }
        .stop h4 { margin: 0; }
        .said { margin: .25rem 0; display: grid; grid-template-columns: max-content 1fr; gap: 0 1rem; }
        .said dt { font-weight: 600; }
        .said dd { margin: 0; }
        .status { color: #4a4a4a; font-style: italic; }
        .audio-error { color: #a3000b; font-weight: 600; }
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
        figure.map svg.focus-map { display: block; width: min(100%, 22rem); height: auto; }
        figure.map figcaption { max-width: 40rem; }
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
              note.textContent = 'This audio file could not be loaded: ' + decodeURIComponent(audio.getAttribute('src') || '');
              audio.insertAdjacentElement('afterend', note);
            }
            audio.addEventListener('loadedmetadata', ok);
            audio.addEventListener('error', bad);
            if (audio.error) bad(); else if (audio.readyState >= 1) ok();
            var figure = audio.closest('figure');
            if (figure) captions(audio, figure);
          });
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
          // The focus map: the stop being played is highlighted (walkthrough or a stop's own
          // player), and activating a stop in the map plays that stop's player.
          document.querySelectorAll('section.screen').forEach(function (section) {
            var marks = section.querySelectorAll('svg.focus-map a.fm-stop');
            if (!marks.length) return;
            var stops = section.querySelectorAll('li.stop[data-focus]');
            function mark(name) {
              marks.forEach(function (m) {
                var on = name !== null && m.getAttribute('data-element') === name;
                if (on) m.classList.add('current'); else m.classList.remove('current');
              });
              section.setAttribute('data-map-current', name === null ? '' : name);
            }
            function stopFor(name) {
              for (var i = 0; i < stops.length; i++) if (stops[i].getAttribute('data-focus') === name) return stops[i];
              return null;
            }
            var walk = section.querySelector('figure.walkthrough audio'), data = section.querySelector('script.stop-times'), times = [];
            try { times = JSON.parse(data ? data.textContent : '[]'); } catch (e) { times = []; }
            function follow() {
              var t = walk.currentTime, current = null;
              times.forEach(function (s) { if (t >= s[1] && t < s[2]) current = s[0]; });
              var stop = current === null ? null : section.querySelector('li.stop[data-stop="' + current + '"]');
              mark(stop ? stop.getAttribute('data-focus') : null);
            }
            if (walk) { walk.addEventListener('timeupdate', follow); walk.addEventListener('seeked', follow); }
            stops.forEach(function (stop) {
              var player = stop.querySelector('audio');
              if (!player) return;
              player.addEventListener('play', function () { mark(stop.getAttribute('data-focus')); });
              player.addEventListener('ended', function () { mark(null); });
            });
            marks.forEach(function (m) {
              m.addEventListener('click', function (event) {
                var name = m.getAttribute('data-element'), stop = stopFor(name);
                var player = stop && stop.querySelector('audio');
                if (!player) return;
                event.preventDefault();
                if (walk) walk.pause();
                player.currentTime = 0;
                var played = player.play();
                if (played && played.catch) played.catch(function () {});
                mark(name);
                section.setAttribute('data-map-played', player.getAttribute('src') || '');
              });
            });
          });
        })();
        """
}
