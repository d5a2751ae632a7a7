import { Component, type ReactNode } from "react";

/**
 * Decap does not catch a preview template's error, so a date half typed would replace the editor with
 * its error screen and lose the work: the preview says what it waits for and retries on the next key. */
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
