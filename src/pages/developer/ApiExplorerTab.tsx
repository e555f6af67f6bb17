// Developer Portal → API Explorer (SPEC): an endpoint picker, a JSON body and a static sample
// response. Sending is not available in this version (the button says why).
import { useMemo, useState } from "react";
import { Card, Col, Flex, Form, Input, Row, Select, Tag, Typography } from "antd";
import { SendOutlined } from "@ant-design/icons";
import { GuardedButton } from "../../components/GuardedButton";
import { CodeBlock } from "./CodeBlock";
import { DEFAULT_ENDPOINT, ENDPOINTS, json, type Endpoint } from "./content";
import { docsBaseUrl } from "./baseUrl";

export const SEND_REQUEST_REASON = "Not available in this version: the explorer is documentation only";

const METHOD_COLOR: Record<Endpoint["method"], string> = { GET: "blue", POST: "green", PUT: "gold", DELETE: "red" };

/** null when the text is empty or valid JSON; otherwise the parser's message. */
export function jsonError(text: string): string | null {
  if (!text.trim()) return null;
  try {
    JSON.parse(text);
    return null;
  } catch (e) {
    return e instanceof Error ? e.message : "Invalid JSON";
  }
}

export default function ApiExplorerTab() {
  const [endpointId, setEndpointId] = useState(DEFAULT_ENDPOINT);
  const endpoint = ENDPOINTS.find((e) => e.id === endpointId) ?? ENDPOINTS[0];
  const [bodies, setBodies] = useState<Record<string, string>>({});
  const hasBody = endpoint.body !== undefined;
  const body = bodies[endpoint.id] ?? (hasBody ? json(endpoint.body) : "");
  const error = hasBody ? jsonError(body) : null;
  const base = docsBaseUrl();

  const curl = useMemo(() => {
    const lines = [`curl -X ${endpoint.method} "${base}${endpoint.path}"`, `  -b cookies.txt -c cookies.txt`];
    if (hasBody) lines.push(`  -H "Content-Type: application/json"`, `  -d '${(error ? body : JSON.stringify(JSON.parse(body || "{}"))).replace(/'/g, "'\\''")}'`);
    return lines.join(" \\\n");
  }, [endpoint, base, hasBody, body, error]);

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={12}>
        <Card title="Request">
          <Form layout="vertical">
            <Form.Item label="Endpoint" htmlFor="explorer-endpoint" extra={endpoint.summary}>
              <Select
                id="explorer-endpoint"
                showSearch
                optionFilterProp="title"
                value={endpoint.id}
                onChange={setEndpointId}
                options={ENDPOINTS.map((e) => ({
                  value: e.id,
                  title: `${e.method} ${e.path}`,
                  label: (
                    <Flex gap={8} align="center" style={{ minWidth: 0 }}>
                      <Tag color={METHOD_COLOR[e.method]} style={{ width: 64, textAlign: "center", marginInlineEnd: 0 }}>
                        {e.method}
                      </Tag>
                      <span className="pd-mono" style={{ overflow: "hidden", textOverflow: "ellipsis" }}>
                        {e.path}
                      </span>
                    </Flex>
                  ),
                }))}
              />
            </Form.Item>
            <Form.Item
              label="Request body (JSON)"
              htmlFor="explorer-body"
              validateStatus={error ? "error" : undefined}
              help={error ? `Invalid JSON: ${error}` : hasBody ? undefined : "This request has no body."}
            >
              <Input.TextArea
                id="explorer-body"
                className="pd-mono"
                value={body}
                disabled={!hasBody}
                autoSize={{ minRows: 4, maxRows: 16 }}
                spellCheck={false}
                onChange={(e) => setBodies((b) => ({ ...b, [endpoint.id]: e.target.value }))}
              />
            </Form.Item>
            <Flex justify="space-between" align="center" gap={8} wrap style={{ marginTop: 8 }}>
              <Typography.Text type="secondary">
                Requires: <Tag style={{ marginInlineEnd: 0 }}>{endpoint.role === "any" ? "any signed-in user" : endpoint.role}</Tag>
              </Typography.Text>
              <GuardedButton resource="developer" action="edit" type="primary" icon={<SendOutlined />} disabledReason={SEND_REQUEST_REASON}>
                Send Request
              </GuardedButton>
            </Flex>
          </Form>
          <div style={{ marginTop: 16 }}>
            <CodeBlock label="cURL" code={curl} />
          </div>
        </Card>
      </Col>
      <Col xs={24} xl={12}>
        <Card title="Sample response">
          <CodeBlock label={`Sample response: ${endpoint.method} ${endpoint.path}`} code={json(endpoint.response)} maxHeight={560} />
        </Card>
      </Col>
    </Row>
  );
}
