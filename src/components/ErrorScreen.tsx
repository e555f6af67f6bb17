// What a render failure shows (see ErrorBoundary): what happened and two ways back.
import { Button, Flex, Typography } from "antd";
import { HomeOutlined, ReloadOutlined } from "@ant-design/icons";
import { useNavigate } from "react-router";

export const ERROR_TITLE = "Something went wrong";
export const ERROR_TEXT = "This page could not be displayed. Your data is safe: go back to the dashboard or reload the page.";

export interface ErrorScreenProps {
  /** Heading level: 1 when it replaces the whole app, 2 inside the shell (whose header holds the h1). */
  level?: 1 | 2;
  /** Leave through a full page load (the app itself failed) instead of the router. */
  hardLinks?: boolean;
}

export function ErrorScreen({ level = 2, hardLinks = false }: ErrorScreenProps) {
  const navigate = useNavigate();
  return (
    <Flex vertical align="center" gap={16} style={{ padding: "64px 16px", textAlign: "center" }} role="alert">
      <Typography.Title level={level} style={{ margin: 0, fontSize: 24 }}>
        {ERROR_TITLE}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ margin: 0, maxWidth: 480 }}>
        {ERROR_TEXT}
      </Typography.Paragraph>
      <Flex gap={12} wrap justify="center">
        <Button
          type="primary"
          icon={<HomeOutlined />}
          href="/"
          onClick={(e) => {
            if (hardLinks) return;
            // In the app: the router's navigation (a new location resets the boundary).
            e.preventDefault();
            navigate("/");
          }}
        >
          Back to Dashboard
        </Button>
        <Button icon={<ReloadOutlined />} onClick={() => window.location.reload()}>
          Reload page
        </Button>
      </Flex>
    </Flex>
  );
}
