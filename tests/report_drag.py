"""report_drag.py CHROMIUM PAGE PROFILE T_FROM T_TO - drags the mouse over
the first plot of a --report page in headless Chromium, from time T_FROM
to T_TO, through the DevTools protocol on a pipe (--remote-debugging-pipe:
JSON messages ended by a NUL byte on fds 3 and 4, no other package).  The
events are the browser's own input (Input.dispatchMouseEvent), as a user's
mouse makes them.  Prints what the page shows, one "key value" a line:
mid-drag the zoom rectangle's visibility and width; after the release each
plot's time axis (data-x0, data-x1 of its axes) and the first plot's line
and event lines; after a double click the first axis again."""
import json
import os
import subprocess
import sys
import time


class Browser:
    def __init__(self, chromium, profile):
        self.to_browser_r, self.to_browser = os.pipe()
        self.from_browser, self.from_browser_w = os.pipe()
        fds = (self.to_browser_r, self.from_browser_w)
        command = ('exec 8<&%d 9>&%d; exec "$0" --headless --disable-gpu --no-sandbox --hide-scrollbars '
                   '--remote-debugging-pipe --user-data-dir="$1" about:blank '
                   '3<&8 4>&9 8<&- 9>&- 2>/dev/null' % fds)
        self.process = subprocess.Popen(['sh', '-c', command, chromium, profile], pass_fds=fds)
        os.close(self.to_browser_r)
        os.close(self.from_browser_w)
        self.buffer = b''
        self.next_id = 0

    def call(self, method, params=None, session=None):
        self.next_id += 1
        message = {'id': self.next_id, 'method': method, 'params': params or {}}
        if session:
            message['sessionId'] = session
        os.write(self.to_browser, json.dumps(message).encode() + b'\0')
        while True:
            while b'\0' not in self.buffer:
                chunk = os.read(self.from_browser, 1 << 16)
                if not chunk:
                    raise SystemExit('the browser closed its pipe')
                self.buffer += chunk
            text, self.buffer = self.buffer.split(b'\0', 1)
            answer = json.loads(text)
            if answer.get('id') == self.next_id:
                if 'error' in answer:
                    raise SystemExit('%s: %s' % (method, answer['error']))
                return answer['result']


def main():
    chromium, page, profile, t_from, t_to = sys.argv[1], sys.argv[2], sys.argv[3], float(sys.argv[4]), float(sys.argv[5])
    b = Browser(chromium, profile)
    target = b.call('Target.createTarget', {'url': 'about:blank'})['targetId']
    s = b.call('Target.attachToTarget', {'targetId': target, 'flatten': True})['sessionId']
    b.call('Emulation.setDeviceMetricsOverride', {'width': 900, 'height': 1400, 'deviceScaleFactor': 1,
                                                  'mobile': False}, s)
    b.call('Page.navigate', {'url': page}, s)

    def js(expression):
        return b.call('Runtime.evaluate', {'expression': expression, 'returnByValue': True}, s)['result'].get('value')

    for _ in range(200):
        if js('document.body && document.body.getAttribute("data-ready")') == '1':
            break
        time.sleep(0.05)
    else:
        raise SystemExit('the page did not get ready')
    svg = 'document.querySelector("figure.plot svg")'
    box = js('JSON.stringify(%s.getBoundingClientRect())' % svg)
    box = json.loads(box)
    axis = lambda: [float(v) for v in js('[%s.querySelector("g.axes").getAttribute("data-x0"), '
                                         '%s.querySelector("g.axes").getAttribute("data-x1")]' % (svg, svg))]
    t0, t1 = axis()
    # the page's plot geometry (report.js): viewBox width 760, frame from 70 to 760 - 12
    scale = box['width'] / 760.0
    x_of = lambda t: box['left'] + (70 + (t - t0) / (t1 - t0) * (760 - 70 - 12)) * scale
    y = box['top'] + 100 * scale
    mouse = lambda kind, x, **more: b.call('Input.dispatchMouseEvent',
                                            dict(type=kind, x=x, y=y, button='left', **more), s)
    x_from, x_to = x_of(t_from), x_of(t_to)
    print('drag_pixels %.3f %.3f' % (x_from, x_to))
    mouse('mousePressed', x_from, clickCount=1, buttons=1)
    for k in range(1, 11):
        mouse('mouseMoved', x_from + (x_to - x_from) * k / 10, buttons=1)
    rect = '%s.querySelector("rect.zoom")' % svg
    print('mid_drag %s %s' % (js('%s.getAttribute("visibility")' % rect), js('%s.getAttribute("width")' % rect)))
    mouse('mouseReleased', x_to, clickCount=1, buttons=0)
    ranges = js('Array.prototype.map.call(document.querySelectorAll("figure.plot svg g.axes"), '
                'function (g) { return g.getAttribute("data-x0") + " " + g.getAttribute("data-x1"); })')
    for r in ranges:
        print('axis ' + r)
    print('points %s' % js('%s.querySelector("polyline.line").getAttribute("data-points")' % svg))
    for t in js('Array.prototype.map.call(%s.querySelectorAll("line.event"), '
                'function (l) { return l.getAttribute("data-t"); })' % svg):
        print('event_line ' + t)
    x_mid = box['left'] + 400 * scale
    mouse('mousePressed', x_mid, clickCount=1, buttons=1)
    mouse('mouseReleased', x_mid, clickCount=1, buttons=0)
    mouse('mousePressed', x_mid, clickCount=2, buttons=1)
    mouse('mouseReleased', x_mid, clickCount=2, buttons=0)
    print('after_double_click %.17g %.17g' % tuple(axis()))
    try:
        b.call('Browser.close')
    except SystemExit:
        pass
    b.process.wait(timeout=30)


main()
