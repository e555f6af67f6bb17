// A server answer of 503 (extension `organisation`: maintenance mode refuses a non-admin's write).
// providers/http.ts reports it; providers/organisation.ts reads the settings again, so the person
// sees the maintenance page instead of one refusal after another.
type Listener = () => void;
const listeners = new Set<Listener>();

export function noteServiceUnavailable(): void {
  for (const listener of listeners) listener();
}

export function subscribeServiceUnavailable(listener: Listener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
