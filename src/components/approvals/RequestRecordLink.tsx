// A request's record ("Wallet 1a2b3c4d", a user's e-mail), linked to its record page.
import { Link } from "react-router";
import { approvalRecord, type ApprovalSubject } from "../../lib/approvals";
import { useDeclaration } from "../resource/Declarations";
import { recordPath } from "../resource/schema";

export function RequestRecordLink({ request }: { request: ApprovalSubject }) {
  const declaration = useDeclaration(request.resource);
  const label = approvalRecord(request);
  if (!declaration?.record) return <span className="pd-mono">{label}</span>;
  return (
    <Link to={recordPath(declaration, request.recordId)} className="pd-record-link">
      {label}
    </Link>
  );
}
