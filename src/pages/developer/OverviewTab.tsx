// Developer Portal → Overview: what the API is, how to call it, who may call what.
import { Card, Col, Flex, Row, Table, Tag, Typography } from "antd";
import { CodeBlock } from "./CodeBlock";
import { docsBaseUrl } from "./baseUrl";
import { SIGN_IN_HTTP } from "./content";

const ROLES = [
  { key: "viewer", role: "Viewer", reads: "Dashboard, wallets, transactions", writes: "None (read-only)" },
  { key: "operator", role: "Operator", reads: "Everything a viewer reads, plus tokens, merchants and KYC documents", writes: "Wallets, tokens, merchants, KYC documents" },
  { key: "admin", role: "Admin", reads: "Everything, plus API keys and users", writes: "Everything, plus API keys and user roles" },
];

export function OverviewTab() {
  const base = docsBaseUrl();
  return (
    <Flex vertical gap={16}>
      <Card>
        <Typography.Title level={2} style={{ marginTop: 0, fontSize: 20 }}>
          PayDesk API
        </Typography.Title>
        <Typography.Paragraph>
          The PayDesk API is the JSON-over-HTTP interface behind this console: wallets and their funds, tokenized payment methods,
          transactions, merchant onboarding with KYC documents, API keys and users. Everything the console does, it does through
          these calls.
        </Typography.Paragraph>
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={12}>
            <CodeBlock label="Base URL" code={`${base}/api`} />
          </Col>
          <Col xs={24} lg={12}>
            <CodeBlock label="Sign in" code={`POST ${base}/api/user/login\nContent-Type: application/json\n\n${SIGN_IN_HTTP}`} />
          </Col>
        </Row>
      </Card>
      <Row gutter={[16, 16]}>
        <Col xs={24} md={12} xl={8}>
          <Card title="Authentication" style={{ height: "100%" }}>
            <Typography.Paragraph>
              Sign in with <Typography.Text code>POST /api/user/login</Typography.Text>. The response sets a session cookie;
              send it with every later call. A call without a valid session answers <Typography.Text code>401</Typography.Text>.
            </Typography.Paragraph>
          </Card>
        </Col>
        <Col xs={24} md={12} xl={8}>
          <Card title="Requests and responses" style={{ height: "100%" }}>
            <Typography.Paragraph>
              Bodies are JSON. Money amounts are decimal strings with two decimals, such as{" "}
              <Typography.Text code>"12.50"</Typography.Text>. Lists return the whole collection as an array.
            </Typography.Paragraph>
          </Card>
        </Col>
        <Col xs={24} md={24} xl={8}>
          <Card title="Errors" style={{ height: "100%" }}>
            <Typography.Paragraph>
              A failed call answers a non-2xx status with a plain-text message, which clients show as{" "}
              <Typography.Text code>{"{status}: {message}"}</Typography.Text>, for example{" "}
              <Typography.Text code>422: Insufficient funds</Typography.Text>.
            </Typography.Paragraph>
          </Card>
        </Col>
      </Row>
      <Card title="Roles">
        <Table
          size="small"
          pagination={false}
          rowKey="key"
          dataSource={ROLES}
          columns={[
            { key: "role", title: "Role", render: (_, r) => <Tag>{r.role}</Tag> },
            { key: "reads", title: "Can read", dataIndex: "reads" },
            { key: "writes", title: "Can change", dataIndex: "writes" },
          ]}
        />
      </Card>
    </Flex>
  );
}
