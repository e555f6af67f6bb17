// Developer Portal → Webhooks: a simulator. Nothing is sent; "Send Test" only confirms with the
// toast "Test payload sent to {url}" (SPEC). The target must be an http(s) URL.
import { useState } from "react";
import { App, Button, Card, Col, Flex, Form, Input, List, Row, Select, Typography } from "antd";
import { SendOutlined } from "@ant-design/icons";
import { safeHttpUrl } from "../../lib/url";
import { CodeBlock } from "./CodeBlock";
import { SAMPLE_EVENTS, json } from "./content";

export const TARGET_URL_REQUIRED = "Enter the URL to send the test payload to";
export const TARGET_URL_INVALID = "Enter a valid http:// or https:// URL";

interface Values {
  url: string;
  event: string;
}

export default function WebhookSimulatorTab() {
  const { notification } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [eventType, setEventType] = useState(SAMPLE_EVENTS[0].type);
  const event = SAMPLE_EVENTS.find((e) => e.type === eventType) ?? SAMPLE_EVENTS[0];

  const send = ({ url }: Values) => {
    notification.success({ message: `Test payload sent to ${url.trim()}`, role: "status" });
  };

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={12}>
        <Card title="Webhook Simulator">
          <Typography.Paragraph type="secondary">
            Preview the payload of an event and simulate sending it to your endpoint. No request leaves the browser.
          </Typography.Paragraph>
          <Form<Values> form={form} layout="vertical" name="webhook-simulator" onFinish={send} initialValues={{ event: eventType }} noValidate requiredMark={false}>
            <Form.Item
              name="url"
              label="Target URL"
              rules={[
                { required: true, whitespace: true, message: TARGET_URL_REQUIRED },
                {
                  validator: (_, v: string | undefined) =>
                    !v?.trim() || safeHttpUrl(v) ? Promise.resolve() : Promise.reject(new Error(TARGET_URL_INVALID)),
                },
              ]}
            >
              <Input type="url" placeholder="https://example.com/webhooks/paydesk" autoComplete="off" />
            </Form.Item>
            <Form.Item name="event" label="Event">
              <Select onChange={setEventType} options={SAMPLE_EVENTS.map((e) => ({ value: e.type, label: e.type }))} />
            </Form.Item>
            <Flex justify="end">
              <Button type="primary" htmlType="submit" icon={<SendOutlined />}>
                Send Test
              </Button>
            </Flex>
          </Form>
          <div style={{ marginTop: 16 }}>
            <CodeBlock label={`Payload: ${event.type}`} code={json(event.payload)} />
          </div>
        </Card>
      </Col>
      <Col xs={24} xl={12}>
        <Card title="Sample Events">
          <List
            dataSource={SAMPLE_EVENTS}
            renderItem={(e) => (
              <List.Item key={e.type}>
                <List.Item.Meta
                  title={<Typography.Text className="pd-mono">{e.type}</Typography.Text>}
                  description={e.description}
                />
                <Button
                  size="small"
                  aria-label={`Preview ${e.type}`}
                  onClick={() => {
                    setEventType(e.type);
                    form.setFieldValue("event", e.type);
                  }}
                >
                  Preview
                </Button>
              </List.Item>
            )}
          />
        </Card>
      </Col>
    </Row>
  );
}
