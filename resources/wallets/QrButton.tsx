// Generate QR (SPEC "Wallets", DESIGN §1): a toast with the qrCode data and the code drawn as a real
// QR image — the one wallet action whose result is more than a toast text. The call runs through
// the list's DeclaredCallScope (one set of mutation hooks for every row), not a hook of its own.
import { useState } from "react";
import { QrcodeOutlined } from "@ant-design/icons";
import type { Wallet } from "../../src/domain";
import { GuardedButton } from "../../src/components/GuardedButton";
import { useScopedCall } from "../../src/components/resource/DeclaredCallScope";
import { truncate } from "../../src/lib/format";
import { preloadWalletQr, useShowWalletQr } from "./useWalletQr";

export function QrButton({ record }: { record: Wallet }) {
  // RowActions puts every declared action Component inside a scope for its resource.
  const run = useScopedCall("wallets")!;
  const show = useShowWalletQr();
  const [busy, setBusy] = useState(false);
  const generate = () => {
    setBusy(true);
    // Nothing changes on the server: no list to refetch. A failure is the provider's "Error" toast.
    run({ custom: "qr" }, record, undefined, { refetch: null })
      .then((answer) => show(record.id, answer))
      .catch(() => {})
      .finally(() => setBusy(false));
  };
  return (
    <GuardedButton
      resource="wallets"
      action="qr"
      size="small"
      icon={<QrcodeOutlined aria-hidden />}
      aria-label={`QR code for wallet ${truncate(record.id, 8)}`}
      loading={busy}
      onPointerEnter={preloadWalletQr}
      onClick={generate}
    >
      QR
    </GuardedButton>
  );
}
