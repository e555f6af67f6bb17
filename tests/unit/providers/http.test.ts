import { afterEach, describe, expect, it, vi } from "vitest";
import axios from "axios";
import { http as mswHttp, HttpResponse } from "msw";
import { server } from "../../../mocks/node";
import { createHttpClient, errorMessage, NETWORK_ERROR, setRequestGate } from "../../../providers/http";

describe("http client", () => {
  it("formats SPEC §8 messages from text, JSON and empty bodies", () => {
    expect(errorMessage(422, "Insufficient funds", "Unprocessable")).toBe("422: Insufficient funds");
    expect(errorMessage(500, "", "Internal Server Error")).toBe("500: Internal Server Error");
    expect(errorMessage(400, { message: "Bad amount" })).toBe("400: Bad amount");
  });

  it("maps a non-OK response to an HttpError with status and body text", async () => {
    server.use(mswHttp.get("*/api/boom", () => new HttpResponse("Insufficient funds", { status: 422 })));
    await expect(createHttpClient("").get("/api/boom")).rejects.toMatchObject({ statusCode: 422, message: "422: Insufficient funds" });
  });

  it("uses the status text when the body is empty", async () => {
    server.use(mswHttp.get("*/api/empty", () => new HttpResponse(null, { status: 503, statusText: "Service Unavailable" })));
    await expect(createHttpClient("").get("/api/empty")).rejects.toMatchObject({ statusCode: 503, message: "503: Service Unavailable" });
  });

  it("maps a network failure to the DESIGN message", async () => {
    server.use(mswHttp.get("*/api/down", () => HttpResponse.error()));
    await expect(createHttpClient("").get("/api/down")).rejects.toMatchObject({ statusCode: 0, message: NETWORK_ERROR });
  });

  it("sends cookies and prefixes VITE_API_URL", () => {
    const c = createHttpClient("https://api.example.test");
    expect(c.defaults.withCredentials).toBe(true);
    expect(c.defaults.baseURL).toBe("https://api.example.test");
  });

  describe("when a call leaves", () => {
    afterEach(() => vi.restoreAllMocks());
    /** The transport under the client (XHR in a browser): records each call it is handed. */
    function transport() {
      const calls: string[] = [];
      vi.spyOn(axios, "getAdapter").mockReturnValue(async (config) => {
        calls.push(config.url ?? "");
        return { data: { ok: true }, status: 200, statusText: "OK", headers: {}, config };
      });
      return calls;
    }

    it("hands a call to the transport in the task that makes it (a boot's early reads do not queue behind chunk evaluation)", async () => {
      const calls = transport();
      const answer = createHttpClient("").get("/api/now");
      expect(calls).toEqual(["/api/now"]);
      await expect(answer).resolves.toMatchObject({ data: { ok: true } });
    });

    it("holds calls while the request gate is pending, then sends them", async () => {
      const calls = transport();
      let open!: () => void;
      setRequestGate(new Promise<void>((resolve) => (open = resolve)));
      const client = createHttpClient("");
      const answer = client.get("/api/later");
      await Promise.resolve();
      expect(calls).toEqual([]);
      open();
      await expect(answer).resolves.toMatchObject({ data: { ok: true } });
      expect(calls).toEqual(["/api/later"]);
      // Settled, the gate holds nothing more.
      void client.get("/api/next");
      expect(calls).toEqual(["/api/later", "/api/next"]);
    });
  });
});
