import { type ComponentProps, type ElementType, useEffect, useRef } from "react";

type RevealProps<T extends ElementType> = {
  as?: T;
  /** Seconds to wait once in view (for staggered lists: index × 0.1). */
  delay?: number;
} & Omit<ComponentProps<T>, "as">;

/**
 * Fades content in as it scrolls into view. Prerendered content is always visible: only once
 * JavaScript runs, and only for elements still below the fold, does it hide them until they
 * intersect. Under prefers-reduced-motion, or without IntersectionObserver, it does nothing.
 */
export function Reveal<T extends ElementType = "div">({ as, delay = 0, style, ...props }: RevealProps<T>) {
  const ref = useRef<HTMLElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === "undefined") return;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    if (element.getBoundingClientRect().top < window.innerHeight) return;

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
  }, []);

  const Component: ElementType = as ?? "div";
  return (
    <Component
      ref={ref}
      style={delay ? { ...style, transitionDelay: `${delay}s` } : style}
      {...props}
    />
  );
}
