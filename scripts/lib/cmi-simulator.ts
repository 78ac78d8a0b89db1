/**
 * A local stand-in for CMI's 3D Pay Hosting gateway, speaking its protocol (../shared/cmi-protocol.md):
 * it checks the request's ver3 hash as CMI does ('3D-1004 – Code de sécurité erroné' when wrong),
 * shows a card form and a 3-D Secure step, posts the signed callback server-to-server, then sends
 * the browser back to okUrl or failUrl with the result fields. Started by npm start and npm run dev
 * when CMI_GATEWAY_URL is unset.
 *
 * Test cards (any future expiry, any 3-digit CVV, 3-D Secure code 123456):
 *   4242 4242 4242 4242  approved
 *   4000 0000 0000 0002  declined by the bank (ProcReturnCode 05)
 *   4000 0000 0000 3063  3-D Secure authentication fails
 *   4000 0000 0000 0077  approved, but the callback arrives 3 s late, and twice
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { cmiHash, hasValidCmiHash, type CmiFields } from '../../server/payments/cmi-hash';

export const TEST_CARDS = {
  approved: '4242424242424242',
  declined: '4000000000000002',
  threeDsFails: '4000000000003063',
  lateTwice: '4000000000000077',
} as const;
export const TEST_3DS_CODE = '123456';

type CardOutcome = 'approved' | 'declined' | 'threeDsFails' | 'lateTwice';

interface Session {
  fields: CmiFields;
  card?: CardOutcome;
  expires: number;
  /** what the merchant answered to each callback (shown on the result page, for developers) */
  answers: string[];
}

