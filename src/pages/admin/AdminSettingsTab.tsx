// Admin Portal → Settings (SPEC): platform settings. SPEC keeps them on this page only ("not
// persisted"); with extension `organisation` they are the organisation's settings, read from and
// saved to the server (docs/api-extensions.md "organisation"), and each one governs what it names.
import { useState } from "react";
import { Alert, Button, Card, Col, Flex, Form, Row, Select, Switch, Typography } from "antd";
import { useNotification } from "@refinedev/core";
import { hasExtension } from "../../../providers/extensions";
import { useOrganisation } from "../../../providers/organisation";
import { useCurrentUser } from "../../../providers/useCurrentUser";
import { GuardedButton } from "../../components/GuardedButton";
import { demoBackendOn } from "../../lib/extension-names";
import { ORGANISATION_CURRENCIES, ORGANISATION_SESSION_TIMEOUTS, RETENTION_DAYS as ORGANISATION_RETENTION_DAYS, type OrganisationSettings } from "../../lib/organisation";

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

export const SETTINGS_UPDATED = "Settings updated";
export const SETTINGS_LOAD_FAILED = "Settings could not be loaded";
export const SETTINGS_SAVE_FAILED = "Settings were not saved";
export const ADMIN_ONLY_REASON = "Requires the admin role";
/** Where the retention job runs (the demo backend never deletes its data on its own). */
export const RETENTION_HELP = demoBackendOn(import.meta.env)
  ? "On the PayDesk server a daily job deletes older transactions. This demo keeps every transaction."
  : "A daily job deletes transactions older than this.";

function SwitchRow({ name, label, help, disabled }: { name: string; label: string; help: string; disabled?: boolean }) {
  const id = `admin-setting-${name}`;
  return (
    <Flex align="center" justify="space-between" gap={12} style={{ padding: "10px 0" }}>
      <div>
        <Typography.Text strong id={id}>
          {label}
        </Typography.Text>
        <br />
        <Typography.Text type="secondary" id={`${id}-help`}>
          {help}
        </Typography.Text>
      </div>
      <Form.Item name={name} valuePropName="checked" noStyle>
        <Switch aria-labelledby={id} aria-describedby={`${id}-help`} disabled={disabled} />
      </Form.Item>
    </Flex>
  );
}

export default function AdminSettingsTab() {
  return hasExtension("organisation") ? <OrganisationSettingsCard /> : <LocalSettingsCard />;
}

/** SPEC's tab: local state only; the page says so. */
function LocalSettingsCard() {
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

/** Extension `organisation`: the organisation's settings, saved on the server by admins. */
function OrganisationSettingsCard() {
  const organisation = useOrganisation();
  if (!organisation.settings) {
    return (
      <Card title="Platform Settings" loading={organisation.loading}>
        {organisation.error !== null && (
          <Alert
            type="error"
            showIcon
            role="alert"
            message={SETTINGS_LOAD_FAILED}
            description={organisation.error}
            action={<Button onClick={organisation.refetch}>Retry</Button>}
          />
        )}
      </Card>
    );
  }
  return <OrganisationSettingsForm settings={organisation.settings} save={organisation.save} />;
}

function OrganisationSettingsForm({ settings, save }: { settings: OrganisationSettings; save: (changes: Partial<OrganisationSettings>) => Promise<OrganisationSettings> }) {
  const [form] = Form.useForm<OrganisationSettings>();
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const { open: notify } = useNotification();
  const admin = useCurrentUser()?.role === "admin";
  const readOnly = !admin;

  const submit = async (values: OrganisationSettings) => {
    if (saving) return;
    setSaving(true);
    setProblem(null);
    try {
      const saved = await save(values);
      form.setFieldsValue(saved);
      notify?.({ type: "success", message: SETTINGS_UPDATED, key: "organisation-settings" });
    } catch (error) {
      // The form keeps what was chosen: nothing is lost, Save can be pressed again.
      setProblem((error as Error).message);
      notify?.({ type: "error", message: SETTINGS_SAVE_FAILED, description: (error as Error).message, key: "organisation-settings" });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card title="Platform Settings">
      <Form form={form} layout="vertical" name="organisation-settings" initialValues={settings} onFinish={(v) => void submit(v)} disabled={readOnly}>
        <Flex vertical gap={16}>
          {problem !== null && <Alert type="error" showIcon role="alert" message={SETTINGS_SAVE_FAILED} description={problem} />}
          <Row gutter={[32, 0]}>
            <Col xs={24} lg={12}>
              <Typography.Title level={2} style={{ fontSize: 16 }}>
                Security
              </Typography.Title>
              <SwitchRow name="requireTwoFactor" label="Two-factor authentication" help="Staff without two-factor set it up at their next sign-in." />
              <SwitchRow name="rateLimiting" label="Rate limiting" help="Lock sign-in for 15 minutes after 5 failed attempts." />
              <Form.Item name="sessionTimeout" label="Session timeout" extra="The longest anyone stays signed in while idle. Personal settings can only be shorter." style={{ marginTop: 12 }}>
                <Select options={ORGANISATION_SESSION_TIMEOUTS.map((m) => ({ value: m, label: `${m} minutes` }))} />
              </Form.Item>
            </Col>
            <Col xs={24} lg={12}>
              <Typography.Title level={2} style={{ fontSize: 16 }}>
                Operations
              </Typography.Title>
              <Form.Item name="defaultCurrency" label="Default currency" extra="The currency of new wallets.">
                <Select options={ORGANISATION_CURRENCIES.map((c) => ({ value: c, label: c }))} />
              </Form.Item>
              <Form.Item name="transactionRetentionDays" label="Transaction retention" extra={RETENTION_HELP}>
                <Select options={ORGANISATION_RETENTION_DAYS.map((d) => ({ value: d, label: `${d} days` }))} />
              </Form.Item>
              <SwitchRow name="maintenanceMode" label="Maintenance mode" help="Only admins can use PayDesk; everyone else sees a maintenance page." />
            </Col>
          </Row>
          <Flex justify="end">
            <GuardedButton resource="admin" action="edit" type="primary" htmlType="submit" loading={saving} disabledReason={readOnly ? ADMIN_ONLY_REASON : null}>
              Save
            </GuardedButton>
          </Flex>
        </Flex>
      </Form>
    </Card>
  );
}
