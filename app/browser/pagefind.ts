/** The Pagefind index and its WebAssembly load only when the search dialog opens, from our own origin. */
import { decodeEntities } from "~/content/escape";

export interface SearchHit {
  url: string;
  title: string;
  /** Plain text with Pagefind's <mark> around matches; render with `excerptParts`. */
  excerpt: string;
}

interface PagefindResult {
  data(): Promise<{ url: string; excerpt: string; meta: { title?: string } }>;
}

interface Pagefind {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  debouncedSearch(
    query: string,
    options?: object,
    debounceMs?: number,
  ): Promise<{ results: PagefindResult[] } | null>;
}

const PAGEFIND_URL = "/pagefind/pagefind.js";
let loading: Promise<Pagefind> | undefined;

export function loadPagefind(): Promise<Pagefind> {
  loading ??= (import(/* @vite-ignore */ PAGEFIND_URL) as Promise<Pagefind>)
    .then(async (pagefind) => {
      await pagefind.options({ excerptLength: 22 });
      await pagefind.init();
      return pagefind;
    })
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}

/** The best matches for a query, or null when a newer query superseded this one. */
export async function searchSite(query: string, limit = 8): Promise<SearchHit[] | null> {
  const pagefind = await loadPagefind();
  const search = await pagefind.debouncedSearch(query, {}, 120);
  if (!search) return null;
  const pages = await Promise.all(search.results.slice(0, limit).map((result) => result.data()));
  return pages.map((page) => ({
    url: page.url,
    title: page.meta.title ?? page.url,
    excerpt: page.excerpt,
  }));
}

/**
 * An excerpt as text runs, marked where the query matched. Only <mark> is honoured; everything
 * else stays text (React escapes it), so nothing in an excerpt can become markup. */
export function excerptParts(excerpt: string): { text: string; mark: boolean }[] {
  const parts: { text: string; mark: boolean }[] = [];
  let mark = false;
  for (const piece of excerpt.split(/(<\/?mark>)/)) {
    if (piece === "<mark>" || piece === "</mark>") {
      mark = piece === "<mark>";
      continue;
    }
    const text = decodeEntities(piece);
    if (text) parts.push({ text, mark });
  }
  return parts;
}
