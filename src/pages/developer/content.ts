// Static documentation of this console's API (SPEC §7) for the Developer Portal. Plain data:
// everything here is rendered as text (code blocks), never as HTML.
import { hasExtension } from "../../../providers/extensions";

export interface Endpoint {
  id: string;
  method: "GET" | "POST" | "PUT" | "DELETE";
  path: string;
  summary: string;
  role: "any" | "viewer" | "operator" | "admin";
  /** Example JSON body (methods with a payload). */
  body?: unknown;
  /** Static sample response. */
  response: unknown;
}

const WALLET = {
  id: "6f1c2a9e-3b7d-4c1a-9e2f-0a1b2c3d4e5f",
  balance: "1250.00",
  currency: "USD",
  status: "active",
  customerId: "cus_48213",
  merchantId: null,
  createdAt: "2026-11-21T14:05:00.000Z",
};
const TRANSACTION = {
  id: "9a8b7c6d-5e4f-4a3b-2c1d-0e9f8a7b6c5d",
  type: "load_funds",
  description: "Funds loaded to wallet",
  amount: "250.00",
  currency: "USD",
  status: "completed",
  createdAt: "2026-11-21T14:05:00.000Z",
};
const TOKEN = {
  id: "1d2e3f4a-5b6c-4d7e-8f9a-0b1c2d3e4f5a",
  tokenValue: "tok_8f3a9c2e1b7d4f6a",
  paymentMethodType: "card",
  lastFour: "4242",
  expiryMonth: "12",
  expiryYear: "2028",
  merchantId: null,
  customerId: "cus_48213",
  isActive: true,
  createdAt: "2026-11-21T14:05:00.000Z",
};
const MERCHANT = {
  id: "3c4d5e6f-7a8b-4c9d-0e1f-2a3b4c5d6e7f",
  legalName: "Blue Harbor Coffee Co.",
  ein: "12-3456789",
  businessType: "llc",
  kycStatus: "pending",
  onboardingStatus: "pending",
  createdAt: "2026-11-21T14:05:00.000Z",
};
const DOCUMENT = {
  id: "7e8f9a0b-1c2d-4e3f-4a5b-6c7d8e9f0a1b",
  merchantId: MERCHANT.id,
  documentType: "business_license",
  fileName: "business-license.pdf",
  fileUrl: "https://files.example.com/business-license.pdf",
  fileSize: 1024000,
  mimeType: "application/pdf",
  status: "pending",
  uploadedAt: "2026-11-21T14:05:00.000Z",
  reviewedAt: null,
  reviewNotes: null,
};
const API_KEY = {
  id: "5a6b7c8d-9e0f-4a1b-2c3d-4e5f6a7b8c9d",
  name: "Checkout production",
  keyValue: "pk_test_••••••••••••••••••••••••••••••••",
  merchantId: null,
  environment: "sandbox",
  permissions: [],
  isActive: true,
  createdAt: "2026-11-21T14:05:00.000Z",
  lastUsed: null,
};
const USER = {
  id: "2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e",
  email: "operator@paydesk.dev",
  firstName: "Jordan",
  lastName: "Lee",
  role: "operator",
  theme: "light",
  createdAt: "2026-01-10T09:00:00.000Z",
};
const EMPTY = "(204 No Content)";

/** The sign-in body: with extension `password` (the PayDesk server) it carries a password too. */
const WITH_PASSWORD = hasExtension("password");
const SIGN_IN = WITH_PASSWORD ? { email: "operator@paydesk.dev", password: "your-password" } : { email: "operator@paydesk.dev" };
/** The same body as each sample language writes it. */
const signIn = {
  js: WITH_PASSWORD ? `{ email: "operator@paydesk.dev", password: "your-password" }` : `{ email: "operator@paydesk.dev" }`,
  python: WITH_PASSWORD ? `{"email": "operator@paydesk.dev", "password": "your-password"}` : `{"email": "operator@paydesk.dev"}`,
  php: WITH_PASSWORD ? `["email" => "operator@paydesk.dev", "password" => "your-password"]` : `["email" => "operator@paydesk.dev"]`,
  http: WITH_PASSWORD ? `{ "email": "operator@paydesk.dev", "password": "your-password" }` : `{ "email": "operator@paydesk.dev" }`,
};
export const SIGN_IN_HTTP = signIn.http;

