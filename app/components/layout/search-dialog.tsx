import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import * as Dialog from "@radix-ui/react-dialog";
import { Icon } from "~/components/ui/icon";
import { type SearchHit, excerptParts, loadPagefind, searchSite } from "~/browser/pagefind";

type Status = "idle" | "loading" | "done" | "error";

/** Results as the visitor types (the index loads when the dialog first opens). */
function useSiteSearch(query: string): { hits: SearchHit[]; status: Status } {
  const term = query.trim();
  const [found, setFound] = useState<{ term: string; hits: SearchHit[] }>({ term: "", hits: [] });
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    loadPagefind().catch(() => setFailed(true));
  }, []);
  useEffect(() => {
    if (!term) return;
    let current = true;
    searchSite(term).then(
      (hits) => current && hits && setFound({ term, hits }),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [term]);
  if (failed) return { hits: [], status: "error" };
  if (!term) return { hits: [], status: "idle" };
  return { hits: found.hits, status: found.term === term ? "done" : "loading" };
}

function statusText(status: Status, count: number, query: string): string {
  if (status === "error")
    return "Search is not available right now. Try the menu, or reload the page.";
  if (status === "loading") return "Searching…";
  if (status === "idle")
    return "Type to search every page. Tip: press / or Ctrl K to search from anywhere.";
  return count === 0
    ? `No pages match “${query.trim()}”.`
    : `${count} ${count === 1 ? "page matches" : "pages match"} “${query.trim()}”.`;
}

/** Up and down arrows move between the field and the result links. */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
  const stops = [...event.currentTarget.querySelectorAll<HTMLElement>("[data-search-stop]")];
  const at = stops.indexOf(document.activeElement as HTMLElement);
  const next =
    stops[Math.min(Math.max(at + (event.key === "ArrowDown" ? 1 : -1), 0), stops.length - 1)];
  if (!next) return;
  event.preventDefault();
  next.focus();
}

/** Mounted while open (by site-search.tsx); `returnFocus` runs when it closes. */
export default function SearchDialog({
  onClose,
  returnFocus,
}: {
  onClose: () => void;
  returnFocus: () => void;
}) {
  const [query, setQuery] = useState("");
  const { hits, status } = useSiteSearch(query);
  const input = useRef<HTMLInputElement>(null);

  return (
    <Dialog.Root open onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-navy-950/50" />
        <Dialog.Content
          className="fixed top-4 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-2xl -translate-x-1/2 flex-col rounded-card bg-white shadow-raised sm:top-[10vh] sm:max-h-[80vh]"
          onKeyDown={moveFocus}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            input.current?.select();
            input.current?.focus();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus();
          }}
        >
          <Dialog.Title className="sr-only">Search the site</Dialog.Title>
          <form
            role="search"
            className="flex items-center gap-3 border-b border-line py-2 pr-14 pl-4"
            onSubmit={(event) => {
              event.preventDefault();
              if (hits[0] && status === "done") window.location.assign(hits[0].url);
            }}
          >
            <Icon name="search" className="size-5 shrink-0 text-muted" />
            <label htmlFor="site-search-input" className="sr-only">
              Search
            </label>
            <input
              ref={input}
              id="site-search-input"
              data-search-stop
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              placeholder="Search the site"
              autoComplete="off"
              spellCheck={false}
              aria-describedby="site-search-status"
              className="h-12 min-w-0 flex-1 bg-transparent text-base text-ink outline-none placeholder:text-muted [&::-webkit-search-cancel-button]:hidden"
            />
          </form>
          <Dialog.Description className="sr-only">
            Results appear as you type; the arrow keys move between the field and the results.
          </Dialog.Description>
          <p id="site-search-status" role="status" className="px-4 pt-3 pb-2 text-sm text-muted">
            {statusText(status, hits.length, query)}
          </p>
          {hits.length > 0 && (
            <ul aria-label="Search results" className="overflow-y-auto p-2 pb-3">
              {hits.map((hit) => (
                <li key={hit.url}>
                  <a
                    href={hit.url}
                    data-search-stop
                    className="block rounded-control px-3 py-3 hover:bg-subtle focus-visible:bg-subtle"
                  >
                    <span className="flex items-center justify-between gap-3 font-semibold text-ink">
                      {hit.title}
                      <Icon name="arrow-right" className="size-4 shrink-0 text-brand-700" />
                    </span>
                    <span className="mt-1 line-clamp-2 block text-sm text-muted">
                      {excerptParts(hit.excerpt).map((part, index) =>
                        part.mark ? (
                          <mark key={index} className="rounded-sm bg-brand-100 px-0.5 text-ink">
                            {part.text}
                          </mark>
                        ) : (
                          part.text
                        ),
                      )}
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          )}
          <Dialog.Close
            className="absolute top-2 right-2 inline-flex size-11 items-center justify-center rounded-control text-ink hover:bg-subtle"
            aria-label="Close search"
          >
            <Icon name="x" className="size-5" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
