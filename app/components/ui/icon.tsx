import { createElement, type SVGProps } from "react";
import { iconDrawings } from "../../../.generated/icon-drawings";
import type { Glyph } from "./icon-glyphs";

/** Decorative: its meaning is always in the text beside it, so it is hidden from assistive technology. */
export function Icon({ name, className, ...props }: { name: Glyph } & SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      width={24}
      height={24}
      aria-hidden="true"
      focusable="false"
      className={className}
      {...props}
    >
      {iconDrawings[name]?.map(([tag, attributes], index) =>
        createElement(tag, { key: index, ...attributes }),
      )}
    </svg>
  );
}
