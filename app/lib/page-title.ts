import { site } from "~/content/site";

/** A page's <title>: its name, then the company's (the home page is the company's name alone). */
export function pageTitle(title: string): string {
  return title === site.name ? title : `${title} | ${site.name}`;
}
