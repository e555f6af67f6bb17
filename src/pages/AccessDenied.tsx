import { Button, Result } from "antd";
import { useNavigate } from "react-router";
import { useCurrentUser } from "../../providers/useCurrentUser";

/** A route the role may not open (DESIGN §1): no crash, no data request. */
export function AccessDenied() {
  const navigate = useNavigate();
  const user = useCurrentUser();
  return (
    <Result
      status="403"
      title={<h1 style={{ fontSize: 24, margin: 0 }}>Access denied</h1>}
      subTitle={`Your ${user?.role ?? "current"} role cannot open this page.`}
      extra={
        <Button type="primary" onClick={() => navigate("/")}>
          Back to Dashboard
        </Button>
      }
    />
  );
}
