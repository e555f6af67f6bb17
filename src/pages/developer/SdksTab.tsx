// Developer Portal → SDKs: JavaScript, Python and PHP samples for this API, each copyable.
import { Card, Flex, Typography } from "antd";
import { CodeBlock } from "./CodeBlock";
import { sdkSamples } from "./content";
import { docsBaseUrl } from "./baseUrl";

export default function SdksTab() {
  const samples = sdkSamples(docsBaseUrl());
  return (
    <Flex vertical gap={16}>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        Plain HTTP clients for each language: sign in, read recent transactions, create a wallet and load funds into it.
      </Typography.Paragraph>
      {samples.map((s) => (
        <Card key={s.key} title={s.label}>
          <CodeBlock label={`${s.label} sample`} code={s.code} maxHeight={480} />
        </Card>
      ))}
    </Flex>
  );
}
