// Open kt's -f html report in headless Chromium and check it against the
// same deterministic run written with -f json: every histogram entry is a
// chart headed by the map's name and key whose bars hold the JSON's
// counts, in the JSON's order; count and avg maps are tables with the
// JSON's values; each stack map is a flame graph (in a frame of its own)
// whose root holds the map's total, where a click zooms and a search marks
// frames; and a screenshot of the page is not blank.
//
//   node html_check.mjs REPORT.html RUN.json [SCREENSHOT.png]
//
// Exit 0 when all holds, 1 with what failed.
import { chromium } from 'playwright-core';
import fs from 'node:fs';
import { pngColours } from './png_colours.mjs';

const [htmlPath, jsonPath, shotPath] = process.argv.slice(2);
if (!htmlPath || !jsonPath) {
  console.error('usage: node html_check.mjs REPORT.html RUN.json [SCREENSHOT.png]');
  process.exit(2);
}

// The JSON run's maps: histograms as heading -> counts, the rest by name.
const hists = new Map(), maps = new Map();
for (const line of fs.readFileSync(jsonPath, 'utf8').split('\n')) {
  if (!line.startsWith('{')) continue;
  const o = JSON.parse(line);
  for (const [name, v] of Object.entries(o.data ?? {})) {
    if (o.type === 'hist') {
      if (Array.isArray(v)) hists.set(name, v.map((r) => r.count));
      else for (const [k, rows] of Object.entries(v)) hists.set(`${name}[${k}]`, rows.map((r) => r.count));
    } else if (o.type === 'map' || o.type === 'stats') {
      maps.set(name, v);
    }
  }
}

const failures = [];
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking',
         '--disable-component-update', '--disable-sync'],
});
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  const outside = [];
  page.on('request', (r) => { if (!r.url().startsWith('file:') && !r.url().startsWith('about:')) outside.push(r.url()); });
  await page.goto('file://' + fs.realpathSync(htmlPath));
  await page.waitForLoadState('load');

  // Histograms: each chart's heading and bars, as drawn.
  const charts = await page.$$eval('svg.hist', (svgs) => svgs.map((s) => ({
    heading: s.querySelector('text.heading').textContent,
    bars: [...s.querySelectorAll('g.bar')].map((g) => ({
      label: g.getAttribute('data-label'), count: +g.getAttribute('data-count'),
      title: g.querySelector('title').textContent, width: +g.querySelector('rect').getAttribute('width') })),
  })));
  const drawn = new Map(charts.map((c) => [c.heading, c]));
  if (hists.size === 0) failures.push('the JSON run has no histogram');
  for (const [heading, counts] of hists) {
    const c = drawn.get(heading);
    if (!c) { failures.push(`no chart headed '${heading}' (charts: ${[...drawn.keys()].join(', ')})`); continue; }
    const got = c.bars.map((b) => b.count);
    if (JSON.stringify(got) !== JSON.stringify(counts))
      failures.push(`chart ${heading}: bars ${JSON.stringify(got)}, JSON ${JSON.stringify(counts)}`);
    const max = Math.max(...c.bars.map((b) => b.count));
    for (const b of c.bars) {
      if (b.title !== `${b.label}: ${b.count}`) failures.push(`chart ${heading}: a bar's tooltip is '${b.title}'`);
      if ((b.count === max) !== (b.width === Math.max(...c.bars.map((x) => x.width))))
        failures.push(`chart ${heading}: bar ${b.label} (${b.count}) is ${b.width} px long`);
    }
  }
  if (charts.length !== hists.size) failures.push(`${charts.length} charts for ${hists.size} histogram entries`);

  // Tables: key -> cells, per map.
  const tables = await page.$$eval('section.map', (ss) => ss.filter((s) => s.querySelector('table')).map((s) => ({
    map: s.getAttribute('data-map'),
    rows: [...s.querySelectorAll('tr')].slice(1).map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent)),
  })));
  const table = (name) => tables.find((t) => t.map === name)?.rows ?? [];
  for (const [k, v] of Object.entries(maps.get('@names') ?? {})) {
    const row = table('@names').find((r) => r[0] === `[${k}]`);
    if (!row || +row[1] !== v) failures.push(`@names[${k}]: table row ${JSON.stringify(row)}, JSON ${v}`);
  }
  // record_value(1..10): 10 values adding up to 55.
  const mean = table('@mean')[0];
  if (!mean || +mean[1] !== 10 || +mean[2] !== maps.get('@mean') || +mean[3] !== 55)
    failures.push(`@mean: table row ${JSON.stringify(mean)}, JSON average ${maps.get('@mean')}, want count 10, total 55`);

  // Flame graphs: one frame per stack map; its root holds the map's total.
  for (const name of ['@vstack', '@wstack']) {
    const total = Object.values(maps.get(name) ?? {}).reduce((a, b) => a + b, 0);
    const el = await page.$(`section.map[data-map="${name}"] iframe.flame`);
    const frame = el && await el.contentFrame();
    if (!frame) { failures.push(`no flame graph for ${name}`); continue; }
    const fs_ = await frame.$$eval('g.f', (gs) => gs.map((g) => ({ d: +g.getAttribute('data-d'), x: +g.getAttribute('data-x'),
      w: +g.getAttribute('data-w'), name: g.getAttribute('data-n') })));
    const root = fs_.find((f) => f.d === 0);
    if (!total || root?.w !== total) failures.push(`${name}: the flame graph's root holds ${root?.w}, the JSON ${total}`);
    const fn = name === '@vstack' ? 'record_value' : 'record_wide';
    const leaf = fs_.find((f) => f.name === fn);
    if (!leaf) { failures.push(`${name}: no frame '${fn}' (frames: ${fs_.map((f) => f.name).join(', ')})`); continue; }
    const parent = fs_.find((f) => f.d === leaf.d - 1);
    await frame.locator(`g.f[data-d="${parent.d}"][data-x="${parent.x}"]`).click();
    const width = await frame.evaluate(([d, x]) =>
      +document.querySelector(`g.f[data-d="${d}"][data-x="${x}"] rect`).getAttribute('width'), [parent.d, parent.x]);
    if (Math.abs(width - 1180) > 0.5) failures.push(`${name}: after a click '${parent.name}' is ${width} px wide, not 1180`);
    await frame.click('#reset');
    // Search as a person would: the button, then the prompt's answer.
    page.once('dialog', (d) => d.accept(fn));
    await frame.click('#search');
    const marked = await frame.$$eval('g.f[data-match="1"]', (gs) => gs.map((g) => g.getAttribute('data-n')));
    const matched = await frame.textContent('#matched');
    if (JSON.stringify(marked) !== JSON.stringify([fn]) || matched !== 'Matched: 100.00%')
      failures.push(`${name}: search '${fn}' marked ${JSON.stringify(marked)}, says '${matched}'`);
    await frame.evaluate(() => window.kt_search(null));
  }

  await page.evaluate(() => window.scrollTo(0, 0));
  const shot = await page.screenshot({ type: 'png', fullPage: true });
  if (shotPath) fs.writeFileSync(shotPath, shot);
  const colours = pngColours(shot);
  if (colours < 8) failures.push(`the screenshot has ${colours} colours: blank`);
  if (errors.length) failures.push(`the page's script failed: ${errors.join('; ')}`);
  if (outside.length) failures.push(`the page fetched ${outside.join(', ')}`);
  console.log(`html_check: ${charts.length} charts, ${tables.length} tables, ${colours} colours`);
} finally {
  await browser.close();
}
if (failures.length) {
  console.error('html_check: ' + failures.join('\nhtml_check: '));
  process.exit(1);
}
