// Developer Portal → Metrics: static demo figures (SPEC §9) and a static recent-activity list.
import { Alert, Card, Col, Flex, List, Row, Statistic, Tag, Typography } from "antd";
import { RECENT_ACTIVITY, STATIC_METRICS } from "./content";

export default function MetricsTab() {
  return (
    <Flex vertical gap={16}>
      <Alert type="info" showIcon message="Sample figures: these metrics are static and do not reflect live traffic." />
      <Row gutter={[16, 16]}>
        {STATIC_METRICS.map((m) => (
          <Col xs={12} lg={6} key={m.key}>
            <Card>
              <Statistic title={m.title} value={m.value} />
            </Card>
          </Col>
        ))}
      </Row>
      <Card title="Recent Activity">
        <List
          dataSource={RECENT_ACTIVITY}
          renderItem={(a) => (
            <List.Item key={a.key} extra={<Typography.Text type="secondary">{a.when}</Typography.Text>}>
              <Flex gap={8} align="center" wrap style={{ minWidth: 0 }}>
                <Tag>{a.method}</Tag>
                <Typography.Text className="pd-mono" style={{ overflowWrap: "anywhere" }}>
                  {a.path}
                </Typography.Text>
                <Tag color={a.status < 400 ? "green" : "red"}>{a.status}</Tag>
                <Typography.Text type="secondary">{a.duration}</Typography.Text>
              </Flex>
            </List.Item>
          )}
        />
      </Card>
    </Flex>
  );
}
