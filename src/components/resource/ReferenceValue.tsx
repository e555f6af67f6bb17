// A reference field's value (lists, the record page): the referenced record's label (its
// `reference.display` field), linked to its record page, read from the referenced resource's list —
// one cached read shared by every cell and by the form's select (a SPEC server has no GET-one). An id
// the list does not hold shows as the raw id, marked "not found"; while the list loads, or when it
// cannot be read (a role without access), the raw id, unmarked: nothing is known against it.
import { Typography } from "antd";
import { ExclamationCircleOutlined } from "@ant-design/icons";
import type { FieldDef } from "../../../resources/types";
import { useDeclaration } from "./Declarations";
import { useReferenceRecords } from "./useReferenceRecords";
import { RecordLink } from "./RecordLink";

/** The label of a referenced record, or undefined when `records` does not hold `id`. */
export function referenceLabel(field: Pick<FieldDef, "reference">, records: ReadonlyArray<Record<string, unknown>>, id: unknown): string | undefined {
  const ref = field.reference;
  if (!ref) return undefined;
  if (ref.none && id === ref.none.value) return ref.none.label;
  const found = records.find((r) => String(r.id) === String(id));
  return found ? String(found[ref.display] ?? found.id) : undefined;
}

export function ReferenceValue({ field, id }: { field: FieldDef; id: unknown }) {
  const ref = field.reference!;
  const { records, loading, failed } = useReferenceRecords(ref.resource);
  const target = useDeclaration(ref.resource);
  const raw = String(id);
  if (loading || failed) {
    return (
      <Typography.Text type="secondary" className="pd-mono">
        {raw}
      </Typography.Text>
    );
  }
  const label = referenceLabel(field, records, id);
  if (label === undefined) {
    return (
      <span title={`No ${target?.label ?? ref.resource} record has this id`}>
        <span className="pd-mono">{raw}</span>{" "}
        <Typography.Text type="secondary">
          <ExclamationCircleOutlined aria-hidden /> (not found)
        </Typography.Text>
      </span>
    );
  }
  if (!target?.record || (ref.none && id === ref.none.value)) return <>{label}</>;
  return (
    <RecordLink declaration={target} record={{ id: raw }}>
      {label}
    </RecordLink>
  );
}
