import { Suspense, lazy, useEffect, useRef, useState } from "react";
import { Icon } from "~/components/ui/icon";
import { OPEN_SEARCH_EVENT, takeSearchRequest } from "~/lib/search-shortcut";

const loadDialog = () => import("./search-dialog");
const SearchDialog = lazy(loadDialog);

/**
 * The top bar's Search control. It, the drawer's Search button and Ctrl/Cmd-K or "/" all ask for
 * the search through the page's own script (`data-open-search`: lib/top-bar.ts, site-behaviours.ts),
 * which sends OPEN_SEARCH_EVENT; so a press before this island's code has arrived is not lost. An
 * island that wakes on the first intent to use it or on that event (`client:intent`,
 * app/layouts/site.astro), then takes the request and opens; the dialog code
 * and the index load only when it first opens. It needs JavaScript, so without it the button is
 * not offered (`data-needs-script`). Closing returns focus to what had it before.
 */
export function SiteSearch() {
  const [open, setOpen] = useState(false);
  const state = useRef<{ open: boolean; returnTo: HTMLElement | null }>({ open: false, returnTo: null });
  const trigger = useRef<HTMLButtonElement>(null);

  const change = (next: boolean) => {
    state.current.open = next;
    setOpen(next);
  };

  useEffect(() => {
    const show = () => {
      if (!takeSearchRequest() || state.current.open) return;
      const active = document.activeElement;
      state.current = { open: true, returnTo: active instanceof HTMLElement && active !== document.body ? active : null };
      setOpen(true);
    };
    window.addEventListener(OPEN_SEARCH_EVENT, show);
    // Asked for before this island was awake (a shortcut, the drawer): open now.
    show();
    return () => window.removeEventListener(OPEN_SEARCH_EVENT, show);
  }, []);

  return (
    <>
      <button
        ref={trigger}
        type="button"
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K /"
        data-open-search
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        data-needs-script
        className="inline-flex size-11 items-center justify-center gap-2 rounded-control text-ink hover:bg-subtle xl:w-auto xl:border xl:border-line xl:px-3"
      >
        <Icon name="search" className="size-5" />
        <span className="sr-only xl:not-sr-only xl:text-sm xl:text-muted">Search</span>
      </button>
      {open && (
        <Suspense>
          <SearchDialog
            onClose={() => change(false)}
            returnFocus={() => {
              const { returnTo } = state.current;
              (returnTo?.isConnected ? returnTo : trigger.current)?.focus();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
