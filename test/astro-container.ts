/** Astro's Container API as the build renders: the React renderer, and the manifest Astro makes from astro.config.ts
 * (`client:intent`, the CSP) through its own, undocumented `virtual:astro:manifest` (docs/decisions/0012).
 * Only in the "astro" Vitest project, which has Astro's Vite plugins. */
import { getContainerRenderer } from "@astrojs/react/container-renderer";
import { experimental_AstroContainer as AstroContainer } from "astro/container";
import { loadRenderers } from "astro:container";
import { manifest } from "virtual:astro:manifest";

export const routeContainer = async () =>
  AstroContainer.create({ manifest, renderers: await loadRenderers([getContainerRenderer()]) });
