import Link from 'next/link';
import type { Locale } from '@/lib/i18n/locales';
import { localeHref } from '@/lib/i18n/twins';
import { SITE } from '@/lib/site';
import { translator } from '@/server/i18n';
import { FacebookIcon, InstagramIcon, MailIcon, ShieldIcon, TikTokIcon, YouTubeIcon } from '../ui/static-icons';
import { PaymentBadges } from '../ui/PaymentBadges';
import { StoreButtons } from '../ui/StoreButtons';
import { LanguageSwitch } from './LanguageSwitch';
import { Logo } from './Logo';

const social = [
  { href: SITE.social.facebook, label: 'Facebook', Icon: FacebookIcon },
  { href: SITE.social.instagram, label: 'Instagram', Icon: InstagramIcon },
  { href: SITE.social.youtube, label: 'YouTube', Icon: YouTubeIcon },
  { href: SITE.social.tiktok, label: 'TikTok', Icon: TikTokIcon },
];

export function Footer({ locale }: { locale: Locale }) {
  const t = translator(locale, 'footer');
  const link = (href: string, label: string, className?: string) => ({ href: localeHref(locale, href), label, className });
  const usefulLinks = [
    link('/motos-a-vendre', t('motosForSale')),
    link('/motos-neuves', t('motoBrands')),
    link('/boutiques', t('shops')),
    link('/sponsoring', t('sponsor')),
    link('/premiumads', t('premiumAds')),
    // Not inside the app itself (see lib/app/detect.ts).
    link('/telecharger-app', t('downloadApp'), 'hide-in-app'),
  ];
  const aboutLinks = [
    link('/pages/about', t('whoWeAre')),
    link('/pages/contact', t('contactUs')),
    link('/pages/condition-politique', t('terms')),
    link('/pages/conditions-generales-de-vente', t('salesTerms')),
  ];
  return (
    <footer className="below-fold mt-16 bg-ink text-white/90 print:hidden">
      <div className="container-page grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-4">
          <Logo className="text-white [&_.text-brand]:text-[#ff6b6b]" />
          <p className="text-sm text-white/75">{translator(locale, 'site')('tagline')}.</p>
          <a href={`mailto:${SITE.email}`} className="inline-flex items-center gap-2 text-sm hover:text-white">
            <MailIcon /> {SITE.email}
          </a>
          <ul className="flex gap-3 text-2xl" aria-label={t('social')}>
            {social.map(({ href, label, Icon }) => (
              <li key={label}>
                <a
                  href={href}
                  className="inline-flex h-11 w-11 items-center justify-center rounded-full bg-white/10 hover:bg-white/20"
                  rel="noopener"
                  aria-label={label}
                >
                  <Icon />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <FooterLinks title={t('usefulLinks')} links={usefulLinks} />
        <FooterLinks title={t('about')} links={aboutLinks} />
        <div className="hide-in-app space-y-4">
          <h2 className="font-semibold text-white">{t('mobileApp')}</h2>
          <StoreButtons locale={locale} />
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="container-page flex flex-col gap-4 py-6 text-sm text-white/75 md:flex-row md:items-center md:justify-between">
          <p className="flex items-start gap-2">
            <ShieldIcon className="mt-0.5 shrink-0 text-lg text-[#7bd389]" />
            <span>{t('securePayments')}</span>
          </p>
          <PaymentBadges locale={locale} />
        </div>
        <div className="container-page flex flex-wrap items-center justify-between gap-3 pb-6 text-xs text-white/60">
          <p>{t('rights', { year: String(new Date().getFullYear()) })}</p>
          <LanguageSwitch
            locale={locale}
            suggest
            className="inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold text-white ring-1 ring-white/30 hover:bg-white/10"
          />
        </div>
      </div>
    </footer>
  );
}

function FooterLinks({ title, links }: { title: string; links: { href: string; label: string; className?: string }[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="mb-3 font-semibold text-white">{title}</h2>
      <ul className="space-y-1 text-sm">
        {links.map((link) => (
          <li key={link.href} className={link.className}>
            <Link href={link.href} className="inline-block py-1.5 text-white/75 hover:text-white">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
