import { buttonVariants } from "~/components/ui/button-variants";
import { Icon } from "~/components/ui/icon";
import { site } from "~/content/site";
import { LogoMark } from "./logo";

export const ERROR_TITLE = "Unexpected Application Error!";

/** The branded screen a render error shows, with a way home and a reload. */
export function ErrorScreen({ detail }: { detail?: string }) {
  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-subtle px-4 py-16">
      <title>{`${ERROR_TITLE} | ${site.name}`}</title>
      <div className="w-full max-w-lg rounded-card border border-line bg-white p-8 text-center shadow-raised">
        <LogoMark className="mx-auto size-12" />
        <h1 className="mt-6 text-2xl font-bold tracking-tight">{ERROR_TITLE}</h1>
        <p className="mt-3 leading-relaxed text-muted">
          Something went wrong while showing this page. Reloading usually fixes it; if not, the
          home page is a safe place to start again.
        </p>
        {detail && (
          <pre className="mt-4 overflow-x-auto rounded-control bg-subtle p-3 text-left text-xs text-muted">{detail}</pre>
        )}
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <a href="/" className={buttonVariants()}>
            <Icon name="home" /> Go home
          </a>
          <button type="button" className={buttonVariants({ variant: "secondary" })} onClick={() => window.location.reload()}>
            <Icon name="rotate-cw" /> Reload
          </button>
        </div>
      </div>
    </main>
  );
}
