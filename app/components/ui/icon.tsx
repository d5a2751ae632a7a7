import type { SVGProps } from "react";
import { type Glyph, ICON_SPRITE_URL } from "./icon-glyphs";

/**
 * A decorative icon from the static sprite (lucide's drawings, built into /icons.svg): no
 * JavaScript per icon. Its meaning is always in the text beside it, so it is hidden from
 * assistive technology.
 */
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
      <use href={`${ICON_SPRITE_URL}#${name}`} />
    </svg>
  );
}
