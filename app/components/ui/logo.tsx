import { site } from "~/content/site";
import { cn } from "~/lib/cn";

/** The mark: an H on a shield. Same drawing as public/favicon.svg. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 32 32"
      width={32}
      height={32}
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <path
        d="M16 1.8 3.8 6.4v8.4c0 7.5 5.1 13.8 12.2 15.6 7.1-1.8 12.2-8.1 12.2-15.6V6.4L16 1.8Z"
        fill="#0f6277"
      />
      <path d="M16 1.8v28.6c7.1-1.8 12.2-8.1 12.2-15.6V6.4L16 1.8Z" fill="#134f60" />
      <path
        d="M11 9.5v13M21 9.5v13M11 16h10"
        stroke="#fff"
        strokeWidth="2.8"
        strokeLinecap="round"
        fill="none"
      />
      <circle cx="21" cy="9.5" r="2.2" fill="#67d2e4" />
    </svg>
  );
}

export function Logo({ inverse = false }: { inverse?: boolean }) {
  return (
    <a
      href="/"
      className={cn(
        "flex items-center gap-2.5 rounded-control text-lg font-bold tracking-tight",
        inverse ? "text-white" : "text-ink",
      )}
    >
      <LogoMark className="size-8" />
      <span>{site.name}</span>
      <span className="sr-only"> home</span>
    </a>
  );
}
