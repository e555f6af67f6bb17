// A record's declared actions (in its row and on its record page): each a guarded button that runs
// the call at once, after a confirmation, or through a small form (FormDialog). Who may, and
// when, come from the declaration; so do the toast and what to refetch.
import { Suspense, useLayoutEffect, useRef, useState, type FocusEvent, type RefObject } from "react";
import { App, Space, Typography } from "antd";
import type { ActionCall, Declaration, RowAction } from "../../../resources/types";
import { actionName, lazyView, ownCall } from "../../../resources/types";
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

/** The call a row action makes: its own server action (`{ method, path }`) is the declaration's action of its name. */
function callOf<T>(a: RowAction<T>): ActionCall<T> {
  return ownCall(a.call) ? { custom: a.name } : a.call!;
}

type Props<T> = {
  declaration: Declaration<T>;
  record: T;
  size?: "small" | "middle";
  /** The buttons may wrap onto more lines (a phone's one-column list). */
  wrap?: boolean;
  /**
   * Where keyboard focus goes when the focused action goes away and no other action is left (the
   * record page's heading), so focus stays in the page and Escape still closes it.
   */
  focusFallback?: RefObject<HTMLElement | null>;
};

const FOCUSABLE = 'button:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])';

/**
 * Keeps keyboard focus in a record's actions while they change under it. An action that hides
 * itself once done (Approve while pending, `when`) took the focus with it to the page body, where
 * Escape no longer reaches the record page's drawer: focus goes to the action now in its place (the
 * next one, else the last), else to `fallback`. Only when the focused button went away or was
 * disabled and focus fell to the body — never away from where the person moved it.
 */
function useKeptFocus(fallback: RefObject<HTMLElement | null> | undefined) {
  const box = useRef<HTMLDivElement>(null);
  const last = useRef<{ el: HTMLElement; index: number } | null>(null);
  const onFocus = (e: FocusEvent<HTMLDivElement>) => {
    const items = [...e.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const index = items.findIndex((el) => el === e.target || el.contains(e.target));
    if (index >= 0) last.current = { el: e.target, index };
  };
  const onBlur = (e: FocusEvent<HTMLDivElement>) => {
    const next = e.relatedTarget;
    // Moved on by the person (not to a confirmation of ours, which hands focus back when it closes).
    if (next instanceof Element && !e.currentTarget.contains(next) && !next.closest(".ant-popover, .ant-modal-root")) last.current = null;
  };
  useLayoutEffect(() => {
    const was = last.current;
    if (!was || (was.el.isConnected && !(was.el as HTMLButtonElement).disabled)) return;
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) return;
    const items = box.current ? [...box.current.querySelectorAll<HTMLElement>(FOCUSABLE)] : [];
    const target = items[Math.min(was.index, items.length - 1)] ?? fallback?.current ?? null;
    last.current = null;
    target?.focus();
  });
  return { box, onFocus, onBlur };
}

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

function Actions<T extends Rec>({ declaration, record, size = "small", wrap = false, focusFallback, run }: Props<T> & { run: NonNullable<ReturnType<typeof useScopedCall>> }) {
  const me = { id: useCurrentUser()?.id };
  const { modal } = App.useApp();
  const kept = useKeptFocus(focusFallback);
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
    return run(callOf(a), record, undefined, { success: a.success, error: a.error, refetch: a.refetch })
      .catch(() => undefined) // the error toast came from the notification provider
      .finally(() => setBusy(null));
  };

  return (
    <Space ref={kept.box} size={4} wrap={wrap} onFocus={kept.onFocus} onBlur={kept.onBlur}>
      {actions.map((a) => {
        if (a.Component) return <a.Component key={a.name} record={record} />;
        const label = a.ariaLabel?.(record);
        const button = (onClick?: () => void) => (
          <GuardedButton
            key={a.name}
            resource={declaration.name}
            action={actionName(a)}
            size={size}
            type={a.iconOnly ? "text" : a.confirm && !a.confirm.modal ? "link" : undefined}
            danger={a.danger}
            icon={a.icon}
            aria-label={label ?? (a.iconOnly ? a.label : undefined)}
            disabledReason={a.disabled?.(record, me) ?? null}
            loading={busy === a.name}
            // The button in flight ignores clicks while loading; disabled, it would drop the focus.
            disabled={pending && busy !== a.name && !a.form}
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
          <FormDialog key={form.n} declaration={declaration} config={form.action.form!} call={callOf(form.action)} record={record} open={form.open} onClose={() => setForm((f) => f && { ...f, open: false })} />
        </Suspense>
      )}
    </Space>
  );
}
