// A row's way to its record page: a real link (keyboard, middle-click, copy address), keeping the
// list's query so closing the record returns to the same search and filters.
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { Declaration } from "../../../resources/types";
import { recordPath } from "./schema";
import { useCurrentSearch } from "../list/useUrlState";

export function RecordLink({ declaration, record, children }: { declaration: Pick<Declaration, "route" | "record">; record: { id?: unknown }; children: ReactNode }) {
  const search = useCurrentSearch(); // a typed search too (written to the history entry, not the router)
  if (record.id === undefined || record.id === null || record.id === "") return <>{children}</>;
  return (
    <Link to={`${recordPath(declaration, String(record.id))}${search}`} className="pd-record-link">
      {children}
    </Link>
  );
}
