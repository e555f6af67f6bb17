// A declared row action's form, opened from outside a row (the Dashboard's Load/Withdraw Funds):
// `open(action, record?)` and the element to render. The form code loads on first use or `preload`.
import { Suspense, useCallback, useState } from "react";
import type { Declaration } from "../../../resources/types";
import { lazyView } from "../../../resources/types";

const FormDialog = lazyView(() => import("./FormDialog").then((m) => ({ default: m.FormDialog })));

export function preloadActionDialog(): void {
  void FormDialog.preload();
}

export function useActionDialog<T>(declaration: Declaration<T>) {
  const [state, setState] = useState<{ name: string; record?: T; n: number; open: boolean }>({ name: "", n: 0, open: false });
  const open = useCallback((name: string, record?: T) => setState((s) => ({ name, record, n: s.n + 1, open: true })), []);
  const close = useCallback(() => setState((s) => ({ ...s, open: false })), []);
  const action = declaration.actions?.find((a) => a.name === state.name);
  const element =
    state.n === 0 || !action?.form || !action.call ? null : (
      <Suspense fallback={null}>
        <FormDialog key={state.n} declaration={declaration} config={action.form} call={action.call} record={state.record} open={state.open} onClose={close} />
      </Suspense>
    );
  return { open, element };
}
