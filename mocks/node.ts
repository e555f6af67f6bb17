// The demo backend for Node (vitest): `server.listen()` in tests/setup.ts.
import { setupServer } from "msw/node";
import { handlers } from "./handlers";

export const server = setupServer(...handlers);
