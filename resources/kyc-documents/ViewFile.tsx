// View opens only http(s) URLs, in a new tab without an opener; anything else is shown as invalid.
// With the `audit` extension, opening is recorded: POST /api/kyc-documents/{id}/views, sent as the tab
// opens (a browser opens a tab only from the click itself, so the call cannot come first).
import { Button, Tooltip, Typography } from "antd";
import { useDataProvider } from "@refinedev/core";
import { hasExtension } from "../../providers/extensions";
import { EyeOutlined, WarningOutlined } from "@ant-design/icons";
import type { KycDocument } from "../../src/domain";
import { openExternal, safeHttpUrl } from "../../src/lib/url";

export function ViewFile({ record: doc }: { record: KycDocument }) {
  const dataProvider = useDataProvider();
  const open = () => {
    openExternal(doc.fileUrl);
    if (!hasExtension("audit")) return;
    // Best effort: the document is open either way; the server's record is what counts.
    dataProvider()
      .custom?.({ url: "", method: "post", meta: { resource: "kyc-documents", action: "view-file", id: doc.id } })
      .catch(() => undefined);
  };
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
    <Button type="link" size="small" icon={<EyeOutlined aria-hidden />} aria-label={`View ${doc.fileName}`} onClick={open}>
      View
    </Button>
  );
}
