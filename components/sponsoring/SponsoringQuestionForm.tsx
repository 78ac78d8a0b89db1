'use client';

import { useState, type FormEvent } from 'react';
import { bff } from '@/lib/api/browser';
import { sponsoringQuestionErrors } from '@/lib/sponsoring-question';
import { Field, FormMessage, Labelled } from '../forms/Field';
import { useTexts } from '../texts/TextsProvider';
import { useErrorText, useRefusalText } from '../texts/useErrorText';

/**
 * A question to the sales team about sponsoring (or premium ads), answered by e-mail. Its texts:
 * questionForm, and the sponsoringQuestion error table for its own checks; v1's answers come from
 * the BFF in the page's language.
 */
export function SponsoringQuestionForm() {
  const texts = useTexts('questionForm');
  const errorText = useErrorText();
  const refused = useRefusalText();
  const [fields, setFields] = useState({ email: '', subject: '', message: '', honeypot: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (name: keyof typeof fields) => (event: { target: { value: string } }) => setFields((current) => ({ ...current, [name]: event.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const found = sponsoringQuestionErrors(fields);
    if (Object.keys(found).length > 0) return setErrors(Object.fromEntries(Object.entries(found).map(([field, code]) => [field, errorText(code)!])));
    setErrors({});
    setBusy(true);
    const answer = await bff('POST', '/moto/send-sponsoring-email', { json: fields });
    setBusy(false);
    if (!answer.ok) return setError(refused(answer));
    setSent(texts.sent);
  }

  if (sent) return <FormMessage success={sent} />;
  return (
    <form onSubmit={submit} noValidate className="!mt-4 space-y-4">
      <Field label={texts.email} name="email" type="email" autoComplete="email" value={fields.email} onChange={set('email')} error={errors.email} required />
      <Field label={texts.subject} name="subject" value={fields.subject} onChange={set('subject')} error={errors.subject} maxLength={120} required />
      <Labelled label={texts.message} error={errors.message}>
        {(control) => (
          <textarea {...control} name="message" className="field min-h-32 py-2" rows={5} maxLength={3000} value={fields.message} onChange={set('message')} />
        )}
      </Labelled>
      {/* Hidden from people; robots fill it in. */}
      <input
        type="text"
        name="site_web"
        tabIndex={-1}
        autoComplete="off"
        className="hidden"
        aria-hidden="true"
        value={fields.honeypot}
        onChange={set('honeypot')}
      />
      <FormMessage error={error} />
      <button type="submit" className="btn-primary" disabled={busy}>
        {busy ? texts.sending : texts.send}
      </button>
    </form>
  );
}
