/**
 * My garage's plain forms (app/[locale]/mon-garage/moto): add a motorcycle, choose one, take one
 * out. They work before or without the page's scripts; each is the v1 call the API documents,
 * made as the visitor (their session, or their device's guest id, made here if the device has
 * none), then back to the garage, which says what happened: ?message= on success, ?erreur= with
 * v1's error code (never a text: the page writes the code's text in its language).
 */
import 'server-only';
import { NextResponse } from 'next/server';
import { GARAGE_ERRORS, type GarageNotice } from '@/lib/garage';
import { errorAnswer } from '@/lib/errors';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { GARAGE_URL } from '@/lib/navigation';
import { CROSS_SITE_REFUSED, isSameOriginRequest } from '../auth/origin';
import { callV1AsVisitor } from '../auth/visitor';
import { signInUrl } from '../auth/current';
import { REQUEST_ERRORS } from '../api/middleware/errors';

const wholeNumber = (value: FormDataEntryValue | null | undefined, digits: number): number | null =>
  typeof value === 'string' && new RegExp(`^\\d{1,${digits}}$`).test(value.trim()) ? Number(value.trim()) : null;

type GarageCall = { path: string; init: RequestInit; done: GarageNotice } | { refused: string };

/** The v1 call a posted form asks for, or the code of what makes it impossible. */
function garageCall(form: FormData): GarageCall | null {
  const action = form.get('action');
  if (action === 'ajouter') {
    const idmodele = wholeNumber(form.get('idmodele'), 9);
    if (!idmodele) return { refused: GARAGE_ERRORS.unknownModel };
    const typedYear = String(form.get('annee') ?? '').trim();
    const annee = typedYear === '' ? null : wholeNumber(typedYear, 4);
    if (annee === null && typedYear !== '') return { refused: GARAGE_ERRORS.year };
    return {
      path: '/garage',
      init: { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ idmodele, annee }) },
      done: 'ajoutee',
    };
  }
  const idgarage = wholeNumber(form.get('moto'), 9);
  if (!idgarage) return null;
  if (action === 'choisir') return { path: `/garage/${idgarage}/choisie`, init: { method: 'PUT' }, done: 'choisie' };
  if (action === 'retirer') return { path: `/garage/${idgarage}`, init: { method: 'DELETE' }, done: 'retiree' };
  return null;
}

export async function postGarageForm(request: Request, locale: Locale = 'fr'): Promise<Response> {
  if (!isSameOriginRequest(request.headers)) return NextResponse.json(CROSS_SITE_REFUSED, { status: 403 });
  const form = await request.formData().catch(() => null);
  const call = form ? garageCall(form) : null;
  if (!call) return NextResponse.json(errorAnswer(REQUEST_ERRORS.invalid), { status: 400 });
  const garage = localePath(locale, GARAGE_URL);
  const back = (query: string) => new NextResponse(null, { status: 303, headers: { location: `${garage}?${query}`, 'cache-control': 'no-store' } });
  if ('refused' in call) return back(`erreur=${call.refused}`);
  const answered = await callV1AsVisitor(request, call.path, { ...call.init, headers: { ...call.init.headers, 'accept-language': locale } });
  const body = (await answered.response.json().catch(() => null)) as { code?: unknown } | null;
  // A code's shape only: the page shows the codes it knows (components/routes/GarageRoute).
  const failed = typeof body?.code === 'string' && /^[a-zA-Z]+\.[a-zA-Z]+$/.test(body.code) ? body.code : 'erreur';
  // A relative Location: whatever host and scheme the visitor used (behind a proxy too).
  const answer = answered.signedOut
    ? new NextResponse(null, { status: 303, headers: { location: signInUrl(garage), 'cache-control': 'no-store' } })
    : back(answered.response.ok ? `message=${call.done}` : failed === 'erreur' ? 'message=erreur' : `erreur=${failed}`);
  await answered.setCookies(answer);
  return answer;
}
