import { type ComponentProps, type ElementType, useEffect, useRef } from "react";

type RevealProps<T extends ElementType> = {
  as?: T;
  /** Seconds to wait once in view (for staggered lists: index × 0.1). */
  delay?: number;
} & Omit<ComponentProps<T>, "as">;

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
    { rootMargin: "0px 0px -8% 0px" },
  );
  observer.observe(element);
  return () => {
    observer.disconnect();
    delete element.dataset.reveal;
  };
}

/**
 * An element that fades in on scroll. It carries `data-reveal-on-scroll` so that prerendered
 * HTML React does not hydrate (sections/prerendered-body.tsx) can animate it too.
 */
export function Reveal<T extends ElementType = "div">({ as, delay = 0, style, ...props }: RevealProps<T>) {
  const ref = useRef<HTMLElement>(null);

  useEffect(() => (ref.current ? revealOnScroll(ref.current) : undefined), []);

  const Component: ElementType = as ?? "div";
  return (
    <Component
      ref={ref}
      data-reveal-on-scroll=""
      style={delay ? { ...style, transitionDelay: `${delay}s` } : style}
      {...props}
    />
  );
}
