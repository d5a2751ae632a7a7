import { Component, type ComponentType, type ReactNode } from "react";
import { buttonVariants } from "~/components/ui/button-variants";
import { Icon } from "~/components/ui/icon";
import { LogoMark } from "./logo";

export const ERROR_TITLE = "Unexpected Application Error!";

/**
 * At build a render error stops the build; in the browser only islands render, so this stands in
 * the island's place, the rest of the page still readable around it. */
export function ErrorScreen() {
  return (
    <div
      role="alert"
      className="mx-auto my-12 w-full max-w-lg rounded-card border border-line bg-white p-8 text-center shadow-raised"
    >
      <LogoMark className="mx-auto size-12" />
      <h2 className="mt-6 text-2xl font-bold tracking-tight">{ERROR_TITLE}</h2>
      <p className="mt-3 leading-relaxed text-muted">
        Something went wrong while showing this part of the page. Reloading usually fixes it; if
        not, the home page is a safe place to start again.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <a href="/" className={buttonVariants()}>
          <Icon name="home" /> Go home
        </a>
        <button
          type="button"
          className={buttonVariants({ variant: "secondary" })}
          onClick={() => window.location.reload()}
        >
          <Icon name="rotate-cw" /> Reload
        </button>
      </div>
    </div>
  );
}

export class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <ErrorScreen /> : this.props.children;
  }
}

/** Pages hydrate the component itself, so the boundary goes in it. */
export function withErrorBoundary<P extends object>(View: ComponentType<P>) {
  return (props: P) => (
    <ErrorBoundary>
      <View {...props} />
    </ErrorBoundary>
  );
}
