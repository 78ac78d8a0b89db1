'use client';

import { useId, useState, type FormEvent } from 'react';
import { CONTACT_MESSAGES, CONTACT_SUBJECTS } from '@/lib/contact';
import { bff } from '@/lib/api/browser';
import { isOneOf } from '@/lib/one-of';

const FAILURE = CONTACT_MESSAGES.failure;

/** The contact form: v1 checks it (its French message is shown) and stores it for the admins. */
export function ContactForm() {
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
    if (!isOneOf(CONTACT_SUBJECTS, sujet)) return setError(CONTACT_MESSAGES.subject);
    setError(null);
    setSending(true);
    const answer = await bff('POST', '/contact', { json: { ...fields, sujet } });
    setSending(false);
    if (!answer.ok) setError(answer.status > 0 && answer.status < 500 ? (answer.error ?? FAILURE) : FAILURE);
    else setSent(answer.body?.message ?? CONTACT_MESSAGES.success);
  }

  if (sent) {
    return (
      <p role="status" className="rounded-lg bg-accent/10 px-4 py-3 font-semibold text-accent">
        {sent}
      </p>
    );
  }
  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-describedby={error ? `${id}-error` : undefined}>
      <div className="grid gap-4 sm:grid-cols-2">
        <label className="block">
          <span className="label">Nom</span>
          <input className="field" name="nom" autoComplete="name" value={fields.nom} onChange={set('nom')} required />
        </label>
        <label className="block">
          <span className="label">E-mail</span>
          <input className="field" type="email" name="email" autoComplete="email" value={fields.email} onChange={set('email')} required />
        </label>
        <label className="block">
          <span className="label">Téléphone (facultatif)</span>
          <input
            className="field"
            type="tel"
            name="telephone"
            autoComplete="tel"
            placeholder="+2126XXXXXXXX"
            value={fields.telephone}
            onChange={set('telephone')}
          />
        </label>
        <div>
          <label htmlFor={`${id}-sujet`} className="label">
            Sujet
          </label>
          <select id={`${id}-sujet`} className="field" name="sujet" value={fields.sujet} onChange={set('sujet')} required>
            <option value="">Choisir un sujet</option>
            {CONTACT_SUBJECTS.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </div>
      </div>
      <label className="block">
        <span className="label">Message</span>
        <textarea className="field min-h-36 py-2" name="message" value={fields.message} onChange={set('message')} maxLength={3000} required />
      </label>
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label>
          Entreprise
          <input type="text" name="entreprise" tabIndex={-1} autoComplete="off" value={fields.honeypot} onChange={set('honeypot')} />
        </label>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="rounded-lg bg-brand-light px-3 py-2 text-sm font-medium text-brand-dark">
          {error}
        </p>
      ) : null}
      <button type="submit" className="btn-primary" disabled={sending}>
        {sending ? 'Envoi…' : 'Envoyer le message'}
      </button>
    </form>
  );
}
