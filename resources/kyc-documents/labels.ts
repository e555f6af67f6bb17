// Display labels of KYC document fields (plain data: safe to import from the declaration).
import type { DocumentType } from "../../src/domain";
import { titleCase } from "../../src/lib/format";

export const DOCUMENT_TYPE_LABELS: Record<DocumentType, string> = {
  business_license: "Business License",
  bank_statement: "Bank Statement",
  tax_return: "Tax Return",
  identity_document: "Identity Document",
  articles_of_incorporation: "Articles of Incorporation",
};

export function documentTypeLabel(type: string | null | undefined): string {
  return (type && DOCUMENT_TYPE_LABELS[type as DocumentType]) || titleCase(type);
}

export const DOCUMENT_TYPE_OPTIONS = (Object.keys(DOCUMENT_TYPE_LABELS) as DocumentType[]).map((value) => ({
  value,
  label: DOCUMENT_TYPE_LABELS[value],
}));
