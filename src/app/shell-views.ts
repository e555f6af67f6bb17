// The signed-in shell, code-split: loaded only after sign-in (keeps the sign-in page light) and
// fetched ahead of rendering by route-prefetch.
import { lazyView } from "../../resources/types";

export const AppLayout = lazyView(() => import("../shell/AppLayout"));
