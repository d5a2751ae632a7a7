import { Suspense, lazy, useEffect, useRef, useState } from "react";
import { Icon } from "~/components/ui/icon";

const loadDialog = () => import("./search-dialog");
const SearchDialog = lazy(loadDialog);

/**
 * The page's own script asks for the search with a mark on <html> (lib/search-shortcut.ts), so a
 * press before this island wakes is not lost. The dialog and index load on first open. */
export function SiteSearch({ requestAttribute }: { requestAttribute: string }) {
  const [open, setOpen] = useState(false);
  const returnTo = useRef<HTMLElement | null>(null);
  const trigger = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const root = document.documentElement;
    const show = () => {
      if (!root.hasAttribute(requestAttribute)) return;
      root.removeAttribute(requestAttribute);
      if (open) return;
      const active = document.activeElement;
      returnTo.current = active instanceof HTMLElement && active !== document.body ? active : null;
      setOpen(true);
    };
    // Asked for before this island was awake (a shortcut, a Search button): open now; later, on each request.
    show();
    const requests = new MutationObserver(show);
    requests.observe(root, { attributes: true, attributeFilter: [requestAttribute] });
    return () => requests.disconnect();
  }, [requestAttribute, open]);

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
            onClose={() => setOpen(false)}
            returnFocus={() => {
              const to = returnTo.current;
              (to?.isConnected ? to : trigger.current)?.focus();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
