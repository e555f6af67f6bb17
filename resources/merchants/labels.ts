// Display labels of merchant fields (plain data: safe to import from the declaration).
import type { BusinessType } from "../../src/domain";
import { titleCase } from "../../src/lib/format";

export const BUSINESS_TYPE_LABELS: Record<BusinessType, string> = {
  corporation: "Corporation",
  llc: "LLC",
  partnership: "Partnership",
  sole_proprietorship: "Sole Proprietorship",
};

export function businessTypeLabel(type: string | null | undefined): string {
  return (type && BUSINESS_TYPE_LABELS[type as BusinessType]) || titleCase(type);
}

export const BUSINESS_TYPE_OPTIONS = (Object.keys(BUSINESS_TYPE_LABELS) as BusinessType[]).map((value) => ({
  value,
  label: BUSINESS_TYPE_LABELS[value],
}));
