import { describe, expect, it } from "vitest";
import { http as mswHttp, HttpResponse } from "msw";
import { server } from "../../../mocks/node";
import { createHttpClient, errorMessage, NETWORK_ERROR } from "../../../providers/http";

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
});
