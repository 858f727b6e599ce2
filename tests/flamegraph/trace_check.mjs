// Check kt's -f trace file (Chrome Trace Event JSON) against the format's
// required fields, then open it in speedscope the way its command line does
// (the URL its CLI hands to the browser), in headless Chromium, and check
// that speedscope read it as a trace and holds every call as a slice.
//
//   node trace_check.mjs URL TRACE_FILE FUNCTION,... [SCREENSHOT.png]
//
// 1. The file: the JSON object form with a traceEvents array; every event
//    has name, ph, ts, pid and tid (numbers where they are), every complete
//    event ("X") a dur; thread_name and process_name metadata give each
//    thread and process a name; on each thread the slices nest by their
//    times; FUNCTION,... (the calls the session made) are all there.
// 2. speedscope: its console says it imported a Trace Event file; its
//    "Sandwich" table lists every slice as speedscope names one (the event's
//    name, a space, its args as JSON), with the total and self time the file
//    gives it (sum of its durations; less its callees'), within the table's
//    rounding (two decimals of the unit shown). The file must have one thread.
// 3. A screenshot of the timeline view (speedscope's "Time Order", as
//    loaded), which must not be blank.
// Exit 0 when all holds, 1 with what failed.
import { chromium } from 'playwright-core';
import fs from 'node:fs';
import { pngColours } from './png_colours.mjs';
import { readTable } from './speedscope_table.mjs';

const [url, tracePath, functionList, shotPath] = process.argv.slice(2);
if (!url || !tracePath || !functionList) {
  console.error('usage: node trace_check.mjs URL TRACE_FILE FUNCTION,... [SCREENSHOT.png]');
  process.exit(2);
}
const failures = [];

// --- 1. The file ----------------------------------------------------------
const doc = JSON.parse(fs.readFileSync(tracePath, 'utf8'));
if (!doc || !Array.isArray(doc.traceEvents)) {
  console.error('FAIL: the file is not the JSON object form with a traceEvents array');
  process.exit(1);
}
const threadNames = new Map(), processNames = new Map(), threads = new Map();
doc.traceEvents.forEach((e, i) => {
  for (const f of ['name', 'ph', 'ts', 'pid', 'tid'])
    if (!(f in e)) failures.push(`event ${i} has no '${f}': ${JSON.stringify(e)}`);
  for (const f of ['ts', 'pid', 'tid'])
    if (typeof e[f] !== 'number') failures.push(`event ${i}: '${f}' is not a number`);
  if (e.ph === 'M') {
    const names = { thread_name: threadNames, process_name: processNames }[e.name];
    if (!names || typeof e.args?.name !== 'string') failures.push(`event ${i}: metadata without a name`);
    else names.set(e.name === 'thread_name' ? `${e.pid}/${e.tid}` : `${e.pid}`, e.args.name);
  } else if (e.ph === 'X') {
    if (typeof e.dur !== 'number' || e.dur < 0) failures.push(`event ${i}: a complete event without a dur`);
    const key = `${e.pid}/${e.tid}`;
    (threads.get(key) ?? threads.set(key, []).get(key)).push(e);
  } else failures.push(`event ${i}: phase '${e.ph}', which kt does not write`);
});
// Per thread: outermost first; each slice's callees and its self time.
const label = (e) => e.name + (e.args ? ' ' + JSON.stringify(e.args) : '');
const want = new Map(); // label -> { total, self } in microseconds
for (const [key, events] of threads) {
  if (!threadNames.has(key)) failures.push(`thread ${key} has no thread_name`);
  if (!processNames.has(key.split('/')[0])) failures.push(`process of ${key} has no process_name`);
  events.sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const stack = [];
  for (const e of events) {
    while (stack.length && e.ts >= stack.at(-1).ts + stack.at(-1).dur) stack.pop();
    const parent = stack.at(-1);
    if (parent && e.ts + e.dur > parent.ts + parent.dur)
      failures.push(`${e.name} at ${e.ts} starts inside ${parent.name} and ends after it`);
    const w = want.get(label(e)) ?? want.set(label(e), { total: 0, self: 0 }).get(label(e));
    w.total += e.dur;
    w.self += e.dur;
    if (parent) want.get(label(parent)).self -= e.dur;
    stack.push(e);
  }
}
const slices = [...threads.values()].flat();
for (const f of functionList.split(','))
  if (!slices.some((e) => e.name === f)) failures.push(`no slice of ${f}, a call the session made`);