export const ENDPOINTS: Endpoint[] = [
  { id: "login", method: "POST", path: "/api/user/login", summary: "Sign in; sets the session cookie and returns the user.", role: "any", body: SIGN_IN, response: USER },
  { id: "user-update", method: "PUT", path: "/api/user/{id}", summary: "Update a user's profile fields, or {role} (admin).", role: "any", body: { firstName: "Jordan", lastName: "Lee", phone: "+1 (415) 555-0100" }, response: USER },
  { id: "user-settings", method: "PUT", path: "/api/user/{id}/settings", summary: "Update a user's settings; returns {user}.", role: "any", body: { emailNotifications: true, sessionTimeout: 30 }, response: { user: { ...USER, emailNotifications: true, sessionTimeout: 30 } } },
  { id: "user-delete", method: "DELETE", path: "/api/user/{id}", summary: "Delete another user.", role: "admin", response: EMPTY },
  { id: "users", method: "GET", path: "/api/users", summary: "List users.", role: "admin", response: [USER] },
  { id: "metrics", method: "GET", path: "/api/dashboard/metrics", summary: "Dashboard metrics.", role: "viewer", response: { totalVolume: "$48,250.00", activeWallets: 21, tokenizedCards: 34, successRate: "96.7%" } },
  { id: "transactions", method: "GET", path: "/api/transactions?limit=10", summary: "Recent transactions (limit is optional).", role: "viewer", response: [TRANSACTION] },
  { id: "wallets", method: "GET", path: "/api/wallets", summary: "List wallets.", role: "viewer", response: [WALLET] },
  { id: "wallet-create", method: "POST", path: "/api/wallets", summary: "Create a wallet (both fields optional).", role: "operator", body: { customerId: "cus_48213" }, response: WALLET },
  { id: "wallet-load", method: "POST", path: "/api/wallets/{id}/load", summary: "Load funds; amount as a decimal string.", role: "operator", body: { amount: "250.00" }, response: { ...WALLET, balance: "1500.00" } },
  { id: "wallet-withdraw", method: "POST", path: "/api/wallets/{id}/withdraw", summary: "Withdraw funds (at most the balance).", role: "operator", body: { amount: "100.00" }, response: { ...WALLET, balance: "1150.00" } },
  { id: "wallet-qr", method: "POST", path: "/api/wallets/{id}/qr", summary: "QR code data for a wallet.", role: "operator", response: { qrCode: `paydesk://wallet/${WALLET.id}` } },
  { id: "tokens", method: "GET", path: "/api/tokens", summary: "List tokenized payment methods.", role: "operator", response: [TOKEN] },
  { id: "token-create", method: "POST", path: "/api/tokens", summary: "Tokenize a payment method.", role: "operator", body: { paymentMethodType: "card", lastFour: "4242", expiryMonth: "12", expiryYear: "2028", customerId: "cus_48213" }, response: TOKEN },
  { id: "merchants", method: "GET", path: "/api/merchants", summary: "List merchants.", role: "operator", response: [MERCHANT] },
  { id: "merchant-create", method: "POST", path: "/api/merchants", summary: "Register a merchant.", role: "operator", body: { legalName: "Blue Harbor Coffee Co.", ein: "12-3456789", businessType: "llc" }, response: MERCHANT },
  { id: "merchant-review", method: "PUT", path: "/api/merchants/{id}", summary: "Approve or reject a merchant's KYC.", role: "operator", body: { kycStatus: "approved", onboardingStatus: "approved" }, response: { ...MERCHANT, kycStatus: "approved", onboardingStatus: "approved" } },
  { id: "documents", method: "GET", path: "/api/kyc-documents?merchantId={merchantId}", summary: "List KYC documents (merchantId optional).", role: "operator", response: [DOCUMENT] },
  { id: "document-create", method: "POST", path: "/api/kyc-documents", summary: "Record a KYC document.", role: "operator", body: { merchantId: MERCHANT.id, documentType: "business_license", fileName: "business-license.pdf", fileUrl: "https://files.example.com/business-license.pdf", fileSize: 1024000, mimeType: "application/pdf" }, response: DOCUMENT },
  { id: "document-review", method: "PUT", path: "/api/kyc-documents/{id}", summary: "Approve or reject a document.", role: "operator", body: { status: "rejected", reviewedAt: "2026-11-21T15:00:00.000Z", reviewNotes: "Document rejected" }, response: { ...DOCUMENT, status: "rejected", reviewedAt: "2026-11-21T15:00:00.000Z", reviewNotes: "Document rejected" } },
  { id: "api-keys", method: "GET", path: "/api/api-keys", summary: "List API keys.", role: "admin", response: [API_KEY] },
  { id: "api-key-create", method: "POST", path: "/api/api-keys", summary: "Create an API key (merchantId optional).", role: "admin", body: { name: "Checkout production", environment: "sandbox", permissions: [] }, response: API_KEY },
  { id: "api-key-update", method: "PUT", path: "/api/api-keys/{id}", summary: "Activate or deactivate an API key.", role: "admin", body: { isActive: false }, response: { ...API_KEY, isActive: false } },
  { id: "api-key-delete", method: "DELETE", path: "/api/api-keys/{id}", summary: "Delete an API key.", role: "admin", response: EMPTY },
];

export const DEFAULT_ENDPOINT = "transactions";

export function json(value: unknown): string {
  return typeof value === "string" ? value : JSON.stringify(value, null, 2);
}

// ---------------------------------------------------------------- SDK samples

