// A declaration's Create button and its dialog: guarded by the access table (viewer: disabled with
// "Read-only access"), the form code loaded on first pointer-over or focus.
import { Suspense, useState } from "react";
import { PlusOutlined } from "@ant-design/icons";
import type { Declaration, FormValues } from "../../../resources/types";
import { lazyView } from "../../../resources/types";
import { GuardedButton } from "../GuardedButton";

const FormDialog = lazyView(() => import("./FormDialog").then((m) => ({ default: m.FormDialog })));

interface Props<T> {
  declaration: Declaration<T>;
  primary?: boolean;
  block?: boolean;
  /** Open at once (a deep link such as the Dashboard's "Upload KYC Documents"). */
  autoOpen?: boolean;
  /** First values (e.g. the merchant the screen is filtered on). */
  initialValues?: FormValues;
}

export function CreateAction<T>({ declaration, primary = true, block, autoOpen, initialValues }: Props<T>) {
  // Kept mounted after closing so the dialog animates out and focus returns to this button.
  const [dialog, setDialog] = useState({ n: autoOpen ? 1 : 0, open: Boolean(autoOpen) });
  const config = declaration.create;
  if (!config) return null;
  const preload = () => void FormDialog.preload();
  return (
    <>
      <GuardedButton
        resource={declaration.name}
        action="create"
        type={primary ? "primary" : "default"}
        block={block}
        icon={config.icon ?? <PlusOutlined aria-hidden />}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => setDialog((d) => ({ n: d.n + 1, open: true }))}
      >
        {config.button ?? config.title}
      </GuardedButton>
      {dialog.n > 0 && (
        <Suspense fallback={null}>
          <FormDialog key={dialog.n} declaration={declaration} config={config} call={{ create: true }} initialValues={initialValues} open={dialog.open} onClose={() => setDialog((d) => ({ ...d, open: false }))} />
        </Suspense>
      )}
    </>
  );
}
