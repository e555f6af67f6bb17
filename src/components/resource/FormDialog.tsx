// The one form path: every create and action dialog is this component, drawn from a declaration's
// FormConfig and its field schema. What it guarantees (each proved by the suites): focus on the
// first field, Enter submits, Escape closes, the input is kept on failure with the server's
// message in a toast, submit is re-enabled, a second click cannot send twice, and focus returns to
// the opener (antd Modal). Built on antd Form and Refine's mutation hooks (useDeclaredCall, through
// a DeclaredCallScope); docs/DEVELOPING.md says why not @refinedev/antd's useModalForm.
import { useEffect, useMemo, useRef, useState } from "react";
import { Alert, Button, Flex, Form, Input, Modal } from "antd";
import type { Rule } from "antd/es/form";
import type { Declaration, FieldDef, FormConfig, FormContext, FormField, FormValues } from "../../../resources/types";
import { fieldProblem, referenceMessage, requiredMessage } from "../../lib/field-rules";
import { focusMarkedField } from "../dialogFocus";
import { EnumSelect, ReferenceSelect } from "./FormSelects";
import { useReferenceRecords } from "./useReferenceRecords";
import { formBody, formField, isBlank, missingRequired } from "./schema";
import type { Call } from "./useDeclaredCall";
import { DeclaredCallScope, useScopedCall } from "./DeclaredCallScope";
import { useIdempotencyKey } from "../useIdempotencyKey";

export interface FormDialogProps<T> {
  declaration: Declaration<T>;
  config: FormConfig;
  call: Call<T>;
  /** The row a row action's form acts on. */
  record?: T;
  /** First values given by the screen (e.g. its merchant filter). */
  initialValues?: FormValues;
  open: boolean;
  onClose: () => void;
}

const digitsOnly = (v: unknown) => String(v ?? "").replace(/\D/g, "");

/**
 * The field's declared rules as antd rules: the same module and words as the server's
 * (src/lib/field-rules.ts). A reference must name one of the referenced records, once they are in.
 */
function rulesFor(def: FieldDef, name: string, config: FormConfig, refRecords: ReadonlyArray<{ id?: unknown }> | undefined): Rule[] {
  const rules: Rule[] = [];
  if (def.required && !config.requiredMessage) rules.push({ required: true, whitespace: true, message: config.requiredMessages?.[name] ?? requiredMessage(def) });
  rules.push({
    validator: (_, v) => {
      const problem =
        fieldProblem(def, v) ??
        (def.type === "reference" && refRecords?.length && !isBlank(v) && v !== def.reference?.none?.value && !refRecords.some((r) => String(r.id) === String(v)) ? referenceMessage(def) : null);
      return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
    },
  });
  return rules;
}

function FieldInput({ def, spec, values, ctx, autoFocus, invalid, ...control }: { def: FieldDef; spec: FormField; values: FormValues; ctx: FormContext; autoFocus: boolean; invalid: boolean }) {
  // `control` is Form.Item's value/onChange/id; aria-invalid marks a field the required message names.
  const focus = { ...control, ...(autoFocus ? { autoFocus: true, "data-autofocus": true } : {}), ...(invalid ? { "aria-invalid": true } : {}) };
  if (def.type === "reference" && def.reference) return <ReferenceSelect def={def} spec={spec} {...focus} />;
  if (def.type === "enum") return <EnumSelect def={def} {...focus} />;
  const numeric = def.type === "money" || def.type === "number";
  return (
    <Input
      {...focus}
      type={numeric ? "number" : def.type === "url" ? "url" : def.type === "email" ? "email" : "text"}
      inputMode={numeric ? "decimal" : def.input?.digits ? "numeric" : def.type === "url" ? "url" : undefined}
      min={numeric ? 0 : undefined}
      step={def.type === "money" ? 0.01 : undefined}
      max={spec.max?.(values, ctx)}
      maxLength={def.input?.maxInput}
      placeholder={def.placeholder}
      autoComplete={def.input?.autoComplete ?? "off"}
    />
  );
}

type FormProps<T> = Omit<FormDialogProps<T>, "open">;

/** A form names at most one other resource (a wallet or merchant select); its records feed `max`, `help` and `initial`. */
function referencedResource<T>({ declaration, config }: Pick<FormProps<T>, "declaration" | "config">): string | undefined {
  return config.fields.map((f) => declaration.fields?.[formField(f).name]).find((f) => f?.type === "reference")?.reference?.resource;
}

/**
 * What a keystroke must not run again: Refine's hooks. The form re-renders on every change (its
 * values are watched), so the call (the list's DeclaredCallScope, or one of the form's own) and the
 * referenced records are held here, above it.
 */
function FormHost<T>(props: FormProps<T>) {
  const { records } = useReferenceRecords(referencedResource(props));
  const form = <DeclaredForm {...props} refRecords={records} />;
  return useScopedCall(props.declaration.name) ? form : <DeclaredCallScope resource={props.declaration.name}>{form}</DeclaredCallScope>;
}

