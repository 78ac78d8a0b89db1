'use client';

import { useEffect, useState } from 'react';
import type { ContactChannel, ListingKind } from '@/lib/listing-types';
import { whatsappUrl } from '@/lib/phone';
import { HeartButton } from '../favourites/HeartButton';
import { PhoneIcon, WhatsAppIcon } from '../ui/contact-icons';
import { countContact, useSellerPhone, whatsappMessage } from './ContactBox';
import { useTexts } from '../texts/TextsProvider';
import { revealSellerPhone } from './seller-phone';

/** The listing page's contact section on a phone, which the bar stands in for once out of view. */
export const PHONE_CONTACT_ID = 'contact-telephone';

/**
 * On a phone, the contact at hand once the seller's box has been scrolled past: 'Appeler',
 * 'WhatsApp' and the heart, fixed at the bottom, clear of the phone's safe area. Its buttons are
 * forms to the listing's contact page (as the box's is before the scripts run); they make the same counted call
 * as the box (one per page, shared with it), and show the call and WhatsApp links. Fixed, so it
 * moves nothing.
 */
export function ContactBar({ kind, id, titre, quote, contactPage }: { kind: ListingKind; id: number; titre: string; quote: string; contactPage: string }) {
  const texts = useTexts('contactBox');
  const phone = useSellerPhone(kind, id);
  // Shown once the box is above the screen (scrolled past), and hidden again when the footer comes
  // in: never over the page's first screen nor its last lines.
  const [pastBox, setPastBox] = useState(false);
  const [footerInView, setFooterInView] = useState(false);
  useEffect(() => {
    const box = document.getElementById(PHONE_CONTACT_ID);
    const footer = document.querySelector('body > footer, footer');
    if (!box) return;
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (entry.target === box) setPastBox(!entry.isIntersecting && entry.boundingClientRect.top < 0);
        else setFooterInView(entry.isIntersecting);
      }
    });
    observer.observe(box);
    if (footer) observer.observe(footer);
    return () => observer.disconnect();
  }, []);
  const shown = pastBox && !footerInView;
  const [failed, setFailed] = useState(false);

  async function reveal(canal: ContactChannel) {
    setFailed(!(await revealSellerPhone(kind, id, canal)));
  }

  const button = 'btn min-h-11 flex-1 px-2 text-sm';
  return (
    <div
      className={`fixed inset-x-0 bottom-0 z-30 border-t border-line bg-white px-3 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] shadow-[0_-2px_8px_rgba(0,0,0,0.08)] transition-transform lg:hidden print:hidden ${shown ? '' : 'invisible translate-y-full'}`}
      aria-label={texts.barLabel}
      role="region"
    >
      {failed ? (
        <p role="alert" className="pb-1 text-center text-xs text-brand">
          {texts.notShown}
        </p>
      ) : null}
      <div className="mx-auto flex max-w-xl items-center gap-2">
        {phone ? (
          <>
            <a href={`tel:${phone}`} className={`${button} btn-accent`}>
              <PhoneIcon /> {texts.call}
            </a>
            <a
              href={whatsappUrl(phone, whatsappMessage(texts, quote))}
              target="_blank"
              rel="noopener"
              onClick={() => countContact(kind, id, 'whatsapp')}
              className={`${button} bg-[#25d366] text-ink`}
            >
              <WhatsAppIcon /> {texts.whatsapp}
            </a>
          </>
        ) : (
          <form
            method="get"
            action={contactPage}
            className="flex flex-1 gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              const canal = ((event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null)?.value === 'whatsapp' ? 'whatsapp' : 'telephone';
              void reveal(canal);
            }}
          >
            <button type="submit" value="telephone" className={`${button} btn-accent`}>
              <PhoneIcon /> {texts.call}
            </button>
            <button type="submit" value="whatsapp" className={`${button} bg-[#25d366] text-ink`}>
              <WhatsAppIcon /> {texts.whatsapp}
            </button>
          </form>
        )}
        <HeartButton kind={kind} id={id} titre={titre} className="heart-inline shrink-0" />
      </div>
    </div>
  );
}
