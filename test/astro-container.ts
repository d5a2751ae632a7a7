/**
 * Astro's Container API set up as the build renders: the manifest Astro makes from astro.config.ts
 * (the `client:intent` directive, the CSP) and the React renderer, so a route renders as its page
 * does. Only in the "astro" Vitest project (vitest.astro.config.ts), which has Astro's Vite plugins.
 */
import { getContainerRenderer } from "@astrojs/react/container-renderer";
import { experimental_AstroContainer as AstroContainer } from "astro/container";
import { loadRenderers } from "astro:container";
import { manifest } from "virtual:astro:manifest";

export const routeContainer = async () =>
  AstroContainer.create({ manifest, renderers: await loadRenderers([getContainerRenderer()]) });
