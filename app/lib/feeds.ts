/** Where the build writes the blog's feeds (site paths), and the head links that announce them. */
export const feedPaths = { rss: "/blog/rss.xml", atom: "/blog/atom.xml", json: "/blog/feed.json" } as const;

/** A `<link rel="alternate">` for the page head, so readers discover the feeds. */
export interface FeedLink {
  rel: "alternate";
  type: "application/rss+xml" | "application/atom+xml" | "application/feed+json";
  title: string;
  href: string;
}

export function feedLinks(site: { name: string }): FeedLink[] {
  const title = `${site.name} Blog`;
  return [
    { rel: "alternate", type: "application/rss+xml", title: `${title} (RSS)`, href: feedPaths.rss },
    { rel: "alternate", type: "application/atom+xml", title: `${title} (Atom)`, href: feedPaths.atom },
    { rel: "alternate", type: "application/feed+json", title: `${title} (JSON Feed)`, href: feedPaths.json },
  ];
}
