// Extension `two-factor` (docs/api-extensions.md "two-factor"): the Settings dialogs, loaded on first
// open. Turning on: a new secret as a QR code of its otpauth:// URI and as text, a code from the app to
// confirm, then the ten recovery codes, shown once (Copy, Download). Turning off: a current code or a
// recovery code.
import { useEffect, useId, useRef, useState } from "react";
import { Alert, App, Button, Flex, Input, Modal, QRCode, Skeleton, Typography } from "antd";
import { CopyOutlined, DownloadOutlined } from "@ant-design/icons";
import { useCustomMutation, type HttpError } from "@refinedev/core";
import type { SessionUser, User } from "../../domain";
import { writeUser } from "../../../providers/session-store";
import { downloadBlob } from "../../lib/csv";

export type TwoFactorDialog = "enable" | "disable" | null;

export const INVALID_CODE_HINT = "Invalid code. Check your device's clock and try again.";

/** A server refusal's message, without the "{status}: " the HTTP client puts before it. */
function refusal(error: unknown): string {
  const e = error as HttpError | undefined;
  if (e?.statusCode === 400 && /invalid code/i.test(String(e.message))) return INVALID_CODE_HINT;
  return String(e?.message ?? "Something went wrong").replace(/^\d{3}:\s*/, "");
}

function useCall() {
  const { mutateAsync } = useCustomMutation<Record<string, unknown>, HttpError>();
  return (action: string, values: Record<string, unknown> = {}) =>
    mutateAsync({ url: "", method: "post", values, meta: { resource: "users", action }, successNotification: false, errorNotification: false }).then((r) => r.data);
}

/** The secret in groups of four, as authenticator apps show it (spaces are ignored when typed). */
function grouped(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, "$1 ");
}

function download(codes: readonly string[]): void {
  const text = `PayDesk recovery codes\r\nEach code signs you in once, instead of a code from your app.\r\n\r\n${codes.join("\r\n")}\r\n`;
  downloadBlob("paydesk-recovery-codes.txt", new Blob([text], { type: "text/plain;charset=utf-8" }));
}

function CodeInput({ id, value, onChange, label, recovery = false }: { id: string; value: string; onChange: (v: string) => void; label: string; recovery?: boolean }) {
  return (
    <Flex vertical gap={6}>
      <label htmlFor={id}>
        <Typography.Text strong>{label}</Typography.Text>
      </label>
      <Input
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        inputMode={recovery ? "text" : "numeric"}
        autoComplete={recovery ? "off" : "one-time-code"}
        maxLength={recovery ? 20 : 7}
        placeholder={recovery ? "123456 or xxxxx-xxxxx" : "123456"}
        style={{ maxWidth: 240, fontFamily: "monospace", letterSpacing: "0.15em" }}
      />
    </Flex>
  );
}

