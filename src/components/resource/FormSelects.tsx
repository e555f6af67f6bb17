// Selects of declared forms: an enum's options, or the records of another resource (loaded through
// the same cached list call as that resource's screen) with an optional "none" choice first.
import { Radio, Select, Space, Typography, type SelectProps } from "antd";
import type { FieldDef, FormField } from "../../../resources/types";
import { useReferenceRecords } from "./useReferenceRecords";

// Form.Item adds aria-required, which rc-select puts on its wrapper <div> (not allowed there: axe
// aria-allowed-attr). The asterisk and the messages still say the field is required.
function FormSelect(props: SelectProps & { "aria-required"?: unknown }) {
  const { "aria-required": _required, ...rest } = props;
  return <Select {...rest} />;
}

type Passed = Omit<SelectProps, "options"> & { "data-autofocus"?: boolean };

/** Options with descriptions read better as radio buttons (the role dialog). */
function EnumRadios({ def, value, onChange, disabled }: { def: FieldDef; value?: unknown; onChange?: (v: unknown) => void; disabled?: boolean }) {
  return (
    <Radio.Group value={value} onChange={(e) => onChange?.(e.target.value)} disabled={disabled} aria-label={def.label}>
      <Space direction="vertical" size={12}>
        {(def.options ?? []).map((o) => (
          <Radio key={o.value} value={o.value}>
            <strong>{o.label}</strong>
            <br />
            <Typography.Text type="secondary">{o.description}</Typography.Text>
          </Radio>
        ))}
      </Space>
    </Radio.Group>
  );
}

export function EnumSelect({ def, ...rest }: { def: FieldDef } & Passed) {
  if (def.options?.some((o) => o.description)) return <EnumRadios def={def} value={rest.value} onChange={rest.onChange} disabled={rest.disabled} />;
  return <FormSelect placeholder={def.placeholder} options={(def.options ?? []).map(({ value, label }) => ({ value, label }))} {...rest} />;
}

export function ReferenceSelect({ def, spec, ...rest }: { def: FieldDef; spec: FormField } & Passed) {
  const ref = def.reference!;
  const { records, loading } = useReferenceRecords(ref.resource);
  const options = [
    ...(ref.none ? [ref.none] : []),
    ...records.map((r) => ({
      value: String(r.id),
      label: spec.optionLabel ? spec.optionLabel(r) : String(r[ref.display] ?? r.id),
      disabled: spec.optionDisabled?.(r),
    })),
  ];
  return (
    <FormSelect
      showSearch
      optionFilterProp="label"
      placeholder={def.placeholder}
      loading={loading}
      notFoundContent={loading ? "Loading…" : "Nothing found"}
      options={options}
      {...rest}
    />
  );
}
