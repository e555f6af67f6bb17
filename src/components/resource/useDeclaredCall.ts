// One way to run what a declaration says: create, a declared `api.actions` call, an update or a
// delete — with the SPEC toast, the error toast (the server's message, or a SPEC client message),
// and a refetch of what changed. Forms and confirmed row actions both go through here.
import { useCallback } from "react";
import { useCreate, useCustomMutation, useDelete, useUpdate, type HttpError } from "@refinedev/core";
import type { ActionCall, FormValues } from "../../../resources/types";
import { useRefetch } from "./useRefetch";
import { sentForApproval } from "../../../providers/approvals";

/** The toast of a write held for approval (extension `approvals`). */
export const SENT_FOR_APPROVAL = "Sent for approval";

export type Call<T> = { create: true } | ActionCall<T>;

export interface CallOptions {
  success?: string;
  error?: string;
  /** Refetched after the call besides the resource itself; null: the call changes nothing, refetch nothing. */
  refetch?: ReadonlyArray<string> | null;
  /** Sent as the Idempotency-Key header by the data provider (money moves and creates). */
  idempotencyKey?: string;
}

export function useDeclaredCall<T extends { id?: unknown }>(resource: string) {
  const create = useCreate<any, HttpError>();
  const custom = useCustomMutation<any, HttpError>();
  const update = useUpdate<any, HttpError>();
  const remove = useDelete<any, HttpError>();
  const refetch = useRefetch();
  const pending = create.mutation.isPending || custom.mutation.isPending || update.mutation.isPending || remove.mutation.isPending;

  const run = useCallback(
    async (call: Call<T>, record: T | undefined, body: FormValues | undefined, o: CallOptions): Promise<unknown> => {
      const notes = {
        // Extension `approvals`: a write the server held for a second person (202) says so instead.
        successNotification: (result: unknown) =>
          sentForApproval(result) ? { message: SENT_FOR_APPROVAL, type: "success" as const } : o.success ? { message: o.success, type: "success" as const } : (false as const),
        ...(o.error ? { errorNotification: () => ({ message: o.error!, type: "error" as const }) } : {}),
      };
      const meta = o.idempotencyKey ? { idempotencyKey: o.idempotencyKey } : undefined;
      const id = record?.id as string | undefined;
      let result: unknown;
      if ("create" in call) result = await create.mutateAsync({ resource, values: body ?? {}, meta, ...notes });
      else if ("custom" in call)
        result = await custom.mutateAsync({ url: "", method: "post", values: body as any, meta: { resource, action: call.custom, id, ...meta }, ...notes });
      else if ("update" in call) result = await update.mutateAsync({ resource, id: id!, values: { ...call.update(record as T), ...body }, ...notes });
      else result = await remove.mutateAsync({ resource, id: id!, ...notes });
      // Create, update and delete refetch the resource's own list already (Refine); custom calls do not.
      const held = sentForApproval(result) ? ["approvals"] : [];
      refetch(o.refetch === null ? held : [resource, ...(o.refetch ?? []), ...held]);
      return result;
    },
    [create, custom, update, remove, refetch, resource],
  );
  return { run, pending };
}