function EnableDialog({ user, onClose }: { user: SessionUser; onClose: () => void }) {
  const call = useCall();
  const id = useId();
  const [setup, setSetup] = useState<{ secret: string; uri: string } | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const { notification } = App.useApp();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    call("twoFactorSetup").then(
      (data) => setSetup(data as { secret: string; uri: string }),
      (e: unknown) => setError(refusal(e)),
    );
  });

  const clean = code.replace(/\s+/g, "");
  const confirm = async () => {
    if (!/^\d{6}$/.test(clean) || pending) return;
    setPending(true);
    setError(null);
    try {
      const data = await call("twoFactorEnable", { code: clean });
      setCodes((data as { recoveryCodes: string[] }).recoveryCodes);
    } catch (e) {
      setError(refusal(e));
    } finally {
      setPending(false);
    }
  };

  // The stored user says "on" once the codes are put away: the enrolment page (EnrolmentGate) gives
  // way to the console at that moment, not while the codes are still to be saved.
  const done = () => {
    if (codes) {
      writeUser({ ...user, twoFactorEnabled: true } as User);
      notification.success({ message: "Two-factor authentication turned on", role: "status" });
    }
    onClose();
  };

  return (
    <Modal
      open
      title={codes ? "Save your recovery codes" : "Turn on two-factor authentication"}
      onCancel={done}
      maskClosable={false}
      destroyOnHidden
      footer={
        codes ? (
          <Button type="primary" onClick={done}>
            Done
          </Button>
        ) : (
          <Flex gap={8} justify="end">
            <Button onClick={onClose}>Cancel</Button>
            <Button type="primary" loading={pending} disabled={!setup || !/^\d{6}$/.test(clean)} onClick={() => void confirm()}>
              Confirm
            </Button>
          </Flex>
        )
      }
    >
      {codes ? (
        <Flex vertical gap={12}>
          <Typography.Paragraph style={{ margin: 0 }}>
            Each code signs you in once if you lose your device. Keep them somewhere safe: they are not shown again.
          </Typography.Paragraph>
          <ul aria-label="Recovery codes" style={{ listStyle: "none", margin: 0, padding: 0, display: "grid", gridTemplateColumns: "repeat(2, minmax(0, 1fr))", gap: "6px 16px" }}>
            {codes.map((c) => (
              <li key={c}>
                <Typography.Text code style={{ fontSize: 14 }}>
                  {c}
                </Typography.Text>
              </li>
            ))}
          </ul>
          <Flex gap={8} wrap>
            <Button
              icon={<CopyOutlined />}
              onClick={() =>
                void navigator.clipboard?.writeText(codes.join("\n")).then(
                  () => notification.success({ message: "Recovery codes copied", role: "status" }),
                  () => notification.error({ message: "Could not copy. Download the codes instead." }),
                )
              }
            >
              Copy
            </Button>
            <Button icon={<DownloadOutlined />} onClick={() => download(codes)}>
              Download
            </Button>
          </Flex>
        </Flex>
      ) : (
        <Flex vertical gap={16}>
          {error && <Alert type="error" showIcon message={error} />}
          <Typography.Paragraph style={{ margin: 0 }}>
            Scan the QR code with an authenticator app, or enter the key by hand. Then enter the 6-digit code the app shows.
          </Typography.Paragraph>
          {setup ? (
            <Flex gap={16} wrap align="center">
              {/* Dark on white in either theme: what a phone's camera reads best. */}
              <QRCode type="svg" value={setup.uri} size={176} color="#000000" bgColor="#ffffff" aria-label="QR code of the two-factor key" />
              <Flex vertical gap={4} style={{ minWidth: 0 }}>
                <Typography.Text type="secondary" id={`${id}-key`}>
                  Key
                </Typography.Text>
                <Typography.Text code copyable={{ text: setup.secret, tooltips: ["Copy key", "Copied"] }} aria-describedby={`${id}-key`} data-secret style={{ overflowWrap: "anywhere" }}>
                  {grouped(setup.secret)}
                </Typography.Text>
              </Flex>
            </Flex>
          ) : (
            !error && <Skeleton.Node active style={{ width: 176, height: 176 }} />
          )}
          <form
            onSubmit={(e) => {
              e.preventDefault();
              void confirm();
            }}
          >
            <CodeInput id={`${id}-code`} label="6-digit code" value={code} onChange={setCode} />
          </form>
        </Flex>
      )}
    </Modal>
  );
}

function DisableDialog({ onClose }: { onClose: () => void }) {
  const call = useCall();
  const id = useId();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const { notification } = App.useApp();
  const clean = code.trim();
  const ready = /^\d{6}$/.test(clean.replace(/\s+/g, "")) || clean.replace(/[\s-]+/g, "").length === 10;

  const turnOff = async () => {
    if (!ready || pending) return;
    setPending(true);
    setError(null);
    try {
      const digits = clean.replace(/\s+/g, "");
      const data = await call("twoFactorDisable", /^\d{6}$/.test(digits) ? { code: digits } : { recoveryCode: clean });
      writeUser((data as { user: User }).user);
      notification.success({ message: "Two-factor authentication turned off", role: "status" });
      onClose();
    } catch (e) {
      setError(refusal(e));
    } finally {
      setPending(false);
    }
  };

  return (
    <Modal
      open
      title="Turn off two-factor authentication"
      onCancel={onClose}
      destroyOnHidden
      footer={
        <Flex gap={8} justify="end">
          <Button onClick={onClose}>Cancel</Button>
          <Button danger type="primary" loading={pending} disabled={!ready} onClick={() => void turnOff()}>
            Turn off
          </Button>
        </Flex>
      }
    >
      <Flex vertical gap={16}>
        {error && <Alert type="error" showIcon message={error} />}
        <Typography.Paragraph style={{ margin: 0 }}>Enter a current code from your authenticator app, or one of your recovery codes.</Typography.Paragraph>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void turnOff();
          }}
        >
          <CodeInput id={`${id}-code`} label="Code" value={code} onChange={setCode} recovery />
        </form>
      </Flex>
    </Modal>
  );
}

export default function TwoFactorDialogs({ open, user, onClose }: { open: TwoFactorDialog; user: SessionUser; onClose: () => void }) {
  if (open === "enable") return <EnableDialog user={user} onClose={onClose} />;
  if (open === "disable") return <DisableDialog onClose={onClose} />;
  return null;
}
