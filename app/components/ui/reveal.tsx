import type { ComponentProps, ElementType } from "react";

type RevealProps<T extends ElementType> = {
  as?: T;
  /** Seconds to wait once in view (for staggered lists: index × 0.1). */
  delay?: number;
} & Omit<ComponentProps<T>, "as">;

/** HTML only: the page's script (app/browser/reveal.ts) animates `data-reveal-on-scroll`. */
export function Reveal<T extends ElementType = "div">({
  as,
  delay = 0,
  style,
  ...props
}: RevealProps<T>) {
  const Component: ElementType = as ?? "div";
  return (
    <Component
      data-reveal-on-scroll=""
      style={delay ? { ...style, transitionDelay: `${delay}s` } : style}
      {...props}
    />
  );
}
