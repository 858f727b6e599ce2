// What svg_check.mjs and svg_style_check.mjs both need: the samples per
// root-first path prefix that folded lines give, and the root-first path
// of each frame drawn in kt's flame graph.

// Samples per root-first path prefix of folded lines ("a;b;c 12"): what
// each frame of a flame graph of them must hold; and their total.
export function prefixCounts(text) {
  const counts = new Map();
  let total = 0;
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const m = /^(.*)\s+(\d+)$/.exec(line);
    if (!m) throw new Error(`not a folded line: ${JSON.stringify(line)}`);
    const n = Number(m[2]);
    total += n;
    const frames = m[1].split(';');
    for (let i = 1; i <= frames.length; i++) {
      const key = frames.slice(0, i).join(';');
      counts.set(key, (counts.get(key) ?? 0) + n);
    }
  }
  return { counts, total };
}

// The frames of the page's picture ({d, x, w, name, title}) and a
// function giving a frame's path (names root first, "all" left out,
// joined by ';'), found by the frames' depths and spans.
export async function drawnFrames(page) {
  const frames = await page.$$eval('g.f', (gs) => gs.map((g) => ({
    d: +g.getAttribute('data-d'), x: +g.getAttribute('data-x'), w: +g.getAttribute('data-w'),
    name: g.getAttribute('data-n'), title: g.querySelector('title').textContent })));
  const byDepth = new Map();
  for (const f of frames) (byDepth.get(f.d) ?? byDepth.set(f.d, []).get(f.d)).push(f);
  const pathOf = (f) => {
    const names = [];
    for (let d = f.d, x = f.x; d > 0; d--) {
      const at = (byDepth.get(d) ?? []).find((g) => g.x <= x && x < g.x + g.w && (d !== f.d || g === f));
      names.unshift(at.name);
    }
    return names.join(';');
  };
  return { frames, pathOf };
}
