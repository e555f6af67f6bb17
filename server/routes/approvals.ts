// Extension `approvals` (docs/api-extensions.md): the requests held for a second person, and their
// approval or rejection. Approving carries the action out through the same code as the direct call
// (applyFunds; the role rules), in one transaction with the request's row held, so two admins who
// click at the same moment carry it out once.
import { minimumRole } from "../rules/access";
import { NOTE_MAX, NOTE_REQUIRED, OWN_REJECT, OWN_REQUEST, carryOut, decisionNote, listVisible, lockPending, noteAttempt, rejectRequest, withdrawRequest } from "../rules/approvals";
import { json } from "../rules/respond";
import { HttpError, requiredString } from "../rules/validate";
import { guarded, type ServerOptions } from "../app/context";
import type { Route } from "../app/routes";

export function approvalRoutes(options: ServerOptions): Route[] {
  // With the extension off the server has no such endpoints (the app's 404).
  if (!options.extensions.has("approvals")) return [];
  return [
    {
      method: "get",
      path: "/api/approvals",
      run: guarded(options, "viewer", async ({ store, user, now }) => json(await listVisible(store, user, now))),
    },
    {
      method: "post",
      path: "/api/approvals/:id/approve",
      run: guarded(options, minimumRole("approvals", "approve"), (ctx) =>
        ctx.store.atomically(async (tx) => {
          const request = await lockPending(tx, ctx.params.id, ctx.now);
          if (request.requestedBy.id === ctx.user.id) throw new HttpError(403, OWN_REQUEST);
          // From here the event is the decision's, on the wallet or user it moves (a failure too).
          Object.assign(ctx.audit, decisionNote(request, ctx.user, "approve"));
          try {
            const { decided, changes } = await carryOut(tx, request, ctx.user, ctx.now);
            ctx.audit.changes = changes;
            return json(decided);
          } catch (error) {
            // It can no longer be carried out (the balance fell, the requester lost the right): it stays
            // pending, with the reason, written once this attempt's transaction is undone.
            if (error instanceof HttpError) ctx.afterwards((store) => noteAttempt(store, request.id, ctx.user, error, ctx.now));
            throw error;
          }
        }),
      ),
    },
    {
      method: "post",
      path: "/api/approvals/:id/reject",
      run: guarded(options, minimumRole("approvals", "reject"), async (ctx) => {
        const body = await ctx.body();
        return ctx.store.atomically(async (tx) => {
          const request = await lockPending(tx, ctx.params.id, ctx.now);
          if (request.requestedBy.id === ctx.user.id) throw new HttpError(403, OWN_REJECT);
          const note = requiredString(body, "note", "Note", NOTE_MAX, NOTE_REQUIRED, { multiline: true });
          const decided = await rejectRequest(tx, request, ctx.user, note, ctx.now);
          Object.assign(ctx.audit, decisionNote(decided, ctx.user, "reject"));
          return json(decided);
        });
      }),
    },
    {
      // The person who asked takes their own request back while it waits (any role that can ask).
      method: "post",
      path: "/api/approvals/:id/withdraw",
      run: guarded(options, minimumRole("approvals", "withdraw-request"), async (ctx) => {
        const body = await ctx.body();
        return ctx.store.atomically(async (tx) => {
          const request = await lockPending(tx, ctx.params.id, ctx.now);
          const note = body.note === undefined || body.note === null || body.note === "" ? null : requiredString(body, "note", "Note", NOTE_MAX, NOTE_REQUIRED, { multiline: true });
          const decided = await withdrawRequest(tx, request, ctx.user, note, ctx.now);
          Object.assign(ctx.audit, decisionNote(decided, ctx.user, "withdraw-request"));
          return json(decided);
        });
      }),
    },
  ];
}
