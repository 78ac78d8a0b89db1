'use client';

import Link from 'next/link';
import { RISK_SIGNAL_NAMES, type RiskSignalCode, evidenceRanges, evidenceWords } from '@/lib/trust';
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useRef, useState, useTransition } from 'react';
import { REFUSAL_REASONS, ageInWords } from '@/lib/admin';
import { bff } from '@/lib/api/browser';
import { frenchRefusal } from '@/lib/api/refusal';
import { formatDateShort, formatNumber } from '@/lib/format';
import { MOTO_CATEGORIES, urlTypeOfEquipment } from '@/lib/listing-types';
import { listingDetailUrl, photoUrl } from '@/lib/routes';
import { ADMIN_MESSAGES, type AdminListingDetail } from '@/lib/schemas/admin';
import { LISTING_STATE_LABELS } from '@/lib/schemas/listing-write';
import { PlainImg } from '../ui/PlainImg';
import { ErrorAlert } from '../ui/ErrorAlert';

const OTHER = 'autre';

type Decision = { etat: 'publiee' } | { etat: 'refusee'; motif_refus: string } | { etat: 'vendue' };

/** The signals a held listing waits with, each once: the admin says which were right. */
function heldSignals(listing: AdminListingDetail): RiskSignalCode[] {
  return listing.etat === 'en_attente' ? [...new Set(listing.risque_signaux.map((signal) => signal.code))] : [];
}

/** Typing in a field must not trigger a shortcut. */
function typingIn(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));
}

/** A text with the words the risk assessment found in it highlighted. */
function WithEvidence({ text, words }: { text: string; words: string[] }) {
  const parts: React.ReactNode[] = [];
  let at = 0;
  for (const [start, end] of evidenceRanges(text, words)) {
    parts.push(
      text.slice(at, start),
      <mark key={start} className="rounded bg-amber-200 px-0.5 text-ink">
        {text.slice(start, end)}
      </mark>,
    );
    at = end;
  }
  parts.push(text.slice(at));
  return <>{parts}</>;
}

/**
 * One listing as the public will see it, with what a moderator decides: approve, refuse with a
 * reason, mark sold, delete. Keyboard: A approves, R refuses, N and P move through the queue.
 * After a decision the next listing opens.
 */
