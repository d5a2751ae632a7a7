import { SceneLoader, SceneStill } from "./scene-stand-ins";

/**
 * The home hero's threat map, HTML from the server: a fixed-size box with the loader (the static
 * illustration for visitors without JavaScript). After the largest paint, when the browser is
 * idle, hero-scene-boot.ts (plain script, no framework) fetches the WebGL chunk, which draws in a
 * worker where it can (threat-globe.ts), and sets `data-scene` (waiting, loading, running,
 * paused, still, static), which shows the loader or the still. The box never changes size, so
 * nothing moves (CLS 0).
 * Decorative: hidden from assistive technology, its meaning given by the caption.
 */
export function HeroScene() {
  return (
    <figure className="relative mx-auto w-full max-w-md lg:max-w-lg">
      <div data-scene="waiting" aria-hidden="true" className="group/scene relative aspect-square w-full">
        <div className="absolute inset-[14%] rounded-full bg-[radial-gradient(circle_at_40%_35%,rgb(19_79_96/0.55),rgb(7_17_31/0.9)_70%)] shadow-[0_0_80px_rgb(44_182_207/0.18)]" />
        {/* hero-scene-boot.ts draws the globe into this box and says how it goes in data-scene. */}
        <div data-scene-canvas className="absolute inset-0" />
        <div className="hidden group-data-[scene=loading]/scene:block group-data-[scene=waiting]/scene:block">
          <SceneLoader />
        </div>
        <div className="hidden group-data-[scene=static]/scene:block">
          <SceneStill />
        </div>
        <noscript>
          <SceneStill />
        </noscript>
      </div>
      <figcaption className="mt-3 text-center text-sm text-slate-300">
        Illustration: attack paths between monitored networks across the globe
      </figcaption>
    </figure>
  );
}
