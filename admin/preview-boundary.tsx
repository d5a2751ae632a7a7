import { Component, type ReactNode } from "react";

/**
 * Keeps a half-filled form from taking the whole CMS down: Decap does not catch an error thrown
 * by a preview template, so a page component meeting a date still being typed (or a new entry's
 * empty one) would replace the editor with Decap's error screen and lose the editor's work.
 * Here the preview says what it is waiting for instead, and tries again on the next keystroke.
 */
export class PreviewBoundary extends Component<{ resetKey: string; children: ReactNode }, { failed: boolean; resetKey: string }> {
  state = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: { resetKey: string }, state: { failed: boolean; resetKey: string }) {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <p role="status" className="m-8 rounded-card border border-line bg-subtle p-4 text-muted">
        The preview appears once the form's required fields are filled in (a date as YYYY-MM-DD).
      </p>
    );
  }
}
