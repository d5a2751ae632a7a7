import { type SocialProfile, navigation, site } from "~/content/site";
import { Logo } from "~/components/ui/logo";

/** Social profiles render only when the configuration gives them a URL: never href="#". */
export function SiteFooter({ social = site.social }: { social?: SocialProfile[] }) {
  const profiles = social.filter((profile) => profile.url);
  return (
    <footer data-site-footer className="bg-navy-950 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:grid-cols-2 sm:px-6 lg:auto-cols-fr lg:grid-flow-col lg:grid-cols-[1.4fr] lg:px-8">
        <div className="max-w-xs">
          <Logo inverse />
          <p className="mt-4 text-sm leading-relaxed">{site.footerBlurb}</p>
          {profiles.length > 0 && (
            <ul aria-label="Social profiles" className="mt-5 flex gap-4 text-sm">
              {profiles.map((profile) => (
                <li key={profile.name}>
                  <a
                    href={profile.url}
                    rel="me noopener"
                    className="text-white hover:text-brand-300"
                  >
                    {profile.name}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
        {navigation.footer.map((group) => (
          <nav key={group.title} aria-label={`Footer: ${group.title}`}>
            <h2 className="text-sm font-semibold tracking-wide text-white uppercase">
              {group.title}
            </h2>
            <ul className="mt-4 space-y-2.5 text-sm">
              {group.links.map((link) => (
                <li key={link.href}>
                  <a href={link.href} className="hover:text-white hover:underline">
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-4 py-6 text-sm sm:px-6 lg:px-8">
          © {site.foundingYear} {site.name}. All rights reserved. {site.legalName}.
        </p>
      </div>
    </footer>
  );
}
