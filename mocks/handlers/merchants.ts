// Merchants: list, register, review.
import { http, HttpResponse } from "msw";
import { BUSINESS_TYPES, type Merchant, type ReviewStatus } from "../../src/domain";
import { route } from "../config";
import { minimumRole } from "../access";
import { randomId } from "../random";
import { MAX_CHARS } from "../../src/lib/limits";
import { HttpError, guarded, jsonList, has, nowIso, oneOf, param, readBody, requireAll, requiredChoice, requiredString } from "./http";

export const REVIEW_STATUSES: readonly ReviewStatus[] = ["pending", "approved", "rejected"];
const REQUIRED = "All fields are required";

export const merchantHandlers = [
  http.get(
    route("/api/merchants"),
    guarded(minimumRole("merchants", "list"), ({ db }) => jsonList(db.merchants)),
  ),

  http.post(
    route("/api/merchants"),
    guarded(minimumRole("merchants", "create"), async ({ request, db }) => {
      const body = await readBody(request);
      requireAll(body, ["legalName", "ein", "businessType"], REQUIRED);
      const legalName = requiredString(body, "legalName", "Legal name", MAX_CHARS.legalName, REQUIRED);
      const ein = requiredString(body, "ein", "EIN", MAX_CHARS.ein, REQUIRED);
      const businessType = requiredChoice(
        body,
        "businessType",
        BUSINESS_TYPES,
        REQUIRED,
        "Business type must be corporation, llc, partnership or sole_proprietorship",
      );
      const merchant: Merchant = {
        id: randomId(),
        legalName,
        ein,
        businessType,
        kycStatus: "pending",
        onboardingStatus: "pending",
        createdAt: nowIso(),
      };
      db.merchants.unshift(merchant);
      return HttpResponse.json(merchant, { status: 201 });
    }),
  ),

  http.put(
    route("/api/merchants/:id"),
    guarded(minimumRole("merchants", "edit"), async ({ request, params, db }) => {
      const merchant = db.merchants.find((m) => m.id === param(params, "id"));
      if (!merchant) throw new HttpError(404, "Merchant not found");
      const body = await readBody(request);
      if (!has(body, "kycStatus") && !has(body, "onboardingStatus")) {
        throw new HttpError(400, "KYC status is required");
      }
      if (has(body, "kycStatus") && !oneOf(body.kycStatus, REVIEW_STATUSES)) {
        throw new HttpError(400, "KYC status must be pending, approved or rejected");
      }
      if (has(body, "onboardingStatus") && !oneOf(body.onboardingStatus, REVIEW_STATUSES)) {
        throw new HttpError(400, "Onboarding status must be pending, approved or rejected");
      }
      if (oneOf(body.kycStatus, REVIEW_STATUSES)) merchant.kycStatus = body.kycStatus;
      if (oneOf(body.onboardingStatus, REVIEW_STATUSES)) merchant.onboardingStatus = body.onboardingStatus;
      return HttpResponse.json(merchant);
    }),
  ),
];
