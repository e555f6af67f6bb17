// The demo backend's start at boot (src/app/demo-backend.ts): msw's service worker registers while
// the server's worker still loads and seeds, not after (a first visit's registration takes 0.1–0.4 s,
// and the first API call waits for both).
import { afterEach, describe, expect, it, vi } from "vitest";

const never = () => new Promise<never>(() => {});
const startServer = vi.fn((..._args: unknown[]) => never());
const startDemoBackend = vi.fn((..._args: unknown[]) => never());
vi.mock("../../../mocks/worker-client", () => ({ startServer }));
vi.mock("../../../mocks/browser", () => ({ startDemoBackend }));

afterEach(() => vi.unstubAllEnvs());

describe("ensureDemoBackend", () => {
  it("starts msw's service worker without waiting for the server to finish starting", async () => {
    vi.stubEnv("MODE", "production");
    const { ensureDemoBackend } = await import("../../../src/app/demo-backend");
    void ensureDemoBackend();
    expect(startServer).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(startDemoBackend).toHaveBeenCalledTimes(1));
    // Handed the server's start, which it awaits after registering.
    expect(startDemoBackend.mock.calls[0][0]).toBe(startServer.mock.results[0].value);
  });

  it("stays off with VITE_MOCK_API=off in any case and spacing, as the extension switch reads it", async () => {
    vi.stubEnv("MODE", "production");
    const { demoBackendEnabled } = await import("../../../src/app/demo-backend");
    for (const value of ["off", "OFF", " Off "]) {
      vi.stubEnv("VITE_MOCK_API", value);
      expect(demoBackendEnabled(), JSON.stringify(value)).toBe(false);
    }
    for (const value of ["on", "", "of"]) {
      vi.stubEnv("VITE_MOCK_API", value);
      expect(demoBackendEnabled(), JSON.stringify(value)).toBe(true);
    }
  });
});
