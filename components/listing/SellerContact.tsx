import Link from 'next/link';
import { formatPrice } from '@/lib/format';
import type { SellerPhone } from '@/lib/schemas/listings';
import { NoPhoneNotice, PhoneNotShown, SellerContactLinks } from './ContactBox';
import { contactQuote, sellerName, type ListingDetailData } from './detail-data';

/** The advice shown beside every way of reaching a seller. */
export function SafetyAdvice() {
  return <p className="text-xs text-muted">Ne payez jamais à l’avance sans avoir vu le véhicule ou l’article. Rencontrez le vendeur dans un lieu public.</p>;
}

/**
 * The seller's number on a page of its own: where the contact button leads when it is tapped
 * before the listing's scripts have run, or without JavaScript.
 */
export function SellerContact({
  data,
  phone,
}: {
  data: ListingDetailData;
  /** from the counted contact call; null when it failed */ phone: SellerPhone | null;
}) {
  const { detail, summary, kind } = data;
  return (
    <div className="container-page max-w-xl py-8">
      <section aria-labelledby="contact-vendeur" className="card space-y-4 p-5">
        <div className="space-y-1">
          <h1 id="contact-vendeur" className="text-2xl font-extrabold">
            Contacter le vendeur
          </h1>
          <p className="text-muted">
            {detail.titre} · <span className="font-semibold text-brand">{formatPrice(detail.prix)}</span> · {detail.ville}
          </p>
        </div>
        <p className="font-semibold">{sellerName(detail)}</p>
        {!phone ? (
          <PhoneNotShown />
        ) : phone.telephone ? (
          <SellerContactLinks kind={kind} id={summary.id} phone={phone.telephone} quote={contactQuote(detail)} />
        ) : (
          <NoPhoneNotice />
        )}
        <SafetyAdvice />
        <p>
          <Link href={summary.href} className="link">
            ← Retour à l’annonce
          </Link>
        </p>
      </section>
    </div>
  );
}
