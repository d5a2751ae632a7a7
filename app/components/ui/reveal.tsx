import type { ComponentProps, ElementType } from "react";

type RevealProps<T extends ElementType> = {
  as?: T;
  /** Seconds to wait once in view (for staggered lists: index × 0.1). */
  delay?: number;
} & Omit<ComponentProps<T>, "as">;

/**
 * An element that fades in on scroll: it carries `data-reveal-on-scroll`, which the page's script
 * (app/lib/reveal.ts, run by site-behaviours.ts on every page) animates. HTML only.
 */
export function Reveal<T extends ElementType = "div">({ as, delay = 0, style, ...props }: RevealProps<T>) {
  const Component: ElementType = as ?? "div";
  return (
    <Component
      data-reveal-on-scroll=""
      style={delay ? { ...style, transitionDelay: `${delay}s` } : style}
      {...props}
    />
  );
}
