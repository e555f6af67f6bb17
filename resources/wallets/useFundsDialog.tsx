// State for one funds dialog on a screen: `open("load", walletId?)` and the element to render.
// The dialog's code (form, select, modal: ≈ 60 kB gzip) loads on first use, or earlier on
// `preload` (pointer over or focus on the buttons that open it), not with the screen.
import { Suspense, useCallback, useState } from "react";
import type { Wallet } from "../../src/domain";
import { lazyView } from "../types";
import type { FundsMode } from "./FundsDialog";

const FundsDialog = lazyView(() => import("./FundsDialog").then((m) => ({ default: m.FundsDialog })));

export function preloadFundsDialog(): void {
  void FundsDialog.preload();
}

export function useFundsDialog(wallets: readonly Wallet[]) {
  const [state, setState] = useState<{ open: boolean; mode: FundsMode; walletId?: string; n: number }>({ open: false, mode: "load", n: 0 });
  const open = useCallback((mode: FundsMode, walletId?: string) => setState((s) => ({ open: true, mode, walletId, n: s.n + 1 })), []);
  const close = useCallback(() => setState((s) => ({ ...s, open: false })), []);
  const element =
    state.n === 0 ? null : (
      <Suspense fallback={null}>
        <FundsDialog key={state.n} open={state.open} mode={state.mode} walletId={state.walletId} wallets={wallets} onClose={close} />
      </Suspense>
    );
  return { open, element };
}
