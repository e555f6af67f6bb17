/** The pager's total: "1,234 total", or "10,000+ total" when the server's count is a lower bound (extension `paging`). */
export function pagerTotal(total: number, atLeast = false): string {
  return `${total.toLocaleString("en-US")}${atLeast ? "+" : ""} total`;
}

/**
 * What a server-mode pager pages over and says. An exact total: itself. A lower bound (extension
 * `paging`: the server stops counting at 10,000): the pager also offers the page after the one shown
 * while that page is full, so Next walks on past the bound; a page past it that is not full is the
 * last, and the total is then known.
 */
export function pagerState(total: number, atLeast: boolean, page: number, size: number, shown: number): { total: number; label: string } {
  if (!atLeast) return { total, label: pagerTotal(total) };
  const through = (page - 1) * size + shown;
  if (shown < size && through > total) return { total: through, label: pagerTotal(through) };
  return { total: Math.max(total, shown === size ? through + 1 : through), label: pagerTotal(total, true) };
}