export function ModerationDesk({
  listing,
  nextHref,
  previousHref,
  queueHref,
}: {
  listing: AdminListingDetail;
  nextHref: string | null;
  previousHref: string | null;
  queueHref: string;
}) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [refusing, setRefusing] = useState(false);
  const [reason, setReason] = useState<string>(REFUSAL_REASONS[0]);
  const [otherReason, setOtherReason] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const signals = heldSignals(listing);
  const [confirmed, setConfirmed] = useState<RiskSignalCode[]>([]);
  const [, startTransition] = useTransition();
  const reasonsRef = useRef<HTMLFieldSetElement>(null);
  const seller = listing.vendeur_detail;
  const publicUrl = listingDetailUrl(listing.kind === 'moto' ? 'moto' : urlTypeOfEquipment(listing.type!), listing.titre, listing.id);
  const path = `/${listing.kind}/admin/annonce/:id` as const;

  const goTo = useCallback((target: string | null) => startTransition(() => router.push(target ?? queueHref)), [router, queueHref]);

  const decide = useCallback(
    async (decision: Decision) => {
      setBusy(true);
      setError(null);
      // A decision on a held listing says which of its signals were right (the rest were wrong).
      const json = decision.etat !== 'vendue' && signals.length > 0 ? { ...decision, signaux_confirmes: confirmed } : decision;
      const answer = await bff('PUT', path, { param: { id: listing.id }, json });
      setBusy(false);
      if (!answer.ok) return setError(frenchRefusal(answer));
      setDone(decision.etat === 'publiee' ? 'Annonce publiée.' : decision.etat === 'refusee' ? 'Annonce refusée.' : 'Annonce marquée vendue.');
      setRefusing(false);
      goTo(nextHref);
    },
    [path, listing.id, nextHref, goTo, signals.length, confirmed],
  );

  const category = listing.champs.find((field) => field.label === 'Catégorie')?.valeur ?? null;

  /** Only what the moderator changed is sent. */
  async function correct(form: FormData) {
    const titre = String(form.get('titre') ?? '').trim();
    const prixText = String(form.get('prix') ?? '').trim();
    const prix = prixText === '' ? null : Number(prixText);
    const description = String(form.get('description') ?? '').trim();
    const categorie = String(form.get('categorie_moto') ?? '');
    const changes: Record<string, unknown> = {};
    if (titre !== listing.titre) changes.titre = titre;
    if (prix !== listing.prix) changes.prix = prix;
    if (description !== listing.description) changes.description = description;
    if (listing.kind === 'moto' && categorie && categorie !== category) changes.categorie_moto = categorie;
    if (Object.keys(changes).length === 0) return setError('Rien à corriger.');
    setBusy(true);
    setError(null);
    const answer = await bff('PATCH', path, { param: { id: listing.id }, json: changes });
    setBusy(false);
    if (!answer.ok) return setError(frenchRefusal(answer));
    setDone('Correction enregistrée.');
    startTransition(() => router.refresh());
  }

  async function remove() {
    if (!window.confirm(`Supprimer définitivement « ${listing.titre} » ? Ses photos, sponsorings et signalements partent avec elle.`)) return;
    setBusy(true);
    setError(null);
    const answer = await bff('DELETE', path, { param: { id: listing.id } });
    setBusy(false);
    if (!answer.ok) return setError(answer.status >= 500 || answer.status === 0 ? ADMIN_MESSAGES.deleteListingFailed : frenchRefusal(answer));
    setDone('Annonce supprimée.');
    goTo(nextHref);
  }

  function refuse() {
    const motif = reason === OTHER ? otherReason.trim() : reason;
    if (motif.length < 3) return setError('Indiquez le motif du refus.');
    void decide({ etat: 'refusee', motif_refus: motif });
  }

  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (event.ctrlKey || event.metaKey || event.altKey || typingIn(event.target) || busy) return;
      const key = event.key.toLowerCase();
      if (key === 'a' && listing.etat !== 'publiee') {
        event.preventDefault();
        void decide({ etat: 'publiee' });
      } else if (key === 'r') {
        event.preventDefault();
        setRefusing(true);
      } else if (key === 'n' && nextHref) {
        event.preventDefault();
        goTo(nextHref);
      } else if (key === 'p' && previousHref) {
        event.preventDefault();
        goTo(previousHref);
      } else if (key === 'escape') {
        setRefusing(false);
      }
    }
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [busy, decide, goTo, listing.etat, nextHref, previousHref]);

  useEffect(() => {
    if (refusing) reasonsRef.current?.querySelector('input')?.focus();
  }, [refusing]);

  return (
    <article className="card space-y-5 p-4 sm:p-6" aria-labelledby="annonce-moderee">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="text-sm font-semibold text-muted">
            {listing.kind === 'moto' ? 'Moto' : 'Équipement'} n° {listing.id} · {LISTING_STATE_LABELS[listing.etat]} · déposée le{' '}
            {formatDateShort(listing.date_ajout)}
          </p>
          <h2 id="annonce-moderee" className="text-xl font-extrabold" dir="auto">
            {listing.titre}
          </h2>
          {listing.motif_refus ? <p className="mt-1 text-sm text-brand-dark">Motif du refus : {listing.motif_refus}</p> : null}
        </div>
        {listing.etat === 'publiee' ? (
          <Link href={publicUrl} className="link text-sm" target="_blank">
            Voir en ligne ↗
          </Link>
        ) : null}
      </header>

      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3" aria-label="Photos">
        {listing.photos.map((photo, i) => (
          <li key={photo}>
            <a href={photoUrl(photo) ?? '#'} target="_blank" rel="noreferrer" className="block">
              <PlainImg
                src={photoUrl(photo) ?? ''}
                alt={`Photo ${i + 1} sur ${listing.photos.length}`}
                className="aspect-[4/3] w-full rounded-lg object-cover"
                loading={i < 3 ? 'eager' : 'lazy'}
              />
            </a>
          </li>
        ))}
      </ul>

      <div className="grid gap-5 md:grid-cols-[1fr_16rem]">
        <div className="space-y-4">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            {listing.champs.map((field) => (
              <div key={field.label} className="contents">
                <dt className="text-muted">{field.label}</dt>
                <dd className="font-medium">{field.valeur}</dd>
              </div>
            ))}
          </dl>
          <div>
            <h3 className="text-sm font-semibold text-muted">Description</h3>
            <p className="whitespace-pre-line text-sm" dir="auto">
              {listing.description ? <WithEvidence text={listing.description} words={evidenceWords(listing.risque_signaux)} /> : '—'}
            </p>
          </div>
        </div>
        <aside aria-label="Vendeur" className="space-y-1 rounded-lg bg-canvas p-3 text-sm">
          <h3 className="font-semibold">{seller.nom}</h3>
          <p className="text-muted">
            {seller.role === 'boutique' ? 'Boutique' : seller.role === 'admin' ? 'Administrateur' : 'Particulier'}, inscrit {ageInWords(seller.date_ajout)}
          </p>
          <p className="break-all">{seller.email}</p>
          {seller.telephone ? <p>{seller.telephone}</p> : null}
          <p className="pt-1 text-muted">
            Annonces : {formatNumber(seller.annonces_par_etat.publiee)} publiées, {formatNumber(seller.annonces_par_etat.en_attente)} en attente,{' '}
            {formatNumber(seller.annonces_par_etat.refusee)} refusées
          </p>
          <Link className="link" href={`/compte/admin/utilisateurs/${seller.idutilisateur}`}>
            Fiche et autres annonces →
          </Link>
        </aside>
      </div>

      <details className="rounded-lg bg-canvas p-3 text-sm">
        <summary className="cursor-pointer font-semibold">Corriger un champ (faute de frappe, mauvaise catégorie)…</summary>
        <form
          key={`${listing.kind}-${listing.id}-${listing.titre}`}
          className="mt-3 grid gap-3 sm:grid-cols-2"
          onSubmit={(event) => {
            event.preventDefault();
            void correct(new FormData(event.currentTarget));
          }}
        >
          <label className="block sm:col-span-2">
            <span className="label">Titre</span>
            <input name="titre" defaultValue={listing.titre} className="field" minLength={5} maxLength={100} required />
          </label>
          <label className="block">
            <span className="label">Prix (Dh, vide : non spécifié)</span>
            <input name="prix" type="number" min={0} max={5000000} defaultValue={listing.prix ?? ''} className="field" />
          </label>
          {listing.kind === 'moto' ? (
            <label className="block">
              <span className="label">Catégorie</span>
              <select name="categorie_moto" defaultValue={category ?? ''} className="field">
                <option value="">—</option>
                {MOTO_CATEGORIES.map((option) => (
                  <option key={option} value={option}>
                    {option}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
          <label className="block sm:col-span-2">
            <span className="label">Description</span>
            <textarea name="description" defaultValue={listing.description} className="field min-h-24 py-2" maxLength={4000} />
          </label>
          <div className="sm:col-span-2">
            <button type="submit" className="btn-secondary" disabled={busy}>
              Enregistrer la correction
            </button>
          </div>
        </form>
      </details>

      {refusing ? (
        <form
          className="space-y-3 rounded-lg bg-brand-light/60 p-3"
          onSubmit={(event) => {
            event.preventDefault();
            refuse();
          }}
        >
          <fieldset ref={reasonsRef} className="space-y-1">
            <legend className="mb-1 text-sm font-semibold">Motif du refus (envoyé au vendeur)</legend>
            {[...REFUSAL_REASONS, OTHER].map((option) => (
              <label key={option} className="flex items-start gap-2 text-sm">
                <input type="radio" name="motif" value={option} checked={reason === option} onChange={() => setReason(option)} className="mt-1" />
                <span>{option === OTHER ? 'Autre motif…' : option}</span>
              </label>
            ))}
          </fieldset>
          {reason === OTHER ? (
            <label className="block text-sm">
              <span className="label">Motif</span>
              <textarea className="field min-h-20 py-2" value={otherReason} onChange={(event) => setOtherReason(event.target.value)} maxLength={500} required />
            </label>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <button type="submit" className="btn-primary" disabled={busy}>
              Refuser l’annonce
            </button>
            <button type="button" className="btn-secondary" onClick={() => setRefusing(false)}>
              Annuler
            </button>
          </div>
        </form>
      ) : null}

      {signals.length > 0 ? (
        <fieldset className="rounded-lg bg-canvas p-3 text-sm">
          <legend className="px-1 font-semibold">Signaux justes (la décision les confirme ; les autres sont rejetés)</legend>
          <div className="mt-1 flex flex-wrap gap-x-4 gap-y-2">
            {signals.map((code) => (
              <label key={code} className="inline-flex min-h-9 items-center gap-2">
                <input
                  type="checkbox"
                  className="h-4 w-4"
                  checked={confirmed.includes(code)}
                  onChange={(event) => setConfirmed((now) => (event.target.checked ? [...now, code] : now.filter((known) => known !== code)))}
                />
                {RISK_SIGNAL_NAMES[code]}
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}

      <ErrorAlert error={error} />
      {done ? (
        <p role="status" className="text-sm font-medium text-accent">
          {done}
        </p>
      ) : null}

      <div className="flex flex-wrap gap-2 border-t border-line pt-4">
        {listing.etat !== 'publiee' && listing.etat !== 'desactivee' && listing.etat !== 'vendue' ? (
          <button type="button" className="btn-accent" disabled={busy} onClick={() => void decide({ etat: 'publiee' })} aria-keyshortcuts="A">
            Approuver
          </button>
        ) : null}
        {!refusing && listing.etat !== 'desactivee' && listing.etat !== 'vendue' ? (
          <button type="button" className="btn-primary" disabled={busy} onClick={() => setRefusing(true)} aria-keyshortcuts="R">
            Refuser…
          </button>
        ) : null}
        {listing.etat !== 'vendue' ? (
          <button type="button" className="btn-secondary" disabled={busy} onClick={() => void decide({ etat: 'vendue' })}>
            Marquer vendue
          </button>
        ) : null}
        <button type="button" className="btn-secondary text-brand-dark" disabled={busy} onClick={() => void remove()}>
          Supprimer
        </button>
        <span className="flex-1" />
        {previousHref ? (
          <Link href={previousHref} className="btn-secondary" aria-keyshortcuts="P">
            ← Précédente
          </Link>
        ) : null}
        {nextHref ? (
          <Link href={nextHref} className="btn-secondary" aria-keyshortcuts="N">
            Suivante →
          </Link>
        ) : null}
      </div>
    </article>
  );
}
