// Open kt's icicle and differential flame graphs (--flamegraph icicle,
// --baseline FILE) in headless Chromium:
//
//   node svg_style_check.mjs flip SVG_FILE
//     the picture's button flips it: the root moves from the bottom to the
//     top (or back), every frame a row further from the root per depth,
//     and a second click restores the first picture;
//   node svg_style_check.mjs diff SVG_FILE BEFORE.folded AFTER.folded
//     every frame (path of AFTER) is red where its share of AFTER's total
//     grew against its share of BEFORE's, blue where it shrank, and
//     hovering it shows both counts and the change.
//
// Exit 0 when all holds, 1 with what failed.
import { chromium } from 'playwright-core';
import fs from 'node:fs';
import { drawnFrames, prefixCounts } from './flame_paths.mjs';

const [mode, svgPath, beforePath, afterPath] = process.argv.slice(2);
if (!(mode === 'flip' && svgPath) && !(mode === 'diff' && afterPath)) {
  console.error('usage: node svg_style_check.mjs flip SVG_FILE | diff SVG_FILE BEFORE.folded AFTER.folded');
  process.exit(2);
}

const failures = [];
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking',
         '--disable-component-update', '--disable-sync'],
});

// Each frame's depth and y as drawn now; whether the root is on top.
async function rows(page) {
  const ys = await page.$$eval('g.f', (gs) => gs.map((g) => ({
    d: +g.getAttribute('data-d'), y: +g.querySelector('rect').getAttribute('y') })));
  const root = ys.find((f) => f.d === 0);
  const top = ys.every((f) => f.d === 0 || f.y > root.y);
  const bottom = ys.every((f) => f.d === 0 || f.y < root.y);
  const stepped = ys.every((f) => Math.abs(Math.abs(f.y - root.y) - 16 * f.d) < 0.01);
  return { root: root.y, top, bottom, stepped, count: ys.length };
}

async function checkFlip(page) {
  const before = await rows(page);
  const label = await page.textContent('#flip');
  if (!before.top && !before.bottom) failures.push('the root is neither above nor below every frame');
  await page.click('#flip');
  const after = await rows(page);
  const label2 = await page.textContent('#flip');
  if (before.count < 3) failures.push(`only ${before.count} frames`);
  if (after.top !== before.bottom || after.bottom !== before.top)
    failures.push(`the flip left the root ${after.top ? 'on top' : 'at the bottom'} (it was ${before.top ? 'on top' : 'at the bottom'})`);
  if (!before.stepped || !after.stepped) failures.push('frames are not 16 px per depth from the root');
  const want = before.top ? ['Flame graph', 'Icicle graph'] : ['Icicle graph', 'Flame graph'];
  if (label !== want[0] || label2 !== want[1]) failures.push(`the button said '${label}', then '${label2}'`);
  await page.click('#flip');
  const again = await rows(page);
  if (again.root !== before.root || again.top !== before.top) failures.push('a second flip did not restore the picture');
  console.log(`svg_style_check: ${before.top ? 'icicle' : 'flame'} graph, root at y=${before.root}, flipped to y=${after.root}`);
}

async function checkDiff(page) {
  const before = prefixCounts(fs.readFileSync(beforePath, 'utf8'));
  const after = prefixCounts(fs.readFileSync(afterPath, 'utf8'));
  const { frames, pathOf } = await drawnFrames(page);
  let red = 0, blue = 0;
  for (const f of frames) {
    const path = f.d === 0 ? '' : pathOf(f);
    const now = f.d === 0 ? after.total : after.counts.get(path);
    const then = f.d === 0 ? before.total : before.counts.get(path) ?? 0;
    if (now === undefined) { failures.push(`frame ${path} is drawn but in no line of the second run`); continue; }
    const change = 100 * now / after.total - 100 * then / before.total;
    const sel = `g.f[data-d="${f.d}"][data-x="${f.x}"]`;
    await page.locator(sel).hover();
    const details = await page.textContent('#details');
    const want = `${now} samples, ${(100 * now / after.total).toFixed(2)}%; ${beforePath.split('/').pop()}: ` +
      `${then} samples, ${(100 * then / before.total).toFixed(2)}%; change ${change >= 0 ? '+' : ''}${change.toFixed(2)}%)`;
    if (!details.endsWith(want)) failures.push(`hovering ${path || 'all'} shows '${details}', not '...${want}'`);
    const fill = await page.$eval(`${sel} rect`, (r) => r.getAttribute('fill'));
    const [r, g, b] = fill.match(/\d+/g).map(Number);
    const colour = r === 255 && g === b && g < 255 ? 'red' : b === 255 && r === g && r < 255 ? 'blue' : 'none';
    const expected = Math.abs(change) < 1e-9 ? 'none' : change > 0 ? 'red' : 'blue';
    if (colour !== expected) failures.push(`frame ${path || 'all'} changed ${change.toFixed(2)} points but is ${fill}`);
    red += colour === 'red';
    blue += colour === 'blue';
  }
  if (!red || !blue) failures.push(`${red} red and ${blue} blue frames: the runs should differ both ways`);
  console.log(`svg_style_check: ${frames.length} frames, ${red} grew (red), ${blue} shrank (blue)`);
}

try {
  const page = await browser.newPage({ viewport: { width: 1250, height: 900 } });
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto('file://' + fs.realpathSync(svgPath));
  await (mode === 'flip' ? checkFlip(page) : checkDiff(page));
  if (errors.length) failures.push(`the page's script failed: ${errors.join('; ')}`);
} finally {
  await browser.close();
}
if (failures.length) {
  console.error('svg_style_check: ' + failures.join('\nsvg_style_check: '));
  process.exit(1);
}
