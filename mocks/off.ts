// What the app imports of the demo backend, in a build without it (VITE_MOCK_API=off): vite.config.ts
// points mocks/browser and mocks/worker-client here, so neither msw nor the demo server's worker is
// emitted. Never called: demoBackendEnabled() is false in such a build.
function off(): never {
  throw new Error("The demo backend is not part of this build (VITE_MOCK_API=off)");
}

export const startServer = off;
export const startDemoBackend = off;