export interface CmiSimulatorOptions {
  storeKey: string;
  clientId: string;
  /** how late the late card's callbacks arrive */
  lateMs?: number;
  log?: (line: string) => void;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** "3-D Secure" kept left to right inside Arabic (Unicode isolates: they work in <title> too). */
const SECURE_3D_AR = '\u20663-D Secure\u2069';

/**
 * The pages' texts in the languages the merchant may ask for (the request's `lang`, as CMI's own
 * page does): French, and Arabic for the site's Arabic pages. Test help stays in both.
 */
const TEXTS = {
  fr: {
    lang: 'fr',
    dir: 'ltr',
    site: 'CMI · Centre Monétique Interbancaire <span class="muted">(simulateur local)</span>',
    titleSuffix: 'CMI (simulateur)',
    invalidRequest: 'Requête invalide',
    missingFields: 'Champs manquants : ',
    error: 'Erreur',
    badHash: '3D-1004 – Code de sécurité erroné',
    badHashWhy: 'Le hash de la requête ne correspond pas (clé de magasin ou champs altérés).',
    order: 'Commande',
    amount: 'Montant : ',
    currency: 'Dh',
    cancel: 'Annuler et retourner sur le site marchand',
    cardTitle: 'Paiement par carte',
    secure: 'Paiement sécurisé',
    cardNumber: 'Numéro de carte',
    expiry: 'Expiration (MM/AA)',
    cvv: 'CVV',
    pay: 'Payer',
    badNumber: 'Numéro de carte invalide.',
    badExpiry: 'Date d’expiration invalide.',
    badCvv: 'Code de sécurité (CVV) invalide.',
    testCards: (code: (text: string) => string) =>
      `Cartes de test : ${code('4242 4242 4242 4242')} acceptée, ${code('4000 0000 0000 0002')} refusée, ${code('4000 0000 0000 3063')} échec 3-D Secure, ${code('4000 0000 0000 0077')} acceptée avec un rappel en retard et en double. Code 3-D Secure : ${code(TEST_3DS_CODE)}.`,
    threeDs: 'Authentification 3-D Secure',
    smsSent: 'Votre banque vous a envoyé un code par SMS.',
    smsCode: 'Code reçu par SMS',
    confirm: 'Valider',
    codeIs: 'Simulateur : le code est ',
    accepted: 'Paiement accepté',
    notDone: 'Paiement non abouti',
    goingBack: 'Retour vers le site marchand…',
    goBack: 'Retourner sur le site marchand',
    notFound: 'Introuvable',
    pageNotFound: 'Page introuvable.',
  },
  ar: {
    lang: 'ar',
    dir: 'rtl',
    site: 'CMI · المركز النقدي بين البنوك <span class="muted">(محاكٍ محلي)</span>',
    titleSuffix: 'CMI (محاكٍ)',
    invalidRequest: 'طلب غير صالح',
    missingFields: 'حقول ناقصة: ',
    error: 'خطأ',
    badHash: '3D-1004 – رمز الأمان خاطئ',
    badHashWhy: 'بصمة الطلب غير مطابقة (مفتاح المتجر أو حقول معدَّلة).',
    order: 'الطلب',
    amount: 'المبلغ: ',
    currency: 'درهم',
    cancel: 'إلغاء والعودة إلى موقع التاجر',
    cardTitle: 'الدفع بالبطاقة',
    secure: 'دفع آمن',
    cardNumber: 'رقم البطاقة',
    expiry: 'الانتهاء (شهر/سنة)',
    cvv: 'رمز التحقق (CVV)',
    pay: 'ادفع',
    badNumber: 'رقم البطاقة غير صالح.',
    badExpiry: 'تاريخ الانتهاء غير صالح.',
    badCvv: 'رمز التحقق (CVV) غير صالح.',
    testCards: (code: (text: string) => string) =>
      `بطاقات الاختبار: ${code('4242 4242 4242 4242')} مقبولة، ${code('4000 0000 0000 0002')} مرفوضة، ${code('4000 0000 0000 3063')} يفشل تحقق ${SECURE_3D_AR}، ${code('4000 0000 0000 0077')} مقبولة مع إشعار متأخر ومكرر. رمز ${SECURE_3D_AR}: ${code(TEST_3DS_CODE)}.`,
    threeDs: `التحقق ${SECURE_3D_AR}`,
    smsSent: 'أرسل إليك بنكك رمزًا في رسالة نصية.',
    smsCode: 'الرمز الذي وصلك في الرسالة',
    confirm: 'تأكيد',
    codeIs: 'المحاكي: الرمز هو ',
    accepted: 'تم قبول الدفع',
    notDone: 'لم يتم الدفع',
    goingBack: 'العودة إلى موقع التاجر…',
    goBack: 'العودة إلى موقع التاجر',
    notFound: 'غير موجودة',
    pageNotFound: 'الصفحة غير موجودة.',
  },
} as const;
type Texts = (typeof TEXTS)[keyof typeof TEXTS];

/** The texts of the language a request asks for (CMI's `lang`: fr, ar, en); French otherwise. */
const textsFor = (fields: CmiFields | undefined): Texts => (fields?.lang === 'ar' ? TEXTS.ar : TEXTS.fr);

function page(texts: Texts, title: string, body: string): string {
  return `<!doctype html><html lang="${texts.lang}" dir="${texts.dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)} – ${texts.titleSuffix}</title>
<style>body{font-family:system-ui,sans-serif;background:#f3f5f8;color:#1c1d21;margin:0}main{max-width:28rem;margin:0 auto;padding:1.5rem 1rem}
.card{background:#fff;border-radius:12px;box-shadow:0 1px 3px #0002;padding:1.25rem}h1{font-size:1.25rem;margin:.2rem 0 1rem}label{display:block;font-size:.9rem;font-weight:600;margin:.8rem 0 .3rem}
input{box-sizing:border-box;width:100%;min-height:44px;font-size:1rem;padding:0 .75rem;border:1px solid #c9ced8;border-radius:8px}button{width:100%;min-height:46px;margin-top:1.2rem;border:0;border-radius:8px;background:#0a5ca8;color:#fff;font-size:1rem;font-weight:700}
.row{display:flex;gap:.75rem}.row>div{flex:1}.muted{color:#5b6070;font-size:.85rem}.error{background:#fdecec;color:#9b1c22;padding:.75rem;border-radius:8px;font-weight:600}.brand{font-weight:800;color:#0a5ca8}
code{background:#eef1f5;padding:.1rem .3rem;border-radius:4px;direction:ltr;unicode-bidi:isolate}</style></head><body><main><p class="brand">${texts.site}</p>${body}</main></body></html>`;
}

function luhn(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

function cardOutcome(number: string): CardOutcome | null {
  const entry = Object.entries(TEST_CARDS).find(([, card]) => card === number);
  return entry ? (entry[0] as CardOutcome) : null;
}

async function readForm(request: http.IncomingMessage): Promise<CmiFields> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > 64 * 1024) throw new Error('body too large');
    chunks.push(chunk as Buffer);
  }
  return Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
}

