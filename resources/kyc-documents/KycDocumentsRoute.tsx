// /onboarding/kyc-documents is the Onboarding screen's KYC Documents tab (one screen, one URL).
import { Navigate, useLocation } from "react-router";

export default function KycDocumentsRoute() {
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  params.set("tab", "kyc");
  return <Navigate to={`/onboarding?${params}`} replace />;
}
