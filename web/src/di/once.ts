/** The first call's promise, for every call: a page's code and stores are loaded once. */
export function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () => (loading ??= load());
}