/** A form that the browser submits by itself (as CMI sends it back to the merchant), with a button if scripts are off. */
function autoPost(texts: Texts, url: string, fields: CmiFields, label: string): string {
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  return page(
    texts,
    label,
    `<div class="card"><h1>${escapeHtml(label)}</h1><p class="muted">${texts.goingBack}</p><form id="retour" method="post" action="${escapeHtml(url)}">${inputs}<button type="submit">${texts.goBack}</button></form></div><script>document.getElementById('retour').submit()</script>`,
  );
}

export function createCmiSimulator(options: CmiSimulatorOptions) {
  const sessions = new Map<string, Session>();
  const log = options.log ?? (() => undefined);
  const lateMs = options.lateMs ?? 3_000;

  const sessionOf = (id: string | undefined) => {
    const session = id ? sessions.get(id) : undefined;
    return session && session.expires > Date.now() ? session : undefined;
  };

  /** Posts the signed result to the merchant's callbackUrl, as CMI's server does. */
  async function sendCallback(session: Session, result: CmiFields): Promise<void> {
    const { HASH: _ignored, hash: _ignoredToo, ...request } = session.fields;
    const fields: CmiFields = { ...request, ...result };
    fields.HASH = cmiHash(fields, options.storeKey);
    const target = session.fields.callbackUrl ?? session.fields.CallbackURL;
    if (!target) return;
    try {
      const response = await fetch(target, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
      });
      const answer = (await response.text()).trim().slice(0, 100);
      session.answers.push(answer);
      log(`callback ${fields.oid} ${result.ProcReturnCode}: ${answer}`);
    } catch (error) {
      session.answers.push('(injoignable)');
      log(`callback ${fields.oid} failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  function resultFields(session: Session, outcome: 'approved' | 'declined' | 'threeDsFailed'): CmiFields {
    const approved = outcome === 'approved';
    return {
      ProcReturnCode: approved ? '00' : outcome === 'declined' ? '05' : '99',
      Response: approved ? 'Approved' : outcome === 'declined' ? 'Declined' : 'Error',
      mdStatus: outcome === 'threeDsFailed' ? '0' : '1',
      TransId: approved || outcome === 'declined' ? `SIM${Date.now().toString(36).toUpperCase()}${randomBytes(3).toString('hex').toUpperCase()}` : '',
      AuthCode: approved ? String(100000 + Math.floor(Math.random() * 899999)) : '',
      ErrMsg: approved ? '' : outcome === 'declined' ? 'Transaction refusée par la banque' : 'Authentification 3-D Secure refusée',
      EXTRA_TRXDATE: new Date().toISOString(),
      MaskedPan: `${'424242'}***${(session.card ? TEST_CARDS[session.card] : '0000').slice(-4)}`,
    };
  }

  async function handle(request: http.IncomingMessage, response: http.ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://simulateur');
    const send = (status: number, html: string) => {
      response.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      response.end(html);
    };
    const redirect = (location: string) => {
      response.writeHead(303, { location });
      response.end();
    };

    if (request.method === 'GET' && url.pathname === '/sante') return send(200, 'ok');

    if (request.method === 'POST' && url.pathname === '/fim/est3Dgate') {
      const fields = await readForm(request);
      const texts = textsFor(fields);
      const missing = ['clientid', 'oid', 'amount', 'okUrl', 'failUrl', 'HASH'].filter((name) => !fields[name]);
      if (missing.length > 0)
        return send(
          400,
          page(texts, texts.invalidRequest, `<div class="card"><p class="error">${texts.missingFields}${escapeHtml(missing.join(', '))}</p></div>`),
        );
      if (fields.clientid !== options.clientId || !hasValidCmiHash(fields, options.storeKey)) {
        log(`request ${fields.oid}: hash mismatch`);
        return send(200, page(texts, texts.error, `<div class="card"><p class="error">${texts.badHash}</p><p class="muted">${texts.badHashWhy}</p></div>`));
      }
      const id = randomBytes(12).toString('base64url');
      sessions.set(id, { fields, expires: Date.now() + 30 * 60_000, answers: [] });
      return redirect(`/fim/carte/${id}`);
    }

    const [, , step, id] = url.pathname.split('/');
    const session = sessionOf(id);
    // No session, hence no language asked for: French.
    if (!session) return send(404, page(TEXTS.fr, 'Session expirée', '<div class="card"><p class="error">Session de paiement expirée ou inconnue.</p></div>'));
    const texts = textsFor(session.fields);
    const amount = `${Number(session.fields.amount).toFixed(2).replace('.', ',')}\u00a0${texts.currency}`;
    const summary = `<p>${texts.order} <strong>${escapeHtml(session.fields.oid!)}</strong><br>${texts.amount}<strong>${escapeHtml(amount)}</strong></p>`;
    const cancel = session.fields.shopurl ? `<p class="muted"><a href="${escapeHtml(session.fields.shopurl)}">${texts.cancel}</a></p>` : '';
    const code = (text: string) => `<code>${text}</code>`;

    if (step === 'carte') {
      let error = '';
      if (request.method === 'POST') {
        const form = await readForm(request);
        const number = (form.carte ?? '').replace(/\D/g, '');
        const [month, year] = (form.expiration ?? '').split('/').map((part) => Number(part.trim()));
        const expiry = month && year ? new Date(2000 + year!, month!, 1) : null;
        if (number.length < 13 || !luhn(number)) error = texts.badNumber;
        else if (!expiry || month! > 12 || expiry <= new Date()) error = texts.badExpiry;
        else if (!/^\d{3}$/.test(form.cvv ?? '')) error = texts.badCvv;
        else {
          // An unknown valid number behaves like a declined card.
          session.card = cardOutcome(number) ?? 'declined';
          return redirect(`/fim/3ds/${id}`);
        }
      }
      return send(
        200,
        page(
          texts,
          texts.cardTitle,
          `<div class="card"><h1>${texts.secure}</h1>${summary}${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post"><label for="carte">${texts.cardNumber}</label><input id="carte" name="carte" inputmode="numeric" autocomplete="cc-number" dir="ltr" required>
<div class="row"><div><label for="expiration">${texts.expiry}</label><input id="expiration" name="expiration" placeholder="12/30" autocomplete="cc-exp" dir="ltr" required></div>
<div><label for="cvv">${texts.cvv}</label><input id="cvv" name="cvv" inputmode="numeric" maxlength="3" autocomplete="cc-csc" dir="ltr" required></div></div>
<button type="submit">${texts.pay} ${escapeHtml(amount)}</button></form>${cancel}</div>
<p class="muted">${texts.testCards(code)}</p>`,
        ),
      );
    }

    if (step === '3ds' && session.card) {
      if (request.method === 'POST') {
        const form = await readForm(request);
        const authenticated = session.card !== 'threeDsFails' && form.code === TEST_3DS_CODE;
        const outcome = !authenticated ? 'threeDsFailed' : session.card === 'declined' ? 'declined' : 'approved';
        const result = resultFields(session, outcome);
        if (session.card === 'lateTwice' && authenticated) {
          // The browser is back on the merchant's site before the result arrives, then it arrives twice.
          setTimeout(() => void sendCallback(session, result).then(() => sendCallback(session, result)), lateMs);
        } else {
          await sendCallback(session, result);
        }
        sessions.delete(id!);
        const { HASH: _h, hash: _h2, ...sent } = session.fields;
        const back: CmiFields = { ...sent, ...result };
        back.HASH = cmiHash(back, options.storeKey);
        return send(
          200,
          autoPost(
            texts,
            outcome === 'approved' ? session.fields.okUrl! : session.fields.failUrl!,
            back,
            outcome === 'approved' ? texts.accepted : texts.notDone,
          ),
        );
      }
      return send(
        200,
        page(
          texts,
          texts.threeDs,
          `<div class="card"><h1>${texts.threeDs}</h1>${summary}<p>${texts.smsSent}</p>
<form method="post"><label for="code">${texts.smsCode}</label><input id="code" name="code" inputmode="numeric" autocomplete="one-time-code" dir="ltr" required><button type="submit">${texts.confirm}</button></form>
<p class="muted">${texts.codeIs}${code(TEST_3DS_CODE)}.</p></div>`,
        ),
      );
    }
    return send(404, page(texts, texts.notFound, `<div class="card"><p class="error">${texts.pageNotFound}</p></div>`));
  }

  const server = http.createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      log(`error: ${error instanceof Error ? error.message : String(error)}`);
      if (!response.headersSent) response.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
      response.end('Requête invalide.');
    });
  });
  return {
    server,
    listen(port: number, host = '127.0.0.1') {
      return new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => resolve());
      });
    },
    close() {
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
