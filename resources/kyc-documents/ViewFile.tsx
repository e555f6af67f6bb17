// View opens only http(s) URLs, in a new tab without an opener; anything else is shown as invalid.
import { Button, Tooltip, Typography } from "antd";
import { EyeOutlined, WarningOutlined } from "@ant-design/icons";
import type { KycDocument } from "../../src/domain";
import { openExternal, safeHttpUrl } from "../../src/lib/url";

export function ViewFile({ record: doc }: { record: KycDocument }) {
  if (!safeHttpUrl(doc.fileUrl)) {
    return (
      <Tooltip title="This file URL is not an http(s) link, so it is not opened.">
        <Typography.Text type="danger" tabIndex={0} style={{ whiteSpace: "nowrap" }}>
          <WarningOutlined aria-hidden /> Invalid link
        </Typography.Text>
      </Tooltip>
    );
  }
  return (
    <Button type="link" size="small" icon={<EyeOutlined aria-hidden />} aria-label={`View ${doc.fileName}`} onClick={() => openExternal(doc.fileUrl)}>
      View
    </Button>
  );
}
