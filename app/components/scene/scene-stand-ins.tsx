/** Shown while the scene's chunk loads: a ring of the globe's size, so nothing shifts. */
export function SceneLoader() {
  return (
    <div className="absolute inset-0 flex items-center justify-center">
      <div className="size-12 animate-spin rounded-full border-2 border-brand-300/25 border-t-brand-300 motion-reduce:animate-none" />
      <p className="absolute top-[58%] text-sm text-slate-300">Loading threat map…</p>
    </div>
  );
}

/**
 * Without WebGL or JavaScript, or if the chunk fails. `loading="lazy"`: fetched only when shown,
 * not beside the page's first paint. */
export function SceneStill() {
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
