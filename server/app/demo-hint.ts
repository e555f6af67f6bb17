// The sign-in page's demo hint (src/pages/login/demo-password.ts): a meta tag in the served page
// when the server holds the demo accounts with their demo password, nothing otherwise.
const META = "paydesk-demo-password";

export function withDemoHint(html: string, demoPassword: string | null): string {
  if (!demoPassword) return html;
  const safe = demoPassword.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  return html.replace("</head>", `    <meta name="${META}" content="${safe}" />\n  </head>`);
}
