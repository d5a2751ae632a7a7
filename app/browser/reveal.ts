/**
 * Prerendered content stays visible without JavaScript. Positions come from the observer's first report, not
 * getBoundingClientRect, which would force a layout per element before the first paint (reveal.test.tsx). */
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
