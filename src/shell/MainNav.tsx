// The sidebar's navigation: a list of links (open in a new tab, copy the address, aria-current on
// the current screen) styled like antd's inline Menu from the theme's tokens. antd's Menu renders
// each entry as a menuitem that navigates on click, measures itself after mount and adds a
// Tooltip per entry; none of that is needed for eight links.
// Pointing at or focusing a link starts loading its screen's code (a person's pointer rests on a
// link for a few hundred milliseconds before the click), so the click waits only for the render and
// the screen's data. Not the data itself: pointing is not choosing. The click starts a whole-list
// read and the list's saved views read, which the screen will surely make (preloadOnClick says when),
// so they travel while the screen renders.
import { theme } from "antd";
import type { CSSProperties, MouseEvent, ReactNode } from "react";
import { Link } from "react-router";
import { useQueryClient } from "@tanstack/react-query";
import { holdsListRead } from "../../providers/list-cache";
import { useCurrentUser } from "../../providers/useCurrentUser";
import { holdsViews, viewOwner } from "../../providers/views";
import { preloadOnClick, prefetchScreen } from "../app/screen-prefetch";
import { useTheme } from "../theme/ThemeContext";
import styles from "./MainNav.module.css";

export interface NavEntry {
  key: string;
  label: string;
  icon?: ReactNode;
}

interface Props {
  items: ReadonlyArray<NavEntry>;
  selectedKey?: string;
  onNavigate?: () => void;
  className?: string;
}

const prefetch = (route: string) => void prefetchScreen(route)?.catch(() => undefined); // retried when the route renders
/** A click that navigates this tab (React Router's Link leaves the others to the browser). */
const navigatesHere = (e: MouseEvent) => e.button === 0 && !e.defaultPrevented && !(e.metaKey || e.altKey || e.ctrlKey || e.shiftKey);

export function MainNav({ items, selectedKey, onNavigate, className }: Props) {
  const { token } = theme.useToken();
  const dark = useTheme().resolved === "dark";
  const queryClient = useQueryClient();
  const owner = viewOwner(useCurrentUser());
  const onClick = (route: string, e: MouseEvent) => {
    if (navigatesHere(e)) preloadOnClick(route, (resource, call) => holdsListRead(queryClient, resource, call.query), (list) => holdsViews(queryClient, owner, list));
    onNavigate?.();
  };
  // Same colours as the antd Menu they replace (white on primary when selected in dark).
  const colours = {
    "--pd-nav-text": token.colorText,
    "--pd-nav-hover-bg": token.colorBgTextHover,
    "--pd-nav-selected-bg": dark ? token.colorPrimary : token.colorPrimaryBg,
    "--pd-nav-selected-text": dark ? "#ffffff" : token.colorPrimary,
    "--pd-nav-focus": token.colorPrimaryBorder,
  } as CSSProperties;
  return (
    <nav aria-label="Main" className={className} style={colours}>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.key}>
            <Link
              to={item.key}
              className={styles.link}
              aria-current={item.key === selectedKey ? "page" : undefined}
              onClick={(e) => onClick(item.key, e)}
              onPointerEnter={() => prefetch(item.key)}
              onFocus={() => prefetch(item.key)}
            >
              <span className={styles.icon} aria-hidden="true">
                {item.icon}
              </span>
              <span className="pd-truncate">{item.label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
