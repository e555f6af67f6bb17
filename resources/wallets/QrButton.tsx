// Generate QR (SPEC "Wallets", DESIGN §1): a toast with the qrCode data and the code drawn as a real
// QR image — the one wallet action whose result is more than a toast text.
import { QrcodeOutlined } from "@ant-design/icons";
import type { Wallet } from "../../src/domain";
import { GuardedButton } from "../../src/components/GuardedButton";
import { truncate } from "../../src/lib/format";
import { preloadWalletQr, useWalletQr } from "./useWalletQr";

export function QrButton({ record }: { record: Wallet }) {
  const qr = useWalletQr();
  return (
    <GuardedButton
      resource="wallets"
      action="qr"
      size="small"
      icon={<QrcodeOutlined aria-hidden />}
      aria-label={`QR code for wallet ${truncate(record.id, 8)}`}
      loading={qr.pendingId === record.id}
      onPointerEnter={preloadWalletQr}
      onClick={() => qr.generate(record.id)}
    >
      QR
    </GuardedButton>
  );
}
