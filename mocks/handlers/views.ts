// Saved list views (extension `views`, docs/api-extensions.md): each signed-in person's own views
// of a list. A view is personal, not business data: every role may keep views (a viewer too), and
// nobody sees or changes another person's — another's view id answers 404 as if it did not exist.
// The rules (names, defaults, limits) are src/lib/views.ts, shared with the console's local copy.
import { HttpResponse, http } from "msw";
import { route } from "../config";
import { randomId } from "../random";
import type { DbState, StoredView } from "../types";
import { LIST_KEY, ViewRuleError, addView, changeView, checkNewView, checkViewPatch, removeView, viewsOf, type SavedView } from "../../src/lib/views";
import { HttpError, guarded, noContent, nowIso, param, readBody } from "./http";

/** The answer's shape: the stored view without its owner. */
function publicView(view: StoredView): SavedView {
  const { owner: _owner, ...rest } = view;
  return rest;
}

/** A view rule's refusal as the server's plain-text answer. */
function rule<T>(run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (error instanceof ViewRuleError) throw new HttpError(error.status, error.message);
    throw error;
  }
}

/** Applies a rule to one person's views and stores the result in place of theirs. */
function updateMine(db: DbState, owner: string, change: (mine: StoredView[]) => StoredView[]): StoredView[] {
  const all = db.views ?? [];
  const next = rule(() => change(all.filter((v) => v.owner === owner)));
  db.views = [...all.filter((v) => v.owner !== owner), ...next];
  return next;
}

export const viewHandlers = [
  http.get(
    route("/api/views"),
    guarded("viewer", ({ request, db, user }) => {
      const list = new URL(request.url).searchParams.get("list") ?? "";
      if (!LIST_KEY.test(list)) throw new HttpError(400, "List is required");
      const mine = (db.views ?? []).filter((v) => v.owner === user.id);
      return HttpResponse.json(viewsOf(mine, list).map(publicView));
    }),
  ),

  http.post(
    route("/api/views"),
    guarded("viewer", async ({ request, db, user }) => {
      const body = await readBody(request);
      const input = rule(() => checkNewView(body));
      const now = nowIso();
      const view: StoredView = { id: randomId(), owner: user.id, ...input, createdAt: now, updatedAt: now };
      updateMine(db, user.id, (mine) => addView(mine, view));
      return HttpResponse.json(publicView(view), { status: 201 });
    }),
  ),

  http.put(
    route("/api/views/:id"),
    guarded("viewer", async ({ request, params, db, user }) => {
      const id = param(params, "id");
      // Another person's view is not there for this one: 404 before the body is looked at.
      if (!(db.views ?? []).some((v) => v.id === id && v.owner === user.id)) throw new HttpError(404, "View not found");
      const body = await readBody(request);
      const patch = rule(() => checkViewPatch(body));
      const mine = updateMine(db, user.id, (views) => changeView(views, id, patch, nowIso()));
      return HttpResponse.json(publicView(mine.find((v) => v.id === id)!));
    }),
  ),

  http.delete(
    route("/api/views/:id"),
    guarded("viewer", ({ params, db, user }) => {
      const id = param(params, "id");
      updateMine(db, user.id, (mine) => removeView(mine, id));
      return noContent();
    }),
  ),
];
