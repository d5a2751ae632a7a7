import { describe, expect, it } from "vitest";
import { excerptParts } from "./pagefind";
import { isSearchShortcut } from "./search-shortcut";

function key(init: KeyboardEventInit, target?: HTMLElement): KeyboardEvent {
  const event = new KeyboardEvent("keydown", { bubbles: true, ...init });
  if (target) {
    document.body.append(target);
    target.dispatchEvent(event);
    target.remove();
  }
  return event;
}

describe("search shortcut", () => {
  it("opens with Ctrl-K, Cmd-K and slash", () => {
    expect(isSearchShortcut(key({ key: "k", ctrlKey: true }))).toBe(true);
    expect(isSearchShortcut(key({ key: "K", metaKey: true }))).toBe(true);
    expect(isSearchShortcut(key({ key: "/" }, document.createElement("button")))).toBe(true);
  });

  it("leaves slash alone while typing in a field, and other keys alone", () => {
    expect(isSearchShortcut(key({ key: "/" }, document.createElement("input")))).toBe(false);
    expect(isSearchShortcut(key({ key: "/" }, document.createElement("textarea")))).toBe(false);
    expect(isSearchShortcut(key({ key: "k" }))).toBe(false);
    expect(isSearchShortcut(key({ key: "/", ctrlKey: true }))).toBe(false);
  });
});

describe("search excerpts", () => {
  it("keeps Pagefind's marks and decodes its entities as text", () => {
    expect(excerptParts("Our <mark>red</mark> &amp; <mark>team</mark> ops")).toEqual([
      { text: "Our ", mark: false },
      { text: "red", mark: true },
      { text: " & ", mark: false },
      { text: "team", mark: true },
      { text: " ops", mark: false },
    ]);
  });

  it("never turns other markup into elements", () => {
    const parts = excerptParts('<img src=x onerror="alert(1)"> &lt;script&gt; <mark>hit</mark>');
    expect(parts).toEqual([
      { text: '<img src=x onerror="alert(1)"> <script> ', mark: false },
      { text: "hit", mark: true },
    ]);
  });
});
