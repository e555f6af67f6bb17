// React Query keys shared across layers (a screen refreshes what another screen shows).
export const METRICS_KEY = ["paydesk", "dashboard-metrics"] as const;