export function sdkSamples(baseUrl: string): Array<{ key: string; label: string; code: string }> {
  return [
    {
      key: "javascript",
      label: "JavaScript",
      code: `// Node 18+ or the browser: fetch with the session cookie.
const BASE_URL = "${baseUrl}";

async function call(method, path, body) {
  const res = await fetch(BASE_URL + path, {
    method,
    credentials: "include", // every call sends the session cookie
    headers: body ? { "Content-Type": "application/json" } : undefined,
    body: body ? JSON.stringify(body) : undefined,
  });
  // Errors come back as plain text: "{status}: {message}"
  if (!res.ok) throw new Error(\`\${res.status}: \${(await res.text()) || res.statusText}\`);
  return res.status === 204 ? null : res.json();
}

await call("POST", "/api/user/login", ${signIn.js});
const recent = await call("GET", "/api/transactions?limit=10");
const wallet = await call("POST", "/api/wallets", { customerId: "cus_48213" });
await call("POST", \`/api/wallets/\${wallet.id}/load\`, { amount: "250.00" });
console.log(recent.length, "transactions");
`,
    },
    {
      key: "python",
      label: "Python",
      code: `# Python 3 with requests: a Session keeps the cookie between calls.
import requests

BASE_URL = "${baseUrl}"
session = requests.Session()

def call(method, path, body=None):
    res = session.request(method, BASE_URL + path, json=body)
    if not res.ok:
        raise RuntimeError(f"{res.status_code}: {res.text or res.reason}")
    return None if res.status_code == 204 else res.json()

call("POST", "/api/user/login", ${signIn.python})
recent = call("GET", "/api/transactions?limit=10")
wallet = call("POST", "/api/wallets", {"customerId": "cus_48213"})
call("POST", f"/api/wallets/{wallet['id']}/load", {"amount": "250.00"})
print(len(recent), "transactions")
`,
    },
    {
      key: "php",
      label: "PHP",
      code: `<?php
// PHP 8 with cURL: a cookie jar keeps the session between calls.
const BASE_URL = "${baseUrl}";
$jar = tempnam(sys_get_temp_dir(), "paydesk");

function call(string $method, string $path, ?array $body = null): mixed {
    global $jar;
    $ch = curl_init(BASE_URL . $path);
    curl_setopt_array($ch, [
        CURLOPT_CUSTOMREQUEST => $method,
        CURLOPT_RETURNTRANSFER => true,
        CURLOPT_COOKIEJAR => $jar,
        CURLOPT_COOKIEFILE => $jar,
        CURLOPT_HTTPHEADER => ["Content-Type: application/json"],
    ]);
    if ($body !== null) curl_setopt($ch, CURLOPT_POSTFIELDS, json_encode($body));
    $text = curl_exec($ch);
    $status = curl_getinfo($ch, CURLINFO_RESPONSE_CODE);
    curl_close($ch);
    if ($status >= 400) throw new RuntimeException("$status: $text");
    return $status === 204 ? null : json_decode($text, true);
}

call("POST", "/api/user/login", ${signIn.php});
$recent = call("GET", "/api/transactions?limit=10");
$wallet = call("POST", "/api/wallets", ["customerId" => "cus_48213"]);
call("POST", "/api/wallets/" . $wallet["id"] . "/load", ["amount" => "250.00"]);
echo count($recent) . " transactions\\n";
`,
    },
  ];
}

// ---------------------------------------------------------------- webhooks

export const SAMPLE_EVENTS: Array<{ type: string; description: string; payload: unknown }> = [
  {
    type: "wallet.created",
    description: "Sent when a wallet is created.",
    payload: { id: "evt_1a2b3c4d", type: "wallet.created", createdAt: "2026-11-21T14:05:00.000Z", data: WALLET },
  },
  {
    type: "transaction.completed",
    description: "Sent when a transaction completes.",
    payload: { id: "evt_5e6f7a8b", type: "transaction.completed", createdAt: "2026-11-21T14:05:00.000Z", data: TRANSACTION },
  },
  {
    type: "token.created",
    description: "Sent when a payment method is tokenized.",
    payload: { id: "evt_9c0d1e2f", type: "token.created", createdAt: "2026-11-21T14:05:00.000Z", data: { ...TOKEN, tokenValue: "tok_8f3a9c2e…" } },
  },
];

// ---------------------------------------------------------------- metrics (static demo figures, SPEC §9)

export const STATIC_METRICS = [
  { key: "calls", title: "API Calls (24h)", value: "1,247" },
  { key: "success", title: "Success Rate", value: "99.8%" },
  { key: "latency", title: "Avg Response Time", value: "245ms" },
  { key: "rate", title: "Rate Limit Remaining", value: "892" },
];

export const RECENT_ACTIVITY = [
  { key: "1", method: "GET", path: "/api/transactions?limit=10", status: 200, duration: "182ms", when: "2 mins ago" },
  { key: "2", method: "POST", path: "/api/wallets", status: 201, duration: "231ms", when: "9 mins ago" },
  { key: "3", method: "POST", path: "/api/wallets/{id}/load", status: 200, duration: "264ms", when: "14 mins ago" },
  { key: "4", method: "GET", path: "/api/tokens", status: 200, duration: "198ms", when: "31 mins ago" },
  { key: "5", method: "POST", path: "/api/wallets/{id}/withdraw", status: 422, duration: "143ms", when: "1 hour ago" },
  { key: "6", method: "GET", path: "/api/merchants", status: 200, duration: "211ms", when: "2 hours ago" },
];
