/*
 * Invoker commands (HTML's `commandfor` and `command` on a button: open a <dialog> as a modal,
 * close it) are not in React 19's types yet. React passes lowercase attributes it does not know
 * through to the HTML as they are, which is what these are.
 */
import "react";

declare module "react" {
  // Its type parameter must match React's declaration for the two to merge.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ButtonHTMLAttributes<T> {
    commandfor?: string;
    command?:
      "show-modal" | "close" | "request-close" | "toggle-popover" | "show-popover" | "hide-popover";
  }
}
