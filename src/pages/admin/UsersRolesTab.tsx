// Admin Portal → Users & Roles: coming soon (SPEC), with the way to what exists today.
import { Button, Card, Result } from "antd";
import { TeamOutlined } from "@ant-design/icons";
import { useNavigate } from "react-router";

export function UsersRolesTab() {
  const navigate = useNavigate();
  return (
    <Card title="Users & Roles">
      <Result
        icon={<TeamOutlined aria-hidden="true" />}
        title="Role and permission management is coming soon"
        subTitle="Custom roles and fine-grained permissions will be managed here. Until then, change a user's role in User Management."
        extra={
          // A real link (open in a new tab works), navigated client-side.
          <Button
            type="primary"
            href="/users"
            onClick={(e) => {
              e.preventDefault();
              navigate("/users");
            }}
          >
            Go to User Management
          </Button>
        }
      />
    </Card>
  );
}
