/**
 * A fixed-size box, so nothing moves when hero-scene-boot.ts draws into it; `data-scene` shows the
 * loader or the still. Decorative: hidden from assistive technology, the caption gives its meaning. */
export function HeroScene() {
  return (
    <figure className="relative mx-auto w-full max-w-md lg:max-w-lg">
      <div
        data-scene="waiting"
        aria-hidden="true"
        className="group/scene relative aspect-square w-full"
      >
        <div className="absolute inset-[14%] rounded-full bg-[radial-gradient(circle_at_40%_35%,rgb(19_79_96/0.55),rgb(7_17_31/0.9)_70%)] shadow-[0_0_80px_rgb(44_182_207/0.18)]" />
        <div data-scene-canvas className="absolute inset-0" />
        {/* While the scene's chunk loads: a ring of the globe's size, so nothing shifts. */}
        <div className="hidden group-data-[scene=loading]/scene:block group-data-[scene=waiting]/scene:block">
          <div className="absolute inset-0 flex items-center justify-center">
            <div className="size-12 animate-spin rounded-full border-2 border-brand-300/25 border-t-brand-300 motion-reduce:animate-none" />
            <p className="absolute top-[58%] text-sm text-slate-300">Loading threat map…</p>
          </div>
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

/**
 * Without WebGL or JavaScript, or if the chunk fails. `loading="lazy"`: fetched only when shown,
 * not beside the page's first paint. */
function SceneStill() {
  return (
    <img
      src="/illustrations/threat-globe.svg"
      alt=""
      width={560}
      height={560}
      decoding="async"
      loading="lazy"
      className="absolute inset-0 size-full"
    />
  );
}
