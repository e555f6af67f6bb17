// The hostile payloads of issue 7 ("Bad input"), one list for the demo-backend sweep
// (tests/unit/mocks/bad-input.test.ts) and the form sweep (tests/e2e/bad-input.spec.ts).
export interface Payload<V = string> {
  name: string;
  value: V;
}

export const UNICODE = "Zoë 🚀 你好 مرحبا";
export const IMG = "<img src=x onerror=alert(1)>";
export const SCRIPT = "<script>alert(1)</script>";
export const SVG = '"><svg onload=alert(1)>';
export const LONG = "x".repeat(10_000);

export const TEXT: Payload[] = [
  { name: "empty", value: "" },
  { name: "whitespace only", value: "   " },
  { name: "10,000 characters", value: LONG },
  { name: "unicode and emoji", value: UNICODE },
  { name: "img onerror", value: IMG },
  { name: "script", value: SCRIPT },
  { name: "svg onload", value: SVG },
];

/** Amounts and number-like text: negative, zero, huge, over-precise, leading zeros, not a number, padded. */
export const NUMBER_TEXTS = ["-1", "0", "1e21", "0.001", "12.345", "007.50", "abc", " 5 "];
export const NUMBERS: Payload[] = NUMBER_TEXTS.map((v) => ({ name: JSON.stringify(v), value: v }));
