// The header's bell (issue 21): a list of what needs this person, loaded when it opens; the red dot
// shows only when that list has something newer than what they saw when they last opened it.
// Where the dot's knowledge comes from, without a read of its own on any route:
//   - extension `approvals` or `sessions` on: the server's hint on every answer (header
//     PayDesk-Inbox-Latest, the time of the newest thing in this person's bell, unread sign-in alerts
//     included; providers/approvals.ts);
//   - off (a SPEC §7 server): the merchants list, when a screen has loaded it (pending KYC).
import { Suspense, useCallback, useEffect, useState, useSyncExternalStore } from "react";
import { Badge, Button, Popover, Skeleton } from "antd";
import { BellOutlined } from "@ant-design/icons";
import { useQueryClient } from "@tanstack/react-query";
import type { Merchant } from "../domain";
import { lazyView } from "../../resources/types";
import { hasExtension } from "../../providers/extensions";
import { hasNew, markSeen, readInboxLatest, readSeen, subscribeInbox, subscribeSeen } from "../../providers/approvals";
import { hasRole } from "../../providers/roles";
import { useCurrentUser } from "../../providers/useCurrentUser";
import { useCommitted } from "../components/useCommitted";

const BellPanel = lazyView(() => import("./bell/BellPanel"));

/** Pending KYC's newest time from merchants already in the cache (no read); null when none are cached. */
function useCachedKycLatest(enabled: boolean): string | null {
  const client = useQueryClient();
  const compute = useCallback(() => {
    if (!enabled) return null;
    let latest: string | null = null;
    for (const query of client.getQueryCache().findAll({ queryKey: ["data", "default", "merchants", "list"] })) {
      const rows = (query.state.data as { data?: Merchant[] } | undefined)?.data;
      for (const m of Array.isArray(rows) ? rows : []) if (m.kycStatus === "pending" && (latest === null || m.createdAt > latest)) latest = m.createdAt;
    }
    return latest;
  }, [client, enabled]);
  const subscribe = useCallback((listener: () => void) => client.getQueryCache().subscribe(listener), [client]);
  return useSyncExternalStore(subscribe, compute, () => null);
}

const notKnownYet = () => undefined;

export function Bell() {
  const user = useCurrentUser();
  const userKey = user?.id ?? user?.email ?? "";
  // Either extension makes the server send the hint (its newest unread sign-in alert counts too).
  const approvals = hasExtension("approvals") || hasExtension("sessions");
  // Answers move the dot's knowledge: read from the first commit on (useCommitted says why).
  const committed = useCommitted();
  const hint = useSyncExternalStore(subscribeInbox, committed ? readInboxLatest : notKnownYet, notKnownYet);
  const cachedKyc = useCachedKycLatest(committed && !approvals && hasRole(user?.role, "operator"));
  const seen = useSyncExternalStore(subscribeSeen, () => readSeen(userKey), () => null);
  const latest = approvals ? hint : cachedKyc;
  const dot = hasNew(latest, seen);
  const [open, setOpen] = useState(false);
  const [seenBefore, setSeenBefore] = useState<string | null>(null);

  const onOpenChange = (next: boolean) => {
    if (next) {
      setSeenBefore(seen);
      markSeen(userKey, latest);
    }
    setOpen(next);
  };
  // While open, what arrives is seen too (the list's newest item, or a newer hint).
  const onLoaded = useCallback((newest: string | null) => markSeen(userKey, newest), [userKey]);
  useEffect(() => {
    if (open) markSeen(userKey, latest);
  }, [open, latest, userKey]);

  return (
    <Popover
      open={open}
      onOpenChange={onOpenChange}
      title="Notifications"
      trigger="click"
      placement="bottomRight"
      destroyOnHidden
      content={
        open && (
          <Suspense fallback={<Skeleton active paragraph={{ rows: 2 }} style={{ width: 280 }} />}>
            <BellPanel seenBefore={seenBefore} onLoaded={onLoaded} onNavigate={() => setOpen(false)} />
          </Suspense>
        )
      }
    >
      <Button
        type="text"
        shape="circle"
        aria-label={dot ? "Notifications (new)" : "Notifications"}
        onPointerEnter={() => void BellPanel.preload()}
        onFocus={() => void BellPanel.preload()}
      >
        <Badge dot={dot} color="red">
          <BellOutlined style={{ fontSize: 16 }} />
        </Badge>
      </Button>
    </Popover>
  );
}
