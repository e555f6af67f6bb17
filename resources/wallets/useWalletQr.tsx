// Generate QR (SPEC "Dashboard"/"Wallets", DESIGN §1): POST /api/wallets/{id}/qr (no body), then a toast
// with the qrCode data and the code drawn as a real QR image. Errors: the provider's "Error" toast.
import { useCallback } from "react";
import { App, Flex, QRCode, Typography } from "antd";
import { useCustomMutation, type HttpError } from "@refinedev/core";
import { truncate } from "../../src/lib/format";

export const QR_TOAST_TITLE = "Wallet QR code";

export function QrToastBody({ qrCode, walletId }: { qrCode: string; walletId: string }) {
  return (
    <Flex vertical gap={8} align="start">
      <div role="img" aria-label={`QR code for wallet ${truncate(walletId, 8)}`} data-testid="wallet-qr-image">
        {/* Black on white in both themes: scanners read light-on-dark codes poorly. */}
        {/* The wrapper names the image; the drawing itself is hidden from assistive technology. */}
        <div aria-hidden="true">
          <QRCode value={qrCode} type="svg" size={148} color="#000000" bgColor="#ffffff" bordered={false} />
        </div>
      </div>
      <Typography.Text code style={{ wordBreak: "break-all" }}>
        {qrCode}
      </Typography.Text>
    </Flex>
  );
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
              description: <QrToastBody qrCode={qrCode} walletId={walletId} />,
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
