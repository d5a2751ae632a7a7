import type { NavLink } from "~/content/navigation";

export const notFound = {
  title: "Page not found",
  description: "The page you were looking for does not exist or has moved.",
  intro:
    "The address may be mistyped, or the page may have moved. These sections are a good place to pick up again.",
  links: [
    { label: "Home", href: "/", description: "Start from the beginning." },
    { label: "Security Platform", href: "/platform", description: "Our AI threat-intelligence platform." },
    { label: "Services", href: "/services", description: "Assessment, response, training and investigation." },
    { label: "Solutions", href: "/solutions", description: "Security for your industry." },
    { label: "Resources", href: "/resources", description: "Docs, blog, case studies and webinars." },
    { label: "Contact Us", href: "/company/contact", description: "Talk to a security specialist." },
  ],
} satisfies { title: string; description: string; intro: string; links: NavLink[] };