function DeclaredForm<T>({ declaration, config, call, record, initialValues: given, onClose, refRecords: records }: FormProps<T> & { refRecords: any[] }) {
  const [form] = Form.useForm<FormValues>();
  const values = (Form.useWatch([], form) ?? {}) as FormValues;
  const run = useScopedCall(declaration.name)!; // FormHost puts the form in a scope
  const [pending, setPending] = useState(false);
  const sending = useRef(false);
  const key = useIdempotencyKey();
  const [missing, setMissing] = useState<string[]>([]);
  const specs = useMemo(() => config.fields.map(formField), [config.fields]);
  const refResource = referencedResource({ declaration, config });
  const ctx: FormContext = { record, refs: refResource ? { [refResource]: records } : {} };
  const initialValues = useMemo(() => ({ ...Object.fromEntries(specs.filter((s) => s.initial).map((s) => [s.name, s.initial!(ctx)])), ...given }), []); // eslint-disable-line react-hooks/exhaustive-deps
  // Initial values that depend on records still loading are filled in when they arrive (never over input).
  useEffect(() => {
    for (const s of specs) {
      if (s.initial && isBlank(form.getFieldValue(s.name))) {
        const v = s.initial(ctx);
        if (!isBlank(v)) form.setFieldValue(s.name, v);
      }
    }
  }, [records]); // eslint-disable-line react-hooks/exhaustive-deps
  const blocked =
    (config.disabledUntil ?? []).some((name) => isBlank(values[name])) ||
    (config.changes !== undefined && record !== undefined && config.changes.every((name) => values[name] === (record as FormValues)[name]));

  const submit = async () => {
    if (sending.current) return;
    const all = form.getFieldsValue(true) as FormValues;
    if (config.requiredMessage) {
      const empty = missingRequired(declaration, config.fields, all);
      setMissing(empty);
      if (empty.length) return;
    }
    try {
      await form.validateFields();
    } catch {
      return;
    }
    sending.current = true;
    setPending(true);
    try {
      // A select may choose the record the call acts on (the dashboard's wallet).
      const target = "custom" in call && call.idField ? ({ ...record, id: all[call.idField] } as T) : record;
      await run(call, target, formBody(declaration, config.fields, all, config.fixed), {
        success: config.success,
        error: config.error,
        refetch: config.refetch,
        idempotencyKey: key.key,
      });
      key.renew();
      onClose();
    } catch {
      // The error toast came from the notification provider; the dialog keeps the input.
    } finally {
      sending.current = false;
      setPending(false);
    }
  };

  const onValuesChange = (changed: FormValues) => {
    if (missing.length) setMissing((m) => m.filter((name) => !(name in changed) || isBlank(changed[name])));
  };

  const focusName = (specs.find((s) => s.autoFocus && (!s.when || s.when(values))) ?? specs.find((s) => !s.when || s.when(values)))?.name;
  return (
    <Form<FormValues>
      form={form}
      name={`${declaration.name}-${config.title}`.toLowerCase().replace(/\W+/g, "-")}
      layout="vertical"
      initialValues={initialValues}
      onFinish={submit}
      onValuesChange={onValuesChange}
      disabled={pending}
      noValidate
      requiredMark={false}
    >
      {config.intro && record !== undefined && <div style={{ marginBottom: 16 }}>{config.intro(record)}</div>}
      {config.requiredMessage && missing.length > 0 && <Alert type="error" showIcon message={config.requiredMessage} style={{ marginBottom: 16 }} />}
      {specs.map((spec) => {
        if (spec.when && !spec.when(values)) return null;
        const def = declaration.fields?.[spec.name] ?? { label: spec.name };
        const invalid = missing.includes(spec.name);
        const autoFocus = spec.name === focusName;
        return (
          <Form.Item
            key={spec.name}
            name={spec.name}
            label={def.label}
            required={def.required}
            rules={rulesFor(def, spec.name, config, def.reference?.resource === refResource ? records : undefined)}
            validateStatus={invalid ? "error" : undefined}
            normalize={def.input?.digits ? digitsOnly : undefined}
            extra={spec.help?.(values, ctx) ?? def.help}
          >
            <FieldInput def={def} spec={spec} values={values} ctx={ctx} autoFocus={autoFocus} invalid={invalid} />
          </Form.Item>
        );
      })}
      <Flex justify="end" gap={8}>
        <Button onClick={onClose} disabled={false}>
          Cancel
        </Button>
        <Button type="primary" htmlType="submit" loading={pending} disabled={blocked}>
          {config.okText}
        </Button>
      </Flex>
    </Form>
  );
}

export function FormDialog<T>({ open, onClose, ...props }: FormDialogProps<T>) {
  return (
    <Modal open={open} title={props.config.title} onCancel={onClose} footer={null} destroyOnHidden maskClosable={false} afterOpenChange={focusMarkedField}>
      <FormHost {...props} onClose={onClose} />
    </Modal>
  );
}
