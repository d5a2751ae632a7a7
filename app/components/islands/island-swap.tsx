import { type ReactElement, useEffect, useLayoutEffect } from "react";
import { createPortal } from "react-dom";
import { carryFrom, carryTo } from "./carry-controls";
import { HELD_CLICKS, LIVE } from "./islands";

/** An island that has woken (islands.tsx), with its live element. */
export interface Awake {
  name: string;
  container: HTMLElement;
  element: ReactElement;
  /** The prerendered nodes the live copy replaces. */
  replaced: ChildNode[];
  /** A send, or a click on its nth button (islands.tsx HELD_CLICKS), made before the live copy was there: made again once it is. */
  held: { submit: boolean; click: number };
}

/** The live copy of an island, rendered into its wrapper in the kept HTML. */
export function islandPortal(island: Awake) {
  return createPortal(
    <>
      {island.element}
      <Replace island={island} />
    </>,
    island.container,
    island.name,
  );
}

/**
 * Rendered after the live copy in its portal: before the browser paints, takes the prerendered
 * nodes out and puts the visitor's input and focus on the copy; then makes a held send or
 * button click again.
 */
function Replace({ island }: { island: Awake }) {
  useLayoutEffect(() => {
    const { container, replaced } = island;
    const carried = carryFrom(replaced);
    replaced.forEach((node) => node.remove());
    carryTo(Array.from(container.childNodes), carried);
    container.setAttribute(LIVE, "");
  }, [island]);

  useEffect(() => {
    const { container, held } = island;
    const form = container.querySelector("form");
    if (held.submit && form) {
      form.noValidate = true; // the live form checks with its own messages (it sets this itself once it runs)
      form.requestSubmit();
    }
    const clicked = container.querySelectorAll(HELD_CLICKS)[held.click];
    if (clicked instanceof HTMLElement) clicked.click();
  }, [island]);
  return null;
}
