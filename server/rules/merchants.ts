// Merchants (SPEC §7 `GET/POST /api/merchants`, `PUT /api/merchants/{id}`): registration and the
// review of KYC and onboarding. Shared by the PayDesk server and the demo backend
// (mocks/handlers/merchants.ts).
import { BUSINESS_TYPES, type Merchant, type ReviewStatus } from "../../src/domain";
import { merchants } from "../../resources/merchants";
import type { Store } from "../store/types";
import { HttpError, declaredString, has, oneOf, requireAll, requiredChoice, type Body } from "./validate";
import { randomId } from "./wallets";

export const REVIEW_STATUSES: readonly ReviewStatus[] = ["pending", "approved", "rejected"];
/** SPEC §5: the one message for any missing field of a merchant or a KYC document. */
export const ALL_FIELDS_REQUIRED = "All fields are required";
export const BUSINESS_TYPE_INVALID = "Business type must be corporation, llc, partnership or sole_proprietorship";
export const KYC_STATUS_REQUIRED = "KYC status is required";
export const KYC_STATUS_INVALID = "KYC status must be pending, approved or rejected";
export const ONBOARDING_STATUS_INVALID = "Onboarding status must be pending, approved or rejected";
export const MERCHANT_NOT_FOUND = "Merchant not found";

/** A new merchant, pending review, from a POST /api/merchants body, or 400. */
export function merchantFromBody(body: Body, id: string, createdAt: string): Merchant {
  requireAll(body, ["legalName", "ein", "businessType"], ALL_FIELDS_REQUIRED);
  // The declared fields' rules and words, as the Create Merchant form checks them.
  const legalName = declaredString(body, "legalName", merchants.fields!.legalName!, ALL_FIELDS_REQUIRED);
  const ein = declaredString(body, "ein", merchants.fields!.ein!, ALL_FIELDS_REQUIRED);
  const businessType = requiredChoice(body, "businessType", BUSINESS_TYPES, ALL_FIELDS_REQUIRED, BUSINESS_TYPE_INVALID);
  return { id, legalName, ein, businessType, kycStatus: "pending", onboardingStatus: "pending", createdAt };
}

/** The statuses a PUT /api/merchants/{id} body sets (kycStatus, onboardingStatus or both), or 400. */
export function merchantReview(body: Body): Partial<Pick<Merchant, "kycStatus" | "onboardingStatus">> {
  if (!has(body, "kycStatus") && !has(body, "onboardingStatus")) throw new HttpError(400, KYC_STATUS_REQUIRED);
  if (has(body, "kycStatus") && !oneOf(body.kycStatus, REVIEW_STATUSES)) throw new HttpError(400, KYC_STATUS_INVALID);
  if (has(body, "onboardingStatus") && !oneOf(body.onboardingStatus, REVIEW_STATUSES)) throw new HttpError(400, ONBOARDING_STATUS_INVALID);
  const patch: Partial<Pick<Merchant, "kycStatus" | "onboardingStatus">> = {};
  if (oneOf(body.kycStatus, REVIEW_STATUSES)) patch.kycStatus = body.kycStatus;
  if (oneOf(body.onboardingStatus, REVIEW_STATUSES)) patch.onboardingStatus = body.onboardingStatus;
  return patch;
}

export async function findMerchant(store: Store, id: string): Promise<Merchant> {
  const merchant = await store.merchants.get(id);
  if (!merchant) throw new HttpError(404, MERCHANT_NOT_FOUND);
  return merchant;
}

/** POST /api/merchants. */
export async function createMerchant(store: Store, body: Body, now: number = Date.now()): Promise<Merchant> {
  return store.merchants.insert(merchantFromBody(body, randomId(), new Date(now).toISOString()));
}

/** PUT /api/merchants/{id}: 404 for an unknown merchant before the body is read, as the demo backend answers. */
export async function reviewMerchant(store: Store, id: string, body: () => Promise<Body>): Promise<Merchant> {
  const merchant = await findMerchant(store, id);
  const patch = merchantReview(await body());
  return (await store.merchants.update(merchant.id, patch)) ?? { ...merchant, ...patch };
}
