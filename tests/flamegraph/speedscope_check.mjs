// Open a profile in speedscope the way its command line does (the URL its CLI
// hands to the browser), in headless Chromium, and check that speedscope read
// the file as collapsed stacks and counts what the file says.
//
//   node speedscope_check.mjs URL FOLDED_FILE
//
// The check: speedscope's "Sandwich" table lists every function with its total
// samples (samples of stacks it is in) and self samples (stacks it ends). Both
// are computed here from the folded file with flamegraph.pl's reading of a
// line (/^(.*)\s+(\d+)$/, frames split at ';'), and every row speedscope shows
// must agree. Exit 0 on agreement, 1 with the differences otherwise.
import { chromium } from 'playwright-core';
import fs from 'node:fs';
import { readTable } from './speedscope_table.mjs';

const [url, foldedPath] = process.argv.slice(2);
if (!url || !foldedPath) {
  console.error('usage: node speedscope_check.mjs URL FOLDED_FILE');
  process.exit(2);
}

function expectedCounts(text) {
  const total = new Map();
  const self = new Map();
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const m = /^(.*)\s+(\d+)$/.exec(line);
    if (!m) throw new Error(`not a folded line: ${JSON.stringify(line)}`);
    const frames = m[1].split(';');
    const n = Number(m[2]);
    for (const f of new Set(frames)) total.set(f, (total.get(f) ?? 0) + n);
    const leaf = frames[frames.length - 1];
    self.set(leaf, (self.get(leaf) ?? 0) + n);
  }
  return { total, self };
}

const want = expectedCounts(fs.readFileSync(foldedPath, 'utf8'));
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
         '--disable-background-networking', '--disable-component-update',
         '--disable-sync', '--allow-file-access-from-files'],
});
let failures = [];
try {
  const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  const log = [];
  page.on('console', (m) => log.push(m.text()));
  page.on('dialog', (d) => { log.push(`dialog: ${d.message()}`); d.dismiss(); });
  await page.goto(url);
  await page.getByText('Sandwich').click();
  await page.getByText('Symbol Name').waitFor({ timeout: 20000 });
  if (!log.some((l) => l.includes('Importing as collapsed stack format')))
    failures.push(`speedscope did not import the file as collapsed stacks; its console said:\n  ${log.join('\n  ')}`);
  // Rows are TOTAL (P%) | SELF (P%) | NAME. The table draws only the rows
  // in view: scroll it from top to bottom and collect them all.
  const seen = new Map();
  const collect = async () => {
    const cells = await page.$$eval('tr', (trs) => trs
      .map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent.trim()))
      .filter((c) => c.length === 3));
    for (const [total, self, name] of cells) {
      // Counts print with thousands separators: "6,321 (14%)".
      const t = /^([\d,]+) \(/.exec(total), s = /^([\d,]+) \(/.exec(self);
      if (!t || !s) throw new Error(`unexpected row in speedscope's table: ${total} | ${self} | ${name}`);
      seen.set(name, { total: Number(t[1].replaceAll(',', '')), self: Number(s[1].replaceAll(',', '')), name });
    }
  };
  await readTable(page, collect);
  const rows = [...seen.values()];
  if (rows.length === 0) failures.push(`no function rows in speedscope's table:\n${body}`);
  for (const r of rows) {
    const t = want.total.get(r.name), s = want.self.get(r.name) ?? 0;
    if (t === undefined) failures.push(`speedscope shows '${r.name}', which the file does not have`);
    else if (t !== r.total || s !== r.self)
      failures.push(`${r.name}: speedscope total ${r.total} self ${r.self}, the file says total ${t} self ${s}`);
  }
  if (rows.length < want.total.size)
    failures.push(`speedscope lists ${rows.length} functions, the file has ${want.total.size}`);
  console.log(`speedscope: ${rows.length} functions, counts as in the file: ${failures.length === 0 ? 'yes' : 'no'}`);
} finally {
  await browser.close();
}
for (const f of failures) console.error(`FAIL: ${f}`);
process.exit(failures.length === 0 ? 0 : 1);
