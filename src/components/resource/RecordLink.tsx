// A row's way to its record page: a real link (keyboard, middle-click, copy address), keeping the
// list's address — its search, filters, sort and columns — so closing the record returns to the same
// list. The list writes some of them straight to the history entry (useUrlParam), after a pause for a
// typed search: the link reads the entry, not the router's copy, and a click makes any write still
// waiting first, so a search typed just before the click goes along too. A link to a record of
// another list (a related list on a record page) takes no query: that one belongs to this page's list.
import type { MouseEvent, ReactNode } from "react";
import { Link, useNavigate } from "react-router";
import type { Declaration } from "../../../resources/types";
import { recordPath } from "./schema";
import { useListSearch } from "../list/useUrlState";

export function RecordLink({ declaration, record, children }: { declaration: Pick<Declaration, "route" | "record">; record: { id?: unknown }; children: ReactNode }) {
  const { search, take } = useListSearch(declaration.route);
  const navigate = useNavigate();
  if (record.id === undefined || record.id === null || record.id === "") return <>{children}</>;
  const path = recordPath(declaration, String(record.id));
  const open = (e: MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window, a download: the browser's own, with the address shown.
    if (e.button !== 0 || e.metaKey || e.altKey || e.ctrlKey || e.shiftKey) return;
    e.preventDefault();
    navigate(`${path}${take()}`);
  };
  return (
    <Link to={`${path}${search}`} onClick={open} className="pd-record-link">
      {children}
    </Link>
  );
}
