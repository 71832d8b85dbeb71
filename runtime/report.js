/*
 * report.js - the script of the result page and of the animation that
 * --report and --animate write (report.c inlines it at build time: the
 * page needs no network).  It reads the JSON in <script id="hysc-data"> and
 * draws with SVG: a plot per variable against time (drag to zoom into a
 * time span, the wheel zooms around the pointer, a double click shows all;
 * every plot follows the same span), the x-y plot of the pairs and the
 * animation of the bodies.  Drawn elements carry their values in data-*
 * attributes, so that a test reads them from the DOM.
 */
(function () {
  "use strict";
  var NS = "http://www.w3.org/2000/svg";
  var COLOURS = ["#0060ad", "#dd181f", "#009e73", "#9400d3", "#e69f00", "#56b4e9",
                 "#8b4513", "#000080"];
  var EVENT_COLOUR = "#999999";
  var W = 760, H = 200, LEFT = 70, RIGHT = 12, TOP = 10, BOTTOM = 36;
  var data = JSON.parse(document.getElementById("hysc-data").textContent);
  var runs = data.runs;
  var view = { t0: data.start, t1: data.stop };
  /* PAGE#t0=A&t1=B opens the plots zoomed into A .. B */
  (function () {
    var a = /(?:^|[#&])t0=([-+0-9.eE]+)/.exec(location.hash), b = /(?:^|[#&])t1=([-+0-9.eE]+)/.exec(location.hash);
    if (a && b && +a[1] < +b[1]) { view.t0 = +a[1]; view.t1 = +b[1]; }
  })();
  var plots = [];

  function el(name, attrs, parent) {
    var e = document.createElementNS(NS, name);
    for (var k in attrs) e.setAttribute(k, attrs[k]);
    if (parent) parent.appendChild(e);
    return e;
  }
  function html(name, attrs, parent, text) {
    var e = document.createElement(name);
    for (var k in attrs) e.setAttribute(k, attrs[k]);
    if (text !== undefined) e.textContent = text;
    if (parent) parent.appendChild(e);
    return e;
  }
  function label(v) { return v.name + (v.unit ? " [" + v.unit + "]" : ""); }
  function fmt(x) { return Math.abs(x) < 1e-300 ? "0" : String(Number(x.toPrecision(4))); }

  /* about n round numbers from a to b */
  function ticks(a, b, n) {
    var span = b - a;
    if (!(span > 0)) return [a];
    var step = Math.pow(10, Math.floor(Math.log10(span / n)));
    var err = span / n / step;
    step *= err >= 5 ? 5 : err >= 2 ? 2 : 1;
    var out = [];
    for (var x = Math.ceil(a / step) * step; x <= b + step * 1e-9; x += step)
      out.push(Math.abs(x) < step * 1e-9 ? 0 : x);
    return out;
  }

  /* the rows of run r with t0 <= t <= t1, one before and one after */
  function visible(r, t0, t1) {
    var t = r.t, i = 0, j = t.length - 1;
    while (i < j && t[i + 1] < t0) i++;
    while (j > i && t[j - 1] > t1) j--;
    return [i, j];
  }

  function axes(svg, x0, x1, y0, y1, xlabel, ylabel, H) {
    var g = el("g", { "class": "axes", "data-x0": x0, "data-x1": x1 }, svg);
    el("rect", { x: LEFT, y: TOP, width: W - LEFT - RIGHT, height: H - TOP - BOTTOM,
                 fill: "none", stroke: "#000" }, g);
    ticks(x0, x1, 8).forEach(function (x) {
      var px = LEFT + (x - x0) / (x1 - x0) * (W - LEFT - RIGHT);
      el("line", { x1: px, x2: px, y1: TOP, y2: H - BOTTOM, stroke: "#e4e4e4" }, g);
      el("text", { x: px, y: H - BOTTOM + 14, "text-anchor": "middle", "class": "tick" }, g)
        .textContent = fmt(x);
    });
    ticks(y0, y1, 4).forEach(function (y) {
      var py = H - BOTTOM - (y - y0) / (y1 - y0) * (H - TOP - BOTTOM);
      el("line", { x1: LEFT, x2: W - RIGHT, y1: py, y2: py, stroke: "#e4e4e4" }, g);
      el("text", { x: LEFT - 4, y: py + 4, "text-anchor": "end", "class": "tick" }, g)
        .textContent = fmt(y);
    });
    el("text", { x: (LEFT + W - RIGHT) / 2, y: H - 4, "text-anchor": "middle",
                 "class": "xlabel" }, g).textContent = xlabel;
    el("text", { x: 12, y: (TOP + H - BOTTOM) / 2, "text-anchor": "middle", "class": "ylabel",
                 transform: "rotate(-90 12 " + (TOP + H - BOTTOM) / 2 + ")" }, g)
      .textContent = ylabel;
  }

  /* one variable's plot over the current view */
  function drawPlot(p) {
    var svg = p.svg, c = p.column;
    while (svg.firstChild) svg.removeChild(svg.firstChild);
    var lo = Infinity, hi = -Infinity, spans = [];
    runs.forEach(function (r, k) {
      var s = visible(r, view.t0, view.t1);
      spans.push(s);
      for (var i = s[0]; i <= s[1]; i++) {
        var y = r.columns[c][i];
        if (isFinite(y)) { lo = Math.min(lo, y); hi = Math.max(hi, y); }
      }
    });
    if (!(hi > lo)) { lo = (isFinite(lo) ? lo : 0) - 1; hi = lo + 2; }
    var pad = (hi - lo) * 0.05;
    lo -= pad; hi += pad;
    axes(svg, view.t0, view.t1, lo, hi, "time [s]", label(data.variables[c]), H);
    var sx = (W - LEFT - RIGHT) / (view.t1 - view.t0), sy = (H - TOP - BOTTOM) / (hi - lo);
    var clip = el("clipPath", { id: "clip" + c }, svg);
    el("rect", { x: LEFT, y: TOP, width: W - LEFT - RIGHT, height: H - TOP - BOTTOM }, clip);
    var g = el("g", { "clip-path": "url(#clip" + c + ")" }, svg);
    runs.forEach(function (r, k) {
      r.firings.forEach(function (f) {
        if (f[0] < view.t0 || f[0] > view.t1) return;
        var px = LEFT + (f[0] - view.t0) * sx;
        el("line", { "class": "event", "data-t": f[0], x1: px, x2: px, y1: TOP, y2: H - BOTTOM,
                     stroke: EVENT_COLOUR, "stroke-dasharray": k ? "2,3" : "5,3" }, g);
      });
    });
    runs.forEach(function (r, k) {
      var pts = [], s = spans[k];
      for (var i = s[0]; i <= s[1]; i++)
        pts.push((LEFT + (r.t[i] - view.t0) * sx).toFixed(2) + "," +
                 (H - BOTTOM - (r.columns[c][i] - lo) * sy).toFixed(2));
      el("polyline", { "class": "line", "data-run": r.label, "data-points": s[1] - s[0] + 1,
                       points: pts.join(" "), fill: "none", stroke: COLOURS[k % 8],
                       "stroke-width": 1.5, "stroke-dasharray": k ? "6,3" : "none" }, g);
    });
    p.zoomRect = el("rect", { "class": "zoom", x: 0, y: TOP, width: 0, height: H - TOP - BOTTOM,
                              fill: "rgba(0,96,173,0.15)", visibility: "hidden" }, svg);
  }

  function redraw() { plots.forEach(drawPlot); }

  function timeAt(svg, ev) {
    var box = svg.getBoundingClientRect();
    var px = (ev.clientX - box.left) * W / box.width;
    return view.t0 + (px - LEFT) / (W - LEFT - RIGHT) * (view.t1 - view.t0);
  }

  /* drag to zoom, wheel to zoom around the pointer, double click: all */
  function zoomable(p) {
    var svg = p.svg, from = null;
    svg.addEventListener("mousedown", function (ev) { from = timeAt(svg, ev); ev.preventDefault(); });
    svg.addEventListener("mousemove", function (ev) {
      if (from === null) return;
      var t = timeAt(svg, ev), sx = (W - LEFT - RIGHT) / (view.t1 - view.t0);
      p.zoomRect.setAttribute("x", LEFT + (Math.min(from, t) - view.t0) * sx);
      p.zoomRect.setAttribute("width", Math.abs(t - from) * sx);
      p.zoomRect.setAttribute("visibility", "visible");
    });
    window.addEventListener("mouseup", function (ev) {
      if (from === null) return;
      var t = timeAt(svg, ev), a = Math.min(from, t), b = Math.max(from, t);
      from = null;
      if (b - a > (view.t1 - view.t0) * 1e-3) { view.t0 = a; view.t1 = b; }
      redraw();
    });
    svg.addEventListener("wheel", function (ev) {
      ev.preventDefault();
      var t = timeAt(svg, ev), f = ev.deltaY > 0 ? 1.25 : 0.8;
      view.t0 = Math.max(data.start, t - (t - view.t0) * f);
      view.t1 = Math.min(data.stop, t + (view.t1 - t) * f);
      redraw();
    });
    svg.addEventListener("dblclick", function () { view.t0 = data.start; view.t1 = data.stop; redraw(); });
  }

  function addPlot(c) {
    var box = document.getElementById("plots");
    var fig = html("figure", { "class": "plot", "data-var": data.variables[c].name }, box);
    html("figcaption", {}, fig, label(data.variables[c]) +
         (data.variables[c].description ? ": " + data.variables[c].description : ""));
    var p = { column: c, svg: el("svg", { viewBox: "0 0 " + W + " " + H, width: W, height: H,
                                          "data-var": data.variables[c].name }, fig) };
    plots.push(p);
    zoomable(p);
    drawPlot(p);
  }

  function legend(parent) {
    var ul = html("ul", { "class": "legend" }, parent);
    runs.forEach(function (r, k) {
      var li = html("li", {}, ul);
      html("span", { "class": "swatch", style: "border-top: 3px " + (k ? "dashed " : "solid ") +
                     COLOURS[k % 8] }, li);
      li.appendChild(document.createTextNode(" " + r.label));
    });
    var li = html("li", {}, ul);
    html("span", { "class": "swatch", style: "border-top: 2px dashed " + EVENT_COLOUR }, li);
    li.appendChild(document.createTextNode(" events"));
  }

  function plotsSection() {
    var box = document.getElementById("plots");
    if (!box) return;
    legend(box);
    /* hysc's own variables (contact.*, __mu*) only with --emit-internal */
    var visible = [];
    data.variables.forEach(function (v, c) { if (!v.internal) visible.push(c); });
    var shown = Math.min(visible.length, data.plotted);
    for (var k = 0; k < shown; k++) addPlot(visible[k]);
    if (shown < visible.length) {
      var sel = html("select", { id: "add-plot" }, box.parentNode);
      html("option", { value: "" }, sel, "plot another variable ...");
      visible.slice(shown).forEach(function (c) { html("option", { value: c }, sel, data.variables[c].name); });
      sel.addEventListener("change", function () { if (sel.value !== "") addPlot(+sel.value); });
    }
  }

  /* the bounding box of the pairs' values over all runs: [x0, x1, y0, y1] */
  function planeBox() {
    var b = [Infinity, -Infinity, Infinity, -Infinity];
    runs.forEach(function (r) {
      data.pairs.forEach(function (pr) {
        for (var i = 0; i < r.t.length; i++) {
          var x = r.columns[pr[0]][i], y = r.columns[pr[1]][i];
          if (isFinite(x)) { b[0] = Math.min(b[0], x); b[1] = Math.max(b[1], x); }
          if (isFinite(y)) { b[2] = Math.min(b[2], y); b[3] = Math.max(b[3], y); }
        }
      });
    });
    for (var k = 0; k < 4; k += 2)
      if (!(b[k + 1] > b[k])) { b[k] -= 1; b[k + 1] += 1; }
    var px = (b[1] - b[0]) * 0.05, py = (b[3] - b[2]) * 0.05;
    return [b[0] - px, b[1] + px, b[2] - py, b[3] + py];
  }

  function pairLabel(k) {
    var v = data.variables;
    return [data.pairs.map(function (p) { return label(v[p[0]]); }),
            data.pairs.map(function (p) { return label(v[p[1]]); })][k]
      .filter(function (s, i, a) { return a.indexOf(s) === i; }).join(", ");
  }

  /* an SVG in plane coordinates: returns [svg, toX, toY] */
  /* the same scale on both axes when x and y are lengths of one unit */
  function equalScale(b, h) {
    var units = [];
    data.pairs.forEach(function (p) { units.push(data.variables[p[0]].unit, data.variables[p[1]].unit); });
    if (units.some(function (u) { return u !== units[0]; })) return b;
    var sx = (W - LEFT - RIGHT) / (b[1] - b[0]), sy = (h - TOP - BOTTOM) / (b[3] - b[2]);
    var s = Math.min(sx, sy), cx = (b[0] + b[1]) / 2, cy = (b[2] + b[3]) / 2;
    var hx = (W - LEFT - RIGHT) / s / 2, hy = (h - TOP - BOTTOM) / s / 2;
    return [cx - hx, cx + hx, cy - hy, cy + hy];
  }

  function plane(parent, id) {
    var b = equalScale(planeBox(), 2 * H);
    var h = 2 * H;
    var svg = el("svg", { id: id, viewBox: "0 0 " + W + " " + h, width: W, height: h }, parent);
    axes(svg, b[0], b[1], b[2], b[3], pairLabel(0), pairLabel(1), h);
    var sx = (W - LEFT - RIGHT) / (b[1] - b[0]), sy = (h - TOP - BOTTOM) / (b[3] - b[2]);
    return [svg, function (x) { return LEFT + (x - b[0]) * sx; },
            function (y) { return h - BOTTOM - (y - b[2]) * sy; }];
  }

  function path(svg, r, pr, X, Y, attrs) {
    var pts = [];
    for (var i = 0; i < r.t.length; i++)
      pts.push(X(r.columns[pr[0]][i]).toFixed(2) + "," + Y(r.columns[pr[1]][i]).toFixed(2));
    attrs.points = pts.join(" ");
    attrs.fill = "none";
    return el("polyline", attrs, svg);
  }

  function xySection() {
    var box = document.getElementById("xy");
    if (!box || !data.pairs.length) return;
    var p = plane(box, "xy-plot");
    runs.forEach(function (r, k) {
      data.pairs.forEach(function (pr, j) {
        path(p[0], r, pr, p[1], p[2], { "class": "xy", "data-run": r.label,
             stroke: COLOURS[j % 8], "stroke-width": 1.5, "stroke-dasharray": k ? "6,3" : "none" });
        r.eventRows.forEach(function (i) {
          el("circle", { "class": "event", cx: p[1](r.columns[pr[0]][i]), cy: p[2](r.columns[pr[1]][i]),
                         r: 3, fill: EVENT_COLOUR }, p[0]);
        });
      });
    });
  }

  /* the animation of the first run's bodies: a disc per pair, its path behind */
  function animation() {
    var box = document.getElementById("animation");
    if (!box || !data.pairs.length) return;
    var r = runs[0], n = r.t.length, p = plane(box, "animation-plane"), discs = [];
    data.pairs.forEach(function (pr, j) {
      path(p[0], r, pr, p[1], p[2], { "class": "trail", stroke: COLOURS[j % 8], "stroke-opacity": 0.3 });
      discs.push(el("circle", { "class": "body", "data-pair": j, r: 7, fill: COLOURS[j % 8] }, p[0]));
    });
    var bar = html("div", { "class": "controls" }, box);
    var play = html("button", { id: "play" }, bar, "pause");
    var slider = html("input", { id: "slider", type: "range", min: 0, max: n - 1, step: 1, value: 0 }, bar);
    html("span", {}, bar, " frame ");
    var frameText = html("span", { id: "frame" }, bar, "0");
    html("span", {}, bar, " of ");
    html("span", { id: "frames" }, bar, String(n));
    html("span", {}, bar, ", t = ");
    var timeText = html("span", { id: "time" }, bar, "");
    html("span", {}, bar, " s");
    function show(i) {
      data.pairs.forEach(function (pr, j) {
        var x = r.columns[pr[0]][i], y = r.columns[pr[1]][i];
        discs[j].setAttribute("cx", p[1](x));
        discs[j].setAttribute("cy", p[2](y));
        discs[j].setAttribute("data-x", x);
        discs[j].setAttribute("data-y", y);
      });
      frameText.textContent = String(i);
      timeText.textContent = String(r.t[i]);
      slider.value = i;
      box.setAttribute("data-frame", i);
    }
    var frame = 0, playing = true, t0 = null, start = r.t[0];
    var m = /(?:^|[#&])frame=(\d+)/.exec(location.hash);
    if (m) { frame = Math.min(+m[1], n - 1); playing = false; play.textContent = "play"; }
    show(frame);
    function tick(now) {
      if (!playing) return;
      if (t0 === null) t0 = now - (r.t[frame] - start) * 1000;
      var t = start + (now - t0) / 1000;
      while (frame < n - 1 && r.t[frame + 1] <= t) frame++;
      if (frame >= n - 1 && t > r.t[n - 1] + 1) { frame = 0; t0 = null; }
      show(frame);
      requestAnimationFrame(tick);
    }
    play.addEventListener("click", function () {
      playing = !playing;
      play.textContent = playing ? "pause" : "play";
      t0 = null;
      if (playing) requestAnimationFrame(tick);
    });
    slider.addEventListener("input", function () { frame = +slider.value; t0 = null; show(frame); });
    if (playing) requestAnimationFrame(tick);
  }

  plotsSection();
  xySection();
  animation();
  document.body.setAttribute("data-ready", "1");
})();
