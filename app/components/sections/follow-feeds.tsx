import type { ReactNode } from "react";

const link = "font-semibold text-brand-700 hover:underline";

export function FollowFeeds({
  what,
  feeds,
  children,
}: {
  what: string;
  feeds: { rss: string; atom: string; json: string };
  children?: ReactNode;
}) {
  return (
    <p className="mt-6 text-sm text-muted">
      Follow new {what}:{" "}
      <a href={feeds.rss} className={link}>
        RSS
      </a>
      ,{" "}
      <a href={feeds.atom} className={link}>
        Atom
      </a>{" "}
      or{" "}
      <a href={feeds.json} className={link}>
        JSON Feed
      </a>
      {children ? <>; {children}</> : null}.
    </p>
  );
}
