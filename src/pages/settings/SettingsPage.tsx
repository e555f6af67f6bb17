// Settings (SPEC "Settings", §3, §4, §7, §8): theme; notification and security switches applied
// at once and reverted on failure; session timeout and preferences (selects, not reverted);
// Change Password (extension `password`: a dialog; otherwise not available) and Manage API Keys (admin only).
import { Suspense, useState, type ReactNode } from "react";
import type { TwoFactorDialog } from "./TwoFactorDialogs";
import { Card, Col, Flex, Form, Row, Select, Switch, Typography } from "antd";
import { KeyOutlined, LockOutlined } from "@ant-design/icons";
import { useCustomMutation, type HttpError } from "@refinedev/core";
import { useNavigate } from "react-router";
import type { SessionUser, User } from "../../domain";
import { writeUser } from "../../../providers/session-store";
import { useCurrentUser } from "../../../providers/useCurrentUser";
import { useOrganisation } from "../../../providers/organisation";
import { beyondOrganisationLimit } from "../../lib/organisation";
import { GuardedButton } from "../../components/GuardedButton";
import { hasExtension } from "../../../providers/extensions";
import { lazyView } from "../../../resources/types";
import { useTheme } from "../../theme/ThemeContext";
import { useSetTheme } from "../../theme/useThemeToggle";
import {
  CURRENCIES,
  DATE_FORMATS,
  LANGUAGES,
  SECTIONS,
  TIMEZONES,
  USER_SESSION_TIMEOUTS,
  sectionOf,
  sectionPayload,
  settingsFrom,
  withCurrent,
  type SettingsValues,
} from "./settings-model";

export const CHANGE_PASSWORD_REASON = "Not available in this version";

// Extension `two-factor`: the dialogs load on first use (preloaded when the switch is pointed at or focused).
const TwoFactorDialogs = lazyView(() => import("./TwoFactorDialogs"));

/**
 * Extension `organisation`: the organisation's maximum idle time, and what applies when the person's
 * own choice is longer (their choice is kept: it applies again if the organisation allows it).
 */
export function organisationLimitNote(maximum: number, own: number): string {
  const note = `Your organisation allows at most ${maximum} minutes.`;
  return own > maximum ? `${note} Your sessions end after ${maximum} minutes of inactivity.` : note;
}

/** A choice longer than the organisation allows, marked as such (its plain text stays its title). */
function limitedLabel(label: string, maximum: number): ReactNode {
  return (
    <span>
      {label} <Typography.Text type="secondary">(limited to {maximum})</Typography.Text>
    </span>
  );
}

// Extension `password`: the dialog loads on first open (pointer-over or focus starts it sooner).
const ChangePasswordDialog = lazyView(() => import("./ChangePasswordDialog"));
const loadChangePassword = ChangePasswordDialog.preload;

type BooleanKey = { [K in keyof SettingsValues]: SettingsValues[K] extends boolean ? K : never }[keyof SettingsValues];

function SettingRow({ id, label, help, control }: { id: string; label: string; help?: string; control: ReactNode }) {
  return (
    <Flex align="center" justify="space-between" gap={16} style={{ padding: "10px 0" }}>
      <div style={{ minWidth: 0 }}>
        <Typography.Text strong id={`${id}-label`}>
          {label}
        </Typography.Text>
        {help && (
          <>
            <br />
            <Typography.Text type="secondary" id={`${id}-help`}>
              {help}
            </Typography.Text>
          </>
        )}
      </div>
      <div style={{ flex: "none" }}>{control}</div>
    </Flex>
  );
}

const NOTIFICATION_ROWS: ReadonlyArray<{ key: BooleanKey; label: string; help: string }> = [
  { key: "emailNotifications", label: "Email Notifications", help: "Receive updates by e-mail." },
  { key: "pushNotifications", label: "Push Notifications", help: "Receive push notifications in the browser." },
  { key: "smsNotifications", label: "SMS Notifications", help: "Receive text messages for important events." },
  { key: "transactionAlerts", label: "Transaction Alerts", help: "Be alerted about transactions." },
  { key: "securityAlerts", label: "Security Alerts", help: "Be alerted about security events on your account." },
];

