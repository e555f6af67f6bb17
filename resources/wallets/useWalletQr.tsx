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

export function useWalletQr() {
  const { notification } = App.useApp();
  const { mutate, mutation } = useCustomMutation<{ qrCode: string }, HttpError, undefined>();
  const generate = useCallback(
    (walletId: string) => {
      mutate(
        { url: "", method: "post", values: undefined, meta: { resource: "wallets", action: "qr", id: walletId } },
        {
          onSuccess: ({ data }) => {
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
        },
      );
    },
    [mutate, notification],
  );
  const pendingId = mutation.isPending ? (mutation.variables?.meta as { id?: string } | undefined)?.id : undefined;
  return { generate, pendingId };
}
