// antd Select inside a required Form.Item: Form.Item adds aria-required, which rc-select puts on
// its wrapper <div> (not allowed there: axe aria-allowed-attr). The asterisk and the messages
// still say the field is required.
import { Select, type SelectProps } from "antd";

export function FormSelect(props: SelectProps & { "aria-required"?: unknown }) {
  const { "aria-required": _required, ...rest } = props;
  return <Select {...rest} />;
}