const SECURITY_ROWS: ReadonlyArray<{ key: BooleanKey; label: string; help: string }> = [
  { key: "twoFactorEnabled", label: "Two-Factor Authentication", help: "Require a second factor when you sign in." },
  { key: "loginAlerts", label: "Login Alerts", help: "Be told when someone signs in to your account." },
];

function useSettings(user: SessionUser) {
  const [values, setValues] = useState<SettingsValues>(() => settingsFrom(user));
  const [pending, setPending] = useState<ReadonlySet<keyof SettingsValues>>(new Set());
  const { mutateAsync } = useCustomMutation<{ user: User }, HttpError>();

  const change = async <K extends keyof SettingsValues>(key: K, value: SettingsValues[K]) => {
    const previous = values[key];
    const next = { ...values, [key]: value };
    const section = sectionOf(key);
    const { success, failure } = SECTIONS[section];
    setValues((v) => ({ ...v, [key]: value }));
    setPending((p) => new Set(p).add(key));
    try {
      const { data } = await mutateAsync({
        url: "",
        method: "put",
        values: sectionPayload(section, next),
        meta: { resource: "users", action: "settings", id: user.id },
        successNotification: () => ({ message: success, type: "success" }),
        errorNotification: () => ({ message: failure, type: "error" }),
      });
      if (data?.user) writeUser(data.user);
    } catch {
      // Switches are reverted on failure; selects keep the choice (SPEC §4).
      if (typeof value === "boolean") setValues((v) => (v[key] === value ? { ...v, [key]: previous } : v));
    } finally {
      setPending((p) => {
        const n = new Set(p);
        n.delete(key);
        return n;
      });
    }
  };
  return { values, pending, change };
}

export default function SettingsPage() {
  const user = useCurrentUser();
  if (!user) return null;
  return (
    <SettingsScreen user={user} />
  );
}