if (threads.size !== 1) failures.push(`the file has ${threads.size} threads; the check needs one`);

// --- 2. speedscope --------------------------------------------------------
const units = { 'ns': 1e-3, '\u00b5s': 1, 'ms': 1e3, 's': 1e6 };
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
         '--disable-background-networking', '--disable-component-update',
         '--disable-sync', '--allow-file-access-from-files'],
});
let rows = [];
try {
  const page = await browser.newPage({ viewport: { width: 1400, height: 700 } });
  const log = [];
  page.on('console', (m) => log.push(m.text()));
  page.on('pageerror', (e) => log.push(`page error: ${e}`));
  await page.goto(url);
  await page.getByText('Sandwich').waitFor({ timeout: 20000 });
  await page.waitForTimeout(500);
  // speedscope's two names for the importer of Trace Event files.
  if (!log.some((l) => /Importing as (Trace Event Format profile|Chrome Timeline Object)/.test(l)))
    failures.push(`speedscope did not import the file as a trace; its console said:\n  ${log.join('\n  ')}`);
  // --- 3. The timeline as speedscope first shows it.
  const shot = await page.screenshot({ type: 'png' });
  if (shotPath) fs.writeFileSync(shotPath, shot);
  const colours = pngColours(shot);
  if (colours < 8) failures.push(`the screenshot has ${colours} colours: blank`);

  await page.getByText('Sandwich').click();
  await page.getByText('Symbol Name').waitFor({ timeout: 20000 });
  // Rows are TOTAL (P%) | SELF (P%) | NAME, drawn only in view: scroll
  // the table from top to bottom and collect them all.
  const seen = new Map();
  const collect = async () => {
    const cells = await page.$$eval('tr', (trs) => trs
      .map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent.trim()))
      .filter((c) => c.length === 3));
    for (const [total, self, name] of cells) seen.set(name, { total, self, name });
  };
  await readTable(page, collect);
  rows = [...seen.values()];
} finally {
  await browser.close();
}
// "582.80µs (45%)": the value in microseconds and the rounding of its unit.
const parse = (cell) => {
  const m = /^([\d.]+)(ns|\u00b5s|ms|s) \(/.exec(cell);
  return m ? { us: Number(m[1]) * units[m[2]], slack: 0.0051 * units[m[2]] } : null;
};
const close = (shown, us) => shown && Math.abs(shown.us - us) <= shown.slack + 1e-6;
for (const r of rows) {
  const w = want.get(r.name);
  if (!w) { failures.push(`speedscope shows '${r.name}', which the file has no slice of`); continue; }
  const t = parse(r.total), s = parse(r.self);
  if (!close(t, w.total) || !close(s, w.self))
    failures.push(`${r.name}: speedscope total ${r.total} self ${r.self}; the file: total ${w.total.toFixed(3)}µs self ${w.self.toFixed(3)}µs`);
}
for (const name of want.keys())
  if (!rows.some((r) => r.name === name)) failures.push(`speedscope does not show '${name}'`);
console.log(`trace_check: ${doc.traceEvents.length} events, ${slices.length} slices on ${threads.size} thread(s); ` +
            `speedscope shows ${rows.length} of ${want.size} distinct slices`);
for (const f of failures) console.error(`FAIL: ${f}`);
process.exit(failures.length === 0 ? 0 : 1);
