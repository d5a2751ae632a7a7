/**
 * The files the pages announce (feeds in every head, the advisories' and the research feeds, each
 * webinar's and event's Add to calendar) are written by the endpoints in app/pages at the paths the code links to.
 */
import { describe, expect, it } from "vitest";
import { feedPaths } from "../../app/files/feeds";
import { advisoryFeeds, calendarPath, feedsAt, researchFeeds } from "../../app/route-table";
import { everyEntryCollection } from "../../app/collections/list";
import { allEvents, allWebinars } from "../../e2e/support/content";
import { exists, readText } from "./site-files";

/** Served as a file of its own, not a page: no HTML document in it. */
const servedFile = (path: string) => exists(path) && !/^\s*<!doctype html/i.test(readText(path));

describe("generated files at the addresses the pages link to", () => {
  it("the blog's, the advisories', the research reports' and each collection with no code of its own's feeds", () => {
    const simple = everyEntryCollection
      .filter(({ section }) => section === "entries")
      .flatMap(({ base }) => Object.values(feedsAt(base)));
    for (const path of [
      ...Object.values(feedPaths),
      ...Object.values(advisoryFeeds),
      ...Object.values(researchFeeds),
      ...simple,
    ])
      expect([path, servedFile(path)]).toEqual([path, true]);
  });

  it("a calendar file for every webinar and event", () => {
    const paths = [
      ...allWebinars.map((webinar) => calendarPath("webinar", webinar.slug)),
      ...allEvents.map((event) => calendarPath("event", event.slug)),
    ];
    for (const path of paths)
      expect([path, servedFile(path) && readText(path).startsWith("BEGIN:VCALENDAR\r\n")]).toEqual([
        path,
        true,
      ]);
  });
});
