// Saved list views (extension `views`, docs/api-extensions.md "views") over the store: each person's
// own views, the rules of src/lib/views.ts (names, defaults, limits — shared with the demo backend
// and the console's local copy) applied to them, and the result written back.
import type { User } from "../../src/domain";
import { LIST_KEY, ViewRuleError, addView, changeView, checkNewView, checkViewPatch, removeView, viewsOf, type SavedView } from "../../src/lib/views";
import type { Row, Store, StoredView } from "../store/types";
import { checkStorable } from "./storable";
import { HttpError, type Body } from "./validate";
import { randomId } from "./wallets";

type Stored = StoredView & Row;

/** The answer's shape: the stored view without its owner (the server never sends whose a view is). */
export function publicView(view: StoredView): SavedView {
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

const mine = (store: Store, owner: string) => store.views.list({ where: { owner } }) as Promise<Stored[]>;

/**
 * Applies a rule to one person's views (all lists) and writes what changed. The person's user row is
 * held meanwhile, so two of their writes at once (two tabs) cannot both pass the unique-name or
 * per-list limit check: the second sees the first's view.
 */
function updateMine(store: Store, owner: string, change: (views: Stored[]) => Stored[]): Promise<Stored[]> {
  return store.atomically(async (tx) => {
    await tx.users.lock(owner);
    const before = await mine(tx, owner);
    const after = rule(() => change(before));
    const old = new Map(before.map((v) => [v.id, v]));
    for (const view of after) {
      const was = old.get(view.id);
      if (!was) await tx.views.insert(view);
      else if (JSON.stringify(was) !== JSON.stringify(view)) await tx.views.update(view.id, view);
      old.delete(view.id);
    }
    for (const id of old.keys()) await tx.views.remove(id);
    return after;
  });
}

/** GET /api/views?list=…: the person's views of that list, by name. */
export async function listViews(store: Store, user: User, list: string | null): Promise<SavedView[]> {
  if (list === null || !LIST_KEY.test(list)) throw new HttpError(400, "List is required");
  const rows = (await store.views.list({ where: { owner: user.id, list } })) as Stored[];
  return viewsOf(rows, list).map(publicView);
}

export async function createView(store: Store, user: User, body: Body, now: number): Promise<SavedView> {
  const input = rule(() => checkNewView(body));
  checkStorable(input);
  const at = new Date(now).toISOString();
  const view: Stored = { id: randomId(), owner: user.id, ...input, createdAt: at, updatedAt: at };
  await updateMine(store, user.id, (views) => addView(views, view));
  return publicView(view);
}

/** Another person's view is not there for this one: 404 before the body is looked at. */
async function ownView(store: Store, user: User, id: string): Promise<void> {
  const view = await store.views.get(id);
  if (!view || view.owner !== user.id) throw new HttpError(404, "View not found");
}

export async function changeViewOf(store: Store, user: User, id: string, body: () => Promise<Body>, now: number): Promise<SavedView> {
  await ownView(store, user, id);
  const input = await body();
  const patch = rule(() => checkViewPatch(input));
  checkStorable(patch);
  const after = await updateMine(store, user.id, (views) => changeView(views, id, patch, new Date(now).toISOString()));
  return publicView(after.find((v) => v.id === id)!);
}

export async function deleteView(store: Store, user: User, id: string): Promise<void> {
  await updateMine(store, user.id, (views) => removeView(views, id));
}
