// The antd components of a list screen, rendered into an element that is never attached to the
// document (src/shell/StyleWarmup.tsx says why): their styles go into antd's cache and the page's
// head like any instance's, while no screen, assistive technology or test sees an extra element.
import { createPortal } from "react-dom";
import { Select, Table, Tag } from "antd";

const COLUMNS = [{ key: "a", dataIndex: "a", title: "A" }];
const ROWS = [{ key: "1", a: "" }];
// Enough rows for the pager and its page-size Select.
const PAGER = { total: 11, pageSize: 10, showSizeChanger: true };

let detached: HTMLElement | undefined;

export default function ListStyles() {
  detached ??= document.createElement("div");
  return createPortal(
    <>
      <Select aria-label="Style warm-up" options={[]} />
      <Table size="middle" columns={COLUMNS} dataSource={ROWS} pagination={PAGER} />
      <Tag color="blue" />
    </>,
    detached,
  );
}
