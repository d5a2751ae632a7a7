import { afterEach, describe, expect, it } from "vitest";
import { carryFrom, carryTo } from "./carry-controls";

const FORM = `
  <form>
    <input name="name"><input name="email" type="email">
    <select name="topic"><option value="">Choose one</option><option>Audit</option></select>
    <input type="checkbox" name="consent" value="yes">
    <input type="radio" name="size" value="s"><input type="radio" name="size" value="l">
    <textarea name="message"></textarea>
    <input type="hidden" name="form-name" value="contact">
  </form>`;

function form(): HTMLFormElement {
  const holder = document.createElement("div");
  holder.innerHTML = FORM;
  document.body.append(holder);
  return holder.querySelector("form") as HTMLFormElement;
}
const control = (element: HTMLFormElement, name: string) => element.elements.namedItem(name) as HTMLInputElement;

afterEach(() => document.body.replaceChildren());

describe("carrying a visitor's input from a prerendered form to its live copy", () => {
  it("puts back what was typed, chosen and ticked, and the field and caret they were in", () => {
    const before = form();
    control(before, "name").value = "Ada";
    (before.elements.namedItem("topic") as HTMLSelectElement).value = "Audit";
    control(before, "consent").checked = true;
    (before.querySelector('[value="l"]') as HTMLInputElement).checked = true;
    const message = before.elements.namedItem("message") as HTMLTextAreaElement;
    message.value = "Retainer";
    message.focus();
    message.setSelectionRange(3, 5);
    const carried = carryFrom([before]);
    before.remove();

    const after = form();
    carryTo([after], carried);
    expect(control(after, "name").value).toBe("Ada");
    expect((after.elements.namedItem("topic") as HTMLSelectElement).value).toBe("Audit");
    expect(control(after, "consent").checked).toBe(true);
    expect((after.querySelector('[value="l"]') as HTMLInputElement).checked).toBe(true);
    expect((after.querySelector('[value="s"]') as HTMLInputElement).checked).toBe(false);
    const live = after.elements.namedItem("message") as HTMLTextAreaElement;
    expect(document.activeElement).toBe(live);
    expect([live.selectionStart, live.selectionEnd]).toEqual([3, 5]);
  });

  it("leaves alone what the visitor had not filled (a restored draft may fill it) and the hidden fields", () => {
    const before = form();
    const carried = carryFrom([before]);
    const after = form();
    control(after, "email").value = "from-a-draft@example.com";
    carryTo([after], carried);
    expect(control(after, "email").value).toBe("from-a-draft@example.com");
    expect(control(after, "form-name").value).toBe("contact");
    expect(document.activeElement).toBe(document.body);
  });

  it("puts focus back on the link the visitor was on, by its place in the list (a link that becomes a button included)", () => {
    const list = (more: string) => {
      const holder = document.createElement("div");
      holder.innerHTML = `<nav><a href="/blog">All</a><a href="/blog/category/cloud">Cloud</a></nav><ul><li><a href="/blog/one">One</a></li></ul>${more}`;
      document.body.append(holder);
      return holder;
    };
    const before = list(`<a href="/blog/page/2">Load More Articles</a>`);
    (before.querySelector('[href="/blog/one"]') as HTMLAnchorElement).focus();
    const onLink = carryFrom([before]);
    (before.querySelector('[href="/blog/page/2"]') as HTMLAnchorElement).focus();
    const onMore = carryFrom([before]);
    before.remove();

    const after = list(`<button type="button">Load More Articles</button>`);
    carryTo([after], onLink);
    expect(document.activeElement).toBe(after.querySelector('[href="/blog/one"]'));
    carryTo([after], onMore);
    expect(document.activeElement).toBe(after.querySelector("button"));
  });
});
