import Link from 'next/link';
import { SITE } from '@/lib/site';
import { FacebookIcon, InstagramIcon, MailIcon, ShieldIcon, TikTokIcon, YouTubeIcon } from '../ui/icons';
import { PaymentBadges } from '../ui/PaymentBadges';
import { StoreButtons } from '../ui/StoreButtons';
import { Logo } from './Logo';

const usefulLinks = [
  { href: '/motos-a-vendre', label: 'Motos à vendre' },
  { href: '/motos-neuves', label: 'Marques de motos' },
  { href: '/boutiques', label: 'Boutiques' },
  { href: '/sponsoring', label: 'Sponsoriser une annonce' },
  { href: '/premiumads', label: 'Publicité premium' },
  // Not inside the app itself (see lib/app/detect.ts).
  { href: '/telecharger-app', label: 'Télécharger l’application', className: 'hide-in-app' },
];

const aboutLinks = [
  { href: '/pages/about', label: 'Qui sommes-nous ?' },
  { href: '/pages/contact', label: 'Nous contacter' },
  { href: '/pages/condition-politique', label: 'Conditions d’utilisation et confidentialité' },
  { href: '/pages/conditions-generales-de-vente', label: 'Conditions générales de vente' },
];

const social = [
  { href: SITE.social.facebook, label: 'Facebook', Icon: FacebookIcon },
  { href: SITE.social.instagram, label: 'Instagram', Icon: InstagramIcon },
  { href: SITE.social.youtube, label: 'YouTube', Icon: YouTubeIcon },
  { href: SITE.social.tiktok, label: 'TikTok', Icon: TikTokIcon },
];

export function Footer() {
  return (
    <footer className="below-fold mt-16 bg-ink text-white/90 print:hidden">
      <div className="container-page grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-4">
          <Logo className="text-white [&_.text-brand]:text-[#ff6b6b]" />
          <p className="text-sm text-white/75">{SITE.tagline}.</p>
          <a href={`mailto:${SITE.email}`} className="inline-flex items-center gap-2 text-sm hover:text-white">
            <MailIcon /> {SITE.email}
          </a>
          <ul className="flex gap-3 text-2xl" aria-label="Réseaux sociaux">
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
        <FooterLinks title="Liens utiles" links={usefulLinks} />
        <FooterLinks title="À propos" links={aboutLinks} />
        <div className="hide-in-app space-y-4">
          <h2 className="font-semibold text-white">Application mobile</h2>
          <StoreButtons />
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="container-page flex flex-col gap-4 py-6 text-sm text-white/75 md:flex-row md:items-center md:justify-between">
          <p className="flex items-start gap-2">
            <ShieldIcon className="mt-0.5 shrink-0 text-lg text-[#7bd389]" />
            <span>
              Paiements par carte bancaire sécurisés par 3-D Secure, traités par le Centre Monétique Interbancaire (CMI). Vos données de carte ne transitent
              jamais par MotoMaroc.
            </span>
          </p>
          <PaymentBadges />
        </div>
        <p className="container-page pb-6 text-xs text-white/60">© {new Date().getFullYear()} MotoMaroc. Tous droits réservés.</p>
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
