// Generate QR (SPEC "Dashboard"/"Wallets", DESIGN §1): POST /api/wallets/{id}/qr (no body), then a toast
// with the qrCode data and the code drawn as a real QR image. Errors: the provider's "Error" toast.
import { Suspense, useCallback } from "react";
import { App, Typography } from "antd";
import { useCustomMutation, type HttpError } from "@refinedev/core";
import { lazyView } from "../types";

export const QR_TOAST_TITLE = "Wallet QR code";

// The QR drawing (≈ 11 kB gzip) loads with the first code; the text shows until it is there.
const QrToastBody = lazyView(() => import("./QrToastBody").then((m) => ({ default: m.QrToastBody })));

export function preloadWalletQr(): void {
  void QrToastBody.preload();
}

/** Shows a generated code: the toast with its data, and the QR image once its chunk is in. */
export function useShowWalletQr(): (walletId: string, answer: unknown) => void {
  const { notification } = App.useApp();
  return useCallback(
    (walletId: string, answer: unknown) => {
      const data = (answer as { data?: { qrCode?: unknown } } | undefined)?.data;
      const qrCode = typeof data?.qrCode === "string" ? data.qrCode : "";
      notification.success({
        key: "wallet-qr",
        message: QR_TOAST_TITLE,
        description: (
          <Suspense fallback={<Typography.Text code>{qrCode}</Typography.Text>}>
            <QrToastBody qrCode={qrCode} walletId={walletId} />
          </Suspense>
        ),
        role: "status",
      });
    },
    [notification],
  );
}

/** The dashboard's Generate QR (outside any list): its own call. Rows use their list's (QrButton). */
export function useWalletQr() {
  const show = useShowWalletQr();
  const { mutate, mutation } = useCustomMutation<{ qrCode: string }, HttpError, undefined>();
  const generate = useCallback(
    (walletId: string) => {
      mutate(
        { url: "", method: "post", values: undefined, meta: { resource: "wallets", action: "qr", id: walletId } },
        { onSuccess: (answer) => show(walletId, answer) },
      );
    },
    [mutate, show],
  );
  const pendingId = mutation.isPending ? (mutation.variables?.meta as { id?: string } | undefined)?.id : undefined;
  return { generate, pendingId };
}
