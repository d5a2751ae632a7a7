import { Suspense, lazy, useEffect, useRef, useState } from "react";
import { Icon } from "~/components/ui/icon";
import { cn } from "~/lib/cn";
import { OPEN_SEARCH_EVENT, isSearchShortcut } from "~/lib/search-shortcut";
import { useHydratedFlag } from "~/lib/use-hydrated-flag";

const loadDialog = () => import("./search-dialog");
const SearchDialog = lazy(loadDialog);

/**
 * The top bar's Search control, also opened with Ctrl/Cmd-K, "/" and the drawer's Search button.
 * It needs JavaScript, so it is not in the prerendered HTML; the dialog code and the index load
 * only when it is first used. Closing returns focus to what had it before.
 */
export function SiteSearch() {
  const hydrated = useHydratedFlag();
  const [open, setOpen] = useState(false);
  const state = useRef<{ open: boolean; returnTo: HTMLElement | null }>({ open: false, returnTo: null });
  const trigger = useRef<HTMLButtonElement>(null);

  const change = (next: boolean) => {
    state.current.open = next;
    setOpen(next);
  };

  useEffect(() => {
    const show = () => {
      if (state.current.open) return;
      const active = document.activeElement;
      state.current = { open: true, returnTo: active instanceof HTMLElement && active !== document.body ? active : null };
      setOpen(true);
    };
    const onKey = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      show();
    };
    window.addEventListener("keydown", onKey);
    window.addEventListener(OPEN_SEARCH_EVENT, show);
    return () => {
      window.removeEventListener("keydown", onKey);
      window.removeEventListener(OPEN_SEARCH_EVENT, show);
    };
  }, []);

  return (
    <>
      {/* Before hydration the button only holds its place (invisible, out of the tab order and
          the accessibility tree), so the top bar does not shift when it appears. */}
      <button
        ref={trigger}
        type="button"
        aria-hidden={hydrated ? undefined : true}
        tabIndex={hydrated ? undefined : -1}
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K /"
        onClick={() => window.dispatchEvent(new Event(OPEN_SEARCH_EVENT))}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        className={cn(
          "inline-flex size-11 items-center justify-center gap-2 rounded-control text-ink hover:bg-subtle xl:w-auto xl:border xl:border-line xl:px-3",
          !hydrated && "invisible",
        )}
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
