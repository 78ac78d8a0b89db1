/**
 * Whether a text someone typed holds what identifies a person: a phone number, an e-mail address
 * or an identity card number. Such a text is never kept where others read it (the admins' search
 * statistics): people paste a seller's number or their own address into a search box. Browser-safe.
 */

/** A Moroccan number, national (0 then 5–8) or international (+212, 00212), with any separators. */
const MOROCCAN_PHONE = /(?:(?:\+|00)\s*212[\s.\-/()]*|\b0)[5-8](?:[\s.\-/()]*\d){8}(?!\d)/;
/** Ten digits or more in a row: a number from elsewhere, an account or card number. */
const LONG_NUMBER = /\d{10,}/;
/** An e-mail address, or the name of a mail provider written into the search. */
const EMAIL = /[^\s@]+\s*@\s*[^\s@]+|\b(?:gmail|hotmail|yahoo|outlook|menara|live\.fr|icloud)\b/i;
/**
 * A Moroccan identity card (CIN): one or two letters then five to seven digits ("BK123456",
 * "A 654321", spaced only in capitals: "de 15000" is a price). Model names mix letters and digits
 * too, but never that many digits ("R1250", "CB500F", "GSXR1000"). The word "CIN" before any
 * number counts as well.
 */
const IDENTITY_CARD = /\b[a-z]{1,2}\d{5,7}\b|\bc\.?i\.?n\b\W*\w*\d/i;
const IDENTITY_CARD_SPACED = /\b[A-Z]{1,2} \d{5,7}\b/;

export function holdsPersonalData(text: string): boolean {
  return [MOROCCAN_PHONE, LONG_NUMBER, EMAIL, IDENTITY_CARD, IDENTITY_CARD_SPACED].some((pattern) => pattern.test(text));
}
