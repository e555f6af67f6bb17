// Wallets (SPEC "Wallets"): Create Wallet, table "Active Wallets" with per-row QR, Load and Withdraw.
import { createContext, useContext, useMemo, useState } from "react";
import { Card, Space } from "antd";
import { ArrowDownOutlined, ArrowUpOutlined, PlusOutlined, QrcodeOutlined } from "@ant-design/icons";
import type { Wallet } from "../../src/domain";
import { GuardedButton } from "../../src/components/GuardedButton";
import { ResourceTable } from "../../src/components/list/ResourceList";
import { useResourceList } from "../../src/components/list/useResourceList";
import { titleCase, truncate } from "../../src/lib/format";
import { wallets as walletsDeclaration } from "./index";
import type { FundsMode } from "./FundsDialog";
import { useFundsDialog } from "./useFundsDialog";
import { CreateWalletDialog } from "./CreateWalletDialog";
import { useWalletQr } from "./useWalletQr";
import styles from "./Wallets.module.css";

interface RowApi {
  openFunds: (mode: FundsMode, walletId: string) => void;
  generateQr: (walletId: string) => void;
  qrPendingId?: string;
}
const RowApiContext = createContext<RowApi>({ openFunds: () => {}, generateQr: () => {} });

function WalletRowActions({ record }: { record: Wallet }) {
  const { openFunds, generateQr, qrPendingId } = useContext(RowApiContext);
  const short = truncate(record.id, 8);
  const inactive = record.status !== "active" ? `Wallet is ${titleCase(record.status).toLowerCase()}` : null;
  return (
    <Space size={4} wrap={false}>
      <GuardedButton
        resource="wallets"
        action="qr"
        size="small"
        icon={<QrcodeOutlined aria-hidden />}
        aria-label={`QR code for wallet ${short}`}
        loading={qrPendingId === record.id}
        onClick={() => generateQr(record.id)}
      >
        QR
      </GuardedButton>
      <GuardedButton
        resource="wallets"
        action="load"
        size="small"
        icon={<ArrowDownOutlined aria-hidden />}
        aria-label={`Load funds to wallet ${short}`}
        disabledReason={inactive}
        onClick={() => openFunds("load", record.id)}
      >
        Load
      </GuardedButton>
      <GuardedButton
        resource="wallets"
        action="withdraw"
        size="small"
        icon={<ArrowUpOutlined aria-hidden />}
        aria-label={`Withdraw funds from wallet ${short}`}
        disabledReason={inactive}
        onClick={() => openFunds("withdraw", record.id)}
      >
        Withdraw
      </GuardedButton>
    </Space>
  );
}

const LIST_OPTIONS = { config: { RowActions: WalletRowActions } };

export default function WalletsPage() {
  const list = useResourceList<Wallet>(walletsDeclaration, LIST_OPTIONS);
  const funds = useFundsDialog(list.rows);
  const qr = useWalletQr();
  const [creating, setCreating] = useState(false);
  const rowApi = useMemo<RowApi>(
    () => ({ openFunds: funds.open, generateQr: qr.generate, qrPendingId: qr.pendingId }),
    [funds.open, qr.generate, qr.pendingId],
  );

  return (
    <RowApiContext.Provider value={rowApi}>
      <Card
        className={styles.card}
        title={list.config.title}
        extra={
          <GuardedButton resource="wallets" action="create" type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setCreating(true)}>
            Create Wallet
          </GuardedButton>
        }
      >
        <ResourceTable list={list} label={walletsDeclaration.label} />
      </Card>
      {funds.element}
      <CreateWalletDialog open={creating} onClose={() => setCreating(false)} />
    </RowApiContext.Provider>
  );
}