function SettingsScreen({ user }: { user: SessionUser }) {
  const { values, pending, change } = useSettings(user);
  const { resolved } = useTheme();
  const setTheme = useSetTheme();
  const navigate = useNavigate();
  const { settings: organisation } = useOrganisation();
  const withPassword = hasExtension("password");
  // null: never opened (not mounted); then kept mounted, open or closed.
  const [passwordDialog, setPasswordDialog] = useState<boolean | null>(null);

  // Extension `two-factor`: the switch shows the server's state and opens enrolment or turning off.
  const twoFactor = hasExtension("two-factor");
  const [dialog, setDialog] = useState<TwoFactorDialog>(null);
  const [dialogUsed, setDialogUsed] = useState(false);
  const twoFactorSwitch = (
    <span onFocus={() => void TwoFactorDialogs.preload()} onPointerEnter={() => void TwoFactorDialogs.preload()}>
      <Switch
        checked={user.twoFactorEnabled === true}
        aria-labelledby="setting-twoFactorEnabled-label"
        aria-describedby="setting-twoFactorEnabled-help"
        onChange={(checked) => {
          setDialogUsed(true);
          setDialog(checked ? "enable" : "disable");
        }}
      />
    </span>
  );

  const switchFor = (key: BooleanKey) => (
    <Switch
      checked={values[key]}
      loading={pending.has(key)}
      aria-labelledby={`setting-${key}-label`}
      aria-describedby={`setting-${key}-help`}
      onChange={(checked) => {
        if (!pending.has(key)) void change(key, checked);
      }}
    />
  );

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={12}>
        <Flex vertical gap={16}>
          <Card title="Appearance">
            <SettingRow
              id="setting-theme"
              label="Dark Mode"
              help="Use the dark theme. Saved to your account."
              control={
                <Switch
                  checked={resolved === "dark"}
                  aria-labelledby="setting-theme-label"
                  aria-describedby="setting-theme-help"
                  onChange={(checked) => setTheme(checked ? "dark" : "light")}
                />
              }
            />
          </Card>
          <Card title="Notifications">
            {NOTIFICATION_ROWS.map((r) => (
              <SettingRow key={r.key} id={`setting-${r.key}`} label={r.label} help={r.help} control={switchFor(r.key)} />
            ))}
          </Card>
        </Flex>
      </Col>
      <Col xs={24} xl={12}>
        <Flex vertical gap={16}>
          <Card title="Security">
            {SECURITY_ROWS.map((r) => (
              <SettingRow key={r.key} id={`setting-${r.key}`} label={r.label} help={r.help} control={twoFactor && r.key === "twoFactorEnabled" ? twoFactorSwitch : switchFor(r.key)} />
            ))}
            {dialogUsed && (
              <Suspense fallback={null}>
                <TwoFactorDialogs open={dialog} user={user} onClose={() => setDialog(null)} />
              </Suspense>
            )}
            <Form layout="vertical" style={{ marginTop: 12 }}>
              <Form.Item
                label="Session Timeout"
                htmlFor="setting-sessionTimeout"
                style={{ marginBottom: 16 }}
                extra={organisation ? <span id="setting-sessionTimeout-limit">{organisationLimitNote(organisation.sessionTimeout, values.sessionTimeout)}</span> : undefined}
              >
                <Select
                  id="setting-sessionTimeout"
                  value={values.sessionTimeout}
                  loading={pending.has("sessionTimeout")}
                  onChange={(v: number) => void change("sessionTimeout", v)}
                  aria-describedby={organisation ? "setting-sessionTimeout-limit" : undefined}
                  options={withCurrent(
                    USER_SESSION_TIMEOUTS.map((m) => ({ value: m as number, label: `${m} minutes` })),
                    values.sessionTimeout,
                    `${values.sessionTimeout} minutes`,
                  ).map((o) => (beyondOrganisationLimit(o.value, organisation) ? { ...o, title: o.label, label: limitedLabel(o.label, organisation!.sessionTimeout) } : o))}
                />
              </Form.Item>
            </Form>
            <Flex gap={8} wrap>
              {withPassword ? (
                <GuardedButton
                  resource="settings"
                  action="edit"
                  icon={<LockOutlined />}
                  onPointerEnter={() => void loadChangePassword()}
                  onFocus={() => void loadChangePassword()}
                  onClick={() => setPasswordDialog(true)}
                >
                  Change Password
                </GuardedButton>
              ) : (
                <GuardedButton resource="settings" action="edit" icon={<LockOutlined />} disabledReason={CHANGE_PASSWORD_REASON}>
                  Change Password
                </GuardedButton>
              )}
              <GuardedButton resource="api-keys" action="list" icon={<KeyOutlined />} onClick={() => navigate("/admin?tab=api-keys")}>
                Manage API Keys
              </GuardedButton>
            </Flex>
          </Card>
          <Card title="Preferences">
            <Form layout="vertical">
              <Row gutter={16}>
                {(
                  [
                    ["language", "Language", LANGUAGES],
                    ["timezone", "Timezone", TIMEZONES],
                    ["currency", "Currency", CURRENCIES],
                    ["dateFormat", "Date Format", DATE_FORMATS],
                  ] as const
                ).map(([key, label, options]) => (
                  <Col xs={24} md={12} key={key}>
                    <Form.Item label={label} htmlFor={`setting-${key}`}>
                      <Select
                        id={`setting-${key}`}
                        value={values[key]}
                        loading={pending.has(key)}
                        onChange={(v: string) => void change(key, v)}
                        options={withCurrent(options, values[key])}
                      />
                    </Form.Item>
                  </Col>
                ))}
              </Row>
            </Form>
          </Card>
        </Flex>
      </Col>
      {passwordDialog !== null && (
        <Suspense fallback={null}>
          <ChangePasswordDialog open={passwordDialog} onClose={() => setPasswordDialog(false)} />
        </Suspense>
      )}
    </Row>
  );
}
