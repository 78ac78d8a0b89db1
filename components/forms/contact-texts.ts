/** The contact form's texts in a language (messages: pages.contact.form). */
import 'server-only';
import { CONTACT_SUBJECTS, type ContactSubject } from '@/lib/contact';
import type { Locale } from '@/lib/i18n/locales';
import { translator } from '@/server/i18n';
import type { ContactFormTexts } from './ContactForm';

/** Each subject's key in the catalogue, in the order of CONTACT_SUBJECTS. */
const SUBJECT_KEYS = ['question', 'account', 'payment', 'ads', 'abuse', 'other'] as const;

export function contactFormTexts(locale: Locale): ContactFormTexts {
  const t = translator(locale, 'pages');
  const subjects = Object.fromEntries(CONTACT_SUBJECTS.map((subject, i) => [subject, t(`contact.form.subjects.${SUBJECT_KEYS[i]!}`)])) as Record<
    ContactSubject,
    string
  >;
  const text = (key: Exclude<keyof ContactFormTexts, 'subjects'>) => t(`contact.form.${key}`);
  return {
    name: text('name'),
    email: text('email'),
    phone: text('phone'),
    phonePlaceholder: text('phonePlaceholder'),
    subject: text('subject'),
    chooseSubject: text('chooseSubject'),
    subjects,
    message: text('message'),
    honeypot: text('honeypot'),
    sending: text('sending'),
    send: text('send'),
    subjectMissing: text('subjectMissing'),
    success: text('success'),
    failure: text('failure'),
  };
}
