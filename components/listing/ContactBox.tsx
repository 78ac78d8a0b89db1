'use client';

import { useState, useSyncExternalStore } from 'react';
import type { ContactChannel, ListingKind } from '@/lib/listing-types';
import { formatPhone, whatsappUrl } from '@/lib/phone';
import { bffCount } from '@/lib/api/browser';
import { knownSellerPhone, revealSellerPhone, subscribeSellerPhones } from './seller-phone';
import { PhoneIcon, WhatsAppIcon } from '../ui/contact-icons';
import { useTexts } from '../texts/TextsProvider';

interface Props {
  kind: ListingKind;
  id: number;
  maskedPhone: string | null;
  /** the listing as quoted in the WhatsApp message */
  quote: string;
  /** where the button leads before the page's scripts have run (or without them): the number on a page of its own */
  contactPage: string;
}

/** The seller's number once this page asked for it (from the box or the contact bar), else null. */
export function useSellerPhone(kind: ListingKind, id: number): string | null {
  return useSyncExternalStore(
    subscribeSellerPhones,
    () => knownSellerPhone(kind, id),
    () => null,
  );
}

/** Counts a contact for the owner's Mes Annonces; never in the way of the contact itself. */
export function countContact(kind: ListingKind, id: number, canal: ContactChannel) {
  bffCount(`/${kind}/contact/:id`, { param: { id }, json: { canal } }, { leaving: true });
}

/**
 * The seller's number stays out of the page until someone asks for it (it is fetched then), so
 * that it is not harvested from the HTML; then a call link and a WhatsApp link with a message
 * quoting the listing. The button submits a form to the listing's contact page, which the page's
 * scripts replace with the fetch once they run: a tap on a slow phone before then, or without
 * JavaScript, still shows the number instead of doing nothing.
 */
export function ContactBox({ kind, id, maskedPhone, quote, contactPage }: Props) {
  const texts = useTexts('contactBox');
  const phone = useSellerPhone(kind, id);
  const [state, setState] = useState<'idle' | 'loading' | 'error'>('idle');
  if (!maskedPhone) return <NoPhoneNotice />;

  async function reveal() {
    setState('loading');
    // The number comes only from the counted contact call (v1 limits it per visitor).
    setState((await revealSellerPhone(kind, id, 'telephone')) ? 'idle' : 'error');
  }

  if (!phone) {
    return (
      <form
        method="get"
        action={contactPage}
        className="space-y-2"
        onSubmit={(event) => {
          event.preventDefault();
          void reveal();
        }}
      >
        <p className="text-lg font-semibold tabular-nums tracking-wide">
          {/* Said, not read out as dots (a paragraph cannot take an aria-label: W3C validator). */}
          <span className="sr-only">{texts.masked}</span>
          {/* A number reads left to right, in an Arabic page too. */}
          <span dir="ltr" aria-hidden="true">
            {maskedPhone}
          </span>
        </p>
        <button type="submit" className="btn-accent w-full" disabled={state === 'loading'}>
          <PhoneIcon /> {state === 'loading' ? texts.showing : texts.show}
        </button>
        {state === 'error' ? <PhoneNotShown /> : null}
      </form>
    );
  }
  return <SellerContactLinks kind={kind} id={id} phone={phone} quote={quote} />;
}

/** What the contact box says when the number could not be had (refused for now, unreachable). */
export function PhoneNotShown() {
  const texts = useTexts('contactBox');
  return (
    <p role="alert" className="text-sm text-brand">
      {texts.notShown}
    </p>
  );
}

/** What the contact box says when the seller gave no number. */
export function NoPhoneNotice() {
  const texts = useTexts('contactBox');
  return <p className="text-sm text-muted">{texts.noPhone}</p>;
}

/** The seller's number as a call link, and a WhatsApp link whose message quotes the listing. */
/** The message a WhatsApp contact opens with, quoting the listing. */
export const whatsappMessage = (texts: { whatsappMessage: string }, quote: string) => texts.whatsappMessage.replace('{quote}', quote);

export function SellerContactLinks({ kind, id, phone, quote }: { kind: ListingKind; id: number; phone: string; quote: string }) {
  const texts = useTexts('contactBox');
  const message = whatsappMessage(texts, quote);
  return (
    <div className="space-y-2">
      <a href={`tel:${phone}`} className="btn-accent w-full text-base">
        <PhoneIcon /> <span dir="ltr">{formatPhone(phone)}</span>
      </a>
      <a
        href={whatsappUrl(phone, message)}
        target="_blank"
        rel="noopener"
        onClick={() => countContact(kind, id, 'whatsapp')}
        className="btn w-full bg-[#25d366] text-ink hover:brightness-95"
      >
        <WhatsAppIcon /> {texts.writeWhatsapp}
      </a>
    </div>
  );
}
