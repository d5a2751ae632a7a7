/**
 * Fades an element in as it scrolls into view; returns the cleanup. Prerendered content is
 * always visible: only once JavaScript runs, and only for elements still below the fold, does it
 * hide them until they intersect. Under prefers-reduced-motion, or without IntersectionObserver,
 * it does nothing.
 */
export function revealOnScroll(element: HTMLElement): () => void {
  if (typeof IntersectionObserver === "undefined") return () => {};
  if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return () => {};
  if (element.getBoundingClientRect().top < window.innerHeight) return () => {};

  element.dataset.reveal = "pending";
  const observer = new IntersectionObserver(
    ([entry]) => {
      if (!entry?.isIntersecting) return;
      element.dataset.reveal = "shown";
      observer.disconnect();
    },
    // The area above the viewport counts as seen: an element jumped over (the End key, a link to
    // a later heading) is shown too, not left hidden above the visitor.
    { rootMargin: "100000px 0px -8% 0px" },
  );
  observer.observe(element);
  return () => {
    observer.disconnect();
    delete element.dataset.reveal;
  };
}

/** Every element of the page marked to fade in (components/ui/reveal.tsx `Reveal`). */
export function revealAll(root: ParentNode = document): void {
  root.querySelectorAll<HTMLElement>("[data-reveal-on-scroll]").forEach(revealOnScroll);
}
