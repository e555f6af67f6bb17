// The sidebar's navigation: a list of links (open in a new tab, copy the address, aria-current on
// the current screen) styled like antd's inline Menu from the theme's tokens. antd's Menu renders
// each entry as a menuitem that navigates on click, measures itself after mount and adds a
// Tooltip per entry; none of that is needed for eight links.
// Pointing at or focusing a link starts loading its screen's code (a person's pointer rests on a
// link for a few hundred milliseconds before the click), so the click waits only for the render and
// the screen's data. Not the data itself: a screen that finds its data in React Query's cache asks
// for none, and an unclaimed early read would then answer a later refetch with data from before it.
import { theme } from "antd";
import type { CSSProperties, ReactNode } from "react";
import { Link } from "react-router";
import { prefetchRoute } from "../app/route-prefetch";
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

const prefetch = (route: string) => void prefetchRoute(route).catch(() => undefined); // retried when the route renders

export function MainNav({ items, selectedKey, onNavigate, className }: Props) {
  const { token } = theme.useToken();
  const dark = useTheme().resolved === "dark";
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
              onClick={onNavigate}
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
