// The generic list screen, code-split: fetched ahead of rendering by screen-prefetch. On its own,
// apart from the shell (shell-views.ts), so the sidebar can start a screen without importing the
// shell it is part of (an import cycle).
import { lazyView } from "../../resources/types";

export const ResourceScreen = lazyView(() => import("../components/resource/ResourceScreen"));
