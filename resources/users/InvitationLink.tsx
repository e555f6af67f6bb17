// A new invitation link, shown this once: the link to select or copy, who it is for and how long it works.
import { Alert, Flex, Input, Typography } from "antd";
import { CopyButton } from "../../src/components/CopyButton";

export function InvitationLink({ link, name }: { link: string; name: string }) {
  return (
    <Flex vertical gap={12}>
      <Alert
        type="warning"
        showIcon
        message="Copy this link now: it is shown only once."
        description={`Send it to ${name}. It works once, for 72 hours.`}
      />
      <div>
        <Typography.Text strong id="invitation-link-label">
          Invitation link
        </Typography.Text>
        <Flex gap={4} align="center" style={{ marginTop: 6 }}>
          <Input readOnly value={link} aria-labelledby="invitation-link-label" onFocus={(e) => e.currentTarget.select()} style={{ fontFamily: "ui-monospace, SFMono-Regular, Menlo, monospace" }} />
          <CopyButton text={link} label="Copy link" />
        </Flex>
      </div>
    </Flex>
  );
}
