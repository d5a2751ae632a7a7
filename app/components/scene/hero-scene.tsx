import { SceneLoader, SceneStill } from "./scene-stand-ins";

/**
 * A fixed-size box, so nothing moves when hero-scene-boot.ts draws into it; `data-scene` shows the
 * loader or the still. Decorative: hidden from assistive technology, the caption gives its meaning. */
export function HeroScene() {
  return (
    <figure className="relative mx-auto w-full max-w-md lg:max-w-lg">
      <div data-scene="waiting" aria-hidden="true" className="group/scene relative aspect-square w-full">
        <div className="absolute inset-[14%] rounded-full bg-[radial-gradient(circle_at_40%_35%,rgb(19_79_96/0.55),rgb(7_17_31/0.9)_70%)] shadow-[0_0_80px_rgb(44_182_207/0.18)]" />
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
