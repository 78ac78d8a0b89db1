/**
 * Moroccan phone numbers are stored in international form, +212 followed by 9 digits (spec:
 * phone prefix +212). People type them in many ways: 06 12 34 56 78, 0612-345678, 212612345678, 00212612345678.
 */
export const PHONE_PREFIX = '+212';

/** The +212XXXXXXXXX form of a Moroccan number, or null if it is not one. */
export function normalizeMoroccanPhone(value: string): string | null {
  const compact = value.replace(/[\s.()-]/g, '');
  let national: string | null = null;
  if (compact.startsWith('+212')) national = compact.slice(4);
  else if (compact.startsWith('00212')) national = compact.slice(5);
  else if (/^212\d{9}$/.test(compact)) national = compact.slice(3);
  else if (/^0\d{9}$/.test(compact)) national = compact.slice(1);
  if (national === null || !/^[5-8]\d{8}$/.test(national)) return null;
  return `${PHONE_PREFIX}${national}`;
}

/** +212612345678 → "+212 6 12 34 56 78" */
export function formatPhone(phone: string): string {
  const national = phone.replace(/^\+212/, '');
  return `${PHONE_PREFIX} ${national.slice(0, 1)} ${national.slice(1).replace(/(\d{2})(?=\d)/g, '$1 ')}`.trim();
}

/** The number with its last six digits hidden: "+212 6 12 •• •• ••" */
export function maskPhone(phone: string): string {
  return formatPhone(phone).replace(/\d{2} \d{2} \d{2}$/, '•• •• ••');
}

/** A WhatsApp chat with the number, the message already typed. */
export function whatsappUrl(phone: string, message: string): string {
  return `https://wa.me/${phone.replace(/\D/g, '')}?text=${encodeURIComponent(message)}`;
}
