'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { REPORT_REASON_KEYS, reasonProblem, type ReportReason } from '@/lib/report';
import { bff } from '@/lib/api/browser';
import { CallbackPhoneField, Field, FormMessage, Honeypot, SentNotice } from './Field';
import { usePageLocale, useTexts } from '../texts/TextsProvider';
import { useErrorText } from '../texts/useErrorText';

/** Spec: after success, back to the return URL after 1.2 s. */
export const REPORT_REDIRECT_DELAY_MS = 1200;

/** Where to go after a report: the return URL, else the moto list for a moto, else home (spec), in the page's language. */
export function reportDestination(kind: 'moto' | 'equipement', returnPath: string | null, locale: Locale = 'fr'): string {
  return returnPath ?? localePath(locale, kind === 'moto' ? '/annonce/moto' : '/');
}

interface Props {
  kind: 'moto' | 'equipement';
  id: number;
  returnPath: string | null;
}

/** The report form: reasons, details, optional contact, a hidden trap field; Envoyer and Annuler. */
/** Its texts are the catalogue's reportForm; v1's own messages come from the BFF in the page's language. */
export function ReportForm({ kind, id, returnPath }: Props) {
  const texts = useTexts('reportForm');
  const say = useErrorText();
  const locale = usePageLocale();
  const router = useRouter();
  const formId = useId();
  const [motif, setMotif] = useState<ReportReason | ''>('');
  const [details, setDetails] = useState('');
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const [honeypot, setHoneypot] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const destination = reportDestination(kind, returnPath, locale);

  useEffect(() => {
    if (!success) return;
    const timer = setTimeout(() => router.push(destination), REPORT_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [success, destination, router]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    // The reason rules are checked here for a quick answer; the rest (e-mail, phone) by v1.
    const problem = reasonProblem(motif, details);
    if (problem || !motif) {
      setError(say(problem));
      return;
    }
    const body = { type_annonce: kind, idannonce: String(id), motif, details, contact_email: email, contact_phone: phone, honeypot };
    setError(null);
    setSending(true);
    const answer = await bff('POST', '/signalement', { json: body });
    setSending(false);
    // Spec: the server's text, else 'Une erreur est survenue. Veuillez reessayer.'
    if (!answer.ok) return setError(answer.status > 0 && answer.status < 500 ? (answer.error ?? texts.failure) : texts.failure);
    setSuccess(texts.success);
  }

  if (success) return <SentNotice text={success} className="card p-5 text-lg font-semibold text-accent" />;

  return (
    <form onSubmit={submit} noValidate className="card space-y-5 p-5" aria-describedby={error ? `${formId}-error` : undefined}>
      <fieldset>
        <legend className="label">{texts.reasonLegend}</legend>
        <div className="mt-2 space-y-2">
          {REPORT_REASON_KEYS.map((key) => (
            <label
              key={key}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-3 py-2 ring-1 ring-line has-[:checked]:bg-brand-light has-[:checked]:ring-brand"
            >
              <input type="radio" name="motif" value={key} checked={motif === key} onChange={() => setMotif(key)} className="h-4 w-4 accent-brand" />
              <span>{texts.reasons[key]}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <label className="block">
        <span className="label">{motif === 'other' ? texts.detailsRequired : texts.detailsOptional}</span>
        <textarea className="field min-h-28 py-2" name="details" value={details} onChange={(e) => setDetails(e.target.value)} maxLength={2000} rows={4} />
      </label>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={texts.email} type="email" name="contact_email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        <CallbackPhoneField label={texts.phone} placeholder={texts.phonePlaceholder} name="contact_phone" value={phone} onChange={setPhone} />
      </div>
      <Honeypot label={texts.honeypot} name="site_web" value={honeypot} onChange={setHoneypot} />
      <FormMessage id={`${formId}-error`} error={error} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Link href={destination} className="btn-secondary">
          {texts.cancel}
        </Link>
        <button type="submit" className="btn-primary" disabled={sending}>
          {sending ? texts.sending : texts.send}
        </button>
      </div>
    </form>
  );
}
