// Token Vault (SPEC "Token Vault"): search over the vault and the Tokenize Payment Method dialog.
import { useState } from "react";
import { Card, Flex, Tooltip } from "antd";
import { PlusOutlined } from "@ant-design/icons";
import type { Token } from "../../src/domain";
import { shortId } from "../../src/lib/format";
import { CopyButton } from "../../src/components/CopyButton";
import { GuardedButton } from "../../src/components/GuardedButton";
import { ResourceTable } from "../../src/components/list/ResourceList";
import { SearchBox } from "../../src/components/list/SearchBox";
import { useResourceList } from "../../src/components/list/useResourceList";
import type { ListColumn } from "../types";
import { tokens } from ".";
import { TokenizeDialog } from "./TokenizeDialog";

/** Token ID: first 12 characters + "...", the full value in a tooltip, and a copy button. */
export function TokenIdCell({ value }: { value: string }) {
  return (
    <Flex align="center" gap={4} wrap={false}>
      <Tooltip title={<span className="pd-mono">{value}</span>}>
        {/* Focusable so keyboard users reach the tooltip too. */}
        <span className="pd-mono" tabIndex={0}>
          {shortId(value, 12)}
        </span>
      </Tooltip>
      <CopyButton text={value} label="Copy token ID" />
    </Flex>
  );
}

const columns: ReadonlyArray<ListColumn<Token>> = tokens.list!.columns.map((c) =>
  c.key === "tokenValue" ? { ...c, render: (t: Token) => <TokenIdCell value={t.tokenValue} /> } : c,
);

const PLACEHOLDER = tokens.list!.search!.placeholder;

export default function TokenVaultPage() {
  const list = useResourceList<Token>(tokens, { config: { columns } });
  const [open, setOpen] = useState(false);
  return (
    <Flex vertical gap={16}>
      <Flex gap={8} wrap="wrap" justify="flex-end">
        <GuardedButton resource="tokens" type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setOpen(true)}>
          Tokenize Payment Method
        </GuardedButton>
      </Flex>
      <Card title="Tokenized Payment Methods">
        <Flex vertical gap={16}>
          {/* The generic toolbar's search, wide enough for the whole placeholder. */}
          <SearchBox
            aria-label={PLACEHOLDER}
            placeholder={PLACEHOLDER}
            value={list.search}
            onChange={list.setSearch}
            style={{ maxWidth: 480 }}
          />
          <ResourceTable list={list} label={tokens.label} />
        </Flex>
      </Card>
      <TokenizeDialog open={open} onClose={() => setOpen(false)} />
    </Flex>
  );
}
