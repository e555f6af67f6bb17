// antd's CSS-in-JS cache, made to keep what it computed. Stock, each style's entry is counted by
// the components using it and dropped when the last one unmounts (its <style> tag stays in the
// page): a dialog closed and opened again recomputed the styles of every antd component in it —
// 12–43 ms of each Create Wallet reopening at 1× (CPU profile, docs/performance.md). Kept, a
// reopening finds them. What is kept is bounded: the components and the two themes the console has.
import { createCache } from "@ant-design/cssinjs";

type Cache = ReturnType<typeof createCache>;

/** `cache`, except that an entry whose last user unmounted is kept (count 0) instead of deleted. */
export function keepingStyles(cache: Cache): Cache {
  const update = cache.opUpdate.bind(cache);
  cache.opUpdate = (key, next) =>
    update(key, (prev) => {
      const value = next(prev);
      return value === null && prev ? [0, prev[1]] : value;
    });
  return cache;
}

/** The console's one style cache (PayDeskApp's StyleProvider). */
export const styleCache = keepingStyles(createCache());
