import { Mail, MapPin, Phone, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { mainNav, moreNav, type NavLink } from "#app/modules/site/company.ts";
import { translator } from "#app/modules/i18n/i18n.ts";
import { pathInLanguage, type Language } from "#app/modules/i18n/languages.ts";
import { telHref } from "#app/modules/site/company-details.ts";
import type { FooterContact } from "#app/modules/site/shell.server.ts";
import type { ShellUser } from "#app/modules/site/shell-user.ts";
import { Logo } from "./logo.tsx";
import type { HoneypotProps } from "#app/ui/honeypot.tsx";
import { NewsletterForm } from "./newsletter-form.tsx";
import { SocialIcon } from "./social-icons.tsx";

type Props = {
  logoUrl: string | null;
  /** The courses' titles in the page's language; `lang` marks one still in English. */
  programLinks: { id: string; title: string; lang?: string }[];
  contact: FooterContact;
  user: ShellUser | null;
  /** This page's address, where the newsletter form brings the visitor back. */
  pageAddress: string;
  /** The newsletter form's honeypot time stamp. */
  honeypot: HoneypotProps;
  language: Language;
};

const headingClass = "font-display text-lg font-bold text-white";
const linkClass = "text-slate-300 underline-offset-4 hover:text-white hover:underline";

export function Footer({ logoUrl, programLinks, contact, user, pageAddress, honeypot, language }: Props) {
  const t = translator(language);
  const href = (path: string) => pathInLanguage(path, language);
  const quickLinks: NavLink[] = [
    ...mainNav,
    ...moreNav.filter((item) => item.to !== "/book-offline-demo"),
    { to: "/book-offline-demo", label: "offlineDemo" },
    { to: "/trial-class", label: "freeTrial" },
  ];
  const links = [
    ...quickLinks.map((item) => ({ to: href(item.to), label: t(`nav.${item.label}`) })),
    // The back office is in English only.
    { to: user?.isAdmin ? "/admin/dashboard" : "/admin/login", label: t("nav.adminPanel") },
  ];
  return (
    <footer className="no-print on-dark bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="sr-only">
            {t("footer.aboutHeading")}
          </h2>
          <span className="inline-block rounded-2xl bg-white px-3 py-2">
            <Logo logoUrl={logoUrl} />
          </span>
          <p className="mt-4">{t("footer.about", { tagline: t("footer.tagline") })}</p>
          <ul className="mt-5 space-y-3">
            <ContactItem icon={MapPin}>{contact.address}</ContactItem>
            <ContactItem icon={Mail}>
              <a className={linkClass} href={`mailto:${contact.email}`}>
                {contact.email}
              </a>
            </ContactItem>
            <ContactItem icon={Phone}>
              <a className={linkClass} href={telHref(contact.phone)}>
                {contact.phone}
              </a>
            </ContactItem>
          </ul>
        </section>

        <FooterNav headingId="footer-quick-links" title={t("footer.quickLinks")}>
          <FooterLinks links={links} className="mt-4 grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-1">
            {user ? (
              <li>
                <Form method="post" action="/logout">
                  <button type="submit" className={`${linkClass} cursor-pointer text-left`}>
                    {t("footer.logOut")}
                    <span className="sr-only"> ({user.name})</span>
                  </button>
                </Form>
              </li>
            ) : (
              <li>
                <Link className={linkClass} to="/login">
                  {t("footer.logIn")}
                </Link>{" "}
                /{" "}
                <Link className={linkClass} to="/signup">
                  {t("footer.signUp")}
                </Link>
              </li>
            )}
          </FooterLinks>
        </FooterNav>

        <FooterNav headingId="footer-programs" title={t("footer.programs")}>
          <FooterLinks
            links={programLinks.map((program) => ({
              to: href(`/programs/${program.id}`),
              label: program.title,
              lang: program.lang,
            }))}
            className="mt-4 space-y-2"
          />
          <h2 className={`${headingClass} mt-8`}>{t("footer.followUs")}</h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {contact.socials.map((social) => (
              <li key={social.name}>
                <a
                  href={social.href}
                  rel="noopener noreferrer"
                  target="_blank"
                  className="flex size-11 items-center justify-center rounded-full bg-slate-800 text-slate-200 hover:bg-brand-600 hover:text-white"
                >
                  <SocialIcon name={social.name} className="size-5" />
                  <span className="sr-only">
                    {social.name} {t("footer.opensInNewTab")}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </FooterNav>

        <section aria-labelledby="footer-newsletter">
          <h2 id="footer-newsletter" className={headingClass}>
            {t("footer.newsletter")}
          </h2>
          <p className="mt-4">{t("footer.newsletterPitch")}</p>
          <NewsletterForm redirectTo={pageAddress} honeypot={honeypot} language={language} />
        </section>
      </div>
      <div className="border-t border-slate-800">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-6 text-sm text-slate-400 sm:px-6">
          <p>{t("footer.rights", { year: new Date().getFullYear() })}</p>
          <p>
            <Link className="text-slate-200 underline underline-offset-4 hover:text-white" to={href("/privacy")}>
              {t("footer.privacyNotice")}
            </Link>
            <span aria-hidden="true"> · </span>
            {t("footer.noTrackers")}
          </p>
        </div>
      </div>
    </footer>
  );
}

/** A column of the footer's links under its heading. */
function FooterNav({ headingId, title, children }: { headingId: string; title: string; children: ReactNode }) {
  return (
    <nav aria-labelledby={headingId}>
      <h2 id={headingId} className={headingClass}>
        {title}
      </h2>
      {children}
    </nav>
  );
}

/** A list of the footer's links; `children` adds items after them. */
function FooterLinks({
  links,
  className,
  children,
}: {
  /** `lang` marks a label still in English on a Hindi or Marathi page. */
  links: readonly { to: string; label: string; lang?: string }[];
  className: string;
  children?: ReactNode;
}) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.to}>
          <Link className={linkClass} to={link.to} lang={link.lang}>
            {link.label}
          </Link>
        </li>
      ))}
      {children}
    </ul>
  );
}

/** One way to reach us, after its icon. */
function ContactItem({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <li className="flex gap-3">
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-sun-400" />
      {children}
    </li>
  );
}
