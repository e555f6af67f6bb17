/** The pager's total: "1,234 total", or "10,000+ total" when the server's count is a lower bound (extension `paging`). */
export function pagerTotal(total: number, atLeast = false): string {
  return `${total.toLocaleString("en-US")}${atLeast ? "+" : ""} total`;
}
