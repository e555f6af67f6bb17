// A record's declared actions (in its row and on its record page): each a guarded button that runs
// the call at once, after a confirmation, or through a small form (FormDialog). Who may, and
// when, come from the declaration; so do the toast and what to refetch.
import { Suspense, useState } from "react";
import { App, Space, Typography } from "antd";
import type { Declaration, RowAction } from "../../../resources/types";
import { lazyView } from "../../../resources/types";
import { GuardedButton } from "../GuardedButton";
import { useCurrentUser } from "../../../providers/useCurrentUser";
import { ConfirmButton } from "./ConfirmButton";
import { DeclaredCallScope, useScopedCall } from "./DeclaredCallScope";

// The form code (antd Form, inputs, selects) loads when a form first opens, not with the list.
const FormDialog = lazyView(() => import("./FormDialog").then((m) => ({ default: m.FormDialog })));
export const preloadFormDialog = () => void FormDialog.preload();

export function NoActions() {
  return (
    <Typography.Text type="secondary" aria-label="No actions">
      —
    </Typography.Text>
  );
}

type Rec = { id?: unknown } & Record<string, any>;

type Props<T> = { declaration: Declaration<T>; record: T; size?: "small" | "middle" };

/** A list puts its rows in one DeclaredCallScope (ResourceTable); a record page's actions get their own. */
export function RowActions<T extends Rec>(props: Props<T>) {
  const run = useScopedCall(props.declaration.name);
  if (run) return <Actions {...props} run={run} />;
  return (
    <DeclaredCallScope resource={props.declaration.name}>
      <RowActions {...props} />
    </DeclaredCallScope>
  );
}

function Actions<T extends Rec>({ declaration, record, size = "small", run }: Props<T> & { run: NonNullable<ReturnType<typeof useScopedCall>> }) {
  const me = { id: useCurrentUser()?.id };
  const { modal } = App.useApp();
  // This row's call in flight (the scope's hooks are shared by every row).
  const [busy, setBusy] = useState<string | null>(null);
  const pending = busy !== null;
  // Kept mounted after closing (open: false) so the dialog animates out and focus returns to the opener.
  const [form, setForm] = useState<{ action: RowAction<T>; n: number; open: boolean } | null>(null);
  const actions = (declaration.actions ?? []).filter((a) => !a.when || a.when(record, me));
  const Custom = declaration.list?.RowActions;
  if (!actions.length && !Custom) return <NoActions />;

  const exec = (a: RowAction<T>) => {
    setBusy(a.name);
    return run(a.call!, record, undefined, { success: a.success, error: a.error, refetch: a.refetch })
      .catch(() => undefined) // the error toast came from the notification provider
      .finally(() => setBusy(null));
  };

  return (
    <Space size={4} wrap={false}>
      {actions.map((a) => {
        if (a.Component) return <a.Component key={a.name} record={record} />;
        const label = a.ariaLabel?.(record);
        const button = (onClick?: () => void) => (
          <GuardedButton
            key={a.name}
            resource={declaration.name}
            action={a.name}
            size={size}
            type={a.iconOnly ? "text" : a.confirm && !a.confirm.modal ? "link" : undefined}
            danger={a.danger}
            icon={a.icon}
            aria-label={label ?? (a.iconOnly ? a.label : undefined)}
            disabledReason={a.disabled?.(record, me) ?? null}
            loading={busy === a.name}
            disabled={pending && !a.form}
            onClick={onClick}
            onPointerEnter={a.form ? preloadFormDialog : undefined}
            onFocus={a.form ? preloadFormDialog : undefined}
          >
            {a.iconOnly ? undefined : a.label}
          </GuardedButton>
        );
        if (a.form) return button(() => setForm((f) => ({ action: a, n: (f?.n ?? 0) + 1, open: true })));
        if (a.confirm?.modal) {
          const c = a.confirm;
          return button(() =>
            modal.confirm({
              title: c.title(record),
              content: typeof c.description === "function" ? c.description(record) : c.description,
              okText: c.okText,
              okButtonProps: { danger: c.danger },
              cancelText: "Cancel",
              onOk: () => exec(a),
            }),
          );
        }
        if (a.confirm) {
          const c = a.confirm;
          return (
            <ConfirmButton
              key={a.name}
              title={c.title(record)}
              description={typeof c.description === "function" ? c.description(record) : c.description}
              okText={c.okText}
              danger={c.danger}
              disabled={pending}
              onConfirm={() => void exec(a)}
            >
              {button()}
            </ConfirmButton>
          );
        }
        return button(() => void exec(a));
      })}
      {Custom && <Custom record={record} />}
      {form && (
        <Suspense fallback={null}>
          <FormDialog key={form.n} declaration={declaration} config={form.action.form!} call={form.action.call!} record={record} open={form.open} onClose={() => setForm((f) => f && { ...f, open: false })} />
        </Suspense>
      )}
    </Space>
  );
}
