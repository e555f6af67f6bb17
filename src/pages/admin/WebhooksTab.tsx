// Admin Portal → Webhooks (SPEC): URL, secret and six event switches. Delivery is not
// connected in this version, so Save is shown disabled with that reason instead of pretending to save.
import { Alert, Card, Col, Flex, Form, Input, Row, Switch, Typography } from "antd";
import { GuardedButton } from "../../components/GuardedButton";

export const WEBHOOK_EVENTS = [
  { key: "transaction.completed", description: "A transaction finished successfully." },
  { key: "transaction.failed", description: "A transaction failed." },
  { key: "wallet.created", description: "A new wallet was created." },
  { key: "token.created", description: "A payment method was tokenized." },
  { key: "kyc.approved", description: "A merchant's KYC review was approved." },
  { key: "kyc.rejected", description: "A merchant's KYC review was rejected." },
] as const;

export const WEBHOOK_SAVE_REASON = "Not available in this version: webhook delivery is not connected yet";

export default function WebhooksTab() {
  return (
    <Card title="Webhook Configuration">
      <Flex vertical gap={16}>
        <Alert
          type="info"
          showIcon
          message="Webhooks are not connected yet"
          description="This form shows the settings webhook delivery will use. Nothing on it is saved or sent in this version."
        />
        <Form layout="vertical" name="webhooks" requiredMark={false} initialValues={Object.fromEntries(WEBHOOK_EVENTS.map((e) => [e.key, true]))}>
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <Form.Item name="url" label="Endpoint URL" extra="Where event payloads would be sent (POST, JSON).">
                <Input type="url" placeholder="https://example.com/webhooks/paydesk" autoComplete="off" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="secret" label="Signing secret" extra="Used to sign each payload so your endpoint can verify it.">
                <Input.Password placeholder="whsec_..." autoComplete="off" />
              </Form.Item>
            </Col>
          </Row>
          <Typography.Title level={2} style={{ fontSize: 16, marginTop: 0 }}>
            Events
          </Typography.Title>
          <Row gutter={[16, 0]}>
            {WEBHOOK_EVENTS.map((event) => (
              <Col xs={24} md={12} key={event.key}>
                <Flex align="center" justify="space-between" gap={12} style={{ padding: "10px 0" }}>
                  <div>
                    <Typography.Text strong className="pd-mono" id={`webhook-event-${event.key}`}>
                      {event.key}
                    </Typography.Text>
                    <br />
                    <Typography.Text type="secondary">{event.description}</Typography.Text>
                  </div>
                  <Form.Item name={event.key} valuePropName="checked" noStyle>
                    <Switch aria-labelledby={`webhook-event-${event.key}`} />
                  </Form.Item>
                </Flex>
              </Col>
            ))}
          </Row>
          <Flex justify="end" style={{ marginTop: 16 }}>
            <GuardedButton resource="admin" action="edit" type="primary" disabledReason={WEBHOOK_SAVE_REASON}>
              Save
            </GuardedButton>
          </Flex>
        </Form>
      </Flex>
    </Card>
  );
}
