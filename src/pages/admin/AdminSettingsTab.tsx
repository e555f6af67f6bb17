// Admin Portal → Settings (SPEC): platform settings that are not persisted in this version.
// Local state only; the page says so.
import { Alert, Card, Col, Flex, Form, Row, Select, Switch, Typography } from "antd";

export const ADMIN_SESSION_TIMEOUTS = [5, 15, 30, 60] as const;
export const RETENTION_DAYS = [90, 180, 365, 1095] as const;
export const ADMIN_CURRENCIES = ["USD", "EUR", "GBP"] as const;

export const ADMIN_SETTINGS_DEFAULTS = {
  twoFactorRequired: false,
  sessionTimeout: 15,
  rateLimiting: true,
  defaultCurrency: "USD",
  retentionDays: 365,
  maintenanceMode: false,
};

function SwitchRow({ name, label, help }: { name: string; label: string; help: string }) {
  const id = `admin-setting-${name}`;
  return (
    <Flex align="center" justify="space-between" gap={12} style={{ padding: "10px 0" }}>
      <div>
        <Typography.Text strong id={id}>
          {label}
        </Typography.Text>
        <br />
        <Typography.Text type="secondary">{help}</Typography.Text>
      </div>
      <Form.Item name={name} valuePropName="checked" noStyle>
        <Switch aria-labelledby={id} />
      </Form.Item>
    </Flex>
  );
}

export default function AdminSettingsTab() {
  return (
    <Card title="Platform Settings">
      <Flex vertical gap={16}>
        <Alert
          type="warning"
          showIcon
          message="These settings are not saved"
          description="Platform settings are not persisted in this version: changes apply to this page only and are lost when you leave it."
        />
        <Form layout="vertical" name="admin-settings" initialValues={ADMIN_SETTINGS_DEFAULTS}>
          <Row gutter={[32, 0]}>
            <Col xs={24} lg={12}>
              <Typography.Title level={2} style={{ fontSize: 16 }}>
                Security
              </Typography.Title>
              <SwitchRow name="twoFactorRequired" label="Two-factor authentication" help="Require a second factor for every staff sign-in." />
              <SwitchRow name="rateLimiting" label="Rate limiting" help="Limit API requests per key." />
              <Form.Item name="sessionTimeout" label="Session timeout" style={{ marginTop: 12 }}>
                <Select options={ADMIN_SESSION_TIMEOUTS.map((m) => ({ value: m, label: `${m} minutes` }))} />
              </Form.Item>
            </Col>
            <Col xs={24} lg={12}>
              <Typography.Title level={2} style={{ fontSize: 16 }}>
                Operations
              </Typography.Title>
              <Form.Item name="defaultCurrency" label="Default currency">
                <Select options={ADMIN_CURRENCIES.map((c) => ({ value: c, label: c }))} />
              </Form.Item>
              <Form.Item name="retentionDays" label="Transaction retention">
                <Select options={RETENTION_DAYS.map((d) => ({ value: d, label: `${d} days` }))} />
              </Form.Item>
              <SwitchRow name="maintenanceMode" label="Maintenance mode" help="Take the platform offline for planned work." />
            </Col>
          </Row>
        </Form>
      </Flex>
    </Card>
  );
}
