// speedscope's Sandwich table renders only the rows in view: readTable calls
// `collect` (which reads the rows now shown) on it, then again after each
// scroll of half its height, until the table's end.
export async function readTable(page, collect) {
  await collect();
  for (let step = 0; step < 1000; step++) {
    const more = await page.evaluate(() => {
      // The table's scroller: the nearest ancestor of a row that scrolls.
      let el = document.querySelector('td');
      while (el && !['auto', 'scroll'].includes(getComputedStyle(el).overflowY)) el = el.parentElement;
      if (!el || el.scrollTop + el.clientHeight >= el.scrollHeight - 1) return false;
      el.scrollTop += el.clientHeight / 2;
      return true;
    });
    if (!more) break;
    await page.waitForTimeout(50);
    await collect();
  }
}
