// Toasts through antd's App context: one at a time, 5 s, bottom-right (SPEC §9, DESIGN §1).
import { App } from "antd";
import type { NotificationProvider } from "@refinedev/core";

export const NOTIFICATION_CONFIG = { maxCount: 1, duration: 5, placement: "bottomRight" as const };

export function useNotificationProvider(): NotificationProvider {
  const { notification } = App.useApp();
  return {
    open: ({ key, message, description, type }) => {
      // The sign-in form shows its failure as an inline alert instead (SPEC §2).
      if (key === "login-error") return;
      if (type === "error") {
        // SPEC §8: failed mutations show a toast titled "Error" with the server's message.
        notification.error({ key, message: "Error", description: description || message, role: "alert" });
        return;
      }
      notification.open({ key, type: type === "progress" ? "info" : type, message, description, role: "status" });
    },
    close: (key) => notification.destroy(key),
  };
}
