// SPEC "Dashboard": two static alert banners; dismiss hides one for the browser session.
import { Alert, Flex } from "antd";
import { CloseOutlined } from "@ant-design/icons";
import { useDismissed } from "./useDismissed";

const ALERTS = [
  { id: "kyc-review", type: "warning", message: "KYC Review Required", description: "3 merchants pending KYC verification" },
  { id: "chargeback", type: "error", message: "Chargeback Alert", description: "A new chargeback was received for a transaction" },
] as const;

export function AlertBanners() {
  const [isDismissed, dismiss] = useDismissed();
  const shown = ALERTS.filter((a) => !isDismissed(a.id));
  if (!shown.length) return null;
  return (
    <Flex vertical gap={8}>
      {shown.map((a) => (
        <Alert
          key={a.id}
          type={a.type}
          showIcon
          message={a.message}
          description={a.description}
          closable={{ closeIcon: <CloseOutlined aria-hidden />, "aria-label": `Dismiss ${a.message}` }}
          onClose={() => dismiss(a.id)}
        />
      ))}
    </Flex>
  );
}
