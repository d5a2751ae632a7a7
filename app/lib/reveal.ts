/**
 * Fades elements in as they scroll into view. Prerendered content is always visible: only once
 * JavaScript runs, and only for elements still below the fold, are they hidden until they
 * intersect. Under prefers-reduced-motion, or without IntersectionObserver, nothing happens.
 *
 * Where each element stands is read from one observer's first report, which comes after the
 * browser has laid out the frame, never by asking for it while the page loads: a
 * getBoundingClientRect per element, each followed by the attribute it sets, made the browser lay
 * the page out again for every element before the first paint (about 15 ms on a page of cards,
 * four times that on a phone). One observer reports every element in one batch, and the fold is
 * read once before any attribute is set. reveal.test.tsx fails if a layout is asked for again.
 */
export function revealAll(root: ParentNode = document): () => void {
  const elements = [...root.querySelectorAll<HTMLElement>("[data-reveal-on-scroll]")];
  if (elements.length === 0 || typeof IntersectionObserver === "undefined") return () => {};
  if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return () => {};

  const placed = new WeakSet<Element>();
  const observer = new IntersectionObserver(
    (entries) => {
      const fold = window.innerHeight;
      for (const { target, boundingClientRect, isIntersecting } of entries) {
        const element = target as HTMLElement;
        if (!placed.has(element)) {
          placed.add(element);
          // Already on screen (or above it) when the page first painted: it stays as it is.
          if (boundingClientRect.top < fold) observer.unobserve(element);
          else element.dataset.reveal = "pending";
        } else if (isIntersecting) {
          element.dataset.reveal = "shown";
          observer.unobserve(element);
        }
      }
    },
    // The area above the viewport counts as seen: an element jumped over (the End key, a link to
    // a later heading) is shown too, not left hidden above the visitor.
    { rootMargin: "100000px 0px -8% 0px" },
  );
  for (const element of elements) observer.observe(element);
  return () => {
    observer.disconnect();
    for (const element of elements) delete element.dataset.reveal;
  };
}
