'use client';

import { useState } from 'react';
import type { ListingKind } from '@/lib/listing-types';
import { formatPhone, whatsappUrl } from '@/lib/phone';
import { countOnce } from '../ads/seen-once';
import { PhoneIcon, WhatsAppIcon } from '../ui/icons';

interface Props {
  kind: ListingKind;
  id: number;
  maskedPhone: string | null;
  /** the listing as quoted in the WhatsApp message */
  quote: string;
}

/** Counts a contact for the owner's Mes Annonces; never in the way of the contact itself. */
function countContact(kind: ListingKind, id: number, canal: 'telephone' | 'whatsapp') {
  countOnce(`/api/bff/${kind}/contact/${id}`, { leaving: true, body: { canal } });
}

/**
 * The seller's number stays out of the page until someone asks for it (it is fetched then), so
 * that it is not harvested from the HTML; then a call link and a WhatsApp link with a message
 * quoting the listing.
 */
export function ContactBox({ kind, id, maskedPhone, quote }: Props) {
  const [phone, setPhone] = useState<string | null>(null);
  const [state, setState] = useState<'idle' | 'loading' | 'error'>('idle');
  if (!maskedPhone) return <p className="text-sm text-muted">Ce vendeur n’a pas indiqué de numéro.</p>;

  async function reveal() {
    setState('loading');
    try {
      const response = await fetch(`/api/bff/${kind}/detail/${id}`);
      if (!response.ok) throw new Error(String(response.status));
      const detail = (await response.json()) as { vendeur?: { telephone?: string | null } };
      if (!detail.vendeur?.telephone) throw new Error('no phone');
      setPhone(detail.vendeur.telephone);
      setState('idle');
      countContact(kind, id, 'telephone');
    } catch {
      setState('error');
    }
  }

  if (!phone) {
    return (
      <div className="space-y-2">
        <p className="text-lg font-semibold tabular-nums tracking-wide" aria-label="Numéro masqué">
          {maskedPhone}
        </p>
        <button type="button" className="btn-accent w-full" onClick={() => void reveal()} disabled={state === 'loading'}>
          <PhoneIcon /> {state === 'loading' ? 'Affichage…' : 'Afficher le numéro'}
        </button>
        {state === 'error' ? (
          <p role="alert" className="text-sm text-brand">
            Le numéro n’a pas pu être affiché. Veuillez réessayer.
          </p>
        ) : null}
      </div>
    );
  }
  const message = `Bonjour, je suis intéressé(e) par votre annonce ${quote} sur MotoMaroc. Est-elle toujours disponible ?`;
  return (
    <div className="space-y-2">
      <a href={`tel:${phone}`} className="btn-accent w-full text-base">
        <PhoneIcon /> {formatPhone(phone)}
      </a>
      <a href={whatsappUrl(phone, message)} target="_blank" rel="noopener" onClick={() => countContact(kind, id, 'whatsapp')} className="btn w-full bg-[#25d366] text-ink hover:brightness-95">
        <WhatsAppIcon /> Écrire sur WhatsApp
      </a>
    </div>
  );
}
