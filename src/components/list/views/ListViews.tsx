// Saved views and column choice for every generic list (issue 21; extension `views`, local to the
// browser when it is off). In the list toolbar: "Views" (pick a saved view, save the current one,
// manage them) and "Columns" (show and order the columns). A view is the list's URL state — search,
// filters, sort, `cols=` — so applying one writes the URL and a view's address can be shared.
// A list opened with none of its parameters in the URL gets the person's default view.
// The dialogs and the column panel load on first use (preloaded on pointer-over/focus).
import { Suspense, useEffect, useId, useMemo, useRef, useState } from "react";
import { App, Button, Dropdown, Popover, type MenuProps } from "antd";
import { CheckOutlined, DownOutlined, SettingOutlined, StarFilled } from "@ant-design/icons";
import { lazyView } from "../../../../resources/types";
import { useSavedViews } from "../../../../providers/views";
import { defaultView, hasListQuery, queryWithState, sameState, stateFromQuery, type SavedView, type ViewState } from "../../../lib/views";
import type { Row } from "../filter-rows";
import type { ListState } from "../useResourceList";
import { useCurrentSearch, useReplaceQuery } from "../useUrlState";

const ColumnChooser = lazyView(() => import("./ColumnChooser"));
const SaveViewDialog = lazyView(() => import("./SaveViewDialog"));
const ManageViewsDialog = lazyView(() => import("./ManageViewsDialog"));

function titleText(title: unknown, key: string): string {
  return typeof title === "string" || typeof title === "number" ? String(title) : key;
}

export function ListViews<T extends Row>({ list, columns = true }: { list: ListState<T>; columns?: boolean }) {
  const { notification } = App.useApp();
  const store = useSavedViews(list.declaration.name);
  const replaceQuery = useReplaceQuery();
  const query = useCurrentSearch();
  const { viewParams } = list;
  const current = useMemo(() => stateFromQuery(new URLSearchParams(query), viewParams), [query, viewParams]);
  const active = store.views.find((v) => sameState(v, current, viewParams));

  const apply = (state: ViewState) => replaceQuery(queryWithState(new URLSearchParams(window.location.search), viewParams, state));

  // Opening the list with none of its parameters applies the default view, once per visit.
  const decided = useRef(false);
  useEffect(() => {
    if (decided.current || !store.ready) return;
    decided.current = true;
    const view = defaultView(store.views);
    if (view && !hasListQuery(new URLSearchParams(window.location.search), viewParams)) apply(view);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- decided once, when the views are first known
  }, [store.ready, store.views]);

  const [dialog, setDialog] = useState<"save" | "manage" | null>(null);
  const [loaded, setLoaded] = useState<{ save: boolean; manage: boolean }>({ save: false, manage: false });
  const openDialog = (which: "save" | "manage") => {
    setLoaded((l) => ({ ...l, [which]: true }));
    setDialog(which);
  };
  const preloadDialogs = () => {
    void SaveViewDialog.preload();
    void ManageViewsDialog.preload();
  };

  const fail = (error: unknown) => notification.error({ message: "Error", description: error instanceof Error ? error.message : String(error), role: "alert" });
  const done = (message: string) => notification.success({ message, role: "status" });

  const save = async (name: string, isDefault: boolean) => {
    // The search box's text, even when it has not reached the address yet.
    const state: ViewState = { ...stateFromQuery(new URLSearchParams(window.location.search), viewParams), ...(list.config.search ? { search: list.search } : {}) };
    await store.create({ list: list.declaration.name, name, isDefault, ...state });
    setDialog(null);
    done("View saved");
  };
  const setDefault = async (view: SavedView, isDefault: boolean) => {
    try {
      await store.update(view.id, { isDefault });
      done(isDefault ? "Default view set" : "Default view removed");
    } catch (error) {
      fail(error);
      throw error;
    }
  };
  const remove = async (view: SavedView) => {
    try {
      await store.remove(view.id);
      done("View deleted");
    } catch (error) {
      fail(error);
      throw error;
    }
  };

  const items: MenuProps["items"] = [
    ...(store.ready
      ? store.views.map((v) => ({
          key: v.id,
          icon: v.id === active?.id ? <CheckOutlined aria-hidden /> : <span aria-hidden style={{ display: "inline-block", width: 14 }} />,
          label: (
            <span>
              {v.name}
              {v.isDefault && <StarFilled aria-label="default" style={{ marginInlineStart: 8, color: "#1f5fd1" }} />}
            </span>
          ),
        }))
      : [{ key: "#loading", disabled: true, label: "Loading views…" }]),
    ...(store.ready && !store.views.length ? [{ key: "#none", disabled: true, label: "No saved views yet" }] : []),
    { type: "divider" as const },
    { key: "#save", label: "Save current view…" },
    { key: "#manage", label: "Manage views…", disabled: !store.views.length },
  ];
  const onMenu: MenuProps["onClick"] = ({ key }) => {
    if (key === "#save") openDialog("save");
    else if (key === "#manage") openDialog("manage");
    else {
      const view = store.views.find((v) => v.id === key);
      if (view) apply(view);
    }
  };

  const [chooserOpen, setChooserOpen] = useState(false);
  const columnsButton = useRef<HTMLButtonElement>(null);
  const chooserId = useId();
  const closeChooser = () => {
    setChooserOpen(false);
    columnsButton.current?.focus();
  };
  const all = list.allColumns.map((c) => ({ key: String(c.key), title: titleText(c.title, String(c.key)) }));
  const visible = list.columns.map((c) => String(c.key));

  return (
    <>
      <Dropdown trigger={["click"]} menu={{ items, onClick: onMenu }} autoFocus>
        <Button onPointerEnter={preloadDialogs} onFocus={preloadDialogs}>
          {active ? `View: ${active.name}` : "Views"} <DownOutlined aria-hidden />
        </Button>
      </Dropdown>
      {columns && (
        <span style={{ position: "relative", display: "inline-block" }}>
          <Popover
            trigger="click"
            open={chooserOpen}
            onOpenChange={setChooserOpen}
            placement="bottomRight"
            // In place, so Tab goes from the button into the panel.
            getPopupContainer={(trigger) => trigger.parentElement ?? document.body}
            // Always an element (a Popover without content never opens); the panel mounts while open.
            content={
              <Suspense fallback={<div style={{ minWidth: 240, minHeight: 120 }} aria-busy="true" />}>
                {chooserOpen && <ColumnChooser id={chooserId} all={all} visible={visible} onChange={list.setColumns} onClose={closeChooser} />}
              </Suspense>
            }
          >
            <Button
              ref={columnsButton}
              icon={<SettingOutlined aria-hidden />}
              aria-expanded={chooserOpen}
              aria-controls={chooserOpen ? chooserId : undefined}
              onPointerEnter={() => void ColumnChooser.preload()}
              onFocus={() => void ColumnChooser.preload()}
            >
              Columns
            </Button>
          </Popover>
        </span>
      )}
      {loaded.save && (
        <Suspense fallback={null}>
          <SaveViewDialog open={dialog === "save"} onClose={() => setDialog(null)} onSave={save} />
        </Suspense>
      )}
      {loaded.manage && (
        <Suspense fallback={null}>
          <ManageViewsDialog open={dialog === "manage"} views={store.views} onClose={() => setDialog(null)} onDefault={setDefault} onDelete={remove} />
        </Suspense>
      )}
    </>
  );
}
