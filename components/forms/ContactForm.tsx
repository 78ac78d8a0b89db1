'use client';

import { useId, useState, type FormEvent } from 'react';
import { CONTACT_SUBJECT_KEYS, CONTACT_SUBJECTS } from '@/lib/contact';
import { bff } from '@/lib/api/browser';
import { isOneOf } from '@/lib/one-of';
import { CallbackPhoneField, Field, FormMessage, Honeypot, SentNotice } from './Field';
import { useTexts } from '../texts/TextsProvider';

/** The contact form: v1 checks it (its message is shown) and stores it for the admins. */
/** Its texts are the catalogue's contactForm; v1's own messages come from the BFF in the page's language. */
export function ContactForm() {
  const texts = useTexts('contactForm');
  const id = useId();
  const [fields, setFields] = useState({ nom: '', email: '', telephone: '', sujet: '', message: '', honeypot: '' });
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const set = (name: keyof typeof fields) => (event: { target: { value: string } }) => setFields((f) => ({ ...f, [name]: event.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    // The select is required; a browser that skipped it gets v1's text.
    const sujet = fields.sujet;
    if (!isOneOf(CONTACT_SUBJECTS, sujet)) return setError(texts.subjectMissing);
    setError(null);
    setSending(true);
    const answer = await bff('POST', '/contact', { json: { ...fields, sujet } });
    setSending(false);
    if (!answer.ok) setError(answer.status > 0 && answer.status < 500 ? (answer.error ?? texts.failure) : texts.failure);
    else setSent(texts.success);
  }

  if (sent) return <SentNotice text={sent} className="rounded-lg bg-accent/10 px-4 py-3 font-semibold text-accent" />;
  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-describedby={error ? `${id}-error` : undefined}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={texts.name} name="nom" autoComplete="name" value={fields.nom} onChange={set('nom')} required />
        <Field label={texts.email} type="email" name="email" autoComplete="email" value={fields.email} onChange={set('email')} required />
        <CallbackPhoneField
          label={texts.phone}
          placeholder={texts.phonePlaceholder}
          name="telephone"
          value={fields.telephone}
          onChange={(telephone) => setFields((f) => ({ ...f, telephone }))}
        />
        <div>
          <label htmlFor={`${id}-sujet`} className="label">
            {texts.subject}
          </label>
          <select id={`${id}-sujet`} className="field" name="sujet" value={fields.sujet} onChange={set('sujet')} required>
            <option value="">{texts.chooseSubject}</option>
            {CONTACT_SUBJECTS.map((s) => (
              <option key={s} value={s}>
                {texts.subjects[CONTACT_SUBJECT_KEYS[s]]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <label className="block">
        <span className="label">{texts.message}</span>
        <textarea className="field min-h-36 py-2" name="message" value={fields.message} onChange={set('message')} maxLength={3000} required />
      </label>
      <Honeypot label={texts.honeypot} name="entreprise" value={fields.honeypot} onChange={(value) => setFields((f) => ({ ...f, honeypot: value }))} />
      <FormMessage id={`${id}-error`} error={error} />
      <button type="submit" className="btn-primary" disabled={sending}>
        {sending ? texts.sending : texts.send}
      </button>
    </form>
  );
}
