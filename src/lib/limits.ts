// Text limits shared by the forms and the demo backend (issue 7, "Bad input"): SPEC §5/§9 give no
// lengths, so these are ours. One place per limit, so a form refuses exactly what the server
// refuses, with the server's words. Pure; no React, no antd.

/** Maximum characters (after trimming) per text field. */
export const MAX_CHARS = {
  /** Wallet and token Merchant ID / Customer ID (free-text references), KYC merchant id. */
  id: 100,
  legalName: 200,
  /** XX-XXXXXXX is 10; room for spaces or a longer foreign tax id, no format check (SPEC §5). */
  ein: 20,
  fileName: 255,
  fileUrl: 2000,
  apiKeyName: 100,
  /** Profile first/last name, e-mail, company, department. */
  profileText: 200,
  phone: 30,
  reviewNotes: 1000,
  /** A declared text, URL or e-mail field without a `maxLength` of its own (resources/types `textLimit`). */
  text: 1000,
} as const;

/** Characters as a person counts them (code points: an emoji is one), like antd's `max` rule. */
export function charCount(text: string): number {
  return Array.from(text).length;
}

/** The server's and the forms' message for a too-long field. */
export function tooLong(label: string, max: number): string {
  return `${label} must be at most ${max} characters`;
}

/** Digits, spaces and + - ( ) . only: "+1 (415) 555-0142". */
export const PHONE_PATTERN = /^[0-9+\-().\s]*$/;
export const PHONE_INVALID = "Phone may contain only digits, spaces and + - ( ) .";

type Validator = (rule: unknown, value: unknown) => Promise<void>;

/** antd Form rule: the trimmed value has at most `max` characters (else the server's message). */
export function maxChars(label: string, max: number): { validator: Validator } {
  return {
    validator: (_rule, value) =>
      typeof value !== "string" || charCount(value.trim()) <= max ? Promise.resolve() : Promise.reject(new Error(tooLong(label, max))),
  };
}
