// Open kt's -f svg flame graph in headless Chromium and use it as a person
// would: the frames the profile holds are drawn, hovering shows a frame's
// samples and share, a click zooms into a frame, the search marks frames
// and says what share they hold, and a screenshot is not blank.
//
//   node svg_check.mjs SVG_FILE [FOLDED_FILE|-] [SCREENSHOT.png]
//
// FOLDED_FILE is the same profile as -f folded writes it (a deterministic
// one, run twice): every path in it must be a frame of the picture, with
// the samples the folded lines give it, and the picture no other frame.
// Exit 0 when all holds, 1 with what failed.
import { chromium } from 'playwright-core';
import fs from 'node:fs';
import { pngColours } from './png_colours.mjs';
import { drawnFrames, prefixCounts } from './flame_paths.mjs';

const [svgPath, foldedPath, shotPath] = process.argv.slice(2);
if (!svgPath) {
  console.error('usage: node svg_check.mjs SVG_FILE [FOLDED_FILE|-] [SCREENSHOT.png]');
  process.exit(2);
}

// What follows a frame's share in a differential picture's tooltip.
const DIFF_TAIL = '(; .+: \\d+ samples, [\\d.]+%; change [+-][\\d.]+%)?';
const want = foldedPath && foldedPath !== '-' ? prefixCounts(fs.readFileSync(foldedPath, 'utf8')) : null;
const failures = [];
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking',
         '--disable-component-update', '--disable-sync'],
});
try {
  const page = await browser.newPage({ viewport: { width: 1250, height: 900 } });
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto('file://' + fs.realpathSync(svgPath));
  if (await page.evaluate(() => document.documentElement.localName) !== 'svg')
    failures.push('the file did not load as an SVG document');

  // The picture as loaded, before any click.
  const height = await page.evaluate(() => Math.ceil(+document.documentElement.getAttribute('height')));
  await page.setViewportSize({ width: 1250, height: Math.min(Math.max(height, 200), 4000) });
  const shot = await page.screenshot({ type: 'png' });
  if (shotPath) fs.writeFileSync(shotPath, shot);
  const colours = pngColours(shot);
  if (colours < 8) failures.push(`the screenshot has ${colours} colours: blank`);

  // Every frame's path (root first, "all" left out) and samples, as drawn.
  const { frames, pathOf } = await drawnFrames(page);
  const drawn = new Map(frames.filter((f) => f.d > 0).map((f) => [pathOf(f), f.w]));
  const root = frames.find((f) => f.d === 0);
  if (!root) failures.push('no root frame');
  if (want) {
    if (root?.w !== want.total) failures.push(`the root holds ${root?.w} samples; the folded lines ${want.total}`);
    for (const [path, n] of want.counts) {
      // flamegraph.pl's rule: frames narrower than 0.1 px are not drawn.
      if (n / want.total * 1180 < 0.1) continue;
      if (drawn.get(path) !== n) failures.push(`frame ${path}: ${drawn.get(path) ?? 'missing'} samples drawn, ${n} folded`);
    }
    for (const path of drawn.keys())
      if (!want.counts.has(path)) failures.push(`frame ${path} is drawn but in no folded line`);
  }
  for (const f of frames)
    if (!new RegExp(`[( ]\\d+ samples, [\\d.]+%${DIFF_TAIL}\\)$`).test(f.title)) failures.push(`frame ${f.name}'s tooltip is '${f.title}'`);

  // Hover: the details line shows the frame's title.
  const widest = frames.filter((f) => f.d === 1).sort((a, b) => b.w - a.w)[0];
  const deepest = frames.filter((f) => f.d > 1).sort((a, b) => b.w - a.w)[0];
  await page.locator(`g.f[data-d="${deepest.d}"][data-x="${deepest.x}"]`).hover();
  const details = await page.textContent('#details');
  if (!new RegExp(`\\(\\w+, \\d+ samples, [\\d.]+%${DIFF_TAIL}\\)$`).test(details) || !details.startsWith(deepest.name))
    failures.push(`hovering '${deepest.name}' shows '${details}'`);

  // Zoom: a click on a frame makes it span the width; frames outside it go.
  await page.locator(`g.f[data-d="${deepest.d}"][data-x="${deepest.x}"]`).click();
  const zoomed = await page.evaluate(([d, x]) => {
    const g = document.querySelector(`g.f[data-d="${d}"][data-x="${x}"]`);
    const hidden = [...document.querySelectorAll('g.f')].filter((f) => f.style.display === 'none').length;
    return { width: +g.querySelector('rect').getAttribute('width'), hidden };
  }, [deepest.d, deepest.x]);
  if (Math.abs(zoomed.width - 1180) > 0.5) failures.push(`after a click the frame is ${zoomed.width} px wide, not 1180`);
  if (deepest.w < root.w && zoomed.hidden === 0) failures.push('after a click no frame outside it was hidden');
  await page.click('#reset');
  const unzoomed = await page.evaluate(() => [...document.querySelectorAll('g.f')].filter((f) => f.style.display === 'none').length);
  if (unzoomed !== 0) failures.push(`Reset zoom leaves ${unzoomed} frames hidden`);

  // Search: the frames named like the widest first frame are marked, and
  // the matched share is theirs.
  const term = widest.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  page.once('dialog', (d) => d.accept(term));
  await page.click('#search');
  const marked = await page.$$eval('g.f[data-match="1"]', (gs) => gs.map((g) => g.getAttribute('data-n')));
  if (marked.length === 0 || marked.some((n) => !new RegExp(term).test(n)))
    failures.push(`search '${term}' marked ${JSON.stringify(marked)}`);
  const matched = await page.textContent('#matched');
  const pct = parseFloat(matched.slice(9));
  if (!matched.startsWith('Matched: ') || !(pct >= 100 * widest.w / root.w - 0.01) || pct > 100)
    failures.push(`search says '${matched}'; '${widest.name}' alone holds ${(100 * widest.w / root.w).toFixed(2)}%`);

  if (errors.length) failures.push(`the page's script failed: ${errors.join('; ')}`);
  console.log(`svg_check: ${frames.length} frames, ${root.w} samples, search '${term}' ${matched}, ${colours} colours`);
} finally {
  await browser.close();
}
if (failures.length) {
  console.error('svg_check: ' + failures.join('\nsvg_check: '));
  process.exit(1);
}
